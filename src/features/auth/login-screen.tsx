import { Box, Flex, Heading, IconButton, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Headset, Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Page } from '../../components/page';
import { RetryWait, useRetryWait } from '../../components/retry-wait';
import { LoginForm } from './components/login-form';
import { useSignIn } from './hooks/use-sign-in';
import { pathOf } from '../../lib/route-paths';

export const LoginScreen = () => {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  const { signIn, pending, error } = useSignIn();
  const wait = useRetryWait(error);
  const location = useLocation();
  const prefill = (location.state as { phone?: string } | null)?.phone;

  return (
    <Page
      title={t('login.title')}
      backTo={pathOf('me')}
      actions={
        <Flex>
          <IconButton asChild variant="ghost" size="sm" aria-label={tc('language.title')}>
            <Link to={pathOf('language')}>
              <Languages />
            </Link>
          </IconButton>
        </Flex>
      }
    >
      <Stack gap="6" pt="4">
        <Box>
          <Heading as="h2" size="2xl">
            {tc('app.name')}
          </Heading>
          <Text color="fg.muted" mt="1">
            {t('login.subtitle')}
          </Text>
        </Box>
        <RetryWait seconds={wait} />
        <LoginForm defaultPhone={prefill} pending={pending} locked={wait > 0} onSubmit={signIn} />
        <Flex justify="space-between" fontSize="sm">
          <ChakraLink asChild color="brand.fg">
            <Link to={pathOf('findPassword')}>{t('login.forgot')}</Link>
          </ChakraLink>
          <Text>
            {t('login.noAccount')}{' '}
            <ChakraLink asChild color="brand.fg" fontWeight="semibold">
              <Link to={pathOf('register')}>{t('login.toRegister')}</Link>
            </ChakraLink>
          </Text>
        </Flex>
        <ChakraLink asChild color="fg.muted" fontSize="sm" alignSelf="center">
          <Link to={pathOf('support')}>
            <Headset size={16} aria-hidden />
            {t('login.support')}
          </Link>
        </ChakraLink>
      </Stack>
    </Page>
  );
};

import { Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Page } from '../../components/page';
import { RegisterForm } from './components/register-form';
import { useRegister } from './hooks/use-register';
import { pathOf } from '../../lib/route-paths';

export const RegisterScreen = () => {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const { register, pending } = useRegister({ signedIn: t('register.success'), signInNeeded: t('register.signIn') });
  const inviteCode = (params.get('refcode') ?? '').trim();

  return (
    <Page title={t('register.title')} backTo={pathOf('me')}>
      <Stack gap="6" pt="2">
        <Text color="fg.muted">{t('register.subtitle')}</Text>
        <RegisterForm inviteCode={inviteCode} pending={pending} onSubmit={register} />
        <Text fontSize="sm" textAlign="center">
          {t('register.haveAccount')}{' '}
          <ChakraLink asChild color="brand.fg" fontWeight="semibold">
            <Link to={pathOf('login')}>{t('register.toLogin')}</Link>
          </ChakraLink>
        </Text>
      </Stack>
    </Page>
  );
};

import { Alert, Button, Flex, Icon, Stack, Text } from '@chakra-ui/react';
import { ChevronRight, Coins, Landmark, LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Page } from '../../components/page';
import { useIsSignedIn } from '../../lib/session';
import { DepositChannelType } from '../../api/provider-values';
import { pathOf } from '../../lib/route-paths';

const METHODS = [
  { type: DepositChannelType.bank, icon: Landmark, key: 'bank' },
  { type: DepositChannelType.crypto, icon: Coins, key: 'crypto' },
] as const;

/** Where sign-in returns to: the channel list the visitor chose. */
const signInState = (search: string) => ({ from: { pathname: pathOf('depositSelect'), search } });

/**
 * How to deposit: by bank card (type 1) or crypto (type 2). A visitor is told to sign in first, and
 * a method they choose opens the sign-in, which then returns to that method's channels.
 */
export const CounterScreen = () => {
  const { t } = useTranslation('wallet');
  const signedIn = useIsSignedIn();
  return (
    <Page title={t('deposit.title')} backTo={pathOf('assets')}>
      <Stack gap="3">
        {!signedIn && (
          <Alert.Root status="info" borderRadius="l3" data-testid="deposit-sign-in">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Description>{t('depositVisitor.notice')}</Alert.Description>
              <Button asChild size="sm" colorPalette="brand" mt="3" alignSelf="flex-start">
                <Link to={pathOf('login')} state={{ from: { pathname: pathOf('depositCounter'), search: '' } }}>
                  <LogIn />
                  {t('depositVisitor.signIn')}
                </Link>
              </Button>
            </Alert.Content>
          </Alert.Root>
        )}
        <Text color="fg.muted">{t('deposit.chooseMethod')}</Text>
        {METHODS.map((method) => {
          const search = `?type=${method.type}`;
          return (
            <Link
              key={method.key}
              to={signedIn ? `${pathOf('depositSelect')}${search}` : pathOf('login')}
              state={signedIn ? undefined : signInState(search)}
              data-testid={`deposit-method-${method.key}`}
            >
              <Flex
                align="center"
                gap="3"
                p="4"
                bg="bg.surface"
                borderRadius="l3"
                borderWidth="1px"
                borderColor="border.muted"
                _hover={{ borderColor: 'brand.border' }}
              >
                <Icon size="lg" color="brand.solid">
                  <method.icon />
                </Icon>
                <Stack gap="0" flex="1">
                  <Text fontWeight="semibold">{t(`deposit.methods.${method.key}`)}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {signedIn ? t(`deposit.methods.${method.key}Hint`) : t('depositVisitor.methodHint')}
                  </Text>
                </Stack>
                <ChevronRight size={18} aria-hidden />
              </Flex>
            </Link>
          );
        })}
      </Stack>
    </Page>
  );
};

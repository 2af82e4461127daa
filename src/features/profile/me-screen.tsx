import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { LayoutGrid, LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from '../../lib/navigation';
import { LoadingRows, QueryError } from '../../components/query-state';
import { toaster } from '../../components/ui/toaster';
import { useIsSignedIn } from '../../lib/session';
import { AccountLinks } from './components/account-links';
import { LinkRows } from './components/link-rows';
import { ProfileCard } from './components/profile-card';
import { SettingsList } from './components/settings-list';
import { useFiatCurrency } from './hooks/use-fiat-currency';
import { useSignOut } from './hooks/use-sign-out';
import { useCurrentUser } from '../../api/queries/use-current-user';

const VisitorCard = () => {
  const { t } = useTranslation('profile');
  const { t: tc } = useTranslation();
  // A visitor sent here by the guard keeps where they were headed, through sign-in.
  const { state } = useLocation() as { state: unknown };
  return (
    <Box bg="bg.surface" borderRadius="l3" p="5" data-testid="visitor-card">
      <Heading as="h2" size="lg">
        {t('visitor.title')}
      </Heading>
      <Text color="fg.muted" mt="1">
        {t('visitor.body')}
      </Text>
      <Stack direction="row" gap="3" mt="4">
        <Button asChild colorPalette="brand" flex="1">
          <Link to="/pages/login" state={state}>
            {tc('actions.signIn')}
          </Link>
        </Button>
        <Button asChild variant="outline" flex="1">
          <Link to="/pages/user/register">{tc('actions.register')}</Link>
        </Button>
      </Stack>
    </Box>
  );
};

const SignedInCard = () => {
  const { t } = useTranslation('profile');
  const profile = useCurrentUser();
  const user = profile.data;
  const fiat = useFiatCurrency();
  return (
    <Stack gap="3">
      {profile.isError && <QueryError title={t('loadFailed')} error={profile.error} onRetry={() => void profile.refetch()} />}
      {profile.isPending ? <LoadingRows rows={1} height="36" /> : user && <ProfileCard user={user} fiat={fiat} />}
      <LinkRows rows={[{ to: '/pages/usercenter', icon: <LayoutGrid size={20} />, label: t('links.center') }]} />
      <AccountLinks />
    </Stack>
  );
};

export const MeScreen = () => {
  const { t } = useTranslation('profile');
  const { t: tc } = useTranslation();
  const signedIn = useIsSignedIn();
  const signOut = useSignOut();
  return (
    <Container maxW="lg" px="4" py="4">
      <Heading as="h1" size="xl" mb="4">
        {t('title')}
      </Heading>
      <Stack gap="4">
        {signedIn ? <SignedInCard /> : <VisitorCard />}
        <SettingsList />
        {signedIn && (
          <Button
            variant="outline"
            colorPalette="red"
            onClick={() => {
              signOut();
              toaster.create({ type: 'info', description: t('signedOut') });
            }}
          >
            <LogOut />
            {tc('actions.signOut')}
          </Button>
        )}
      </Stack>
    </Container>
  );
};

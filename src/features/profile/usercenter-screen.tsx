import { Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Page } from '../../components/page';
import { QueryError } from '../../components/query-state';
import { AccountLinks } from './components/account-links';
import { ProfileCard } from './components/profile-card';
import { useFiatCurrency } from './hooks/use-fiat-currency';
import { SignOutButton } from './components/member-parts';
import { useCurrentUser } from '../../api/queries/use-current-user';
import { pathOf } from '../../lib/route-paths';

/** The profile hub: who, account id, VIP, credit score, verification, display currency, links, sign out. */
export const UserCenterScreen = () => {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const profile = useCurrentUser();
  const user = profile.data;
  const fiat = useFiatCurrency();
  return (
    <Page title={t('center.title')} backTo={pathOf('me')}>
      <Stack gap="4">
        {profile.isError && (
          <QueryError title={t('loadFailed')} error={profile.error} onRetry={() => void profile.refetch()} />
        )}
        {(profile.isPending || user) && <ProfileCard user={user} fiat={fiat} />}
        <Flex bg="bg.surface" borderRadius="l3" px="4" py="3.5" justify="space-between">
          <Text>{t('center.fiat')}</Text>
          <Text color="fg.muted" data-testid="fiat-currency">
            {fiat?.code ?? '—'}
          </Text>
        </Flex>
        <AccountLinks />
        <SignOutButton afterSignOut={() => void navigate(pathOf('me'), { replace: true })} />
      </Stack>
    </Page>
  );
};

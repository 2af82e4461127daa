import { Button, Stack } from '@chakra-ui/react';
import { LayoutGrid, LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-state';
import { toaster } from '../../../components/ui/toaster';
import { useCurrentUser } from '../../../api/queries/use-current-user';
import { useFiatCurrency } from '../hooks/use-fiat-currency';
import { useSignOut } from '../hooks/use-sign-out';
import { AccountLinks } from './account-links';
import { LinkRows } from './link-rows';
import { ProfileCard } from './profile-card';
import { pathOf } from '../../../lib/route-paths';

/**
 * What the "me" tab shows only to a signed-in user: their card (avatar, account id to copy, balance)
 * and the sign-out button. Their own chunk, which a visitor's "me" tab never downloads.
 */
export const SignedInCard = () => {
  const { t } = useTranslation('profile');
  const profile = useCurrentUser();
  const user = profile.data;
  const fiat = useFiatCurrency();
  return (
    <Stack gap="3">
      {profile.isError && (
        <QueryError title={t('loadFailed')} error={profile.error} onRetry={() => void profile.refetch()} />
      )}
      {(profile.isPending || user) && <ProfileCard user={user} fiat={fiat} />}
      <LinkRows rows={[{ to: pathOf('userCenter'), icon: <LayoutGrid size={20} />, label: t('links.center') }]} />
      <AccountLinks />
    </Stack>
  );
};

/** Signs out, says so, then does what the screen asks (the user centre goes back to the "me" tab). */
export const SignOutButton = ({ afterSignOut }: { afterSignOut?: () => void }) => {
  const { t } = useTranslation('profile');
  const { t: tc } = useTranslation();
  const signOut = useSignOut();
  return (
    <Button
      variant="outline"
      colorPalette="red"
      onClick={() => {
        signOut();
        toaster.create({ type: 'info', description: t('signedOut') });
        afterSignOut?.();
      }}
    >
      <LogOut />
      {tc('actions.signOut')}
    </Button>
  );
};

import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Page } from '../../components/page';
import { LoadingRows, QueryError } from '../../components/query-state';
import { safeReturnPath } from '../../lib/return-path';
import { PayPasswordForm } from './components/pay-password-form';
import { useCurrentUser } from '../../api/queries/use-current-user';
import { useChangePayPassword } from './hooks/use-password-mutations';
import { PayPasswordStatus } from '../../api/provider-values';
import { pathOf } from '../../lib/route-paths';

/**
 * Set the withdrawal password, or change it (with the old one) when `moneypssd_status` is 1.
 * Returns to where it was opened from (`?from=/pages/withdraw`).
 */
export const PayPasswordScreen = () => {
  const { t } = useTranslation('security');
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get('from'), pathOf('accountSecurity'));
  const user = useCurrentUser();
  const hasOld = user.data?.moneypssd_status === PayPasswordStatus.set;
  const { submit, pending } = useChangePayPassword(hasOld, returnTo);
  return (
    <Page title={hasOld ? t('pay.changeTitle') : t('pay.setTitle')} backTo={returnTo}>
      <Stack gap="5" pt="2">
        {user.isPending && <LoadingRows rows={3} />}
        {user.isError && <QueryError error={user.error} onRetry={() => void user.refetch()} />}
        {user.data && (
          <>
            <Text color="fg.muted">{hasOld ? t('pay.changeIntro') : t('pay.setIntro')}</Text>
            <PayPasswordForm key={String(hasOld)} hasOld={hasOld} pending={pending} onSubmit={submit} />
          </>
        )}
      </Stack>
    </Page>
  );
};

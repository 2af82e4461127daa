import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { LoadingRows, QueryError } from '../../components/query-state';
import { canSubmitKyc, kycState } from '../../lib/kyc-status';
import { KycStateNote } from './components/kyc-state-note';
import { RejectionNote } from './components/rejection-note';
import { RealNameForm } from './components/real-name-form';
import { useKycUser, useSubmitKyc } from './hooks/use-kyc';
import { KycStatus } from '../../api/provider-values';
import { pathOf } from '../../lib/route-paths';

/** Real-name (basic) verification, `POST /authverify/1`. */
export const RealNameScreen = () => {
  const { t } = useTranslation('kyc');
  const user = useKycUser();
  const { submit, pending } = useSubmitKyc();
  const state = kycState(user.data?.realauth_status);
  return (
    <Page title={t('basic.title')} backTo={pathOf('kyc')}>
      <Stack gap="4" pt="2">
        {user.isPending && <LoadingRows rows={2} />}
        {user.isError && <QueryError error={user.error} onRetry={() => void user.refetch()} />}
        {user.data &&
          (canSubmitKyc(state) ? (
            <>
              {state === KycStatus.rejected && (
                <RejectionNote reason={user.data.realauth_remark} testId="kyc-rejection" />
              )}
              <Text color="fg.muted">{t('basic.intro')}</Text>
              <RealNameForm
                phone={user.data.username}
                pending={pending}
                onSubmit={(values) => submit(1, { phone: values.phone })}
              />
            </>
          ) : (
            <KycStateNote state={state} />
          ))}
      </Stack>
    </Page>
  );
};

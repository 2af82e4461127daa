import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Page } from '../../components/page';
import { LoadingRows, QueryError } from '../../components/query-state';
import { canSubmitKyc, isRealNameVerified, kycState } from '../../lib/kyc-status';
import { AdvancedForm } from './components/advanced-form';
import { KycStateNote } from './components/kyc-state-note';
import { RejectionNote } from './components/rejection-note';
import { useKycUser, useSubmitKyc } from './hooks/use-kyc';
import { KycStatus } from '../../api/provider-values';
import { pathOf } from '../../lib/route-paths';

const NeedsBasic = () => {
  const { t } = useTranslation('kyc');
  return (
    <Box bg="bg.surface" borderRadius="l3" p="4" data-testid="kyc-needs-basic">
      <Stack gap="3" align="flex-start">
        <Text>{t('advanced.needsBasic')}</Text>
        <Button asChild colorPalette="brand" size="sm">
          <Link to={pathOf('kycBasic')}>{t('advanced.toBasic')}</Link>
        </Button>
      </Stack>
    </Box>
  );
};

/** Advanced verification, `POST /authverify/2`; only after real-name verification is approved. */
export const AdvancedScreen = () => {
  const { t } = useTranslation('kyc');
  const user = useKycUser();
  const { submit, pending } = useSubmitKyc();
  const state = kycState(user.data?.certification_status);
  const body = (): React.ReactNode => {
    if (!user.data) return null;
    if (!isRealNameVerified(user.data)) return <NeedsBasic />;
    if (!canSubmitKyc(state)) return <KycStateNote state={state} />;
    return (
      <>
        {state === KycStatus.rejected && (
          <RejectionNote reason={user.data.certification_remark} testId="kyc-rejection" />
        )}
        <Text color="fg.muted">{t('advanced.intro')}</Text>
        <AdvancedForm pending={pending} onSubmit={(values) => submit(2, values)} />
      </>
    );
  };
  return (
    <Page title={t('advanced.title')} backTo={pathOf('kyc')}>
      <Stack gap="4" pt="2">
        {user.isPending && <LoadingRows rows={3} />}
        {user.isError && <QueryError error={user.error} onRetry={() => void user.refetch()} />}
        {body()}
      </Stack>
    </Page>
  );
};

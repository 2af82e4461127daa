import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { LoadingRows, QueryError } from '../../components/query-state';
import { isRealNameVerified, kycState } from '../../lib/kyc-status';
import { KycLevelCard } from './components/kyc-level-card';
import { useKycUser } from './hooks/use-kyc';
import { pathOf } from '../../lib/route-paths';

/** Both verification levels, each unverified, under review, verified or rejected. */
export const KycScreen = () => {
  const { t } = useTranslation('kyc');
  const user = useKycUser();
  return (
    <Page title={t('title')} backTo={pathOf('userCenter')}>
      <Stack gap="4">
        <Text color="fg.muted">{t('intro')}</Text>
        {user.isPending && <LoadingRows rows={2} height="28" />}
        {user.isError && <QueryError error={user.error} onRetry={() => void user.refetch()} />}
        {user.data && (
          <>
            <KycLevelCard
              level="basic"
              state={kycState(user.data.realauth_status)}
              to={pathOf('kycBasic')}
              reason={user.data.realauth_remark}
            />
            <KycLevelCard
              level="advanced"
              state={kycState(user.data.certification_status)}
              to={pathOf('kycAdvanced')}
              reason={user.data.certification_remark}
              locked={isRealNameVerified(user.data) ? undefined : t('advanced.needsBasic')}
            />
          </>
        )}
      </Stack>
    </Page>
  );
};

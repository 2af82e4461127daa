import { Badge, Box, Flex, Stack, Text } from '@chakra-ui/react';
import { BadgeCheck, ChevronRight, KeyRound, LockKeyhole, LifeBuoy } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Page } from '../../components/page';
import { QueryError } from '../../components/query-state';
import { kycState } from '../../lib/kyc-status';
import { useCurrentUser } from '../../api/queries/use-current-user';
import { KycStatus, PayPasswordStatus } from '../../api/provider-values';
import { pathOf, pathTo } from '../../lib/route-paths';

const Row = ({ to, icon, label, value }: { to: string; icon: ReactNode; label: string; value?: ReactNode }) => (
  <Link to={to}>
    <Flex align="center" gap="3" px="4" py="3.5" minH="12">
      <Box color="fg.muted" aria-hidden>
        {icon}
      </Box>
      <Text flex="1">{label}</Text>
      {value}
      <ChevronRight size={18} aria-hidden />
    </Flex>
  </Link>
);

/** Account security: login password, withdrawal password, verification, recovery. */
export const AccountSecurityScreen = () => {
  const { t } = useTranslation('security');
  const user = useCurrentUser();
  const payIsSet = user.data?.moneypssd_status === PayPasswordStatus.set;
  const kyc = kycState(user.data?.realauth_status);
  return (
    <Page title={t('title')} backTo={pathOf('userCenter')}>
      <Stack gap="4">
        {user.isError && <QueryError error={user.error} onRetry={() => void user.refetch()} />}
        <Stack
          gap="0"
          bg="bg.surface"
          borderRadius="l3"
          overflow="hidden"
          separator={<Box borderBottomWidth="1px" borderColor="border.muted" />}
        >
          <Row to={pathOf('loginPassword')} icon={<KeyRound size={20} />} label={t('rows.login')} />
          <Row
            to={pathTo('payPassword', { from: pathOf('accountSecurity') })}
            icon={<LockKeyhole size={20} />}
            label={t('rows.pay')}
            value={
              user.data && (
                <Badge colorPalette={payIsSet ? 'green' : 'orange'} variant="subtle" data-testid="pay-password-state">
                  {payIsSet ? t('rows.set') : t('rows.notSet')}
                </Badge>
              )
            }
          />
          <Row
            to={pathOf('kyc')}
            icon={<BadgeCheck size={20} />}
            label={t('rows.kyc')}
            value={
              user.data && (
                <Badge colorPalette={kyc === KycStatus.verified ? 'green' : 'gray'} variant="subtle">
                  {t(`kyc.${kyc}`)}
                </Badge>
              )
            }
          />
          <Row to={pathOf('findPassword')} icon={<LifeBuoy size={20} />} label={t('rows.recover')} />
        </Stack>
      </Stack>
    </Page>
  );
};

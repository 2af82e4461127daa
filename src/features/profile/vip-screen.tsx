import { Box, Flex, Heading, Stack, Stat } from '@chakra-ui/react';
import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useGetVipLevelInfo } from '../../api/generated/endpoints/profile/profile';
import { Page } from '../../components/page';
import { LoadingRows, QueryError } from '../../components/query-state';
import { SafeHtml } from '../../components/safe-html';
import { useProfile } from './hooks/use-profile';

/** The VIP level, credit score and points of the user, and the VIP rules (sanitised HTML). */
export const VipScreen = () => {
  const { t } = useTranslation('profile');
  const { user, error, refetch } = useProfile();
  const rules = useGetVipLevelInfo({ query: { select: (response) => response.data, staleTime: 10 * 60_000 } });
  return (
    <Page title={t('vipPage.title')} backTo="/pages/usercenter">
      <Stack gap="4">
        {error && <QueryError title={t('loadFailed')} error={error} onRetry={refetch} />}
        <Box bg="bg.surface" borderRadius="l3" p="4" data-testid="vip-card">
          <Flex align="center" gap="2" color="brand.fg">
            <Crown aria-hidden />
            <Heading as="h2" size="lg">
              {t('vip', { level: user?.vip_level ?? 0 })}
            </Heading>
          </Flex>
          <Flex mt="3" gap="4">
            <Stat.Root flex="1">
              <Stat.Label>{t('creditScore')}</Stat.Label>
              <Stat.ValueText data-testid="vip-credit">{user?.credit_score ?? '—'}</Stat.ValueText>
            </Stat.Root>
            <Stat.Root flex="1">
              <Stat.Label>{t('vipPage.points')}</Stat.Label>
              <Stat.ValueText data-testid="vip-points">{user?.credit_score ?? '—'}</Stat.ValueText>
            </Stat.Root>
          </Flex>
        </Box>
        <Box bg="bg.surface" borderRadius="l3" p="4">
          {rules.isPending && <LoadingRows rows={4} height="6" />}
          {rules.isError && <QueryError error={rules.error} onRetry={() => void rules.refetch()} />}
          {rules.data && (
            <Stack gap="2" data-testid="vip-rules">
              <Heading as="h2" size="md">
                {rules.data.title}
              </Heading>
              <SafeHtml html={rules.data.content} />
            </Stack>
          )}
        </Box>
      </Stack>
    </Page>
  );
};

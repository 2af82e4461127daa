import { Box, Flex, Heading, List, Progress, Stack, Stat, Text } from '@chakra-ui/react';
import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { LoadingRows, QueryError } from '../../components/query-state';
import { SafeHtml } from '../../components/safe-html';
import { vipProgress } from '../../lib/vip-progress';
import { useCurrentUser } from '../../api/queries/use-current-user';
import { useQuery } from '@tanstack/react-query';
import { profileQueries } from '../../api/queries/profile';
import { pathOf } from '../../lib/route-paths';
import { useFormat } from '../../lib/use-format';

/**
 * The user's VIP level and points, the levels with the current one highlighted and the progress to
 * the next (proposed `points` and `levels`), and the VIP rules (sanitised HTML).
 */
export const VipScreen = () => {
  const { t } = useTranslation('profile');
  const format = useFormat();
  const profile = useCurrentUser();
  const user = profile.data;
  const rules = useQuery(profileQueries.vipLevels());
  const level = Number(user?.vip_level ?? 0) || 0;
  const levels = rules.data?.levels ?? [];
  const progress = user ? vipProgress(level, user.points, levels) : null;
  const points = (value: string | number | null | undefined) => format.amount(value, 0);
  return (
    <Page title={t('vipPage.title')} backTo={pathOf('userCenter')}>
      <Stack gap="4">
        {profile.isError && (
          <QueryError title={t('loadFailed')} error={profile.error} onRetry={() => void profile.refetch()} />
        )}
        <Box bg="bg.surface" borderRadius="l3" p="4" data-testid="vip-card">
          <Flex align="center" gap="2" color="brand.fg">
            <Crown aria-hidden />
            <Heading as="h2" size="lg">
              {t('vip', { level })}
            </Heading>
          </Flex>
          <Flex mt="3" gap="4">
            <Stat.Root flex="1">
              <Stat.Label>{t('vipPage.points')}</Stat.Label>
              <Stat.ValueText data-testid="vip-points">{points(user?.points)}</Stat.ValueText>
            </Stat.Root>
            <Stat.Root flex="1">
              <Stat.Label>{t('creditScore')}</Stat.Label>
              <Stat.ValueText data-testid="vip-credit">{user?.credit_score ?? '—'}</Stat.ValueText>
            </Stat.Root>
          </Flex>
          {progress && (
            <Progress.Root value={progress.percent} size="sm" colorPalette="brand" mt="4" data-testid="vip-progress">
              <Progress.Label fontSize="sm" color="fg.muted" fontWeight="normal" mb="1">
                {progress.next === null
                  ? t('vipPage.top')
                  : t('vipPage.toNext', { points: points(progress.missing), level: progress.next })}
              </Progress.Label>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          )}
        </Box>
        {levels.length > 0 && (
          <Box bg="bg.surface" borderRadius="l3" p="4">
            <Heading as="h2" size="md" mb="2">
              {t('vipPage.levels')}
            </Heading>
            <List.Root variant="plain" gap="1" data-testid="vip-levels">
              {levels.map((item) => {
                const current = item.level === level;
                return (
                  <List.Item
                    key={item.level}
                    aria-current={current ? 'true' : undefined}
                    display="flex"
                    justifyContent="space-between"
                    px="3"
                    py="2"
                    borderRadius="l2"
                    borderWidth="1px"
                    borderColor={current ? 'brand.solid' : 'transparent'}
                    bg={current ? 'brand.subtle' : undefined}
                    fontWeight={current ? 'semibold' : 'normal'}
                  >
                    <Text>
                      {t('vip', { level: item.level })}
                      {current && ` · ${t('vipPage.current')}`}
                    </Text>
                    <Text color={current ? 'fg' : 'fg.muted'}>
                      {t('vipPage.from', { points: points(item.points) })}
                    </Text>
                  </List.Item>
                );
              })}
            </List.Root>
          </Box>
        )}
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

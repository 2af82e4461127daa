import { Box, Flex, Heading, List, Progress, Skeleton, SkeletonText, Stack, Stat, Text } from '@chakra-ui/react';
import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { QueryError } from '../../components/query-state';
import { SafeHtml } from '../../components/safe-html';
import { vipProgress, type VipProgress, type VipThreshold } from '../../lib/vip-progress';
import { toDecimal } from '../../lib/money';
import { useCurrentUser } from '../../api/queries/use-current-user';
import { useQuery } from '@tanstack/react-query';
import { profileQueries } from '../../api/queries/profile';
import { pathOf } from '../../lib/route-paths';
import { useFormat } from '../../lib/use-format';

/** Stands for a level or a figure while the levels are on their way (unseen, under the skeleton). */
const BLANK = '\u00a0';

/**
 * Levels kept in place while the rules are on their way: the provider's usual five (as in the
 * contract's example). The real number is unknown until they arrive; a list of another length, or
 * none, still changes the card's height once.
 */
const TYPICAL_LEVELS = 5;

/** Lines kept for the rules (HTML of unknown length, last on the screen: its growth moves nothing). */
const RULES_LINES = 6;

/** The progress to the next level; `progress` null for its stand-in (no figures, no test id). */
const ProgressBar = ({ progress, mt }: { progress: VipProgress | null; mt?: string }) => {
  const { t } = useTranslation('profile');
  const format = useFormat();
  const label =
    progress === null
      ? BLANK
      : progress.next === null
        ? t('vipPage.top')
        : t('vipPage.toNext', { points: format.amount(progress.missing, 0), level: progress.next });
  return (
    <Progress.Root
      value={progress?.percent ?? 0}
      size="sm"
      colorPalette="brand"
      mt={mt}
      data-testid={progress ? 'vip-progress' : undefined}
    >
      <Progress.Label fontSize="sm" color="fg.muted" fontWeight="normal" mb="1">
        {label}
      </Progress.Label>
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
};

/**
 * The levels, the user's highlighted. `levels` undefined while they are on their way: the card is then
 * laid out under a skeleton with the typical number of rows, so the rules below it do not move.
 */
const LevelsCard = ({ levels, level }: { levels: readonly VipThreshold[] | undefined; level: number }) => {
  const { t } = useTranslation('profile');
  const format = useFormat();
  // the list is named only once the levels are the provider's (the skeleton's stand-ins are not)
  const id = (testId: string): string | undefined => (levels ? testId : undefined);
  const rows = levels ?? Array.from({ length: TYPICAL_LEVELS }, (_, index) => ({ level: index + 1, points: 0 }));
  const card = (
    <Box bg="bg.surface" borderRadius="l3" p="4">
      <Heading as="h2" size="md" mb="2">
        {t('vipPage.levels')}
      </Heading>
      <List.Root variant="plain" gap="1" data-testid={id('vip-levels')}>
        {rows.map((item) => {
          const current = levels !== undefined && item.level === level;
          return (
            <List.Item
              key={item.level}
              aria-current={current ? 'true' : undefined}
              display="flex"
              justifyContent="space-between"
              alignItems="baseline"
              gap="2"
              px="3"
              py="2"
              borderRadius="l2"
              borderWidth="1px"
              borderColor={current ? 'brand.solid' : 'transparent'}
              bg={current ? 'brand.subtle' : undefined}
              fontWeight={current ? 'semibold' : 'normal'}
            >
              {/* one line whatever the level and language: the row keeps the height its stand-in kept */}
              <Text truncate minW="0">
                {levels ? t('vip', { level: item.level }) : BLANK}
                {current && ` · ${t('vipPage.current')}`}
              </Text>
              <Text fontSize="sm" flexShrink={0} color={current ? 'fg' : 'fg.muted'}>
                {levels ? t('vipPage.from', { points: format.amount(item.points, 0) }) : BLANK}
              </Text>
            </List.Item>
          );
        })}
      </List.Root>
    </Box>
  );
  if (levels) return card;
  return (
    <Skeleton borderRadius="l3" aria-busy="true" data-testid="vip-levels-loading">
      <Box inert>{card}</Box>
    </Skeleton>
  );
};

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
  // The progress needs the user's points and the levels: while either is on its way, and what has
  // arrived allows one, its place is kept (a user without points or rules without levels give it back).
  const progressLoading =
    !progress &&
    (profile.isPending || rules.isPending) &&
    !profile.isError &&
    !rules.isError &&
    (user === undefined || toDecimal(user.points) !== null) &&
    (rules.data === undefined || levels.length > 0);
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
          {progress && <ProgressBar progress={progress} mt="4" />}
          {progressLoading && (
            <Skeleton mt="4" borderRadius="l2" aria-busy="true" data-testid="vip-progress-loading">
              <Box inert>
                <ProgressBar progress={null} />
              </Box>
            </Skeleton>
          )}
        </Box>
        {rules.isPending && <LevelsCard levels={undefined} level={level} />}
        {levels.length > 0 && <LevelsCard levels={levels} level={level} />}
        <Box bg="bg.surface" borderRadius="l3" p="4">
          {rules.isPending && (
            <Stack gap="2" aria-busy="true" data-testid="vip-rules-loading">
              <Skeleton loading alignSelf="flex-start" minW="40">
                <Heading as="div" size="md">
                  &nbsp;
                </Heading>
              </Skeleton>
              <SkeletonText noOfLines={RULES_LINES} />
            </Stack>
          )}
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

import { Box, Button, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { History, Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TeamLevel } from '../../api/generated/model';
import { Page } from '../../components/page';
import { LoadingRows, QueryError } from '../../components/query-state';
import { StatGrid } from './components/stat-grid';
import { TeamLevelPanel } from './components/team-level-panel';
import { useTeamSummary } from './hooks/use-team';
import { pathOf } from '../../lib/route-paths';
import { useFormat } from '../../lib/use-format';

const LEVELS = [TeamLevel.first, TeamLevel.second, TeamLevel.third] as const;

/** The three-level team: totals, then each level's members, deposits and rewards. */
export const TeamScreen = () => {
  const { t } = useTranslation('team');
  const format = useFormat();
  const summary = useTeamSummary();
  return (
    <Page title={t('team.title')} backTo={pathOf('userCenter')}>
      <Stack gap="4">
        {summary.isPending && <LoadingRows rows={1} height="28" />}
        {summary.isError && <QueryError error={summary.error} onRetry={() => void summary.refetch()} />}
        {summary.data && (
          <Box bg="bg.surface" borderRadius="l3" p="4" data-testid="team-summary">
            <StatGrid
              items={[
                { label: t('team.size'), value: String(summary.data.team_size), testId: 'team-size' },
                { label: t('team.teamDeposit'), value: format.amount(summary.data.team_deposit) },
                {
                  label: t('team.totalReward'),
                  value: format.amount(summary.data.total_reward),
                  testId: 'team-total-reward',
                },
                { label: t('team.todayReward'), value: format.amount(summary.data.today_reward) },
              ]}
            />
            <Text fontSize="xs" color="fg.muted" mt="3">
              {t('team.rule')}
            </Text>
          </Box>
        )}
        <HStack gap="3">
          <Button asChild variant="outline" flex="1" size="sm">
            <Link to={pathOf('share')}>
              <Share2 />
              {t('team.invite')}
            </Link>
          </Button>
          <Button asChild variant="outline" flex="1" size="sm">
            <Link to={pathOf('inviteRecords')}>
              <History />
              {t('records.title')}
            </Link>
          </Button>
        </HStack>
        <Tabs.Root defaultValue="1" variant="enclosed" fitted lazyMount unmountOnExit>
          <Tabs.List>
            {LEVELS.map((level) => (
              <Tabs.Trigger key={level} value={String(level)}>
                {t('team.level', { level })}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {LEVELS.map((level) => (
            <Tabs.Content key={level} value={String(level)}>
              <TeamLevelPanel
                level={level}
                summary={summary.data?.levels.find((item) => Number(item.level) === level)}
              />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Stack>
    </Page>
  );
};

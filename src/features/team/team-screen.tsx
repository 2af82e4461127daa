import { Box, Button, HStack, Skeleton, Stack, Tabs, Text } from '@chakra-ui/react';
import { History, Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TeamLevel, type Amount, type TeamSummary } from '../../api/generated/model';
import { Page } from '../../components/page';
import { QueryError } from '../../components/query-state';
import { StatGrid } from './components/stat-grid';
import { TeamLevelPanel } from './components/team-level-panel';
import { useTeamSummary } from './hooks/use-team';
import { pathOf } from '../../lib/route-paths';
import { useFormat } from '../../lib/use-format';

const LEVELS = [TeamLevel.first, TeamLevel.second, TeamLevel.third] as const;

/** Stands for a figure while the team is on its way (unseen, under the skeleton). */
const BLANK = '\u00a0';

/**
 * The team's totals and what the rewards are for. `summary` undefined while it is on its way: the
 * card is then laid out under a skeleton, so the buttons and the levels below it do not move.
 */
const SummaryCard = ({ summary }: { summary: TeamSummary | undefined }) => {
  const { t } = useTranslation('team');
  const format = useFormat();
  // the figures are named only once they are the team's (the skeleton's stand-ins are not)
  const id = (testId: string): string | undefined => (summary ? testId : undefined);
  const amount = (value: Amount | undefined): string => (summary ? format.amount(value) : BLANK);
  const card = (
    <Box bg="bg.surface" borderRadius="l3" p="4" data-testid={id('team-summary')}>
      <StatGrid
        items={[
          { label: t('team.size'), value: summary ? String(summary.team_size) : BLANK, testId: id('team-size') },
          { label: t('team.teamDeposit'), value: amount(summary?.team_deposit) },
          { label: t('team.totalReward'), value: amount(summary?.total_reward), testId: id('team-total-reward') },
          { label: t('team.todayReward'), value: amount(summary?.today_reward) },
        ]}
      />
      <Text fontSize="xs" color="fg.muted" mt="3">
        {t('team.rule')}
      </Text>
    </Box>
  );
  if (summary) return card;
  return (
    <Skeleton borderRadius="l3" aria-busy="true" data-testid="team-summary-loading">
      <Box inert>{card}</Box>
    </Skeleton>
  );
};

/** The three-level team: totals, then each level's members, deposits and rewards. */
export const TeamScreen = () => {
  const { t } = useTranslation('team');
  const summary = useTeamSummary();
  return (
    <Page title={t('team.title')} backTo={pathOf('userCenter')}>
      <Stack gap="4">
        {summary.isPending && <SummaryCard summary={undefined} />}
        {summary.isError && <QueryError error={summary.error} onRetry={() => void summary.refetch()} />}
        {summary.data && <SummaryCard summary={summary.data} />}
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
                loading={summary.isPending}
                summary={summary.data?.levels.find((item) => Number(item.level) === level)}
              />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Stack>
    </Page>
  );
};

import { Box, Skeleton, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TeamLevel, TeamLevelSummary } from '../../../api/generated/model';
import { InfiniteList } from '../../../components/infinite-list';
import { useTeamMembers } from '../hooks/use-team';
import { MemberRow } from './member-row';
import { StatGrid } from './stat-grid';
import { useFormat } from '../../../lib/use-format';

/** Stands for a figure while the team is on its way (unseen, under the skeleton). */
const BLANK = '\u00a0';

/**
 * One team level: its members, their deposits, the reward rate and rewards, then the members.
 * `loading` while the team's summary is on its way: the level's card is then laid out under a
 * skeleton (the provider answers with every level), so the members below it do not move.
 */
export const TeamLevelPanel = ({
  level,
  summary,
  loading = false,
}: {
  level: TeamLevel;
  summary: TeamLevelSummary | undefined;
  loading?: boolean;
}) => {
  const { t } = useTranslation('team');
  const format = useFormat();
  const { query, rows } = useTeamMembers(level);
  const card = (figures: TeamLevelSummary | undefined) => (
    <Box bg="bg.surface" borderRadius="l3" p="4" data-testid={figures ? `team-level-${level}` : undefined}>
      <StatGrid
        items={[
          { label: t('team.members'), value: figures ? String(figures.members) : BLANK },
          { label: t('team.deposit'), value: figures ? format.amount(figures.deposit) : BLANK },
          {
            label: t('team.rate'),
            value: figures ? t('team.percent', { rate: format.plain(figures.reward_rate) }) : BLANK,
          },
          { label: t('team.reward'), value: figures ? format.amount(figures.reward) : BLANK },
        ]}
      />
    </Box>
  );
  return (
    <Stack gap="3">
      {summary && card(summary)}
      {!summary && loading && (
        <Skeleton borderRadius="l3" aria-busy="true" data-testid={`team-level-${level}-loading`}>
          <Box inert>{card(undefined)}</Box>
        </Skeleton>
      )}
      <InfiniteList
        source={query}
        rows={rows}
        rowKey={(member) => member.id}
        renderRow={(member) => <MemberRow member={member} />}
        empty={t('team.noMembers')}
      />
    </Stack>
  );
};

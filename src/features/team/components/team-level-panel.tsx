import { Box, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TeamLevel, TeamLevelSummary } from '../../../api/generated/model';
import { InfiniteList } from '../../../components/infinite-list';
import { useTeamMembers } from '../hooks/use-team';
import { MemberRow } from './member-row';
import { StatGrid } from './stat-grid';
import { useFormat } from '../../../lib/use-format';

/** One team level: its members, their deposits, the reward rate and rewards, then the members. */
export const TeamLevelPanel = ({ level, summary }: { level: TeamLevel; summary: TeamLevelSummary | undefined }) => {
  const { t } = useTranslation('team');
  const format = useFormat();
  const { query, rows } = useTeamMembers(level);
  return (
    <Stack gap="3">
      {summary && (
        <Box bg="bg.surface" borderRadius="l3" p="4" data-testid={`team-level-${level}`}>
          <StatGrid
            items={[
              { label: t('team.members'), value: String(summary.members) },
              { label: t('team.deposit'), value: format.amount(summary.deposit) },
              { label: t('team.rate'), value: t('team.percent', { rate: format.plain(summary.reward_rate) }) },
              { label: t('team.reward'), value: format.amount(summary.reward) },
            ]}
          />
        </Box>
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

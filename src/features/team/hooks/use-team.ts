import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { TeamLevel } from '../../../api/generated/model';
import { teamQueries } from '../../../api/queries/team';

/** The three-level team summary (`/team`). */
export const useTeamSummary = () => useQuery(teamQueries.summary());

/** Members of one level, page by page (`/team/members`). */
export const useTeamMembers = (level: TeamLevel) => {
  const query = useInfiniteQuery(teamQueries.members(level));
  return { query, rows: query.data ?? [] } as const;
};

/** Invite rewards, page by page (`/inviterecords`). */
export const useInviteRecords = () => {
  const query = useInfiniteQuery(teamQueries.inviteRecords());
  return { query, rows: query.data ?? [] } as const;
};

import { useGetInviteRecordsInfinite, useGetTeam, useGetTeamMembersInfinite } from '../../../api/generated/endpoints/team/team';
import type { TeamLevel } from '../../../api/generated/model';
import { nextPageParam, PAGE_SIZE } from '../../../lib/paging';

/** The three-level team summary (`/team`). */
export const useTeamSummary = () => useGetTeam({ query: { select: (response) => response.result } });

/** Members of one level, page by page (`/team/members`). */
export const useTeamMembers = (level: TeamLevel) => {
  const query = useGetTeamMembersInfinite(
    { level, page: 1, limit: PAGE_SIZE },
    {
      query: {
        initialPageParam: 1,
        getNextPageParam: (_last, pages) => nextPageParam(pages, (page) => page.result.list, (page) => page.result.total),
      },
    },
  );
  return { query, rows: query.data?.pages.flatMap((page) => page.result.list) ?? [] } as const;
};

/** Invite rewards, page by page (`/inviterecords`). */
export const useInviteRecords = () => {
  const query = useGetInviteRecordsInfinite(
    { page: 1, limit: PAGE_SIZE },
    {
      query: {
        initialPageParam: 1,
        getNextPageParam: (_last, pages) => nextPageParam(pages, (page) => page.result.list, (page) => page.result.total),
      },
    },
  );
  return { query, rows: query.data?.pages.flatMap((page) => page.result.list) ?? [] } as const;
};

import {
  getGetInviteRecordsInfiniteQueryOptions,
  getGetTeamMembersInfiniteQueryOptions,
  getGetTeamQueryOptions,
} from '../generated/endpoints/team/team';
import type { TeamLevel } from '../generated/model';
import { PAGE_SIZE } from '../../lib/paging';
import { pageByPage } from './paging';

/** The three-level team summary (`result`), one level's members and the invite rewards, page by page (`{list,total}`). */
export const teamQueries = {
  summary: () => getGetTeamQueryOptions({ query: { select: (response) => response.result } }),
  members: (level: TeamLevel) =>
    getGetTeamMembersInfiniteQueryOptions(
      { level, page: 1, limit: PAGE_SIZE },
      {
        query: pageByPage(
          (page) => page.result.list,
          (page) => page.result.total,
        ),
      },
    ),
  inviteRecords: () =>
    getGetInviteRecordsInfiniteQueryOptions(
      { page: 1, limit: PAGE_SIZE },
      {
        query: pageByPage(
          (page) => page.result.list,
          (page) => page.result.total,
        ),
      },
    ),
};

import { useGetAnnouncementListInfinite, useGetMessageListInfinite } from '../../../api/generated/endpoints/messages/messages';
import type { ArticleListResponse } from '../../../api/generated/model';
import { nextPageParam, PAGE_SIZE } from '../../../lib/paging';
import { articleRows, articleTotal } from './article-rows';

export type ArticleListType = 1 | 2;

const paging = {
  initialPageParam: 1,
  getNextPageParam: (_last: ArticleListResponse, pages: ArticleListResponse[]) => nextPageParam(pages, articleRows, articleTotal),
};

/** System messages (type 1, `/wallet/messagelist`) or platform announcements (type 2, `/announcementlist`). */
export const useArticleList = (type: ArticleListType) => {
  const params = { page: 1, limit: PAGE_SIZE };
  const system = useGetMessageListInfinite(params, { query: { ...paging, enabled: type === 1 } });
  const announcements = useGetAnnouncementListInfinite(params, { query: { ...paging, enabled: type === 2 } });
  const source = type === 1 ? system : announcements;
  const rows = source.data?.pages.flatMap(articleRows) ?? [];
  return { source, rows } as const;
};

import { useInfiniteQuery } from '@tanstack/react-query';
import { messageQueries } from '../../../api/queries/messages';

export type ArticleListType = 1 | 2;

/** System messages (type 1, `/wallet/messagelist`) or platform announcements (type 2, `/announcementlist`). */
export const useArticleList = (type: ArticleListType) => {
  const system = useInfiniteQuery({ ...messageQueries.messages(), enabled: type === 1 });
  const announcements = useInfiniteQuery({ ...messageQueries.announcements(), enabled: type === 2 });
  const source = type === 1 ? system : announcements;
  return { source, rows: source.data ?? [] } as const;
};

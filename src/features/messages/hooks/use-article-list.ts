import { useInfiniteQuery } from '@tanstack/react-query';
import { messageQueries } from '../../../api/queries/messages';
import { ArticleKind } from '../../../api/provider-values';

/** The two kinds that come as a list. */
export type ArticleListType = typeof ArticleKind.message | typeof ArticleKind.announcement;

/** System messages (type 1, `/wallet/messagelist`) or platform announcements (type 2, `/announcementlist`). */
export const useArticleList = (type: ArticleListType) => {
  const system = useInfiniteQuery({ ...messageQueries.messages(), enabled: type === ArticleKind.message });
  const announcements = useInfiniteQuery({
    ...messageQueries.announcements(),
    enabled: type === ArticleKind.announcement,
  });
  const source = type === ArticleKind.message ? system : announcements;
  return { source, rows: source.data ?? [] } as const;
};

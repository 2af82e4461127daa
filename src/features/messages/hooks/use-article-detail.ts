import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getGetAnnouncementListInfiniteQueryKey,
  getGetMessageListInfiniteQueryKey,
  getGetUnreadCountsQueryKey,
} from '../../../api/generated/endpoints/messages/messages';
import { authQueries } from '../../../api/queries/auth';
import { messageQueries } from '../../../api/queries/messages';

export type ArticleType = 1 | 2 | 3;

/**
 * One article: a system message (1, `/wallet/messagecontent`), an announcement (2,
 * `/announcementbyid`) or a platform article (3, `/register/agreement`). Its `content` is HTML.
 */
export const useArticleDetail = (type: ArticleType, id: number) => {
  const valid = Number.isInteger(id) && id > 0;
  const message = useQuery({ ...messageQueries.message(id), enabled: valid && type === 1 });
  const announcement = useQuery({ ...messageQueries.announcement(id), enabled: valid && type === 2 });
  const article = useQuery({ ...authQueries.agreement(id), enabled: valid && type === 3 });
  const query = type === 1 ? message : type === 2 ? announcement : article;
  // an opened message is read: the counts and the list's marks come again from the provider
  const queryClient = useQueryClient();
  const opened = type !== 3 && query.isSuccess;
  useEffect(() => {
    if (!opened) return;
    void queryClient.invalidateQueries({ queryKey: getGetUnreadCountsQueryKey() });
    void queryClient.invalidateQueries({ queryKey: (type === 1 ? getGetMessageListInfiniteQueryKey() : getGetAnnouncementListInfiniteQueryKey()).slice(0, 2) });
  }, [opened, type, queryClient]);
  return { query, valid } as const;
};

import { useGetAgreement } from '../../../api/generated/endpoints/auth/auth';
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  getGetAnnouncementListInfiniteQueryKey,
  getGetMessageListInfiniteQueryKey,
  getGetUnreadCountsQueryKey,
  useGetAnnouncementById,
  useGetMessageContent,
} from '../../../api/generated/endpoints/messages/messages';
import type { Agreement } from '../../../api/generated/model';

export type ArticleType = 1 | 2 | 3;

const pick = (response: { result: { data: Agreement } }): Agreement | null => {
  const data: unknown = response.result.data;
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as Agreement) : null;
};

/**
 * One article: a system message (1, `/wallet/messagecontent`), an announcement (2,
 * `/announcementbyid`) or a platform article (3, `/register/agreement`). Its `content` is HTML.
 */
export const useArticleDetail = (type: ArticleType, id: number) => {
  const valid = Number.isInteger(id) && id > 0;
  const message = useGetMessageContent({ id }, { query: { enabled: valid && type === 1, select: pick } });
  const announcement = useGetAnnouncementById({ id }, { query: { enabled: valid && type === 2, select: pick } });
  const article = useGetAgreement({ id }, { query: { enabled: valid && type === 3, select: pick } });
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

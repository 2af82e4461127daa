import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { authQueries } from '../../../api/queries/auth';
import { messageQueries, messageWrites } from '../../../api/queries/messages';
import { invalidate } from '../../../api/queries/invalidate';
import { ArticleKind } from '../../../api/provider-values';

/**
 * One article: a system message (1, `/wallet/messagecontent`), an announcement (2,
 * `/announcementbyid`) or a platform article (3, `/register/agreement`). Its `content` is HTML.
 */
export const useArticleDetail = (type: ArticleKind, id: number) => {
  const valid = Number.isInteger(id) && id > 0;
  const message = useQuery({ ...messageQueries.message(id), enabled: valid && type === ArticleKind.message });
  const announcement = useQuery({
    ...messageQueries.announcement(id),
    enabled: valid && type === ArticleKind.announcement,
  });
  const article = useQuery({ ...authQueries.agreement(id), enabled: valid && type === ArticleKind.platform });
  const query = {
    [ArticleKind.message]: message,
    [ArticleKind.announcement]: announcement,
    [ArticleKind.platform]: article,
  }[type];
  // an opened message is read: the counts and the list's marks come again from the provider
  const queryClient = useQueryClient();
  const opened = type !== ArticleKind.platform && query.isSuccess;
  useEffect(() => {
    if (!opened) return;
    void invalidate(
      queryClient,
      type === ArticleKind.message ? messageWrites.messageRead : messageWrites.announcementRead,
    );
  }, [opened, type, queryClient]);
  return { query, valid } as const;
};

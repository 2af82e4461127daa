import { useGetAgreement } from '../../../api/generated/endpoints/auth/auth';
import { useGetAnnouncementById, useGetMessageContent } from '../../../api/generated/endpoints/messages/messages';
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
  return { query, valid } as const;
};

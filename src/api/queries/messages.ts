import type { QueryFilters } from '@tanstack/react-query';
import {
  getGetAnnouncementByIdQueryOptions,
  getGetAnnouncementListInfiniteQueryKey,
  getGetAnnouncementListInfiniteQueryOptions,
  getGetMessageContentQueryOptions,
  getGetMessageListInfiniteQueryKey,
  getGetMessageListInfiniteQueryOptions,
  getGetUnreadCountsQueryKey,
  getGetUnreadCountsQueryOptions,
} from '../generated/endpoints/messages/messages';
import type { Agreement, ArticleListResponse, ArticleSummary } from '../generated/model';
import { PAGE_SIZE } from '../../lib/paging';
import { pageByPage } from './paging';

/** `result.data` when it is an article (an object), else null. */
const articleOf = (response: { result: { data: Agreement } }): Agreement | null => {
  const data: unknown = response.result.data;
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as Agreement) : null;
};

/** The rows of a message or announcement page: `result.data` is `{list, total}` or a bare array. */
const articleRows = (page: ArticleListResponse): readonly ArticleSummary[] =>
  Array.isArray(page.result.data) ? page.result.data : page.result.data.list;

/** The total when the provider sent one (a bare array has none: paging goes on while pages are full). */
const articleTotal = (page: ArticleListResponse): number | undefined =>
  Array.isArray(page.result.data) ? undefined : page.result.data.total;

const PARAMS = { page: 1, limit: PAGE_SIZE };

/** System messages and announcements: the unread counts (`result`), each list page by page, one article (`result.data`). */
export const messageQueries = {
  unreadCounts: () => getGetUnreadCountsQueryOptions({ query: { select: (response) => response.result } }),
  messages: () => getGetMessageListInfiniteQueryOptions(PARAMS, { query: pageByPage(articleRows, articleTotal) }),
  announcements: () =>
    getGetAnnouncementListInfiniteQueryOptions(PARAMS, { query: pageByPage(articleRows, articleTotal) }),
  message: (id: number) => getGetMessageContentQueryOptions({ id }, { query: { select: articleOf } }),
  announcement: (id: number) => getGetAnnouncementByIdQueryOptions({ id }, { query: { select: articleOf } }),
};

/** Every variant of each query above (every page): what a write makes stale. */
export const messageScopes = {
  unreadCounts: { queryKey: getGetUnreadCountsQueryKey() },
  messages: { queryKey: getGetMessageListInfiniteQueryKey() },
  announcements: { queryKey: getGetAnnouncementListInfiniteQueryKey() },
} as const satisfies Partial<Record<keyof typeof messageQueries, QueryFilters>>;

/** What opening an article changes on the provider's side: it is read, so the counts and the list's marks come again. */
export const messageWrites = {
  messageRead: [messageScopes.unreadCounts, messageScopes.messages],
  announcementRead: [messageScopes.unreadCounts, messageScopes.announcements],
};

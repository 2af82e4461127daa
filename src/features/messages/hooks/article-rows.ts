import type { ArticleListResponse, ArticleSummary } from '../../../api/generated/model';

/** The rows of a message or announcement page: `result.data` is `{list, total}` or a bare array. */
export const articleRows = (page: ArticleListResponse): readonly ArticleSummary[] =>
  Array.isArray(page.result.data) ? page.result.data : page.result.data.list;

/** The total when the provider sent one (a bare array has none: paging goes on while pages are full). */
export const articleTotal = (page: ArticleListResponse): number | undefined =>
  Array.isArray(page.result.data) ? undefined : page.result.data.total;

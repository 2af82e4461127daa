import type { InfiniteData } from '@tanstack/react-query';
import { nextPageParam } from '../../lib/paging';

/**
 * The one way a list is read page by page: the first page is 1, the next is asked for while the
 * provider's total (or a full page) says more rows exist, and the query's data is the rows of every
 * page loaded so far, flattened. `rowsOf` and `totalOf` read the operation's own list wrapper
 * (`{list,total}`, `{list,count}`, `{data,count}`, a bare array …); `keep`, when given, shows only
 * the rows it accepts (paging still counts every row the provider sent).
 */
export const pageByPage = <Page, Row>(
  rowsOf: (page: Page) => readonly Row[],
  totalOf: (page: Page) => number | string | null | undefined,
  keep?: (row: Row) => boolean,
) => ({
  initialPageParam: 1,
  getNextPageParam: (_last: Page, pages: Page[]) => nextPageParam(pages, rowsOf, totalOf),
  select: (data: InfiniteData<Page, unknown>): Row[] => {
    const rows = data.pages.flatMap(rowsOf);
    return keep ? rows.filter(keep) : rows;
  },
});

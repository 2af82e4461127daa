import {
  getGetOrderDetailQueryOptions,
  getGetOrderInfoQueryOptions,
  getGetOrderRecordInfiniteQueryOptions,
  getGetQuickAmountsQueryOptions,
} from '../generated/endpoints/options/options';
import type { OptionOrderStatus } from '../generated/model';
import { PAGE_SIZE } from '../../lib/paging';
import { pageByPage } from './paging';

/** Option trading: the expiries and quick stakes (`result`), one order's outcome (`result`), the user's orders page by page. */
export const optionQueries = {
  expiries: () => getGetOrderInfoQueryOptions({ query: { select: (response) => response.result, staleTime: 5 * 60_000 } }),
  quickAmounts: () => getGetQuickAmountsQueryOptions({ query: { select: (response) => response.result, staleTime: 5 * 60_000 } }),
  order: (id: number) => getGetOrderDetailQueryOptions(id, { query: { select: (response) => response.result } }),
  /** One status (0 open, 1 settled), newest first (`{list,total}`). */
  orders: (status: OptionOrderStatus) =>
    getGetOrderRecordInfiniteQueryOptions(
      { page: 1, limit: PAGE_SIZE, status },
      { query: pageByPage((page) => page.result.list, (page) => page.result.total) },
    ),
};

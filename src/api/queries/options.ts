import type { QueryFilters } from '@tanstack/react-query';
import {
  getGetOrderDetailQueryOptions,
  getGetOrderInfoQueryOptions,
  getGetOrderRecordInfiniteQueryKey,
  getGetOrderRecordInfiniteQueryOptions,
  getGetQuickAmountsQueryOptions,
} from '../generated/endpoints/options/options';
import type { OptionOrderStatus } from '../generated/model';
import { PAGE_SIZE } from '../../lib/paging';
import { pageByPage } from './paging';
import { profileScopes } from './profile';

/** Option trading: the expiries and quick stakes (`result`), one order's outcome (`result`), the user's orders page by page. */
export const optionQueries = {
  expiries: () =>
    getGetOrderInfoQueryOptions({ query: { select: (response) => response.result, staleTime: 5 * 60_000 } }),
  quickAmounts: () =>
    getGetQuickAmountsQueryOptions({ query: { select: (response) => response.result, staleTime: 5 * 60_000 } }),
  order: (id: number) => getGetOrderDetailQueryOptions(id, { query: { select: (response) => response.result } }),
  /** One status (0 open, 1 settled), newest first (`{list,total}`). */
  orders: (status: OptionOrderStatus) =>
    getGetOrderRecordInfiniteQueryOptions(
      { page: 1, limit: PAGE_SIZE, status },
      {
        query: pageByPage(
          (page) => page.result.list,
          (page) => page.result.total,
        ),
      },
    ),
};

/** Every variant of each list above (both statuses, every page): what a write makes stale. */
export const optionScopes = {
  orders: { queryKey: getGetOrderRecordInfiniteQueryKey() },
} as const satisfies Partial<Record<keyof typeof optionQueries, QueryFilters>>;

/** What each write makes stale (`invalidate(queryClient, optionWrites.orderPlaced)`). */
export const optionWrites = {
  /** An option order placed: the user's orders and the balance its stake came from. */
  orderPlaced: [optionScopes.orders, profileScopes.user],
  /** An option order settled by the provider: it moves from the open to the settled orders, its result into the balance. */
  orderSettled: [optionScopes.orders, profileScopes.user],
};

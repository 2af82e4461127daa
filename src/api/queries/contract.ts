import type { QueryClient, QueryFilters } from '@tanstack/react-query';
import {
  getGetContractInfoQueryOptions,
  getGetContractOrderAllListInfiniteQueryKey,
  getGetContractOrderAllListInfiniteQueryOptions,
  getGetContractOrderListInfiniteQueryKey,
  getGetContractOrderListInfiniteQueryOptions,
} from '../generated/endpoints/contract/contract';
import type { ContractOrder, ContractOrderAllListResponse, ContractOrderStatus } from '../generated/model';
import { PAGE_SIZE, POSITIONS_REFRESH_MS } from '../../lib/paging';
import { pageByPage } from './paging';
import { isOpenOrder } from '../../lib/contract-math';
import { profileScopes } from './profile';
import { invalidate } from './invalidate';

/** The rows of an all-symbols page: `result.data`, or `result.list` when the provider sends that instead. */
const allListRows = (page: ContractOrderAllListResponse): ContractOrder[] => page.result.data ?? page.result.list ?? [];

/** Perpetual contracts: the leverages on offer (`data.multiple`) and the user's orders, page by page. */
export const contractQueries = {
  leverages: () =>
    getGetContractInfoQueryOptions({ query: { select: (response) => response.data.multiple, staleTime: 5 * 60_000 } }),
  /** Every symbol's orders of one status (0 pending, 1 holding, 2 closed, 3 cancelled), `result.data` + `result.count`. */
  ordersByStatus: (status: ContractOrderStatus) =>
    getGetContractOrderAllListInfiniteQueryOptions(
      { page: 1, limit: PAGE_SIZE, status },
      {
        query: {
          // open orders change on the provider's side (fills, take profit, stop loss, liquidation)
          refetchInterval: isOpenOrder(status) ? POSITIONS_REFRESH_MS : false,
          ...pageByPage(allListRows, (page) => page.result.count),
        },
      },
    ),
  /** One symbol's orders (`/trade/Contractorderlist`, `result.data` + `result.count`); none for no symbol. */
  symbolOrders: (symbol: string) =>
    getGetContractOrderListInfiniteQueryOptions(
      { page: 1, limit: PAGE_SIZE, symbol },
      {
        query: {
          enabled: symbol !== '',
          // take profit, stop loss, limit fills and liquidation happen on the provider's side
          refetchInterval: POSITIONS_REFRESH_MS,
          ...pageByPage(
            (page) => page.result.data,
            (page) => page.result.count,
          ),
        },
      },
    ),
};

/** Every variant of each list above (every status or symbol, every page): what a write makes stale, what a cache read searches. */
export const contractScopes = {
  ordersByStatus: { queryKey: getGetContractOrderAllListInfiniteQueryKey() },
  symbolOrders: { queryKey: getGetContractOrderListInfiniteQueryKey() },
} as const satisfies Partial<Record<keyof typeof contractQueries, QueryFilters>>;

/** What each write makes stale (`invalidate(queryClient, contractWrites.orderChanged)`). */
export const contractWrites = {
  /** An order placed, a position closed, an order cancelled, take profit / stop loss set: every order list and the balance. */
  orderChanged: [contractScopes.ordersByStatus, contractScopes.symbolOrders, profileScopes.user],
};

/**
 * The options of every contract write (place, close, cancel, take profit / stop loss, batch close):
 * never resent by itself, and answered only once the lists and the balance it changed have been read
 * again. TanStack Query awaits the promise `onSuccess` returns, so `mutateAsync` resolves (and the
 * screen says "Order placed") when the new position and balance are already on screen, never over
 * "no open positions" and the old balance while the refetch is still on its way. A refetch that fails
 * does not undo the write: its list says so with Retry.
 */
export const contractWriteOptions = (queryClient: QueryClient) =>
  ({
    mutation: { meta: { noRetry: true }, onSuccess: () => invalidate(queryClient, contractWrites.orderChanged) },
  }) as const;

import type { QueryFilters } from '@tanstack/react-query';
import {
  getGetStakingDetailQueryOptions,
  getGetStakingHistoryInfiniteQueryKey,
  getGetStakingHistoryInfiniteQueryOptions,
  getGetStakingInfoQueryOptions,
} from '../generated/endpoints/staking/staking';
import { PAGE_SIZE } from '../../lib/paging';
import { pageByPage } from './paging';
import { profileScopes } from './profile';

/** Staking products and one product (`result.data`), and the user's orders page by page (`result` + `total`). */
export const stakingQueries = {
  products: () => getGetStakingInfoQueryOptions({ query: { select: (response) => response.result.data } }),
  /** A valid id only (`null` asks for nothing). */
  product: (id: number | null) =>
    getGetStakingDetailQueryOptions(
      { id: id ?? 0 },
      { query: { enabled: id !== null, select: (response) => response.result.data } },
    ),
  orders: () =>
    getGetStakingHistoryInfiniteQueryOptions(
      { page: 1, perPage: PAGE_SIZE },
      {
        query: pageByPage(
          (page) => page.result,
          (page) => page.total,
        ),
      },
    ),
};

/** Every variant of each list above (every page): what a write makes stale. */
export const stakingScopes = {
  orders: { queryKey: getGetStakingHistoryInfiniteQueryKey() },
} as const satisfies Partial<Record<keyof typeof stakingQueries, QueryFilters>>;

/** What each write makes stale (`invalidate(queryClient, stakingWrites.subscribed)`). */
export const stakingWrites = {
  /** A product subscribed: the user's staking orders and the balance the amount came from. */
  subscribed: [stakingScopes.orders, profileScopes.user],
};

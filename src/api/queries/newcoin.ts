import type { QueryFilters } from '@tanstack/react-query';
import {
  getGetNewCoinsInfiniteQueryOptions,
  getGetSubscriptionInfiniteQueryKey,
  getGetSubscriptionInfiniteQueryOptions,
} from '../generated/endpoints/newcoin/newcoin';
import { PAGE_SIZE } from '../../lib/paging';
import { pageByPage } from './paging';
import { profileScopes } from './profile';

/** New coins (`{list,total}`) and the user's subscriptions (`{data,count}`), page by page. */
export const newCoinQueries = {
  coins: () =>
    getGetNewCoinsInfiniteQueryOptions(
      { page: 1, limit: PAGE_SIZE },
      {
        query: pageByPage(
          (page) => page.result.list,
          (page) => page.result.total,
        ),
      },
    ),
  subscriptions: () =>
    getGetSubscriptionInfiniteQueryOptions(
      { page: 1, limit: PAGE_SIZE },
      {
        query: pageByPage(
          (page) => page.result.data,
          (page) => page.result.count,
        ),
      },
    ),
};

/** Every variant of each list above (every page): what a write makes stale. */
export const newCoinScopes = {
  subscriptions: { queryKey: getGetSubscriptionInfiniteQueryKey() },
} as const satisfies Partial<Record<keyof typeof newCoinQueries, QueryFilters>>;

/** What each write makes stale (`invalidate(queryClient, newCoinWrites.subscribed)`). */
export const newCoinWrites = {
  /** A new coin subscribed: the user's subscriptions and the balance the amount came from. */
  subscribed: [newCoinScopes.subscriptions, profileScopes.user],
};

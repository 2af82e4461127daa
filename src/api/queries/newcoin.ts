import { getGetNewCoinsInfiniteQueryOptions, getGetSubscriptionInfiniteQueryOptions } from '../generated/endpoints/newcoin/newcoin';
import { PAGE_SIZE } from '../../lib/paging';
import { pageByPage } from './paging';

/** New coins (`{list,total}`) and the user's subscriptions (`{data,count}`), page by page. */
export const newCoinQueries = {
  coins: () =>
    getGetNewCoinsInfiniteQueryOptions({ page: 1, limit: PAGE_SIZE }, { query: pageByPage((page) => page.result.list, (page) => page.result.total) }),
  subscriptions: () =>
    getGetSubscriptionInfiniteQueryOptions({ page: 1, limit: PAGE_SIZE }, { query: pageByPage((page) => page.result.data, (page) => page.result.count) }),
};

import {
  getGetStakingDetailQueryOptions,
  getGetStakingHistoryInfiniteQueryOptions,
  getGetStakingInfoQueryOptions,
} from '../generated/endpoints/staking/staking';
import { PAGE_SIZE } from '../../lib/paging';
import { pageByPage } from './paging';

/** Staking products and one product (`result.data`), and the user's orders page by page (`result` + `total`). */
export const stakingQueries = {
  products: () => getGetStakingInfoQueryOptions({ query: { select: (response) => response.result.data } }),
  /** A valid id only (`null` asks for nothing). */
  product: (id: number | null) =>
    getGetStakingDetailQueryOptions({ id: id ?? 0 }, { query: { enabled: id !== null, select: (response) => response.result.data } }),
  orders: () =>
    getGetStakingHistoryInfiniteQueryOptions(
      { page: 1, perPage: PAGE_SIZE },
      { query: pageByPage((page) => page.result, (page) => page.total) },
    ),
};

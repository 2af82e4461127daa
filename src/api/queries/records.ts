import {
  getGetAccountSettlementInfiniteQueryOptions,
  getGetDepositRecordInfiniteQueryOptions,
  getGetMoneyChangeInfiniteQueryOptions,
  getGetPayrollRecordsInfiniteQueryOptions,
  getGetWithdrawRecordInfiniteQueryOptions,
} from '../generated/endpoints/records/records';
import type { MoneyChangeType } from '../generated/model';
import { PAGE_SIZE } from '../../lib/paging';
import { pageByPage } from './paging';

const PARAMS = { page: 1, limit: PAGE_SIZE };

/** Each history, page by page (`{list,total}`, the ledger `{list,count}`), flattened for the list. */
export const recordQueries = {
  deposits: () =>
    getGetDepositRecordInfiniteQueryOptions(PARAMS, {
      query: pageByPage(
        (page) => page.result.list,
        (page) => page.result.total,
      ),
    }),
  withdrawals: () =>
    getGetWithdrawRecordInfiniteQueryOptions(PARAMS, {
      query: pageByPage(
        (page) => page.result.list,
        (page) => page.result.total,
      ),
    }),
  /**
   * The ledger, of one type when one is chosen: the provider is asked for that type (the proposed
   * `type` parameter), and a provider that ignores it still shows only that type of what was loaded.
   */
  moneyChanges: (type: MoneyChangeType | null) =>
    getGetMoneyChangeInfiniteQueryOptions(type === null ? PARAMS : { ...PARAMS, type }, {
      query: pageByPage(
        (page) => page.result.list,
        (page) => page.result.count,
        (row) => type === null || row.type === type,
      ),
    }),
  payroll: () =>
    getGetPayrollRecordsInfiniteQueryOptions(PARAMS, {
      query: pageByPage(
        (page) => page.result.list,
        (page) => page.result.total,
      ),
    }),
  settlements: () =>
    getGetAccountSettlementInfiniteQueryOptions(PARAMS, {
      query: pageByPage(
        (page) => page.result.list,
        (page) => page.result.total,
      ),
    }),
};

import {
  useGetAccountSettlementInfinite,
  useGetDepositRecordInfinite,
  useGetMoneyChangeInfinite,
  useGetPayrollRecordsInfinite,
  useGetWithdrawRecordInfinite,
} from '../../../api/generated/endpoints/records/records';
import type { MoneyChangeType } from '../../../api/generated/model';
import { nextPageParam, PAGE_SIZE } from '../../../lib/paging';

const PARAMS = { page: 1, limit: PAGE_SIZE };

/** Each history, page by page (`{list,total}` or `{list,count}`), flattened for the list. */
export const useDepositRecords = () =>
  useGetDepositRecordInfinite(PARAMS, {
    query: {
      initialPageParam: 1,
      getNextPageParam: (_last, pages) => nextPageParam(pages, (page) => page.result.list, (page) => page.result.total),
      select: (data) => data.pages.flatMap((page) => page.result.list),
    },
  });

export const useWithdrawRecords = () =>
  useGetWithdrawRecordInfinite(PARAMS, {
    query: {
      initialPageParam: 1,
      getNextPageParam: (_last, pages) => nextPageParam(pages, (page) => page.result.list, (page) => page.result.total),
      select: (data) => data.pages.flatMap((page) => page.result.list),
    },
  });

/**
 * The ledger, of one type when one is chosen: the provider is asked for that type (the proposed
 * `type` parameter), and a provider that ignores it still shows only that type of what was loaded.
 */
export const useMoneyChanges = (type: MoneyChangeType | null = null) =>
  useGetMoneyChangeInfinite(type === null ? PARAMS : { ...PARAMS, type }, {
    query: {
      initialPageParam: 1,
      getNextPageParam: (_last, pages) => nextPageParam(pages, (page) => page.result.list, (page) => page.result.count),
      select: (data) => data.pages.flatMap((page) => page.result.list).filter((row) => type === null || row.type === type),
    },
  });

export const usePayrollRecords = () =>
  useGetPayrollRecordsInfinite(PARAMS, {
    query: {
      initialPageParam: 1,
      getNextPageParam: (_last, pages) => nextPageParam(pages, (page) => page.result.list, (page) => page.result.total),
      select: (data) => data.pages.flatMap((page) => page.result.list),
    },
  });

export const useSettlements = () =>
  useGetAccountSettlementInfinite(PARAMS, {
    query: {
      initialPageParam: 1,
      getNextPageParam: (_last, pages) => nextPageParam(pages, (page) => page.result.list, (page) => page.result.total),
      select: (data) => data.pages.flatMap((page) => page.result.list),
    },
  });

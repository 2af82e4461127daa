import { useInfiniteQuery } from '@tanstack/react-query';
import type { MoneyChangeType } from '../../../api/generated/model';
import { recordQueries } from '../../../api/queries/records';

/** Each history, page by page, flattened for the list. */
export const useDepositRecords = () => useInfiniteQuery(recordQueries.deposits());

export const useWithdrawRecords = () => useInfiniteQuery(recordQueries.withdrawals());

/** The ledger, of one type when one is chosen. */
export const useMoneyChanges = (type: MoneyChangeType | null = null) =>
  useInfiniteQuery(recordQueries.moneyChanges(type));

export const usePayrollRecords = () => useInfiniteQuery(recordQueries.payroll());

export const useSettlements = () => useInfiniteQuery(recordQueries.settlements());

import { useInfiniteQuery } from '@tanstack/react-query';
import type { ContractOrder } from '../../../api/generated/model';
import { contractQueries } from '../../../api/queries/contract';

/** One symbol's contract orders, page by page (the rows of every page loaded). */
export const useSymbolOrders = (symbol: string) => useInfiniteQuery(contractQueries.symbolOrders(symbol));

/**
 * The rows of a one-symbol list that belong to that symbol. The provider may answer a `symbol=` query
 * with other symbols' orders too; a one-symbol screen lists (and totals) only its own.
 */
export const ownSymbolRows = (rows: readonly ContractOrder[] | undefined, code: string): ContractOrder[] => {
  const wanted = code.trim().toLowerCase();
  return (rows ?? []).filter((order) => order.symbol.trim().toLowerCase() === wanted);
};

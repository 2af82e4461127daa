import type { ContractOrder } from '../../../api/generated/model';
import { useGetContractOrderListInfinite } from '../../../api/generated/endpoints/contract/contract';
import { nextPageParam, PAGE_SIZE, POSITIONS_REFRESH_MS } from '../../../lib/paging';

/** One symbol's contract orders (`/trade/Contractorderlist`, `result.data` + `result.count`), page by page. */
export const useSymbolOrders = (symbol: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useGetContractOrderListInfinite(
    { page: 1, limit: PAGE_SIZE, symbol },
    {
      query: {
        enabled: enabled && symbol !== '',
        // take profit, stop loss, limit fills and liquidation happen on the provider's side
        refetchInterval: POSITIONS_REFRESH_MS,
        initialPageParam: 1,
        getNextPageParam: (_last, pages) => nextPageParam(pages, (page) => page.result.data, (page) => page.result.count),
      },
    },
  );

/**
 * The rows of a one-symbol list that belong to that symbol. The provider may answer a `symbol=` query
 * with other symbols' orders too; a one-symbol screen lists (and totals) only its own.
 */
export const ownSymbolRows = (pages: readonly { result: { data: readonly ContractOrder[] } }[] | undefined, code: string): ContractOrder[] => {
  const wanted = code.trim().toLowerCase();
  return (pages ?? []).flatMap((page) => page.result.data).filter((order) => order.symbol.trim().toLowerCase() === wanted);
};

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

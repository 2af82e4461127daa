import {
  getGetExchangeCurrencyQueryOptions,
  getGetKlineHistoryQueryOptions,
  getGetOptionalQueryOptions,
  getGetSignalChannelInfiniteQueryOptions,
  getGetTradeSymbolsQueryOptions,
} from '../generated/endpoints/market/market';
import type { GetKlineHistoryParams, KlineHistory, OptionalResponse, TradeSymbolsResponse } from '../generated/model';
import { PAGE_SIZE } from '../../lib/paging';
import { pageByPage } from './paging';

/** The watched pair codes, lower-cased (codes compare lower-cased everywhere). */
const watchedCodes = (response: OptionalResponse): Set<string> =>
  new Set((response.result.data ?? []).map((row) => String(row.jiaoyidui).toLowerCase()));

/**
 * Market data: the listed symbols (`result`, keyed by category; each screen reads them its own way,
 * so it passes its `select`), the display currencies (`data`), the watchlist, the candle history
 * (no envelope) and the signal channel, page by page.
 */
export const marketQueries = {
  symbols: <T>(select: (response: TradeSymbolsResponse) => T) =>
    getGetTradeSymbolsQueryOptions({ query: { select, staleTime: 10 * 60_000 } }),
  currencies: () =>
    getGetExchangeCurrencyQueryOptions({ query: { select: (response) => response.data, staleTime: 10 * 60_000 } }),
  watchlist: () => getGetOptionalQueryOptions({ query: { select: watchedCodes } }),
  /** Fetched again whenever it is shown (live prices move only the newest bar). */
  candles: <T>(params: GetKlineHistoryParams, select: (history: KlineHistory) => T) =>
    getGetKlineHistoryQueryOptions(params, { query: { select, staleTime: 0 } }),
  signals: () =>
    getGetSignalChannelInfiniteQueryOptions(
      { page: 1, limit: PAGE_SIZE },
      {
        query: pageByPage(
          (page) => page.result.list,
          (page) => page.result.total,
        ),
      },
    ),
};

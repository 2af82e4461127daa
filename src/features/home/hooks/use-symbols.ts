import { useGetTradeSymbols } from '../../../api/generated/endpoints/market/market';
import type { TradeSymbol, TradeSymbolsResponse } from '../../../api/generated/model';

export interface ListedSymbol extends TradeSymbol {
  category: string;
}

/** Every listed symbol from `/tradesymbol` (keyed by category), highest `sort` first. */
export const flattenSymbols = (response: TradeSymbolsResponse): ListedSymbol[] =>
  Object.entries(response.result)
    .flatMap(([category, list]) => (Array.isArray(list) ? (list as TradeSymbol[]) : []).map((symbol) => ({ ...symbol, category })))
    .sort((a, b) => (b.sort ?? 0) - (a.sort ?? 0));

export const useSymbols = () => useGetTradeSymbols({ query: { select: flattenSymbols, staleTime: 10 * 60_000 } });

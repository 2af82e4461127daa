import { useQuery } from '@tanstack/react-query';
import type { TradeSymbol, TradeSymbolsResponse } from '../../../api/generated/model';
import { marketQueries } from '../../../api/queries/market';

export interface ListedSymbol extends TradeSymbol {
  category: string;
}

/** Every listed symbol from `/tradesymbol` (keyed by category), highest `sort` first. */
const flattenSymbols = (response: TradeSymbolsResponse): ListedSymbol[] =>
  Object.entries(response.result)
    .flatMap(([category, list]) =>
      (Array.isArray(list) ? (list as TradeSymbol[]) : []).map((symbol) => ({ ...symbol, category })),
    )
    .sort((a, b) => (b.sort ?? 0) - (a.sort ?? 0));

export const useSymbols = () => useQuery(marketQueries.symbols(flattenSymbols));

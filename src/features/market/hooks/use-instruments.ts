import { useQuery } from '@tanstack/react-query';
import type { TradeSymbol, TradeSymbolsResponse } from '../../../api/generated/model';
import { marketQueries } from '../../../api/queries/market';

/** The provider's categories, in display order; unknown ones follow under their own key. */
export const CATEGORIES = ['Crypto', 'Stock', 'Forex', 'Metals', 'Energy', 'Indexes'] as const;

export interface Instrument {
  id: TradeSymbol['id'];
  /** Lower-case pair code: the store key, the socket code, the order symbol. */
  code: string;
  /** The pair as the provider writes it (`BTCUSDT`). */
  pair: string;
  name: string;
  image: string | null;
  sort: number;
  category: string;
}

const isSymbol = (value: unknown): value is TradeSymbol =>
  typeof value === 'object' && value !== null && 'jiaoyidui' in value && 'id' in value;

/** Flattens `/tradesymbol` (an object keyed by category) into one ordered list. */
const toInstruments = (response: TradeSymbolsResponse): Instrument[] => {
  const entries = Object.entries(response.result).filter(([, list]) => Array.isArray(list) && list.length > 0);
  const rank = (category: string): number => {
    const index = (CATEGORIES as readonly string[]).indexOf(category);
    return index === -1 ? CATEGORIES.length : index;
  };
  entries.sort(([a], [b]) => rank(a) - rank(b));
  return entries.flatMap(([category, list]) =>
    (list as unknown[])
      .filter(isSymbol)
      .map((symbol) => ({
        id: symbol.id,
        code: symbol.jiaoyidui.toLowerCase(),
        pair: symbol.jiaoyidui,
        name: symbol.name,
        image: symbol.image ?? null,
        sort: symbol.sort ?? 0,
        category,
      }))
      .sort((a, b) => b.sort - a.sort),
  );
};

export const useInstruments = () => useQuery(marketQueries.symbols(toInstruments));

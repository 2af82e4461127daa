import { useQuery } from '@tanstack/react-query';
import type { TradeSymbol, TradeSymbolsResponse } from '../../../api/generated/model';
import { marketQueries } from '../../../api/queries/market';

export interface TradeInstrument {
  /** Lower-case pair code: the store key, the kline `coinName`, the order `symbol`. */
  code: string;
  /** The pair as the provider writes it (`BTCUSDT`). */
  pair: string;
  name: string;
}

const isSymbol = (value: unknown): value is TradeSymbol =>
  typeof value === 'object' && value !== null && 'jiaoyidui' in value && typeof value.jiaoyidui === 'string';

/** `/tradesymbol` in the order it was sent (categories as listed, higher `sort` first within each). */
const toInstruments = (response: TradeSymbolsResponse): TradeInstrument[] =>
  Object.values(response.result).flatMap((list: unknown) =>
    (Array.isArray(list) ? list.filter(isSymbol) : [])
      .sort((a, b) => (b.sort ?? 0) - (a.sort ?? 0))
      .map((symbol) => ({ code: symbol.jiaoyidui.toLowerCase(), pair: symbol.jiaoyidui, name: symbol.name })),
  );

/**
 * The instrument the trade screen shows: the `symbol` it was opened with (any case), or the first
 * instrument of `/tradesymbol` (the default watched symbol) when none was given. `unknown` when
 * the requested code is not listed. While `/tradesymbol` fails, a requested code is shown as it is
 * (`unlisted`): the price, chart and book come from the feed, and what needs the list waits.
 */
export const useTradeSymbol = (requested: string | null) => {
  const query = useQuery(marketQueries.symbols(toInstruments));
  const wanted = requested?.trim().toLowerCase() || null;
  const instruments = query.data;
  const listed = instruments ? (wanted ? instruments.find((item) => item.code === wanted) : instruments[0]) : undefined;
  const unlisted = !instruments && query.isError && wanted !== null;
  const instrument = unlisted ? { code: wanted, pair: wanted.toUpperCase(), name: wanted.toUpperCase() } : listed;
  return {
    query,
    instrument,
    unlisted,
    unknown: query.isSuccess && !instrument,
    requested: wanted,
  } as const;
};

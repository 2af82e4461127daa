import { useMemo } from 'react';
import Big from 'big.js';
import { useMarketVersion } from '../../../market/market-context';
import type { Instrument } from './use-instruments';

export type ListKind = 'watchlist' | 'all' | 'usdt';
export type SortColumn = 'name' | 'price' | 'change';
export interface Sort {
  column: SortColumn;
  direction: 'asc' | 'desc';
}

const compareDecimals = (a: string | null | undefined, b: string | null | undefined): number => {
  // Unknown values sort last whatever the direction.
  if (a == null && b == null) return 0;
  if (a == null) return 1;
  if (b == null) return -1;
  return new Big(a).cmp(new Big(b));
};

/**
 * The instruments of one list (watchlist, all, USDT pairs) and category, sorted by name, live
 * price or live change. Only price/change sorting listens to every tick.
 */
export const useMarketList = (
  instruments: readonly Instrument[],
  watched: ReadonlySet<string>,
  list: ListKind,
  category: string | null,
  sort: Sort | null,
): Instrument[] => {
  const live = sort?.column === 'price' || sort?.column === 'change';
  const { store, version } = useMarketVersion(live);
  return useMemo(() => {
    const rows = instruments.filter(
      (instrument) =>
        (list === 'all' || (list === 'watchlist' ? watched.has(instrument.code) : instrument.code.endsWith('usdt'))) &&
        (category === null || instrument.category === category),
    );
    if (!sort) return rows;
    const sign = sort.direction === 'asc' ? 1 : -1;
    const value = (instrument: Instrument): string | null | undefined => {
      const ticker = store?.get(instrument.code);
      return sort.column === 'price' ? ticker?.price : ticker?.changePercent;
    };
    return [...rows].sort((a, b) => {
      if (sort.column === 'name') return sign * a.pair.localeCompare(b.pair);
      const va = value(a);
      const vb = value(b);
      if (va == null || vb == null) return compareDecimals(va, vb);
      return sign * compareDecimals(va, vb);
    });
    // `version` re-sorts on live updates when sorting by price or change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [instruments, watched, list, category, sort, store, version]);
};

import { useContext, useEffect, useState } from 'react';
import { MarketContext } from '../../../market/market-context';
import type { MarketStore } from '../../../market/store';
import type { Instrument } from './use-instruments';

/** How many of the most active symbols the empty search shows. */
export const MOST_ACTIVE = 6;

/** How often a full ranking may change while it is on screen: chips do not move under a finger. */
export const MOST_ACTIVE_REFRESH_MS = 10_000;

/** The symbols traded most today: day volume × last price (a turnover, comparable across instruments). */
const rank = (store: MarketStore, instruments: readonly Instrument[]): string[] => {
  const turnover = (instrument: Instrument): number => {
    const ticker = store.get(instrument.code);
    const value = Number(ticker?.volume ?? 0) * Number(ticker?.price ?? 0);
    return Number.isFinite(value) ? value : 0;
  };
  return instruments
    .map((instrument) => ({ code: instrument.code, turnover: turnover(instrument) }))
    .filter((entry) => entry.turnover > 0)
    .sort((a, b) => b.turnover - a.turnover)
    .slice(0, MOST_ACTIVE)
    .map((entry) => entry.code);
};

const sameCodes = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((code, index) => code === b[index]);

/**
 * Today's most active symbols, for the empty search. Ranked outside React: a market update that
 * leaves the ranking as it is renders nothing (the screen used to re-render in full with every
 * update, which starved the rendering of a typed search on a busy device). While fewer symbols than
 * it shows have a turnover, every update counts; once full, it is re-ranked at most every
 * MOST_ACTIVE_REFRESH_MS.
 */
export const useMostActive = (instruments: readonly Instrument[], enabled: boolean): Instrument[] => {
  const store = useContext(MarketContext)?.store;
  const [codes, setCodes] = useState<readonly string[]>([]);

  useEffect(() => {
    if (!store || !enabled) return;
    let rankedAt = Number.NEGATIVE_INFINITY;
    let full = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = (): void => {
      timer = undefined;
      rankedAt = Date.now();
      const next = rank(store, instruments);
      full = next.length >= MOST_ACTIVE;
      setCodes((current) => (sameCodes(current, next) ? current : next));
    };
    update();
    const unsubscribe = store.subscribeAll(() => {
      if (!full) update();
      else timer ??= setTimeout(update, Math.max(0, rankedAt + MOST_ACTIVE_REFRESH_MS - Date.now()));
    });
    return () => {
      unsubscribe();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [store, enabled, instruments]);

  if (!store || !enabled) return [];
  return codes.flatMap((code) => instruments.find((instrument) => instrument.code === code) ?? []);
};

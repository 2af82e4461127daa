import { useCallback, useSyncExternalStore } from 'react';
import type { Depth, MarketStore, Ticker } from './store';

/** One symbol's live data; re-renders only when that symbol changes. */
export const useTicker = (store: MarketStore, code: string): Ticker | undefined =>
  useSyncExternalStore(
    useCallback((listener) => store.subscribe(code, listener), [store, code]),
    () => store.get(code),
  );

/** One symbol's order book. */
export const useDepth = (store: MarketStore, code: string): Depth | undefined =>
  useSyncExternalStore(
    useCallback((listener) => store.subscribeDepth(code, listener), [store, code]),
    () => store.getDepth(code),
  );

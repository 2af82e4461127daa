import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { ConnectionStatus } from './socket';
import type { Depth, MarketStore, Ticker } from './store';

export interface MarketConnection {
  store: MarketStore;
  /** Current socket state; subscribe with `subscribeStatus`. */
  getStatus: () => ConnectionStatus;
  subscribeStatus: (listener: () => void) => () => void;
  /** A fresh round of connection attempts at once (after the automatic ones paused). */
  retry?: () => void;
}

/** Provided by the app shell while a user is signed in (the socket needs no token, the symbols do). */
export const MarketContext = createContext<MarketConnection | null>(null);

const useConnection = (): MarketConnection | null => useContext(MarketContext);

const noop = (): (() => void) => () => undefined;

/** One symbol's live data (lower- or upper-case code); undefined until it is known. */
export const useLiveTicker = (code: string): Ticker | undefined => {
  const connection = useConnection();
  const store = connection?.store;
  return useSyncExternalStore(
    useCallback((listener: () => void) => (store ? store.subscribe(code, listener) : noop()), [store, code]),
    () => store?.get(code),
  );
};

/**
 * One value derived from a symbol's live data (`select` gets undefined until it is known): the
 * component renders again only when that value changes (compared with Object.is), not on every
 * change of the symbol. `select` must return a primitive, or the same object for the same data.
 */
export const useLiveTickerValue = <Value,>(code: string, select: (ticker: Ticker | undefined) => Value): Value => {
  const connection = useConnection();
  const store = connection?.store;
  return useSyncExternalStore(
    useCallback((listener: () => void) => (store ? store.subscribe(code, listener) : noop()), [store, code]),
    () => select(store?.get(code)),
  );
};

/**
 * The live prices of several symbols (lower-case code → price, null until one arrives), for figures
 * that add up positions of different symbols: each is valued at its own symbol's price.
 */
export const useLivePrices = (codes: readonly string[]): ReadonlyMap<string, string | null> => {
  const connection = useConnection();
  const store = connection?.store;
  const wanted = [...new Set(codes.map((code) => code.trim().toLowerCase()))].sort().join(',');
  const cache = useRef<{ key: string; value: ReadonlyMap<string, string | null> } | null>(null);
  const read = (): ReadonlyMap<string, string | null> => {
    const entries =
      wanted === '' ? [] : wanted.split(',').map((code) => [code, store?.get(code)?.price ?? null] as const);
    const key = `${wanted}|${entries.map(([, price]) => price ?? '').join(',')}`;
    if (cache.current?.key !== key) cache.current = { key, value: new Map(entries) };
    return cache.current.value;
  };
  return useSyncExternalStore(
    useCallback(
      (listener: () => void) => {
        if (!store || wanted === '') return () => undefined;
        const stops = wanted.split(',').map((code) => store.subscribe(code, listener));
        return () => stops.forEach((stop) => stop());
      },
      [store, wanted],
    ),
    read,
  );
};

/** One symbol's order book. */
export const useLiveDepth = (code: string): Depth | undefined => {
  const connection = useConnection();
  const store = connection?.store;
  return useSyncExternalStore(
    useCallback((listener: () => void) => (store ? store.subscribeDepth(code, listener) : noop()), [store, code]),
    () => store?.getDepth(code),
  );
};

/** The socket's state, for a connection indicator. */
export const useMarketStatus = (): ConnectionStatus => {
  const connection = useConnection();
  return useSyncExternalStore(
    useCallback((listener: () => void) => (connection ? connection.subscribeStatus(listener) : noop()), [connection]),
    () => connection?.getStatus() ?? 'disconnected',
  );
};

/** Asks the socket to try again now; undefined when there is no live connection to retry. */
export const useMarketRetry = (): (() => void) | undefined => useConnection()?.retry;

/**
 * How often a list ranked by live values (top movers, a market list sorted by price or change) ranks
 * again. Its prices stay live; its order does not follow every tick, or a row would move under the
 * thumb about to tap it (and the list would render again on every frame of a busy feed).
 */
export const RANKING_INTERVAL_MS = 3000;

/**
 * The store and a number that changes with market updates, for lists sorted by live values: the
 * first update after a quiet spell at once, then at most one per `everyMs`, the latest at the end of
 * each interval. 0 while disabled. A new order is not urgent: it renders as a transition, in slices
 * that let a tap or a paint in (the feed's first burst arrives while the first screen is drawn).
 */
export const useMarketVersion = (
  enabled: boolean,
  everyMs: number = RANKING_INTERVAL_MS,
): { store: MarketStore | undefined; version: number } => {
  const connection = useConnection();
  const store = connection?.store;
  const [sampled, setSampled] = useState(0);
  useEffect(() => {
    if (!store || !enabled) return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let changed = false;
    const take = (): void => {
      startTransition(() => setSampled(store.getVersion()));
    };
    const hold = (): void => {
      timer = setTimeout(() => {
        timer = null;
        if (!changed) return;
        changed = false;
        take();
        hold();
      }, everyMs);
    };
    const unsubscribe = store.subscribeAll(() => {
      if (timer) {
        changed = true;
        return;
      }
      take();
      hold();
    });
    return () => {
      unsubscribe();
      if (timer) clearTimeout(timer);
    };
  }, [store, enabled, everyMs]);
  return { store, version: store && enabled ? sampled : 0 };
};

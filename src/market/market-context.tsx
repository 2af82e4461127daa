import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { ConnectionStatus } from './socket';
import type { Depth, MarketStore, Ticker } from './store';

export interface MarketConnection {
  store: MarketStore;
  /** Current socket state; subscribe with `subscribeStatus`. */
  getStatus: () => ConnectionStatus;
  subscribeStatus: (listener: () => void) => () => void;
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

/** The store and a number that changes with every market update (for lists sorted by live values). */
export const useMarketVersion = (enabled: boolean): { store: MarketStore | undefined; version: number } => {
  const connection = useConnection();
  const store = connection?.store;
  const version = useSyncExternalStore(
    useCallback((listener: () => void) => (store && enabled ? store.subscribeAll(listener) : noop()), [store, enabled]),
    () => (store && enabled ? store.getVersion() : 0),
  );
  return { store, version };
};

import { useEffect, useMemo, type ReactNode } from 'react';
import { useGetTradeSymbols } from '../api/generated/endpoints/market/market';
import { env } from '../lib/env';
import { useIsSignedIn } from '../lib/session';
import { MarketContext, type MarketConnection } from '../market/market-context';
import { MarketSocket, type ConnectionStatus } from '../market/socket';
import { MarketStore } from '../market/store';

interface LiveMarket extends MarketConnection {
  start: () => void;
  stop: () => void;
}

const createLiveMarket = (): LiveMarket => {
  let status: ConnectionStatus = 'disconnected';
  const listeners = new Set<() => void>();
  const store = new MarketStore();
  const socket = new MarketSocket({
    url: env.marketSocketUrl,
    onFrame: (frame) => store.apply(frame),
    onStatus: (next) => {
      status = next;
      for (const listener of listeners) listener();
    },
  });
  return {
    store,
    getStatus: () => status,
    subscribeStatus: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start: () => {
      store.startWatchdog();
      socket.start();
    },
    stop: () => {
      socket.stop();
      store.stopWatchdog();
    },
  };
};

/** The instrument codes of a /tradesymbol answer; anything that is not a list of symbols is skipped. */
const symbolCodes = (result: unknown): string[] => {
  if (typeof result !== 'object' || result === null) return [];
  return Object.values(result)
    .filter(Array.isArray)
    .flat()
    .map((symbol: unknown) => (typeof symbol === 'object' && symbol !== null ? (symbol as { jiaoyidui?: unknown }).jiaoyidui : undefined))
    .filter((code): code is string => typeof code === 'string' && code !== '');
};

/**
 * While a user is signed in: one market socket for the whole app, writing into one store that
 * knows every instrument of /tradesymbol. Signing out closes it. It sits above the router, so it
 * never throws: if /tradesymbol fails, the store learns instruments from the socket alone and the
 * screens that list instruments say what went wrong themselves.
 */
export const MarketProvider = ({ children }: { children: ReactNode }) => {
  const signedIn = useIsSignedIn();
  const market = useMemo(() => (signedIn ? createLiveMarket() : null), [signedIn]);
  const symbols = useGetTradeSymbols({
    query: {
      enabled: signedIn,
      staleTime: 10 * 60_000,
      throwOnError: false,
      select: (response) => symbolCodes((response as { result?: unknown } | undefined)?.result),
    },
  });

  useEffect(() => {
    if (!market) return;
    // Deferred a tick: React's development double mount then never opens a socket just to drop it.
    const timer = setTimeout(() => market.start(), 0);
    return () => {
      clearTimeout(timer);
      market.stop();
    };
  }, [market]);

  const codes = symbols.data;
  useEffect(() => {
    if (market && codes) market.store.seed(codes);
  }, [market, codes]);

  return <MarketContext.Provider value={market}>{children}</MarketContext.Provider>;
};

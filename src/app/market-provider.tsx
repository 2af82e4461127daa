import { useEffect, useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TradeSymbolCatalog, TradeSymbolList, TradeSymbolsResponse } from '../api/generated/model';
import { env } from '../lib/env';
import { useIsSignedIn } from '../lib/session';
import { MarketContext, type MarketConnection } from '../market/market-context';
import type { ConnectionStatus } from '../market/socket';
import { pageFeed, type FeedControls } from '../market/page-feed';
import { MarketStore } from '../market/store';
import { canRunFeedInWorker, WorkerFeed } from '../market/worker-feed';
import { marketQueries } from '../api/queries/market';
import { AlertWatch } from '../market/alerts';
import type { FiredAlert } from '../market/alerts';
import { fireAlerts, followOtherTabs, usePriceAlerts, watchedAlerts } from '../market/alert-store';

/**
 * A met alert is marked fired at once; what tells the user (messages, notification) is fetched
 * then, not with the app's start.
 */
const onAlerts = (fired: readonly FiredAlert[]): void => {
  const due = fireAlerts(fired);
  if (due.length > 0) void import('../features/alerts/alert-notices').then((module) => module.announceFiredAlerts(due));
};

/** Every pair code of the catalogue, read through the generated types (a renamed field fails the type check). */
const isSymbolList = (value: unknown): value is TradeSymbolList => Array.isArray(value);
const symbolCodes = (catalog: TradeSymbolCatalog | undefined): string[] =>
  Object.values(catalog ?? {})
    .filter(isSymbolList)
    .flatMap((list) => list.map((symbol) => symbol.jiaoyidui));
const listedCodes = (response: TradeSymbolsResponse): string[] => symbolCodes(response.result);

interface LiveMarket extends MarketConnection {
  start: () => void;
  stop: () => void;
}

const createLiveMarket = (): LiveMarket => {
  let status: ConnectionStatus = 'disconnected';
  const listeners = new Set<() => void>();
  const store = new MarketStore();
  const onStatus = (next: ConnectionStatus): void => {
    status = next;
    for (const listener of listeners) listener();
  };
  // The feed runs in a worker, off the page's thread; a browser without workers runs it here.
  // The price alerts are watched where the frames arrive (alerts.ts).
  const pageAlerts = new AlertWatch();
  const worker = canRunFeedInWorker()
    ? new WorkerFeed({
        url: env.marketSocketUrl,
        onFrames: (frames) => frames.forEach((frame) => store.apply(frame)),
        onStatus,
        onAlerts,
      })
    : null;
  const socket: FeedControls =
    worker ??
    pageFeed({
      url: env.marketSocketUrl,
      onFrame: (frame) => {
        store.apply(frame);
        const fired = pageAlerts.size > 0 ? pageAlerts.check(frame, Date.now()) : [];
        if (fired.length > 0) onAlerts(fired);
      },
      onStatus,
    });
  const watch = (): void => {
    const alerts = watchedAlerts(usePriceAlerts.getState().alerts);
    if (worker) worker.watchAlerts(alerts);
    else pageAlerts.set(alerts);
  };
  let stopWatching: (() => void) | null = null;
  return {
    store,
    getStatus: () => status,
    subscribeStatus: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    retry: () => socket.retryNow(),
    start: () => {
      store.startWatchdog();
      watch();
      const unsubscribe = usePriceAlerts.subscribe((state, previous) => {
        if (state.alerts !== previous.alerts) watch();
      });
      const stopFollowing = followOtherTabs();
      stopWatching = () => {
        unsubscribe();
        stopFollowing();
      };
      socket.start();
    },
    stop: () => {
      socket.stop();
      store.stopWatchdog();
      stopWatching?.();
      stopWatching = null;
    },
  };
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
  const symbols = useQuery({ ...marketQueries.symbols(listedCodes), enabled: signedIn, throwOnError: false });

  useEffect(() => {
    if (!market) return;
    // Started once the commit's effects have run (a microtask, before the browser takes up anything
    // else): React's development double mount then never opens a socket just to drop it, and the feed
    // is not held back behind the first screen's rendering.
    let cancelled = false;
    queueMicrotask(() => {
      if (!cancelled) market.start();
    });
    return () => {
      cancelled = true;
      market.stop();
    };
  }, [market]);

  const codes = symbols.data;
  useEffect(() => {
    if (market && codes) market.store.seed(codes);
  }, [market, codes]);

  return <MarketContext.Provider value={market}>{children}</MarketContext.Provider>;
};

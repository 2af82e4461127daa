import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import type { TradeSymbolCatalog, TradeSymbolList, TradeSymbolsResponse } from '../api/generated/model';
import { marketQueries } from '../api/queries/market';
import type { MarketConnection } from '../market/market-context';
import type { ConnectionStatus } from '../market/socket';
import { pageFeed, type FeedControls } from '../market/page-feed';
import { MarketStore } from '../market/store';
import { canRunFeedInWorker, WorkerFeed } from '../market/worker-feed';
import { AlertWatch } from '../market/alerts';
import type { FiredAlert } from '../market/alerts';
import { fireAlerts, followOtherTabs, usePriceAlerts, watchedAlerts } from '../market/alert-store';

export { prewarmFeedWorker } from '../market/worker-feed';

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

/**
 * The store learns every instrument of /tradesymbol (the same cached read the screens list them
 * from) as soon as it is read and whenever it is read again. If it fails, the store learns the
 * instruments from the socket alone, and the screens that list instruments say what went wrong.
 */
const seedFromCatalogue = (queryClient: QueryClient, store: MarketStore): (() => void) => {
  const observer = new QueryObserver(queryClient, { ...marketQueries.symbols(listedCodes), throwOnError: false });
  const seed = (codes: readonly string[] | undefined): void => {
    if (codes) store.seed(codes);
  };
  const unsubscribe = observer.subscribe((result) => seed(result.data));
  seed(observer.getCurrentResult().data);
  return unsubscribe;
};

export interface LiveMarket extends MarketConnection {
  start: () => void;
  stop: () => void;
}

/** The live market of the socket at `url` (the provider's market host), knowing the catalogue read through `queryClient`. */
export const createLiveMarket = (url: string, queryClient: QueryClient): LiveMarket => {
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
        url,
        onFrames: (frames) => frames.forEach((frame) => store.apply(frame)),
        onStatus,
        onAlerts,
      })
    : null;
  const socket: FeedControls =
    worker ??
    pageFeed({
      url,
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
      const stopSeeding = seedFromCatalogue(queryClient, store);
      stopWatching = () => {
        unsubscribe();
        stopFollowing();
        stopSeeding();
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

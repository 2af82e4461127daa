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

export interface LiveMarket extends MarketConnection {
  start: () => void;
  stop: () => void;
}

/** The live market of the socket at `url` (the provider's market host). */
export const createLiveMarket = (url: string): LiveMarket => {
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

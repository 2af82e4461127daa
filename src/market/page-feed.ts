import type { MarketSocket, MarketSocketOptions } from './socket';
import { sandboxReady } from '../lib/sandbox-ready';

/** What the app does with a feed: the worker's (worker-feed.ts) or the page's own. */
export interface FeedControls {
  start(): void;
  stop(): void;
  retryNow(): void;
}

type SocketModule = {
  MarketSocket: new (options: MarketSocketOptions) => Pick<MarketSocket, 'start' | 'stop' | 'retryNow'>;
};

/**
 * The feed on the page's own thread, for a browser without workers. Its code (the socket, the frame
 * parser and its validators) is fetched only then: everywhere else it is in the worker's bundle, not
 * the page's. If that fetch fails, prices are paused and "Retry now" fetches it again.
 */
export const pageFeed = (
  options: MarketSocketOptions,
  load: () => Promise<SocketModule> = import.meta.env.VITE_SANDBOX_IN_BROWSER === 'true'
    ? // the demo build: msw answers the socket on the page, so it is created once msw is in place
      () => Promise.all([import('./socket'), sandboxReady()]).then(([module]) => module)
    : () => import('./socket'),
): FeedControls => {
  let socket: Pick<MarketSocket, 'start' | 'stop' | 'retryNow'> | null = null;
  let running = false;
  let loading = false;
  const ensure = (): void => {
    if (socket || loading) return;
    loading = true;
    options.onStatus?.('connecting');
    load().then(
      (module) => {
        loading = false;
        socket = new module.MarketSocket(options);
        if (running) socket.start();
      },
      (error: unknown) => {
        loading = false;
        (options.logger ?? console).warn('market socket: its code did not load', error);
        if (running) options.onStatus?.('paused');
      },
    );
  };
  return {
    start: () => {
      running = true;
      if (socket) socket.start();
      else ensure();
    },
    stop: () => {
      running = false;
      socket?.stop();
    },
    retryNow: () => {
      if (socket) socket.retryNow();
      else if (running) ensure();
    },
  };
};

import { AlertWatch } from './alerts';
import { BATCH_MS, type FeedCommand, type FeedEvent } from './feed-protocol';
import type { MarketFrame } from './frames';
import { MarketSocket, type SocketLike } from './socket';

/** The part of a worker's global scope the feed uses (a test passes a fake). */
export interface FeedScope {
  postMessage(event: FeedEvent): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<FeedCommand>) => void): void;
}

export interface FeedWorkerOptions {
  create?: (url: string) => SocketLike;
  batchMs?: number;
  retryDelayMs?: number;
  logger?: Pick<Console, 'warn'>;
}

/**
 * The market feed inside a worker: the market socket with its rules (subscriptions on every open,
 * retries, pause; see socket.ts), and the frames that passed their contract check posted to the
 * page in batches. A worker has no window or document: the page tells it when the browser is
 * online again or the page visible again.
 */
export const runFeedWorker = (scope: FeedScope, options: FeedWorkerOptions = {}): void => {
  const { batchMs = BATCH_MS, ...socketOptions } = options;
  const pageWindow = new EventTarget();
  const visible: { visibilityState: DocumentVisibilityState } = { visibilityState: 'visible' };
  const pageDocument = Object.assign(new EventTarget(), visible);
  let socket: MarketSocket | null = null;
  let batch: MarketFrame[] = [];
  let since = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  // the price alerts are checked here, on the frames as they arrive: the page pays nothing for them
  const alerts = new AlertWatch();

  const post = (): void => {
    timer = null;
    if (batch.length === 0) return;
    const frames = batch;
    batch = [];
    scope.postMessage({ type: 'frames', frames, since });
  };

  const stop = (): void => {
    socket?.stop();
    socket = null;
    clearTimeout(timer ?? undefined);
    timer = null;
    batch = [];
  };

  scope.addEventListener('message', (event) => {
    const command = event.data;
    switch (command.type) {
      case 'start':
        if (socket) return;
        socket = new MarketSocket({
          ...socketOptions,
          url: command.url,
          environment: { window: pageWindow, document: pageDocument },
          onFrame: (frame) => {
            if (batch.length === 0) since = performance.timeOrigin + performance.now();
            batch.push(frame);
            timer ??= setTimeout(post, batchMs);
            if (alerts.size > 0) {
              const fired = alerts.check(frame, Date.now());
              if (fired.length > 0) scope.postMessage({ type: 'alert', fired });
            }
          },
          onStatus: (status) => scope.postMessage({ type: 'status', status }),
        });
        socket.start();
        return;
      case 'stop':
        stop();
        return;
      case 'retry':
        socket?.retryNow();
        return;
      case 'online':
        pageWindow.dispatchEvent(new Event('online'));
        return;
      case 'visible':
        pageDocument.dispatchEvent(new Event('visibilitychange'));
        return;
      case 'alerts':
        alerts.set(command.alerts);
        return;
    }
  });
};

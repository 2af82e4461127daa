import type { FiredAlert, WatchedAlert } from './alerts';
import type { FeedCommand, FeedEvent } from './feed-protocol';
import type { MarketFrame } from './frames';
import type { ConnectionStatus, MarketSocketOptions } from './socket';

/** The part of a Worker the page uses (a test passes a fake). */
export interface WorkerLike {
  postMessage(command: FeedCommand): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<FeedEvent>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

export interface WorkerFeedOptions {
  url: string;
  onFrames: (frames: readonly MarketFrame[]) => void;
  onStatus?: (status: ConnectionStatus) => void;
  /** Price alerts the worker saw met (each once). */
  onAlerts?: (fired: readonly FiredAlert[]) => void;
  createWorker?: () => WorkerLike;
  /** Where `online` and `visibilitychange` come from (the browser by default). */
  environment?: MarketSocketOptions['environment'];
  logger?: Pick<Console, 'warn'>;
}

const createFeedWorker = (): WorkerLike =>
  new Worker(new URL('./feed.worker.ts', import.meta.url), { type: 'module', name: 'market-feed' });

let prewarmed: WorkerLike | null = null;

/**
 * Starts the feed's worker (its thread, its script) while the app itself starts, for a user who is
 * signed in: the socket then opens as soon as the market starts, not a worker start-up later. The
 * first feed to start takes it; until then it only waits (no socket).
 */
export const prewarmFeedWorker = (): void => {
  if (prewarmed === null && canRunFeedInWorker()) prewarmed = createFeedWorker();
};

const takeFeedWorker = (): WorkerLike => {
  const worker = prewarmed ?? createFeedWorker();
  prewarmed = null;
  return worker;
};

/**
 * The market feed run by a worker (feed.worker.ts): at a thousand frames a second, receiving,
 * parsing and checking them on the page's own thread left a phone's main thread too busy to
 * draw. Same controls as MarketSocket (start, stop, retryNow); the page tells the worker when
 * the browser is online or the page visible again, and gets the frames in batches.
 */
export class WorkerFeed {
  private worker: WorkerLike | null = null;
  private readonly options: WorkerFeedOptions;
  private alerts: WatchedAlert[] = [];

  constructor(options: WorkerFeedOptions) {
    this.options = options;
  }

  start(): void {
    if (this.worker) return;
    const worker = (this.options.createWorker ?? takeFeedWorker)();
    this.worker = worker;
    worker.onmessage = (event) => {
      if (this.worker !== worker) return;
      const message = event.data;
      if (message.type === 'frames') this.options.onFrames(message.frames);
      else if (message.type === 'alert') this.options.onAlerts?.(message.fired);
      else this.options.onStatus?.(message.status);
    };
    worker.onerror = (event) => {
      // the feed stops; the screens say prices are not live (never an error screen)
      (this.options.logger ?? console).warn('market feed worker failed', event);
      if (this.worker === worker) this.options.onStatus?.('paused');
    };
    const env = this.environment();
    env?.window.addEventListener('online', this.online);
    env?.document.addEventListener('visibilitychange', this.visible);
    worker.postMessage({ type: 'start', url: this.options.url });
    if (this.alerts.length > 0) worker.postMessage({ type: 'alerts', alerts: this.alerts });
  }

  /** The price alerts the worker watches (kept for a worker started later). */
  watchAlerts(alerts: WatchedAlert[]): void {
    this.alerts = alerts;
    this.worker?.postMessage({ type: 'alerts', alerts });
  }

  stop(): void {
    const worker = this.worker;
    if (!worker) return;
    this.worker = null;
    const env = this.environment();
    env?.window.removeEventListener('online', this.online);
    env?.document.removeEventListener('visibilitychange', this.visible);
    worker.postMessage({ type: 'stop' });
    worker.terminate();
    this.options.onStatus?.('disconnected');
  }

  retryNow(): void {
    this.worker?.postMessage({ type: 'retry' });
  }

  private environment() {
    if (this.options.environment) return this.options.environment;
    return typeof window === 'undefined' ? undefined : { window, document };
  }

  private readonly online = (): void => {
    this.worker?.postMessage({ type: 'online' });
  };

  private readonly visible = (): void => {
    if (this.environment()?.document.visibilityState === 'visible') this.worker?.postMessage({ type: 'visible' });
  };
}

/** Whether this browser can run the feed in a worker (the page runs it itself otherwise). */
// with the sandbox in the page (demo build) the socket is answered by msw on the page, which a worker's socket would bypass
export const canRunFeedInWorker = (): boolean =>
  typeof Worker === 'function' && import.meta.env.VITE_SANDBOX_IN_BROWSER !== 'true';

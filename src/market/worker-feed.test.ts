import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FeedCommand, FeedEvent } from './feed-protocol';
import type { MarketFrame } from './frames';
import type { ConnectionStatus } from './socket';
import { prewarmFeedWorker, WorkerFeed, type WorkerLike } from './worker-feed';

class FakeWorker implements WorkerLike {
  commands: FeedCommand[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent<FeedEvent>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  postMessage(command: FeedCommand): void {
    this.commands.push(command);
  }
  terminate(): void {
    this.terminated = true;
  }
  emit(event: FeedEvent): void {
    this.onmessage?.(new MessageEvent('message', { data: event }));
  }
}

const price: MarketFrame = { kind: 'price', frame: { cmd_id: 22998, data: { code: 'BTCUSDT', price: 97000 } } };

const setup = () => {
  const workers: FakeWorker[] = [];
  const batches: (readonly MarketFrame[])[] = [];
  const statuses: ConnectionStatus[] = [];
  const visibility: { visibilityState: DocumentVisibilityState } = { visibilityState: 'hidden' };
  const environment = { window: new EventTarget(), document: Object.assign(new EventTarget(), visibility) };
  const logger = { warn: vi.fn() };
  const feed = new WorkerFeed({
    url: 'ws://market.test/ws',
    onFrames: (frames) => batches.push(frames),
    onStatus: (status) => statuses.push(status),
    createWorker: () => {
      const worker = new FakeWorker();
      workers.push(worker);
      return worker;
    },
    environment,
    logger,
  });
  return { feed, workers, batches, statuses, environment, logger };
};

describe('the market feed run by a worker, seen from the page', () => {
  it('starts one worker on the socket URL, and passes on its batches and statuses', () => {
    const { feed, workers, batches, statuses } = setup();
    feed.start();
    feed.start();
    expect(workers).toHaveLength(1);
    expect(workers[0]!.commands).toEqual([{ type: 'start', url: 'ws://market.test/ws' }]);
    workers[0]!.emit({ type: 'status', status: 'connected' });
    workers[0]!.emit({ type: 'frames', frames: [price, price], since: 1 });
    expect(statuses).toEqual(['connected']);
    expect(batches).toEqual([[price, price]]);
  });

  it('tells the worker when the browser is online and the page visible again, and asks it to retry', () => {
    const { feed, workers, environment } = setup();
    feed.start();
    environment.window.dispatchEvent(new Event('online'));
    environment.document.dispatchEvent(new Event('visibilitychange')); // hidden: nothing to do
    environment.document.visibilityState = 'visible';
    environment.document.dispatchEvent(new Event('visibilitychange'));
    feed.retryNow();
    expect(workers[0]!.commands.slice(1)).toEqual([{ type: 'online' }, { type: 'visible' }, { type: 'retry' }]);
  });

  it('a stop ends the worker: it says disconnected, and nothing the old worker sends arrives', () => {
    const { feed, workers, batches, statuses, environment } = setup();
    feed.start();
    const worker = workers[0]!;
    feed.stop();
    feed.stop();
    expect(worker.commands.at(-1)).toEqual({ type: 'stop' });
    expect(worker.terminated).toBe(true);
    expect(statuses).toEqual(['disconnected']);
    worker.emit({ type: 'frames', frames: [price], since: 1 });
    environment.window.dispatchEvent(new Event('online'));
    expect(batches).toEqual([]);
    expect(worker.commands.at(-1)).toEqual({ type: 'stop' });
    feed.start();
    expect(workers).toHaveLength(2);
  });

  it('a worker that fails leaves the prices paused, with a warning, never an error on screen', () => {
    const { feed, workers, statuses, logger } = setup();
    feed.start();
    workers[0]!.onerror?.(new ErrorEvent('error', { message: 'boom' }));
    expect(statuses).toEqual(['paused']);
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });
});

describe('the feed worker started with the app', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is the one the first feed starts (no socket before it), and the next feed gets a worker of its own', () => {
    const made: FakeWorker[] = [];
    vi.stubGlobal(
      'Worker',
      vi.fn(function (this: unknown) {
        const worker = new FakeWorker();
        made.push(worker);
        return worker;
      }),
    );
    prewarmFeedWorker();
    prewarmFeedWorker();
    expect(made).toHaveLength(1);
    expect(made[0]!.commands).toEqual([]);

    const feed = new WorkerFeed({ url: 'ws://market.test/ws', onFrames: () => undefined });
    feed.start();
    expect(made).toHaveLength(1);
    expect(made[0]!.commands).toEqual([{ type: 'start', url: 'ws://market.test/ws' }]);

    feed.stop();
    const next = new WorkerFeed({ url: 'ws://market.test/ws', onFrames: () => undefined });
    next.start();
    expect(made).toHaveLength(2);
    expect(made[0]!.terminated).toBe(true);
    next.stop();
  });

  it('is not started where workers are missing', () => {
    vi.stubGlobal('Worker', undefined);
    expect(() => prewarmFeedWorker()).not.toThrow();
  });

  it('sends the alerts to watch to the worker, again to a worker started later, and passes on the ones met', () => {
    const workers: FakeWorker[] = [];
    const met: unknown[] = [];
    const feed = new WorkerFeed({
      url: 'ws://market.test/ws',
      onFrames: () => undefined,
      onAlerts: (fired) => met.push(...fired),
      createWorker: () => {
        const worker = new FakeWorker();
        workers.push(worker);
        return worker;
      },
      environment: {
        window: new EventTarget(),
        document: Object.assign(new EventTarget(), { visibilityState: 'visible' as const }),
      },
    });
    const alerts = [{ id: 'a', code: 'btcusdt', kind: 'below' as const, level: 1 }];
    feed.watchAlerts(alerts);
    feed.start();
    expect(workers[0]!.commands).toEqual([
      { type: 'start', url: 'ws://market.test/ws' },
      { type: 'alerts', alerts },
    ]);
    feed.watchAlerts([]);
    expect(workers[0]!.commands.at(-1)).toEqual({ type: 'alerts', alerts: [] });
    workers[0]!.emit({ type: 'alert', fired: [{ id: 'a', code: 'btcusdt', price: 0.9, at: 5 }] });
    expect(met).toEqual([{ id: 'a', code: 'btcusdt', price: 0.9, at: 5 }]);
    feed.stop();
    feed.watchAlerts(alerts);
    feed.start();
    expect(workers[1]!.commands.at(-1)).toEqual({ type: 'alerts', alerts });
  });
});

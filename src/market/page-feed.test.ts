import { describe, expect, it, vi } from 'vitest';
import type { ConnectionStatus, MarketSocketOptions } from './socket';
import { pageFeed } from './page-feed';

/** A socket module fetched on demand: the test decides when (and whether) it arrives. */
const deferredModule = () => {
  const made: {
    options: MarketSocketOptions;
    start: ReturnType<typeof vi.fn>;
    stop: ReturnType<typeof vi.fn>;
    retryNow: ReturnType<typeof vi.fn>;
  }[] = [];
  class FakeSocket {
    start = vi.fn();
    stop = vi.fn();
    retryNow = vi.fn();
    constructor(options: MarketSocketOptions) {
      made.push({ options, start: this.start, stop: this.stop, retryNow: this.retryNow });
    }
  }
  const loads: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<{ MarketSocket: typeof FakeSocket }>((resolve, reject) => {
        loads.push({ resolve: () => resolve({ MarketSocket: FakeSocket }), reject });
      }),
  );
  return { made, loads, load };
};

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the feed on the page, where there are no workers', () => {
  it('fetches the socket’s code when started, once, and starts the socket when it arrives', async () => {
    const { made, loads, load } = deferredModule();
    const statuses: ConnectionStatus[] = [];
    const feed = pageFeed(
      { url: 'ws://market.test/ws', onFrame: () => undefined, onStatus: (status) => statuses.push(status) },
      load,
    );
    expect(load).not.toHaveBeenCalled();
    feed.start();
    feed.retryNow();
    expect(load).toHaveBeenCalledTimes(1);
    expect(statuses).toEqual(['connecting']);
    loads[0]!.resolve();
    await flush();
    expect(made).toHaveLength(1);
    expect(made[0]!.options.url).toBe('ws://market.test/ws');
    expect(made[0]!.start).toHaveBeenCalledTimes(1);
    feed.retryNow();
    expect(made[0]!.retryNow).toHaveBeenCalledTimes(1);
    feed.stop();
    expect(made[0]!.stop).toHaveBeenCalledTimes(1);
  });

  it('stopped before the code arrives, it opens nothing', async () => {
    const { made, loads, load } = deferredModule();
    const feed = pageFeed({ url: 'ws://market.test/ws', onFrame: () => undefined }, load);
    feed.start();
    feed.stop();
    loads[0]!.resolve();
    await flush();
    expect(made[0]!.start).not.toHaveBeenCalled();
  });

  it('if the code does not load, prices are paused, and "Retry now" fetches it again', async () => {
    const { made, loads, load } = deferredModule();
    const statuses: ConnectionStatus[] = [];
    const logger = { warn: vi.fn() };
    const feed = pageFeed(
      { url: 'ws://market.test/ws', onFrame: () => undefined, onStatus: (status) => statuses.push(status), logger },
      load,
    );
    feed.start();
    loads[0]!.reject(new Error('chunk failed'));
    await flush();
    expect(statuses).toEqual(['connecting', 'paused']);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    feed.retryNow();
    expect(load).toHaveBeenCalledTimes(2);
    loads[1]!.resolve();
    await flush();
    expect(made[0]!.start).toHaveBeenCalledTimes(1);
  });
});

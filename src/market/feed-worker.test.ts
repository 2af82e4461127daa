import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket, latest, SUBS } from '../../tests/support/fake-socket';
import { BATCH_MS, type FeedCommand, type FeedEvent } from './feed-protocol';
import { runFeedWorker } from './feed-worker-core';

const PRICE = (code: string, price: number): string => JSON.stringify({ cmd_id: 22998, data: { code, price } });

/** The worker's side, on a fake scope: the test plays the page (commands in, events out). */
const setupWorker = () => {
  const events: FeedEvent[] = [];
  let onCommand: ((event: MessageEvent<FeedCommand>) => void) | undefined;
  const logger = { warn: vi.fn() };
  runFeedWorker(
    { postMessage: (event) => events.push(event), addEventListener: (_type, listener) => (onCommand = listener) },
    { create: (url) => new FakeSocket(url), logger },
  );
  const send = (command: FeedCommand): void => onCommand?.(new MessageEvent('message', { data: command }));
  const batches = () => events.filter((event) => event.type === 'frames');
  const statuses = () => events.filter((event) => event.type === 'status').map((event) => event.status);
  return { send, batches, statuses, logger };
};

describe('market feed worker', () => {
  beforeEach(() => {
    FakeSocket.all = [];
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens the socket the page names, subscribes once, and hands over the frames that passed in batches', () => {
    const { send, batches, statuses } = setupWorker();
    send({ type: 'start', url: 'ws://market.test/ws' });
    send({ type: 'start', url: 'ws://market.test/ws' });
    expect(FakeSocket.all).toHaveLength(1);
    expect(latest().url).toBe('ws://market.test/ws');
    latest().open();
    expect(latest().sent).toEqual(SUBS);
    expect(statuses()).toEqual(['connecting', 'connected']);

    const before = performance.timeOrigin + performance.now();
    latest().receive(PRICE('BTCUSDT', 97000));
    latest().receive('not json');
    latest().receive('ping');
    latest().receive(PRICE('ETHUSDT', 3400));
    expect(batches()).toHaveLength(0); // gathered, not one message per frame
    vi.advanceTimersByTime(BATCH_MS);
    expect(batches()).toHaveLength(1);
    const [batch] = batches();
    expect(batch).toMatchObject({
      frames: [
        { kind: 'price', frame: { data: { code: 'BTCUSDT', price: 97000 } } },
        { kind: 'price', frame: { data: { code: 'ETHUSDT', price: 3400 } } },
      ],
    });
    expect(batch?.type === 'frames' && batch.since).toBeGreaterThanOrEqual(before);
    // nothing new, nothing sent
    vi.advanceTimersByTime(BATCH_MS * 10);
    expect(batches()).toHaveLength(1);
  });

  it('a stop closes the socket and drops a batch not yet handed over', () => {
    const { send, batches, statuses } = setupWorker();
    send({ type: 'start', url: 'ws://market.test/ws' });
    latest().open();
    latest().receive(PRICE('BTCUSDT', 97000));
    send({ type: 'stop' });
    vi.advanceTimersByTime(BATCH_MS * 2);
    expect(batches()).toHaveLength(0);
    expect(latest().closed).toBe(1);
    expect(statuses().at(-1)).toBe('disconnected');
  });

  it('keeps the retry rules, and the page’s online, visible and retry bring the paused feed back', () => {
    const { send, statuses } = setupWorker();
    send({ type: 'start', url: 'ws://market.test/ws' });
    for (let attempt = 0; attempt <= 10; attempt += 1) {
      latest().drop();
      vi.advanceTimersByTime(2_000);
    }
    expect(FakeSocket.all).toHaveLength(11);
    expect(statuses().at(-1)).toBe('paused');
    send({ type: 'online' });
    expect(FakeSocket.all).toHaveLength(12);
    for (let attempt = 0; attempt <= 10; attempt += 1) {
      latest().drop();
      vi.advanceTimersByTime(2_000);
    }
    expect(statuses().at(-1)).toBe('paused');
    expect(FakeSocket.all).toHaveLength(22);
    send({ type: 'visible' });
    expect(FakeSocket.all).toHaveLength(23);
    latest().open();
    send({ type: 'retry' }); // connected: nothing to do
    expect(FakeSocket.all).toHaveLength(23);
    latest().drop();
    send({ type: 'retry' });
    expect(FakeSocket.all).toHaveLength(24);
  });

  it('watches the price alerts the page sends on the frames as they arrive, and posts each met one at once, once', () => {
    const events: FeedEvent[] = [];
    let onCommand: ((event: MessageEvent<FeedCommand>) => void) | undefined;
    runFeedWorker(
      { postMessage: (event) => events.push(event), addEventListener: (_type, listener) => (onCommand = listener) },
      { create: (url) => new FakeSocket(url) },
    );
    const send = (command: FeedCommand): void => onCommand?.(new MessageEvent('message', { data: command }));
    send({ type: 'alerts', alerts: [{ id: 'a', code: 'btcusdt', kind: 'above', level: 100_000 }] });
    send({ type: 'start', url: 'ws://market.test/ws' });
    latest().open();
    latest().receive(PRICE('BTCUSDT', 99_000));
    latest().receive(PRICE('BTCUSDT', 100_500));
    latest().receive(PRICE('BTCUSDT', 101_000));
    const alerts = events.filter((event) => event.type === 'alert');
    // before the batch is handed over
    expect(events.filter((event) => event.type === 'frames')).toHaveLength(0);
    expect(alerts).toEqual([
      { type: 'alert', fired: [{ id: 'a', code: 'btcusdt', price: 100_500, at: expect.any(Number) as number }] },
    ]);
  });
});

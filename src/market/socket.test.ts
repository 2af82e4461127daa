import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket, latest, setupSocket as setup, SUBS } from '../../tests/support/fake-socket';

describe('market socket', () => {
  beforeEach(() => {
    FakeSocket.all = [];
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('on open reports connected and subscribes to the three topics, once each', () => {
    const { socket, statuses } = setup();
    socket.start();
    socket.send('sub:market_ti'); // queued while connecting: must not be sent twice
    latest().open();
    expect(statuses).toEqual(['connecting', 'connected']);
    expect(latest().sent).toEqual(SUBS);
  });

  it('queues frames sent while closed and sends them after the subscriptions', () => {
    const { socket } = setup();
    socket.start();
    socket.send('custom-1');
    socket.send('custom-2a');
    socket.send('custom-3');
    latest().open();
    expect(latest().sent).toEqual([...SUBS, 'custom-1', 'custom-2a', 'custom-3']);
    socket.send('custom-2');
    expect(latest().sent.at(-1)).toBe('custom-2');
  });

  it('retries every 2000 ms after a drop and subscribes again on the new socket, without duplicates', () => {
    const { socket, statuses } = setup();
    socket.start();
    latest().open();
    latest().drop();
    expect(statuses.at(-1)).toBe('disconnected');
    vi.advanceTimersByTime(1999);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
    latest().open();
    expect(latest().sent).toEqual(SUBS);
  });

  it('gives up after 10 attempts and resumes when the browser is back online or the page visible', () => {
    const { socket, statuses, environment } = setup();
    socket.start();
    for (let i = 0; i < 10; i += 1) {
      latest().drop();
      vi.advanceTimersByTime(2000);
    }
    expect(FakeSocket.all).toHaveLength(11);
    latest().drop();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(11);
    expect(statuses.at(-1)).toBe('paused');
    environment.window.dispatchEvent(new Event('online'));
    expect(FakeSocket.all).toHaveLength(12);
    latest().open();
    expect(latest().sent).toEqual(SUBS);
    latest().drop();
    for (let i = 0; i < 10; i += 1) {
      vi.advanceTimersByTime(2000);
      latest().drop();
    }
    expect(statuses.at(-1)).toBe('paused');
    const before = FakeSocket.all.length;
    environment.document.dispatchEvent(new Event('visibilitychange'));
    expect(FakeSocket.all).toHaveLength(before + 1);
  });

  it('tries again at once when asked after pausing, with a fresh round of attempts', () => {
    const { socket, statuses } = setup();
    socket.start();
    for (let i = 0; i < 10; i += 1) {
      latest().drop();
      vi.advanceTimersByTime(2000);
    }
    latest().drop();
    vi.advanceTimersByTime(60_000);
    expect(statuses.at(-1)).toBe('paused');
    expect(FakeSocket.all).toHaveLength(11);
    socket.retryNow();
    expect(FakeSocket.all).toHaveLength(12);
    latest().drop();
    vi.advanceTimersByTime(2000);
    // the automatic policy applies again: 2 s later, the next attempt
    expect(FakeSocket.all).toHaveLength(13);
    latest().open();
    expect(statuses.at(-1)).toBe('connected');
  });

  it('resets the retry counter on every successful open', () => {
    const { socket } = setup();
    socket.start();
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < 9; i += 1) {
        latest().drop();
        vi.advanceTimersByTime(2000);
      }
      latest().open();
    }
    latest().drop();
    vi.advanceTimersByTime(2000);
    expect(latest().readyState).toBe(0); // still retrying: the counter started over
  });

  it('only logs a failed send and keeps the frame for the next open', () => {
    const { socket, logger } = setup();
    socket.start();
    latest().failSends = true;
    latest().open();
    expect(logger.warn).toHaveBeenCalled();
    expect(socket.stats.sendFailures).toBe(3);
    latest().drop();
    vi.advanceTimersByTime(2000);
    latest().open();
    expect(latest().sent).toEqual(SUBS);
  });

  it('passes valid frames on, counts and drops malformed ones, answers no ping', () => {
    const { socket, frames } = setup();
    socket.start();
    latest().open();
    latest().receive('{"cmd_id":22998,"data":{"code":"BTCUSDT","price":1}}');
    latest().receive('ping');
    latest().receive('{broken');
    latest().receive('{"cmd_id":5}');
    latest().receive(new ArrayBuffer(2));
    expect(frames).toEqual([{ kind: 'price', frame: { cmd_id: 22998, data: { code: 'BTCUSDT', price: 1 } } }]);
    expect(socket.stats).toMatchObject({ received: 2, pings: 1, dropped: 3 });
    expect(latest().sent).toEqual(SUBS);
  });

  it('stops for good when stopped (sign-out): no retries', () => {
    const { socket } = setup();
    socket.start();
    latest().open();
    socket.stop();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });
});

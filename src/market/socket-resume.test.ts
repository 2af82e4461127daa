import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket, latest, setupSocket, SUBS } from '../../tests/support/fake-socket';

/** Drops every attempt until the automatic retries (10, every 2 s) have run out. */
const exhaust = () => {
  for (let i = 0; i < 10; i += 1) {
    latest().drop();
    vi.advanceTimersByTime(2000);
  }
  latest().drop();
  vi.advanceTimersByTime(60_000);
};

describe('market socket: pausing and resuming', () => {
  beforeEach(() => {
    FakeSocket.all = [];
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('stays paused while the page is hidden, and tries again once it is visible', () => {
    const { socket, statuses, environment } = setupSocket();
    socket.start();
    exhaust();
    expect(statuses.at(-1)).toBe('paused');
    const attempts = FakeSocket.all.length;
    environment.document.visibilityState = 'hidden';
    environment.document.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(attempts);
    expect(statuses.at(-1)).toBe('paused');
    environment.document.visibilityState = 'visible';
    environment.document.dispatchEvent(new Event('visibilitychange'));
    expect(FakeSocket.all).toHaveLength(attempts + 1);
    expect(statuses.at(-1)).toBe('connecting');
  });

  it('a page shown again or a connection back changes nothing while connected', () => {
    const { socket, environment, statuses } = setupSocket();
    socket.start();
    latest().open();
    environment.document.dispatchEvent(new Event('visibilitychange'));
    environment.window.dispatchEvent(new Event('online'));
    socket.retryNow();
    expect(FakeSocket.all).toHaveLength(1);
    expect(statuses).toEqual(['connecting', 'connected']);
  });

  it('a page shown again while an attempt is pending does not open a second socket', () => {
    const { socket, environment } = setupSocket();
    socket.start();
    latest().drop();
    environment.window.dispatchEvent(new Event('online'));
    expect(FakeSocket.all).toHaveLength(2);
    // the attempt that was scheduled is replaced, not added
    vi.advanceTimersByTime(2000);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('after a stop, neither the page nor the connection coming back reopens it', () => {
    const { socket, environment } = setupSocket();
    socket.start();
    exhaust();
    socket.stop();
    environment.window.dispatchEvent(new Event('online'));
    environment.document.dispatchEvent(new Event('visibilitychange'));
    socket.retryNow();
    expect(FakeSocket.all).toHaveLength(11);
  });

  it('an error is a lost connection: reported, the socket closed, tried again 2 s later', () => {
    const { socket, statuses } = setupSocket();
    socket.start();
    latest().open();
    const failed = latest();
    failed.fail();
    expect(statuses.at(-1)).toBe('disconnected');
    expect(failed.closed).toBe(1);
    // the close that follows an error is not a second loss
    failed.drop();
    expect(statuses.filter((status) => status === 'disconnected')).toHaveLength(1);
    vi.advanceTimersByTime(1999);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('an error on a socket that cannot even close is still a lost connection', () => {
    const { socket, statuses } = setupSocket();
    socket.start();
    latest().close = () => {
      throw new Error('already closing');
    };
    expect(() => latest().fail()).not.toThrow();
    expect(statuses.at(-1)).toBe('disconnected');
  });

  it('a socket that cannot be created is logged and tried again, then pauses like any other', () => {
    let calls = 0;
    const { socket, statuses, logger } = setupSocket({
      create: (url) => {
        calls += 1;
        if (calls <= 11) throw new Error(`refused ${url}`);
        return new FakeSocket(url);
      },
    });
    socket.start();
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('cannot open'), expect.any(Error));
    expect(statuses).toEqual(['connecting']);
    vi.advanceTimersByTime(2000);
    expect(calls).toBe(2);
    vi.advanceTimersByTime(60_000);
    expect(calls).toBe(11);
    expect(statuses.at(-1)).toBe('paused');
    socket.retryNow();
    expect(FakeSocket.all).toHaveLength(1);
    expect(latest().url).toBe('ws://market.test/ws');
  });

  it('ignores a socket it has already given up on', () => {
    const { socket, statuses } = setupSocket();
    socket.start();
    const first = latest();
    first.drop();
    vi.advanceTimersByTime(2000);
    const second = latest();
    // the first socket still fires late events: they change nothing
    first.open();
    first.drop();
    first.fail();
    expect(first.sent).toEqual([]);
    expect(statuses).toEqual(['connecting', 'disconnected', 'connecting']);
    second.open();
    expect(second.sent).toEqual(SUBS);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(2);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket, latest, setupSocket, SUBS } from '../../tests/support/fake-socket';
import { MarketSocket } from './socket';

describe('market socket: start, stop and sending', () => {
  beforeEach(() => {
    FakeSocket.all = [];
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('opens one socket however often it is started', () => {
    const { socket, statuses } = setupSocket();
    socket.start();
    socket.start();
    expect(FakeSocket.all).toHaveLength(1);
    expect(statuses).toEqual(['connecting']);
  });

  it('a stop closes the socket, says disconnected once, and a late close of that socket is no loss', () => {
    const { socket, statuses } = setupSocket();
    socket.start();
    latest().open();
    socket.stop();
    socket.stop();
    expect(latest().closed).toBe(1);
    expect(statuses).toEqual(['connecting', 'connected', 'disconnected']);
    latest().drop();
    latest().receive('{"cmd_id":22998,"data":{"code":"BTCUSDT","price":1}}');
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(socket.stats.received).toBe(0);
  });

  it('a stop while connecting forgets what was queued; a new start opens a fresh socket', () => {
    const { socket, statuses } = setupSocket();
    socket.start();
    socket.send('custom-before-stop');
    socket.stop();
    expect(statuses.at(-1)).toBe('disconnected');
    socket.start();
    expect(FakeSocket.all).toHaveLength(2);
    latest().open();
    expect(latest().sent).toEqual(SUBS);
  });

  it('a stop during the wait between attempts cancels the next attempt', () => {
    const { socket } = setupSocket();
    socket.start();
    latest().drop();
    socket.stop();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('a frame sent before the start waits for the first open', () => {
    const { socket } = setupSocket();
    expect(() => socket.send('custom-early')).not.toThrow();
    socket.start();
    latest().open();
    expect(latest().sent).toEqual([...SUBS, 'custom-early']);
  });

  it('a frame sent on the open socket goes at once and only once, never again after a reconnect', () => {
    const { socket } = setupSocket();
    socket.start();
    socket.send('custom-queued');
    latest().open();
    socket.send('custom-live');
    expect(latest().sent).toEqual([...SUBS, 'custom-queued', 'custom-live']);
    latest().drop();
    vi.advanceTimersByTime(2000);
    latest().open();
    expect(latest().sent).toEqual(SUBS);
  });

  it('a frame whose send fails is logged, kept, and sent on the next open', () => {
    const { socket, logger } = setupSocket();
    socket.start();
    latest().open();
    latest().failSends = true;
    socket.send('custom-retry');
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('send failed'), expect.any(Error));
    expect(socket.stats.sendFailures).toBe(1);
    latest().drop();
    vi.advanceTimersByTime(2000);
    latest().open();
    expect(latest().sent).toEqual([...SUBS, 'custom-retry']);
  });

  it('passes on price, depth, candle and ticker frames, and neither pings nor lists', () => {
    const { socket, frames } = setupSocket();
    socket.start();
    latest().open();
    latest().receive('[1,2]');
    latest().receive('ping');
    latest().receive('{"cmd_id":22999,"data":{"code":"BTCUSDT","asks":[],"bids":[]}}');
    expect(frames.map((frame) => frame.kind)).toEqual(['depth']);
    expect(socket.stats).toMatchObject({ received: 3, pings: 1, dropped: 0 });
  });

  it('reports its state to nobody when nobody listens', () => {
    const socket = new MarketSocket({
      url: 'ws://market.test/ws',
      create: (url) => new FakeSocket(url),
      onFrame: () => undefined,
    });
    expect(() => {
      socket.start();
      latest().open();
      socket.stop();
    }).not.toThrow();
  });
});

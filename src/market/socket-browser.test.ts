import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket, latest } from '../../tests/support/fake-socket';
import { MarketSocket } from './socket';

describe('market socket in the browser', () => {
  beforeEach(() => {
    FakeSocket.all = [];
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('opens a WebSocket on the configured address by default', () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    const socket = new MarketSocket({ url: 'wss://market.example.com/ws', onFrame: () => undefined });
    socket.start();
    expect(latest()).toBeInstanceOf(FakeSocket);
    expect(latest().url).toBe('wss://market.example.com/ws');
    socket.stop();
  });

  it("listens to the page's own online and visibility events, and stops listening when stopped", () => {
    const fromWindow = vi.spyOn(window, 'removeEventListener');
    const fromDocument = vi.spyOn(document, 'removeEventListener');
    const socket = new MarketSocket({
      url: 'ws://x/ws',
      create: (url) => new FakeSocket(url),
      onFrame: () => undefined,
      logger: { warn: () => undefined },
    });
    socket.start();
    for (let i = 0; i < 11; i += 1) {
      latest().drop();
      vi.advanceTimersByTime(2000);
    }
    expect(FakeSocket.all).toHaveLength(11);
    window.dispatchEvent(new Event('online'));
    expect(FakeSocket.all).toHaveLength(12);
    socket.stop();
    expect(fromWindow).toHaveBeenCalledWith('online', expect.any(Function));
    expect(fromDocument).toHaveBeenCalledWith('visibilitychange', expect.any(Function));
    window.dispatchEvent(new Event('online'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(FakeSocket.all).toHaveLength(12);
  });

  it('runs where there is no page at all (no online or visibility events to follow)', () => {
    vi.stubGlobal('window', undefined);
    const socket = new MarketSocket({
      url: 'ws://x/ws',
      create: (url) => new FakeSocket(url),
      onFrame: () => undefined,
    });
    expect(() => socket.start()).not.toThrow();
    latest().drop();
    vi.advanceTimersByTime(2000);
    expect(FakeSocket.all).toHaveLength(2);
    expect(() => socket.stop()).not.toThrow();
  });
});

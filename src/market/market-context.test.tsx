import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MarketFrame } from './frames';
import {
  MarketContext,
  useLiveDepth,
  useLivePrices,
  useLiveTicker,
  useMarketRetry,
  useMarketStatus,
  useMarketVersion,
  type MarketConnection,
} from './market-context';
import type { ConnectionStatus } from './socket';
import { MarketStore } from './store';
import { elapse } from '../../tests/support/fake-time';

const price = (code: string, value: number): MarketFrame => ({
  kind: 'price',
  frame: { cmd_id: 22998, data: { code, price: value } },
});
const depth = (code: string, bid: string): MarketFrame => ({
  kind: 'depth',
  frame: { cmd_id: 22999, data: { code, asks: [{ price: '101', volume: '1' }], bids: [{ price: bid, volume: '2' }] } },
});

/** A live connection whose store applies frames at once and whose status the test sets. */
const connection = () => {
  const store = new MarketStore({ schedule: (flush) => flush() });
  let status: ConnectionStatus = 'connecting';
  const listeners = new Set<() => void>();
  const retry = vi.fn();
  const value: MarketConnection = {
    store,
    getStatus: () => status,
    subscribeStatus: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    retry,
  };
  const setStatus = (next: ConnectionStatus) => {
    status = next;
    for (const listener of listeners) listener();
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MarketContext.Provider value={value}>{children}</MarketContext.Provider>
  );
  return { store, setStatus, retry, wrapper, listeners };
};

describe('market hooks with a live connection', () => {
  it('useLiveTicker follows one symbol, whatever the case of its code, and no other', () => {
    const { store, wrapper } = connection();
    const renders = vi.fn();
    const { result } = renderHook(
      () => {
        renders();
        return useLiveTicker('BTCUSDT');
      },
      { wrapper },
    );
    expect(result.current).toBeUndefined();
    act(() => store.apply(price('btcusdt', 104250.5)));
    expect(result.current?.price).toBe('104250.5');
    const before = renders.mock.calls.length;
    act(() => store.apply(price('ETHUSDT', 3875.4)));
    expect(renders.mock.calls.length).toBe(before);
  });

  it('useLiveDepth follows one symbol’s order book', () => {
    const { store, wrapper } = connection();
    const { result } = renderHook(() => useLiveDepth('ethusdt'), { wrapper });
    expect(result.current).toBeUndefined();
    act(() => store.apply(depth('ETHUSDT', '99')));
    expect(result.current?.bids).toEqual([{ price: '99', volume: '2' }]);
    act(() => store.apply(depth('ETHUSDT', '98')));
    expect(result.current?.bids[0]?.price).toBe('98');
  });

  it('useLivePrices values each symbol at its own price, null until one arrives, stable while nothing changes', () => {
    const { store, wrapper } = connection();
    const { result } = renderHook(() => useLivePrices([' BTCUSDT', 'ethusdt', 'btcusdt ']), { wrapper });
    expect([...result.current]).toEqual([
      ['btcusdt', null],
      ['ethusdt', null],
    ]);
    act(() => store.apply(price('ETHUSDT', 3875.4)));
    expect(result.current.get('ethusdt')).toBe('3875.4');
    const snapshot = result.current;
    act(() => store.apply(price('SOLUSDT', 150)));
    expect(result.current).toBe(snapshot);
    act(() => store.apply(price('BTCUSDT', 104250.5)));
    expect(result.current.get('btcusdt')).toBe('104250.5');
    expect(result.current).not.toBe(snapshot);
  });

  it('useLivePrices of no symbols is empty and listens to nothing', () => {
    const { store, wrapper } = connection();
    const subscribe = vi.spyOn(store, 'subscribe');
    const { result } = renderHook(() => useLivePrices([]), { wrapper });
    expect(result.current.size).toBe(0);
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('useLivePrices stops listening when unmounted', () => {
    const { store, wrapper } = connection();
    const renders = vi.fn();
    const { unmount } = renderHook(
      () => {
        renders();
        return useLivePrices(['btcusdt']);
      },
      { wrapper },
    );
    unmount();
    const after = renders.mock.calls.length;
    act(() => store.apply(price('BTCUSDT', 1)));
    expect(renders.mock.calls.length).toBe(after);
  });

  it('useMarketStatus follows the socket; useMarketRetry asks it to try again', () => {
    const { setStatus, retry, wrapper, listeners } = connection();
    const { result, unmount } = renderHook(() => ({ status: useMarketStatus(), retry: useMarketRetry() }), { wrapper });
    expect(result.current.status).toBe('connecting');
    act(() => setStatus('paused'));
    expect(result.current.status).toBe('paused');
    result.current.retry?.();
    expect(retry).toHaveBeenCalledTimes(1);
    unmount();
    expect(listeners.size).toBe(0);
  });

  it('useMarketVersion: the first update at once, then at most one per interval (the latest at its end); nothing while disabled', () => {
    vi.useFakeTimers();
    try {
      const { store, wrapper } = connection();
      const { result, rerender } = renderHook(({ enabled }) => useMarketVersion(enabled, 3000), {
        wrapper,
        initialProps: { enabled: true },
      });
      expect(result.current.store).toBe(store);
      const first = result.current.version;
      // the first update: at once
      act(() => store.apply(price('BTCUSDT', 1)));
      const second = result.current.version;
      expect(second).toBeGreaterThan(first);
      // more within the interval: held
      act(() => store.apply(price('BTCUSDT', 2)));
      act(() => store.apply(price('BTCUSDT', 3)));
      elapse(2999);
      expect(result.current.version).toBe(second);
      // at its end: the latest
      elapse(1);
      expect(result.current.version).toBe(store.getVersion());
      expect(result.current.version).toBeGreaterThan(second);
      // an interval without updates ends quietly; the next update is taken at once again
      const third = result.current.version;
      elapse(3000);
      expect(result.current.version).toBe(third);
      act(() => store.apply(price('BTCUSDT', 4)));
      expect(result.current.version).toBe(store.getVersion());
      rerender({ enabled: false });
      expect(result.current.version).toBe(0);
      act(() => store.apply(price('BTCUSDT', 5)));
      elapse(10_000);
      expect(result.current.version).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('market hooks without a connection (signed out)', () => {
  it('know nothing, say disconnected and offer no retry', () => {
    const { result } = renderHook(() => ({
      ticker: useLiveTicker('btcusdt'),
      depth: useLiveDepth('btcusdt'),
      prices: useLivePrices(['btcusdt']),
      status: useMarketStatus(),
      retry: useMarketRetry(),
      version: useMarketVersion(true),
    }));
    expect(result.current).toEqual({
      ticker: undefined,
      depth: undefined,
      prices: new Map([['btcusdt', null]]),
      status: 'disconnected',
      retry: undefined,
      version: { store: undefined, version: 0 },
    });
  });
});

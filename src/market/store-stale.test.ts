import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MarketFrame } from './frames';
import { MarketStore } from './store';

const price = (code: string, value: number): MarketFrame => ({
  kind: 'price',
  frame: { cmd_id: 22998, data: { code, price: value } },
});
const candle = (timestamp: number, volume: string) => ({
  timestamp,
  open_price: '1',
  high_price: '1',
  low_price: '1',
  close_price: '1',
  volume,
});
const kline = (...list: ReturnType<typeof candle>[]): MarketFrame => ({
  kind: 'kline',
  frame: { kline_type: 1, code: 'BTCUSDT', kline_list: list },
});

describe('market store: stale quotes', () => {
  let now = 0;
  const market = () => new MarketStore({ schedule: (flush) => flush(), now: () => now });
  beforeEach(() => {
    now = 1_000_000;
  });
  afterEach(() => vi.useRealTimers());

  it('turns a quote stale once, telling its subscribers and the lists once', () => {
    const store = market();
    store.apply(price('BTCUSDT', 1));
    store.apply(price('ETHUSDT', 1));
    const btc = vi.fn();
    const all = vi.fn();
    store.subscribe('btcusdt', btc);
    store.subscribeAll(all);
    now += 30_000;
    store.checkStale();
    expect(store.get('btcusdt')?.status).toBe(-1);
    expect(store.get('ethusdt')?.status).toBe(-1);
    expect(btc).toHaveBeenCalledTimes(1);
    expect(all).toHaveBeenCalledTimes(1);
    now += 30_000;
    store.checkStale();
    expect(btc).toHaveBeenCalledTimes(1);
    expect(all).toHaveBeenCalledTimes(1);
  });

  it('a check that finds nothing stale tells nobody', () => {
    const store = market();
    store.apply(price('BTCUSDT', 1));
    const all = vi.fn();
    store.subscribeAll(all);
    const version = store.getVersion();
    now += 29_999;
    store.checkStale();
    expect(all).not.toHaveBeenCalled();
    expect(store.getVersion()).toBe(version);
  });

  it('honours its own staleness threshold and check interval', () => {
    vi.useFakeTimers();
    const store = new MarketStore({
      schedule: (flush) => flush(),
      now: () => Date.now(),
      staleAfterMs: 5_000,
      checkEveryMs: 1_000,
    });
    store.apply(price('BTCUSDT', 1));
    store.startWatchdog();
    vi.advanceTimersByTime(4_999);
    expect(store.get('btcusdt')?.status).toBe(1);
    vi.advanceTimersByTime(1_000);
    expect(store.get('btcusdt')?.status).toBe(-1);
    store.stopWatchdog();
  });

  it('runs one watchdog however often it is started, and none once stopped', () => {
    vi.useFakeTimers();
    const store = new MarketStore({ schedule: (flush) => flush(), now: () => Date.now() });
    const check = vi.spyOn(store, 'checkStale');
    store.stopWatchdog();
    store.startWatchdog();
    store.startWatchdog();
    vi.advanceTimersByTime(10_000);
    expect(check).toHaveBeenCalledTimes(1);
    store.stopWatchdog();
    vi.advanceTimersByTime(60_000);
    expect(check).toHaveBeenCalledTimes(1);
    store.startWatchdog();
    vi.advanceTimersByTime(10_000);
    expect(check).toHaveBeenCalledTimes(2);
    store.stopWatchdog();
  });
});

describe("market store: the feed's current minute", () => {
  const market = () => new MarketStore({ schedule: (flush) => flush() });

  it('takes a newer minute even with the same volume, and a quiet minute (volume 0)', () => {
    const store = market();
    store.apply(kline(candle(60, '2')));
    store.apply(kline(candle(120, '2')));
    expect(store.get('btcusdt')?.minute).toEqual({ time: 120, volume: 2 });
    store.apply(kline(candle(180, '0')));
    expect(store.get('btcusdt')?.minute).toEqual({ time: 180, volume: 0 });
  });

  it('a repeat of the same minute and volume tells nobody', () => {
    const store = market();
    store.apply(kline(candle(60, '2')));
    const listener = vi.fn();
    store.subscribe('btcusdt', listener);
    store.apply(kline(candle(60, '2')));
    expect(listener).not.toHaveBeenCalled();
    store.apply(kline(candle(60, '2.5')));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('passes over a volume that is negative or no number, and an empty list', () => {
    const store = market();
    store.apply(kline(candle(60, '2')));
    store.apply(kline(candle(120, '-1')));
    store.apply(kline(candle(180, 'n/a')));
    store.apply(kline());
    expect(store.get('btcusdt')?.minute).toEqual({ time: 60, volume: 2 });
  });
});

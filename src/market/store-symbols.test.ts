import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MarketFrame } from './frames';
import { MarketStore } from './store';

const price = (code: string, value: number): MarketFrame => ({
  kind: 'price',
  frame: { cmd_id: 22998, data: { code, price: value } },
});
/** A day candle as parseFrame lets it through: it checks open, high, low and close only. */
type Day = { open_price: string; high_price: string; low_price: string; close_price: string; volume?: string };
const day: Day = { open_price: '100', high_price: '110', low_price: '90', close_price: '105', volume: '5' };
const ticker = (...entries: { code: string; kline_data: Day[] }[]): MarketFrame =>
  ({ kind: 'ticker', frame: { data: entries } }) as unknown as MarketFrame;
/** A store that applies each frame at once. */
const store = () => new MarketStore({ schedule: (flush) => flush(), now: () => 5_000 });

describe('market store: symbols', () => {
  it('keys symbols by their lower-case code, whatever case or spaces the feed and the screens use', () => {
    const market = store();
    market.apply(price(' BTCUSDT ', 104250.5));
    expect(market.get('btcusdt')?.code).toBe('btcusdt');
    expect(market.get(' BtcUsdt')?.price).toBe('104250.5');
    expect(market.all().map((entry) => entry.code)).toEqual(['btcusdt']);
  });

  it('knows seeded symbols before any frame, stale and without figures, and never resets a known one', () => {
    const market = store();
    const listener = vi.fn();
    const all = vi.fn();
    market.subscribe('ethusdt', listener);
    market.subscribeAll(all);
    market.apply(price('BTCUSDT', 100));
    const version = market.getVersion();
    market.seed(['BTCUSDT', 'ETHUSDT']);
    expect(market.get('ethusdt')).toEqual({
      code: 'ethusdt',
      price: null,
      open: null,
      high: null,
      low: null,
      volume: null,
      changePercent: null,
      status: -1,
      priceAt: 0,
      decimals: 2,
      minute: null,
    });
    expect(market.get('btcusdt')).toMatchObject({ price: '100', status: 1 });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(market.getVersion()).toBeGreaterThan(version);
    expect(market.all()).toHaveLength(2);
    all.mockClear();
    market.seed(['btcusdt', 'ethusdt']);
    expect(all).not.toHaveBeenCalled();
  });

  it('a day figure for a symbol with no price yet keeps it stale', () => {
    const market = store();
    market.apply(ticker({ code: 'SOLUSDT', kline_data: [day] }));
    expect(market.get('solusdt')).toMatchObject({
      open: '100',
      high: '110',
      low: '90',
      volume: '5',
      price: null,
      status: -1,
      changePercent: null,
    });
  });

  it('takes each symbol of a ticker frame, passing over one without a day candle and unreadable figures', () => {
    const market = store();
    market.apply(
      ticker(
        { code: 'XAUUSD', kline_data: [] },
        { code: 'ETHUSDT', kline_data: [{ ...day, volume: undefined, high_price: 'n/a' }] },
        { code: 'BTCUSDT', kline_data: [day] },
      ),
    );
    expect(market.get('xauusd')).toBeUndefined();
    expect(market.get('ethusdt')).toMatchObject({ open: '100', high: null, low: '90', volume: null });
    expect(market.get('btcusdt')?.open).toBe('100');
  });
});

describe('market store: the precision each instrument shows', () => {
  it('is as many decimals as its prices have shown, at least two and at most eight, and only grows', () => {
    const market = store();
    market.apply(price('XAGUSD', 30));
    expect(market.get('xagusd')?.decimals).toBe(2);
    market.apply(price('XAGUSD', 2.419));
    expect(market.get('xagusd')?.decimals).toBe(3);
    market.apply(price('XAGUSD', 2.4245));
    expect(market.get('xagusd')?.decimals).toBe(4);
    market.apply(price('XAGUSD', 2.5));
    expect(market.get('xagusd')?.decimals).toBe(4);
    market.apply(price('XAGUSD', 0.000012345678));
    expect(market.get('xagusd')?.decimals).toBe(8);
  });

  it('counts no digits in a tiny price written with an exponent', () => {
    const market = store();
    market.apply(price('SHIBUSDT', 1.2345e-7));
    expect(market.get('shibusdt')).toMatchObject({ price: '1.2345e-7', decimals: 2 });
  });

  it('grows with the day open, high and low too, and a closed (zero) price changes nothing', () => {
    const market = store();
    market.apply(price('EURUSD', 1.08));
    market.apply(
      ticker({ code: 'EURUSD', kline_data: [{ ...day, open_price: '1.0812', high_price: '1.08', low_price: '1.07' }] }),
    );
    expect(market.get('eurusd')?.decimals).toBe(4);
    market.apply(
      ticker({ code: 'EURUSD', kline_data: [{ ...day, open_price: '1.1', high_price: '1.123456', low_price: '1.1' }] }),
    );
    expect(market.get('eurusd')?.decimals).toBe(6);
    market.apply(
      ticker({
        code: 'EURUSD',
        kline_data: [{ ...day, open_price: '1.1', high_price: '1.2', low_price: '1.1234567' }],
      }),
    );
    expect(market.get('eurusd')?.decimals).toBe(7);
    market.apply(price('EURUSD', 0));
    expect(market.get('eurusd')?.decimals).toBe(7);
  });

  it('starts at two for a symbol whose day figures are whole or unreadable', () => {
    const market = store();
    market.apply(
      ticker({ code: 'SPX', kline_data: [{ ...day, open_price: 'n/a', high_price: '5000', low_price: '4900' }] }),
    );
    expect(market.get('spx')?.decimals).toBe(2);
  });
});

describe('market store: subscribers', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('notifies every subscriber of a symbol, and stops notifying one that left', () => {
    const market = store();
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = market.subscribe('btcusdt', first);
    market.subscribe('BTCUSDT', second);
    market.apply(price('BTCUSDT', 1));
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([1, 1]);
    stopFirst();
    market.apply(price('BTCUSDT', 2));
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([1, 2]);
  });

  it('list subscribers hear every change until they leave; the version grows with each', () => {
    const market = store();
    const all = vi.fn();
    const stop = market.subscribeAll(all);
    const start = market.getVersion();
    market.apply(price('BTCUSDT', 1));
    market.apply(price('ETHUSDT', 1));
    expect(all).toHaveBeenCalledTimes(2);
    expect(market.getVersion()).toBe(start + 2);
    stop();
    market.apply(price('BTCUSDT', 2));
    expect(all).toHaveBeenCalledTimes(2);
  });

  it('pings, ignored frames and unusable candles notify nobody', () => {
    const market = store();
    const all = vi.fn();
    market.subscribeAll(all);
    const version = market.getVersion();
    market.apply({ kind: 'ping' });
    market.apply({ kind: 'ignored' });
    market.apply({ kind: 'kline', frame: { kline_type: 1, code: 'BTCUSDT', kline_list: [] } });
    expect(all).not.toHaveBeenCalled();
    expect(market.getVersion()).toBe(version);
  });

  it('by default applies frames on the next animation frame, or 16 ms later where there is none', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const painted = new MarketStore();
    painted.apply(price('BTCUSDT', 1));
    expect(painted.get('btcusdt')).toBeUndefined();
    expect(frames).toHaveLength(1);
    frames[0]!(0);
    expect(painted.get('btcusdt')?.price).toBe('1');
    vi.stubGlobal('requestAnimationFrame', undefined);
    const headless = new MarketStore();
    headless.apply(price('BTCUSDT', 2));
    vi.advanceTimersByTime(15);
    expect(headless.get('btcusdt')).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(headless.get('btcusdt')?.price).toBe('2');
    vi.useRealTimers();
  });

  it('asks for one flush per burst, however many frames arrive before it', () => {
    const flushes: (() => void)[] = [];
    const market = new MarketStore({ schedule: (flush) => flushes.push(flush) });
    for (let i = 1; i <= 50; i += 1) market.apply(price('BTCUSDT', i));
    expect(flushes).toHaveLength(1);
    flushes[0]!();
    expect(market.get('btcusdt')?.price).toBe('50');
    market.apply(price('BTCUSDT', 51));
    expect(flushes).toHaveLength(2);
  });
});

import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { MarketFrame } from './frames';
import { changePercent, MarketStore } from './store';

const price = (code: string, value: number): MarketFrame => ({
  kind: 'price',
  frame: { cmd_id: 22998, data: { code, price: value } },
});
const ticker = (code: string, open: string): MarketFrame => ({
  kind: 'ticker',
  frame: {
    data: [
      {
        code,
        kline_data: [
          { open_price: open, high_price: '110', low_price: '90', close_price: '100', volume: '5', timestamp: 1 },
        ],
      },
    ],
  },
});

const manual = () => {
  let pending: (() => void) | null = null;
  let time = 1_000_000;
  // a clock that stands still: no flush here runs out of its time budget (store-budget.test.ts)
  const store = new MarketStore({ schedule: (flush) => (pending = flush), now: () => time, clock: () => 0 });
  return {
    store,
    frame: () => {
      const run = pending;
      pending = null;
      run?.();
    },
    advance: (ms: number) => (time += ms),
  };
};

describe('market store', () => {
  it('applies a burst of frames once per animation frame and notifies each subscriber once', () => {
    const { store, frame } = manual();
    const btc = vi.fn();
    const eth = vi.fn();
    store.subscribe('BTCUSDT', btc);
    store.subscribe('ethusdt', eth);
    for (let i = 1; i <= 500; i += 1) store.apply(price('BTCUSDT', 100 + i));
    expect(btc).not.toHaveBeenCalled();
    frame();
    expect(btc).toHaveBeenCalledTimes(1);
    expect(eth).not.toHaveBeenCalled();
    expect(store.get('btcusdt')?.price).toBe('600');
  });

  it('computes change % honestly from the day open and the last price', () => {
    const { store, frame } = manual();
    store.apply(ticker('BTCUSDT', '100'));
    store.apply(price('BTCUSDT', 103.5));
    frame();
    expect(store.get('BTCUSDT')).toMatchObject({ open: '100', price: '103.5', changePercent: '3.50', status: 1 });
    store.apply(price('BTCUSDT', 99.25));
    frame();
    expect(store.get('BTCUSDT')?.changePercent).toBe('-0.75');
  });

  it('has no change figure without a day open', () => {
    const { store, frame } = manual();
    store.apply(price('SOLUSDT', 150));
    frame();
    expect(store.get('solusdt')?.changePercent).toBeNull();
    expect(changePercent('1', '0')).toBeNull();
  });

  it('keeps change % exact for any price and open (no float drift)', () => {
    for (let i = 0; i < 2000; i += 1) {
      const open = (1 + ((i * 7919) % 100000) / 1000).toFixed(3);
      const last = (Number(open) * (0.9 + ((i * 104729) % 2000) / 10000)).toFixed(3);
      const expected = ((Number(last) - Number(open)) / Number(open)) * 100;
      expect(Math.abs(Number(changePercent(last, open)) - expected)).toBeLessThanOrEqual(0.005 + 1e-9);
    }
  });

  it('rounds change % half away from zero to cents exactly, against an integer oracle', () => {
    // prices as integers of 1e-8; the oracle works in hundredths of a percent
    const scaled = fc.bigInt({ min: 1n, max: 10n ** 15n });
    const text = (value: bigint): string => {
      const digits = value.toString().padStart(9, '0');
      return `${digits.slice(0, -8)}.${digits.slice(-8)}`;
    };
    const oracle = (last: bigint, open: bigint): string => {
      const numerator = (last - open) * 10_000n;
      const negative = numerator < 0n;
      const magnitude = negative ? -numerator : numerator;
      let hundredths = magnitude / open;
      if ((magnitude % open) * 2n >= open) hundredths += 1n;
      const whole = (hundredths / 100n).toString();
      const cents = (hundredths % 100n).toString().padStart(2, '0');
      return `${negative && hundredths > 0n ? '-' : ''}${whole}.${cents}`;
    };
    fc.assert(
      fc.property(scaled, scaled, (last, open) => {
        expect(changePercent(text(last), text(open))).toBe(oracle(last, open));
      }),
      { numRuns: 5_000 },
    );
    // the half-way points themselves, and values just below them
    expect(changePercent('100.005', '100')).toBe('0.01');
    expect(changePercent('100.00499999', '100')).toBe('0.00');
    expect(changePercent('99.995', '100')).toBe('-0.01');
    expect(changePercent('99.99500001', '100')).toBe('0.00');
  });

  it('marks a symbol stale after 30 s without a price frame, and live again on the next one', () => {
    const { store, frame, advance } = manual();
    store.apply(price('XAUUSD', 2400));
    frame();
    advance(29_999);
    store.checkStale();
    expect(store.get('xauusd')?.status).toBe(1);
    advance(1);
    store.checkStale();
    expect(store.get('xauusd')?.status).toBe(-1);
    store.apply(price('XAUUSD', 2401));
    frame();
    expect(store.get('xauusd')?.status).toBe(1);
  });

  it('treats a zero price as closed and keeps the last known price', () => {
    const { store, frame } = manual();
    store.apply(price('AAPL', 230));
    store.apply(price('AAPL', 0));
    frame();
    expect(store.get('aapl')).toMatchObject({ price: '230', status: -1 });
  });

  it('checks staleness every 10 s once the watchdog runs', () => {
    vi.useFakeTimers();
    const store = new MarketStore({ schedule: (flush) => flush(), now: () => Date.now() });
    store.startWatchdog();
    vi.advanceTimersByTime(5_000);
    store.apply(price('EURUSD', 1.08)); // last price at 5 s
    vi.advanceTimersByTime(25_000); // checks at 10, 20, 30 s: silent for 25 s at most
    expect(store.get('eurusd')?.status).toBe(1);
    vi.advanceTimersByTime(10_000); // check at 40 s: silent for 35 s
    expect(store.get('eurusd')?.status).toBe(-1);
    store.stopWatchdog();
    vi.useRealTimers();
  });

  it('keeps the feed’s current one-minute candle (its volume), never an older one', () => {
    const store = new MarketStore({ schedule: (flush) => flush() });
    const candle = (timestamp: number, volume: string) => ({
      timestamp,
      open_price: '1',
      high_price: '1',
      low_price: '1',
      close_price: '1',
      volume,
    });
    const kline = (list: ReturnType<typeof candle>[]): MarketFrame => ({
      kind: 'kline',
      frame: { kline_type: 1, code: 'BTCUSDT', kline_list: list },
    });
    // The list's last element is the current candle.
    store.apply(kline([candle(1_790_850_540, '9'), candle(1_790_850_600, '0.42')]));
    expect(store.get('btcusdt')?.minute).toEqual({ time: 1_790_850_600, volume: 0.42 });
    store.apply(kline([candle(1_790_850_540, '9.5')]));
    expect(store.get('btcusdt')?.minute).toEqual({ time: 1_790_850_600, volume: 0.42 });
    store.apply(kline([candle(1_790_850_600, '1.25')]));
    expect(store.get('btcusdt')?.minute).toEqual({ time: 1_790_850_600, volume: 1.25 });
  });

  it('keeps the latest order book per symbol', () => {
    const { store, frame } = manual();
    const listener = vi.fn();
    store.subscribeDepth('btcusdt', listener);
    store.apply({
      kind: 'depth',
      frame: {
        cmd_id: 22999,
        data: { code: 'BTCUSDT', asks: [{ price: '101', volume: '2' }], bids: [{ price: '99', volume: 1 }] },
      },
    });
    frame();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getDepth('BTCUSDT')?.asks[0]?.price).toBe('101');
  });
});

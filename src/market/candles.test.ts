import { describe, expect, it } from 'vitest';
import { applyTick, movingAverage, periodStart, PERIODS, toBars, type Bar } from './candles';

const at = (iso: string) => Date.parse(iso) / 1000;

describe('candle periods', () => {
  it('aligns times to the start of their period in UTC', () => {
    const t = at('2026-11-19T10:37:42Z'); // a Thursday
    expect(periodStart('1min', t)).toBe(at('2026-11-19T10:37:00Z'));
    expect(periodStart('5min', t)).toBe(at('2026-11-19T10:35:00Z'));
    expect(periodStart('30min', t)).toBe(at('2026-11-19T10:30:00Z'));
    expect(periodStart('1hour', t)).toBe(at('2026-11-19T10:00:00Z'));
    expect(periodStart('1day', t)).toBe(at('2026-11-19T00:00:00Z'));
    expect(periodStart('1week', t)).toBe(at('2026-11-16T00:00:00Z')); // Monday
    expect(periodStart('1mon', t)).toBe(at('2026-11-01T00:00:00Z'));
  });

  it('is idempotent and never in the future for every period', () => {
    for (const period of PERIODS) {
      for (let i = 0; i < 500; i += 1) {
        const t = 1_700_000_000 + i * 7919;
        const start = periodStart(period, t);
        expect(start).toBeLessThanOrEqual(t);
        expect(periodStart(period, start)).toBe(start);
      }
    }
  });
});

describe('bars', () => {
  it('reads the service candles in time order, without duplicates or garbage', () => {
    const bars = toBars([
      { timestamp: 120, open_price: '2', high_price: '3', low_price: '1', close_price: '2.5', volume: '10' },
      { timestamp: 60, open_price: '1', high_price: '2', low_price: '1', close_price: '2', volume: '5' },
      { timestamp: 120, open_price: '2', high_price: '4', low_price: '1', close_price: '3', volume: '12' },
      { timestamp: 180, open_price: 'x', high_price: '4', low_price: '1', close_price: '3', volume: '1' },
    ]);
    expect(bars.map((bar) => [bar.time, bar.close, bar.volume])).toEqual([
      [60, 2, 5],
      [120, 3, 12],
    ]);
  });

  it('moves the current bar with live prices and opens the next at the boundary', () => {
    const bars: Bar[] = [{ time: 60, open: 10, high: 11, low: 9, close: 10, volume: 1 }];
    expect(applyTick(bars, '1min', 12, 90)).toMatchObject({ time: 60, high: 12, close: 12 });
    expect(applyTick(bars, '1min', 8, 100)).toMatchObject({ time: 60, low: 8, close: 8 });
    expect(applyTick(bars, '1min', 9, 125)).toMatchObject({ time: 120, open: 8, high: 9, low: 8, close: 9 });
    expect(bars).toHaveLength(2);
    expect(applyTick(bars, '1min', 50, 61)).toBeNull(); // out of order: dropped
    expect(applyTick(bars, '1min', 0, 130)).toBeNull(); // closed market
    expect(bars).toHaveLength(2);
  });

  it('opens the first bar at the first price, and a new bar from the last close whichever way the price went', () => {
    const bars: Bar[] = [];
    expect(applyTick(bars, '5min', 7, 610)).toEqual({ time: 600, open: 7, high: 7, low: 7, close: 7, volume: 0 });
    expect(applyTick(bars, '5min', 5, 900)).toEqual({ time: 900, open: 7, high: 7, low: 5, close: 5, volume: 0 });
    expect(bars).toHaveLength(2);
  });

  it('averages closes over a window', () => {
    const bars = [1, 2, 3, 4, 5].map((close, index) => ({
      time: index,
      open: close,
      high: close,
      low: close,
      close,
      volume: 0,
    }));
    expect(movingAverage(bars, 3)).toEqual([
      { time: 2, value: 2 },
      { time: 3, value: 3 },
      { time: 4, value: 4 },
    ]);
    expect(movingAverage(bars, 6)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import type { Bar } from '../../market/candles';
import { LiveMacd, macdAt, macdSeries } from './macd';

const T0 = Date.UTC(2026, 10, 22, 12, 0) / 1000;
const bars = (closes: readonly number[]): Bar[] =>
  closes.map((close, index) => ({ time: T0 + index * 60, open: close, high: close, low: close, close, volume: 1 }));

/**
 * MACD(2, 3, 2) of the closes 1, 2, 4, 3, 5, worked out by hand in fractions:
 * EMA2 (α = 2/3) from the average of 1 and 2: 3/2, 19/6, 55/18, 235/54;
 * EMA3 (α = 1/2) from the average of 1, 2 and 4: 7/3, 8/3, 23/6;
 * MACD = EMA2 − EMA3: 5/6, 7/18, 14/27;
 * signal (α = 2/3) from the average of 5/6 and 7/18: 11/18, then 89/162;
 * histogram = MACD − signal: −4/18, −5/162.
 */
const SMALL = { fast: 2, slow: 3, signal: 2 };

describe('MACD', () => {
  it('matches the hand-worked MACD(2, 3, 2) of a short series', () => {
    const points = macdSeries(bars([1, 2, 4, 3, 5]), SMALL);
    expect(points.map((point) => point.time)).toEqual([T0 + 120, T0 + 180, T0 + 240]);
    expect(points[0]!.macd).toBeCloseTo(5 / 6, 12);
    expect(points[0]!.signal).toBeUndefined();
    expect(points[0]!.histogram).toBeUndefined();
    expect(points[1]!.macd).toBeCloseTo(7 / 18, 12);
    expect(points[1]!.signal).toBeCloseTo(11 / 18, 12);
    expect(points[1]!.histogram).toBeCloseTo(-4 / 18, 12);
    expect(points[2]!.macd).toBeCloseTo(14 / 27, 12);
    expect(points[2]!.signal).toBeCloseTo(89 / 162, 12);
    expect(points[2]!.histogram).toBeCloseTo(-5 / 162, 12);
  });

  it('draws MACD(12, 26, 9) from the 26th bar and its signal from the 34th', () => {
    const points = macdSeries(bars(Array.from({ length: 40 }, (_, index) => 100 + index)));
    expect(points).toHaveLength(15);
    expect(points[0]!.time).toBe(T0 + 25 * 60);
    expect(points.filter((point) => point.signal !== undefined)).toHaveLength(7);
    expect(macdSeries(bars(Array.from({ length: 25 }, () => 100)))).toEqual([]);
  });

  it('reads 7 on a steady rise of 1 a bar, and 0 on a flat market', () => {
    // On a line rising by 1 a bar, an EMA started from its window's average lags by (length − 1) / 2:
    // EMA12 = close − 5.5 and EMA26 = close − 12.5, so MACD = 7, the signal 7 and the histogram 0.
    for (const point of macdSeries(bars(Array.from({ length: 60 }, (_, index) => 1000 + index)))) {
      expect(point.macd).toBeCloseTo(7, 9);
      if (point.signal !== undefined) {
        expect(point.signal).toBeCloseTo(7, 9);
        expect(point.histogram).toBeCloseTo(0, 9);
      }
    }
    const flat = macdSeries(bars(Array.from({ length: 40 }, () => 96_500.25))).at(-1)!;
    expect(flat.macd).toBeCloseTo(0, 9);
    expect(flat.histogram).toBeCloseTo(0, 9);
  });

  it('turns the histogram negative when the market turns down', () => {
    const rise = Array.from({ length: 40 }, (_, index) => 100 + index);
    const fall = Array.from({ length: 10 }, (_, index) => 139 - 3 * (index + 1));
    expect(macdSeries(bars([...rise, ...fall])).at(-1)!.histogram).toBeLessThan(0);
  });

  it('reads the point of the bar under the crosshair', () => {
    const history = bars([1, 2, 4, 3, 5]);
    expect(macdAt(history, T0 + 180, SMALL)?.macd).toBeCloseTo(7 / 18, 12);
    expect(macdAt(history, T0 + 60, SMALL)).toBeNull();
    expect(macdAt(history, T0 + 999, SMALL)).toBeNull();
  });

  it('follows the live bar: the same values as a full recount, for a moved close and a new bar', () => {
    const history = bars(Array.from({ length: 45 }, (_, index) => 100 + Math.sin(index / 3) * 5));
    const live = new LiveMacd();
    expect(live.last(history)).toEqual(macdSeries(history).at(-1));
    // the newest bar moves
    history[history.length - 1] = { ...history[history.length - 1]!, close: 120 };
    expect(live.last(history)).toEqual(macdSeries(history).at(-1));
    // the next bar opens
    history.push({ time: T0 + 45 * 60, open: 120, high: 121, low: 120, close: 121, volume: 0 });
    expect(live.last(history)).toEqual(macdSeries(history).at(-1));
    // another history (a new period) starts again
    const other = bars(Array.from({ length: 30 }, (_, index) => 50 + index)).map((bar) => ({
      ...bar,
      time: bar.time + 7,
    }));
    expect(live.last(other)).toEqual(macdSeries(other).at(-1));
    expect(new LiveMacd().last([])).toBeNull();
  });
});

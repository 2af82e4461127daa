import { describe, expect, it } from 'vitest';
import { toBars } from '../../market/candles';
import {
  LiveCandles,
  averagesAt,
  axisPriceFormatter,
  lastAverage,
  legendItems,
  minMove,
  priceDecimals,
  tickMarkFormatter,
} from './chart-data';

const candle = (timestamp: number, close: string, open = close) => ({
  timestamp,
  open_price: open,
  high_price: close > open ? close : open,
  low_price: close < open ? close : open,
  close_price: close,
  volume: '1.5',
});

/** Three closed one-minute candles and the current one (12:03 UTC). */
const T0 = Date.UTC(2026, 10, 22, 12, 0) / 1000;
const history = () =>
  toBars([candle(T0, '100.10'), candle(T0 + 60, '100.20'), candle(T0 + 120, '100.30'), candle(T0 + 180, '100.40')]);

describe('chart data', () => {
  it('reads the price precision from the candles', () => {
    expect(priceDecimals([candle(T0, '96812.40'), candle(T0 + 60, '96841.7')])).toBe(2);
    expect(priceDecimals([candle(T0, '1.16420')])).toBe(5);
    expect(priceDecimals([candle(T0, '47150')])).toBe(0);
    expect(priceDecimals([])).toBe(2);
    expect(minMove(2)).toBe(0.01);
    expect(minMove(5)).toBe(0.00001);
    expect(minMove(0)).toBe(1);
  });

  it('labels the price axis in the interface language, with the symbol’s precision', () => {
    expect(axisPriceFormatter('vi-VN', 2)(97000)).toBe('97.000,00');
    expect(axisPriceFormatter('en-US', 2)(97000)).toBe('97,000.00');
    expect(axisPriceFormatter('de-DE', 5)(1.0843)).toBe('1,08430');
    // the MACD pane's negative values: a minus sign, never a hyphen, and no sign on a shown zero
    expect(axisPriceFormatter('vi-VN', 2)(-12.5)).toBe('−12,50');
    expect(axisPriceFormatter('en-US', 2)(-0.004)).toBe('0.00');
  });

  it('reads open, high, low, close, volume and the moving averages of the bar under the crosshair', () => {
    const bars = toBars(Array.from({ length: 6 }, (_, index) => candle(T0 + index * 60, String(100 + index))));
    const labels = {
      open: 'O',
      high: 'H',
      low: 'L',
      close: 'C',
      volume: 'V',
      ma: { 5: 'MA5', 10: 'MA10', 30: 'MA30' },
      macd: { macd: 'MACD', signal: 'Signal', histogram: 'Hist' },
    };
    const format = {
      price: axisPriceFormatter('vi-VN', 2),
      volume: (value: number) => new Intl.NumberFormat('vi-VN').format(value),
    };
    const items = legendItems(bars[5]!, averagesAt(bars, T0 + 300), labels, format);
    expect(items.map((item) => `${item.label} ${item.value}`)).toEqual([
      'O 105,00',
      'H 105,00',
      'L 105,00',
      'C 105,00',
      'V 1,5',
      'MA5 103,00', // (101 + … + 105) / 5
      'MA10 —',
      'MA30 —',
    ]);
    expect(averagesAt(bars, T0 + 180).get(5)).toBeUndefined();

    // With MACD on: its line, signal and histogram follow; a dash where a line has too few bars.
    const withMacd = legendItems(bars[5]!, averagesAt(bars, T0 + 300), labels, format, {
      time: T0 + 300,
      macd: 1.5,
      signal: undefined,
      histogram: undefined,
    });
    expect(withMacd.slice(-3).map((item) => `${item.label} ${item.value}`)).toEqual([
      'MACD 1,50',
      'Signal —',
      'Hist —',
    ]);
    expect(
      legendItems(bars[5]!, averagesAt(bars, T0 + 300), labels, format, null)
        .slice(-3)
        .map((item) => item.value),
    ).toEqual(['—', '—', '—']);
  });

  it('folds a live price into the current bar', () => {
    const live = new LiveCandles(history(), '1min');
    const bar = live.fold('100.90', (T0 + 200) * 1000);
    expect(bar).toEqual({ time: T0 + 180, open: 100.4, high: 100.9, low: 100.4, close: 100.9, volume: 1.5 });
    expect(live.bars).toHaveLength(4);
    expect(live.fold('100.00', (T0 + 210) * 1000)).toMatchObject({ time: T0 + 180, high: 100.9, low: 100, close: 100 });
  });

  it('opens the next bar at the period boundary, from the last close', () => {
    const live = new LiveCandles(history(), '1min');
    const bar = live.fold('101', (T0 + 240) * 1000);
    expect(bar).toEqual({ time: T0 + 240, open: 100.4, high: 101, low: 100.4, close: 101, volume: 0 });
    expect(live.bars).toHaveLength(5);
  });

  it('gives the live candle the volume of the feed’s kline push, never 0', () => {
    const live = new LiveCandles(history(), '1min', (T0 + 190) * 1000);
    // The next minute opens from a price; its volume comes from the kline push of that minute.
    expect(live.fold('101', (T0 + 241) * 1000)).toMatchObject({ time: T0 + 240, volume: 0 });
    expect(live.foldVolume(T0 + 240, 0.42)).toMatchObject({ time: T0 + 240, close: 101, volume: 0.42 });
    expect(live.foldVolume(T0 + 240, 0.9)).toMatchObject({ volume: 0.9 });
    // A push of an older minute moves nothing.
    expect(live.foldVolume(T0 + 180, 3)).toBeNull();
    expect(live.bars.map((bar) => bar.volume)).toEqual([1.5, 1.5, 1.5, 1.5, 0.9]);
  });

  it('adds the live minutes up on a longer candle, on top of what the history counted', () => {
    // A 5-minute candle received at 12:03:10 with volume 1.5 (12:00 to 12:03:10 so far).
    const live = new LiveCandles(toBars([candle(T0, '100.10')]), '5min', (T0 + 190) * 1000);
    // 12:03 was running when the history came: only what it gains from now on is new.
    expect(live.foldVolume(T0 + 180, 0.3)).toBeNull();
    expect(live.foldVolume(T0 + 180, 0.5)).toMatchObject({ time: T0, volume: 1.7 });
    // 12:04 is all new.
    expect(live.foldVolume(T0 + 240, 0.25)).toMatchObject({ time: T0, volume: 1.95 });
    // 12:05 belongs to the next candle, which a price opens.
    expect(live.foldVolume(T0 + 300, 0.1)).toBeNull();
    expect(live.fold('100.2', (T0 + 301) * 1000)).toMatchObject({ time: T0 + 300, volume: 0 });
    expect(live.foldVolume(T0 + 300, 0.1)).toMatchObject({ time: T0 + 300, volume: 0.1 });
  });

  it('drops an update that is not newer than the last one folded, or older than the history', () => {
    const live = new LiveCandles(history(), '1min', (T0 + 190) * 1000);
    expect(live.fold('99', (T0 + 185) * 1000)).toBeNull();
    expect(live.fold('99', (T0 + 190) * 1000)).toBeNull();
    expect(live.fold('101', (T0 + 195) * 1000)).not.toBeNull();
    expect(live.fold('102', (T0 + 195) * 1000)).toBeNull();
    expect(live.fold('102', (T0 + 194) * 1000)).toBeNull();
    expect(live.fold(null, (T0 + 196) * 1000)).toBeNull();
    expect(live.bars.at(-1)?.close).toBe(101);

    const late = new LiveCandles(history(), '5min');
    // A 5-minute chart whose last bar starts at 12:00: a price stamped 11:59 cannot be drawn.
    expect(late.fold('100', (T0 - 60) * 1000)).toBeNull();
  });

  it('does not change the history it was given', () => {
    const bars = history();
    const live = new LiveCandles(bars, '1min');
    live.fold('150', (T0 + 200) * 1000);
    expect(bars.at(-1)?.close).toBe(100.4);
  });

  it('keeps the moving averages current with the newest bar', () => {
    const live = new LiveCandles(history(), '1min');
    expect(lastAverage(live.bars, 5)).toBeNull();
    expect(lastAverage(live.bars, 3)?.value).toBeCloseTo(100.3, 10);
    live.fold('101.30', (T0 + 200) * 1000);
    // (100.20 + 100.30 + 101.30) / 3
    expect(lastAverage(live.bars, 3)).toEqual({ time: T0 + 180, value: expect.closeTo(100.6, 10) as number });
    expect(live.averages().get(5)).toBeNull();
  });
});

describe('tickMarkFormatter', () => {
  // 2026-03-07 09:05:30 as the chart holds it (already shifted to the device's zone, read as UTC)
  const time = Date.UTC(2026, 2, 7, 9, 5, 30) / 1000;

  it('labels each kind of mark in the interface language, in 24-hour time', () => {
    const en = tickMarkFormatter('en-US');
    expect(en(time, 0)).toBe('2026');
    expect(en(time, 1)).toBe('Mar');
    expect(en(time, 2)).toBe('7');
    expect(en(time, 3)).toBe('09:05');
    expect(en(time, 4)).toBe('09:05:30');
    expect(tickMarkFormatter('de-DE')(time, 1)).toBe('Mär');
  });

  it('reads the time as it is, whatever the device zone', () => {
    expect(tickMarkFormatter('en-US')(Date.UTC(2026, 0, 1, 0, 0) / 1000, 3)).toBe('00:00');
  });

  it("leaves what it cannot read to the library's own labels", () => {
    const en = tickMarkFormatter('en-US');
    expect(en({ year: 2026, month: 3, day: 7 }, 2)).toBeNull();
    expect(en(time, 9)).toBeNull();
  });
});

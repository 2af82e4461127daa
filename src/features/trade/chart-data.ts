import type { Candle } from '../../api/generated/model';
import { applyTick, movingAverage, type Bar, type Period } from '../../market/candles';

/** The moving averages drawn over the candles. */
export const MA_LENGTHS = [5, 10, 30] as const;

/** Their colours (theme palette tokens), for light and dark mode. */
export const MA_TOKENS: Record<(typeof MA_LENGTHS)[number], [light: string, dark: string]> = {
  5: ['yellow.500', 'yellow.300'],
  10: ['purple.500', 'purple.300'],
  30: ['blue.500', 'blue.300'],
};

const MAX_DECIMALS = 8;

const decimalsOf = (text: string): number => {
  const fraction = text.trim().split('.')[1] ?? '';
  return /^\d+$/.test(fraction) ? fraction.length : 0;
};

/**
 * How many decimals the symbol's prices carry, read from the candles the service sent (the most
 * any recent price uses, at most eight); two when there is nothing to read.
 */
export const priceDecimals = (candles: readonly Candle[]): number => {
  if (candles.length === 0) return 2;
  let decimals = 0;
  for (const candle of candles.slice(-50)) {
    for (const price of [candle.open_price, candle.high_price, candle.low_price, candle.close_price]) {
      decimals = Math.max(decimals, decimalsOf(String(price)));
    }
  }
  return Math.min(MAX_DECIMALS, decimals);
};

/** The smallest price step for a precision (0.01 for two decimals). */
export const minMove = (decimals: number): number => Number((10 ** -decimals).toFixed(decimals));

/** The last point of a moving average, or null while there are fewer bars than its length. */
export const lastAverage = (bars: readonly Bar[], length: number): { time: number; value: number } | null =>
  bars.length < length ? null : (movingAverage(bars.slice(-length), length)[0] ?? null);

/**
 * The bars of one symbol and period, moved by live prices. Each price update of the store (its
 * price and the time it arrived) is folded into the current bar, or opens the next one at the
 * period boundary. An update not newer than the last one folded, or older than the last bar, is
 * dropped: a chart cannot rewrite history. Numbers here are for drawing only.
 */
export class LiveCandles {
  readonly bars: Bar[];
  private readonly period: Period;
  private lastAt: number;

  /** `sinceMs`: when the history was received; prices from before it are already in its bars. */
  constructor(bars: readonly Bar[], period: Period, sinceMs = 0) {
    this.bars = bars.map((bar) => ({ ...bar }));
    this.period = period;
    this.lastAt = sinceMs;
  }

  /** Folds a price that arrived at `atMs`; returns the bar to draw, or null when dropped. */
  fold(price: string | null | undefined, atMs: number): Bar | null {
    if (price === null || price === undefined || atMs <= this.lastAt) return null;
    const bar = applyTick(this.bars, this.period, Number(price), Math.floor(atMs / 1000));
    if (bar) this.lastAt = atMs;
    return bar;
  }

  /** The current point of each moving average (after a fold), keyed by length. */
  averages(): Map<number, { time: number; value: number } | null> {
    return new Map(MA_LENGTHS.map((length) => [length, lastAverage(this.bars, length)]));
  }
}

import type { Candle } from '../../api/generated/model';
import { applyTick, movingAverage, periodStart, type Bar, type Period } from '../../market/candles';
import type { MacdPoint } from './macd';

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

/**
 * The chart's price labels in the interface language (97.000,00 in vi, 97,000.00 in en), with the
 * symbol's precision: the chart library's own formatter knows no locale.
 */
export const axisPriceFormatter = (locale: string, precision: number): ((price: number) => string) => {
  const format = new Intl.NumberFormat(locale, { minimumFractionDigits: precision, maximumFractionDigits: precision });
  return (price) => {
    const text = format.format(price);
    // negative values (the MACD pane) take the minus sign every signed figure of the app has, and a
    // value that shows as zero has no sign
    return text.replace(/^-/, /[1-9]/.test(text) ? '−' : '');
  };
};

/**
 * The time axis' labels, one `Intl.DateTimeFormat` per kind of mark made once per language (the
 * library's own formatter builds one for every label it draws). Bars' times are already shifted to
 * the device's zone, so they are read as UTC. Kinds, as the library numbers them: 0 year, 1 month,
 * 2 day of the month, 3 time, 4 time with seconds.
 */
export const tickMarkFormatter = (locale: string): ((time: unknown, kind: number) => string | null) => {
  const options: Intl.DateTimeFormatOptions[] = [
    { year: 'numeric' },
    { month: 'short' },
    { day: 'numeric' },
    { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
    { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' },
  ];
  const formats = options.map((option) => new Intl.DateTimeFormat(locale, { ...option, timeZone: 'UTC' }));
  return (time, kind) => {
    const format = formats[kind];
    return typeof time === 'number' && format ? format.format(time * 1000) : null;
  };
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
  private readonly sinceMs: number;
  /** The newest history bar as received: its volume already counts the minutes before `sinceMs`. */
  private readonly received: Bar | undefined;
  /** The live minutes seen, by start: their volume and what of it the history already counted. */
  private readonly minutes = new Map<number, { volume: number; counted: number }>();

  /** `sinceMs`: when the history was received; prices from before it are already in its bars. */
  constructor(bars: readonly Bar[], period: Period, sinceMs = 0) {
    // a live price replaces the newest bar or adds one, never changes a bar in place: the history's
    // own array stays as it came
    this.bars = bars.slice();
    this.period = period;
    this.lastAt = sinceMs;
    this.sinceMs = sinceMs;
    this.received = this.bars[this.bars.length - 1];
  }

  /**
   * Folds the feed's current one-minute candle volume (the socket's kline push) into the bar it
   * belongs to: a 1-minute bar takes it as it is; a longer bar adds up its minutes, on top of what the
   * history already counted when it was received (the minute running then is counted from the
   * volume first seen). Only the newest bar moves; returns it, or null when nothing changed.
   */
  foldVolume(minuteStart: number, volume: number): Bar | null {
    const last = this.bars[this.bars.length - 1];
    if (!last || !Number.isFinite(volume) || volume < 0 || periodStart(this.period, minuteStart) !== last.time)
      return null;
    let total: number;
    if (this.period === '1min') {
      total = volume;
    } else {
      const seen = this.minutes.get(minuteStart);
      const inHistory = this.received?.time === last.time && minuteStart * 1000 < this.sinceMs;
      this.minutes.set(minuteStart, { volume, counted: seen?.counted ?? (inHistory ? volume : 0) });
      total = this.received?.time === last.time ? this.received.volume : 0;
      for (const [start, minute] of this.minutes) {
        if (periodStart(this.period, start) === last.time) total += Math.max(0, minute.volume - minute.counted);
      }
    }
    if (total === last.volume) return null;
    const updated = { ...last, volume: total };
    this.bars[this.bars.length - 1] = updated;
    return updated;
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

/** The legend's labels in the interface language (the chart module loads no i18n of its own). */
export interface LegendLabels {
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
  /** "MA5", "MA10", "MA30". */
  ma: Record<(typeof MA_LENGTHS)[number], string>;
  /** The MACD line, its signal line and the histogram. */
  macd: { macd: string; signal: string; histogram: string };
}

export interface LegendItem {
  key: string;
  label: string;
  value: string;
}

/**
 * What the crosshair legend reads for one bar: open, high, low, close, volume and each moving
 * average at that bar (a dash while an average has too few bars), formatted for the language; with
 * `macd` (the MACD point of that bar, null while there are too few bars) also the MACD line, the
 * signal line and the histogram.
 */
export const legendItems = (
  bar: Bar,
  averages: ReadonlyMap<number, number | undefined>,
  labels: LegendLabels,
  format: { price: (value: number) => string; volume: (value: number) => string },
  macd?: MacdPoint | null,
): LegendItem[] => [
  { key: 'open', label: labels.open, value: format.price(bar.open) },
  { key: 'high', label: labels.high, value: format.price(bar.high) },
  { key: 'low', label: labels.low, value: format.price(bar.low) },
  { key: 'close', label: labels.close, value: format.price(bar.close) },
  { key: 'volume', label: labels.volume, value: format.volume(bar.volume) },
  ...MA_LENGTHS.map((length) => {
    const value = averages.get(length);
    return { key: `ma${length}`, label: labels.ma[length], value: value === undefined ? '—' : format.price(value) };
  }),
  ...(macd === undefined
    ? []
    : (['macd', 'signal', 'histogram'] as const).map((key) => {
        const value = macd?.[key];
        return { key, label: labels.macd[key], value: value === undefined ? '—' : format.price(value) };
      })),
];

/** Each moving average at the bar starting at `time` (undefined where the window is not full yet). */
export const averagesAt = (bars: readonly Bar[], time: number): Map<number, number | undefined> => {
  const index = bars.findIndex((bar) => bar.time === time);
  return new Map(
    MA_LENGTHS.map((length) => {
      if (index < length - 1) return [length, undefined];
      let sum = 0;
      for (let at = index - length + 1; at <= index; at += 1) sum += bars[at]!.close;
      return [length, sum / length];
    }),
  );
};

import type { KlineCandle } from './generated/frames';

/** The candle periods of the kline service, as it names them. */
export const PERIODS = ['1min', '5min', '30min', '1hour', '1day', '1week', '1mon'] as const;
export type Period = (typeof PERIODS)[number];

const MINUTE = 60;
const DAY = 86_400;
const FIXED: Record<Exclude<Period, '1mon'>, number> = {
  '1min': MINUTE,
  '5min': 5 * MINUTE,
  '30min': 30 * MINUTE,
  '1hour': 60 * MINUTE,
  '1day': DAY,
  '1week': 7 * DAY,
};
/** 1970-01-01 was a Thursday; weeks start on Monday (1970-01-05). */
const MONDAY_OFFSET = 4 * DAY;

/** Start (UTC seconds) of the candle that contains `time` (UTC seconds). */
export const periodStart = (period: Period, time: number): number => {
  if (period === '1mon') {
    const date = new Date(time * 1000);
    return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) / 1000;
  }
  if (period === '1week') return Math.floor((time - MONDAY_OFFSET) / FIXED['1week']) * FIXED['1week'] + MONDAY_OFFSET;
  const length = FIXED[period];
  return Math.floor(time / length) * length;
};

/** A chart bar. Numbers are for drawing only; no money is computed from them. */
export interface Bar {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/**
 * Bars from the kline service's candles: oldest first, one per time (a repeated time keeps the
 * later candle), unreadable candles dropped. Volume is the service's own figure (the old client
 * multiplied it by 1000 for show; this one does not).
 */
export const toBars = (candles: readonly KlineCandle[]): Bar[] => {
  const bars: Bar[] = [];
  // the service sends them oldest first, one per time: a repeated or earlier time sends the whole
  // history the slow way (a 5,000-candle history is read on a phone while the chart waits for it)
  let ordered = true;
  for (const candle of candles) {
    const bar = {
      time: candle.timestamp,
      open: Number(candle.open_price),
      high: Number(candle.high_price),
      low: Number(candle.low_price),
      close: Number(candle.close_price),
      volume: Number(candle.volume),
    };
    if (
      Number.isFinite(bar.time) &&
      Number.isFinite(bar.open) &&
      Number.isFinite(bar.high) &&
      Number.isFinite(bar.low) &&
      Number.isFinite(bar.close) &&
      Number.isFinite(bar.volume)
    ) {
      const previous = bars[bars.length - 1];
      if (previous && previous.time >= bar.time) ordered = false;
      bars.push(bar);
    }
  }
  if (ordered) return bars;
  const byTime = new Map<number, Bar>();
  for (const bar of bars) byTime.set(bar.time, bar);
  return [...byTime.values()].sort((a, b) => a.time - b.time);
};

/**
 * Folds a live price into the bars of a period: the current bar moves, or a new bar opens at the
 * period boundary. A tick older than the last bar is dropped (charts cannot rewrite history).
 * Returns the bar to draw, or null when the tick was dropped.
 */
export const applyTick = (bars: Bar[], period: Period, price: number, time: number): Bar | null => {
  if (!Number.isFinite(price) || price <= 0) return null;
  const start = periodStart(period, time);
  const last = bars[bars.length - 1];
  if (last && start < last.time) return null;
  if (last && start === last.time) {
    const updated = { ...last, high: Math.max(last.high, price), low: Math.min(last.low, price), close: price };
    bars[bars.length - 1] = updated;
    return updated;
  }
  const opened = {
    time: start,
    open: last?.close ?? price,
    high: Math.max(last?.close ?? price, price),
    low: Math.min(last?.close ?? price, price),
    close: price,
    volume: 0,
  };
  bars.push(opened);
  return opened;
};

/** Simple moving average of the closes over `length` bars, from the first full window. */
export const movingAverage = (bars: readonly Bar[], length: number): { time: number; value: number }[] => {
  const out: { time: number; value: number }[] = [];
  let sum = 0;
  for (let index = 0; index < bars.length; index += 1) {
    sum += bars[index]!.close;
    if (index >= length) sum -= bars[index - length]!.close;
    if (index >= length - 1) out.push({ time: bars[index]!.time, value: sum / length });
  }
  return out;
};

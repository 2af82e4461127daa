/**
 * The maths of the mock market: a seedable random source (faker's), candle periods and the one volatility
 * model shared by the live walk and the candle history.
 */
import { generateMersenne32Randomizer } from '@faker-js/faker';
import type { SymbolCategory } from './symbols';
import type { WireCandle } from './wire';

/**
 * A seeded random source of floats in [0, 1): faker's own Mersenne Twister randomizer, the one
 * every draw of the mock world (ticks, candles, the sandbox's seed) comes from. The same seed gives
 * the same stream on every machine.
 */
export function createRandom(seed: number): () => number {
  const randomizer = generateMersenne32Randomizer(seed >>> 0);
  return () => randomizer.next();
}

/** Mixes several integers into one 32-bit seed (for independent, order-free streams). */
export function mixSeed(...parts: number[]): number {
  let hash = 0x811c9dc5;
  for (const part of parts) {
    hash = Math.imul(hash ^ (part >>> 0), 0x01000193);
    hash ^= hash >>> 13;
  }
  return hash >>> 0;
}

export type KlinePeriod = '1min' | '5min' | '30min' | '1hour' | '1day' | '1week' | '1mon';

export const KLINE_PERIODS: readonly KlinePeriod[] = ['1min', '5min', '30min', '1hour', '1day', '1week', '1mon'];

export const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const FIXED_PERIOD_MS: Readonly<Record<Exclude<KlinePeriod, '1mon'>, number>> = {
  '1min': MINUTE,
  '5min': 5 * MINUTE,
  '30min': 30 * MINUTE,
  '1hour': 60 * MINUTE,
  '1day': DAY,
  '1week': 7 * DAY,
};

/** Start (UTC ms) of the candle containing `timeMs`. Weeks start on Monday, months on the 1st. */
export function periodStart(period: KlinePeriod, timeMs: number): number {
  if (period === '1mon') {
    const date = new Date(timeMs);
    return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
  }
  if (period === '1week') {
    const mondayOffset = 4 * DAY; // 1970-01-01 was a Thursday; the first Monday was 1970-01-05
    const week = FIXED_PERIOD_MS['1week'];
    return Math.floor((timeMs - mondayOffset) / week) * week + mondayOffset;
  }
  const length = FIXED_PERIOD_MS[period];
  return Math.floor(timeMs / length) * length;
}

/** Start (UTC ms) of the candle before the one starting at `startMs`. */
export function previousPeriodStart(period: KlinePeriod, startMs: number): number {
  if (period === '1mon') {
    const date = new Date(startMs);
    return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - 1, 1);
  }
  return startMs - FIXED_PERIOD_MS[period];
}

/**
 * Volatility per category, as the standard deviation of the relative price move over one second.
 * ONE model for the live walk and the candle history: a move over t seconds has σ·√t, whether it
 * is a 0.5 s step of the socket or a 1-hour candle of the history, so the chart's past and its live
 * edge look alike. Crypto at 1.2e-4/√s moves about 3.5 % a day, stocks 2 %, forex 0.4 %.
 */
export const SIGMA_PER_SQRT_SECOND: Readonly<Record<SymbolCategory, number>> = {
  Crypto: 0.00012,
  Stock: 0.00007,
  Forex: 0.000015,
  Metals: 0.00005,
  Energy: 0.00008,
  Indexes: 0.00005,
};

/** Standard deviation of the relative move over `seconds`. */
export const sigmaOver = (category: SymbolCategory, seconds: number): number =>
  SIGMA_PER_SQRT_SECOND[category] * Math.sqrt(Math.max(0, seconds));

/** A standard normal draw (Box–Muller) from a uniform source. */
export function gaussian(random: () => number): number {
  const u = Math.max(random(), 1e-12);
  const v = random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** Length of a candle period in seconds (a month taken as 30 days). */
export const periodSeconds = (period: KlinePeriod): number =>
  period === '1mon' ? 30 * 86_400 : FIXED_PERIOD_MS[period] / 1000;

/** Quote currency traded per second on average (so volumes look alike across prices and periods). */
export const NOTIONAL_PER_SECOND = 100_000;
export const VOLUME_DECIMALS = 4;
export const DEPTH_LEVELS = 10;
/** Pull back towards the base price per second, so a long run does not drift away. */
export const MEAN_REVERSION_PER_SECOND = 0.00002;
/** Sub-steps simulated inside one history candle (its high and low come from the path). */
export const HISTORY_SUBSTEPS = 16;

export interface CandleState {
  start: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export function roundTo(value: number, decimals: number): number {
  return Number(value.toFixed(decimals));
}
export function toWireCandle(candle: CandleState, precision: number): WireCandle {
  return {
    timestamp: Math.floor(candle.start / 1000),
    open_price: candle.open.toFixed(precision),
    high_price: candle.high.toFixed(precision),
    low_price: candle.low.toFixed(precision),
    close_price: candle.close.toFixed(precision),
    volume: candle.volume.toFixed(VOLUME_DECIMALS),
  };
}

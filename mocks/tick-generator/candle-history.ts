/** Candle history of the mock market: the live walk's model run backwards from a closing price. */
import {
  HISTORY_SUBSTEPS,
  KLINE_PERIODS,
  MEAN_REVERSION_PER_SECOND,
  MINUTE,
  NOTIONAL_PER_SECOND,
  createRandom,
  gaussian,
  mixSeed,
  periodSeconds,
  periodStart,
  previousPeriodStart,
  roundTo,
  sigmaOver,
  toWireCandle,
  type KlinePeriod,
} from './model';
import { DEFAULT_START_MS } from './feed';
import type { MockSymbol } from './symbols';
import type { WireCandle } from './wire';

export interface CandleHistoryOptions {
  seed?: number;
  /** The history ends with the candle that contains this time (UTC ms). */
  endMs?: number;
  /** Close of the last candle; default the symbol's base price. */
  endPrice?: number;
}

/**
 * `count` consecutive candles of one symbol and period, oldest first, ending at `endMs`. Built
 * backwards from `endPrice` so a history can be made to meet a live feed's current price.
 * Deterministic for a given seed, symbol, period and end.
 */
export function buildCandleHistory(
  symbol: MockSymbol,
  period: KlinePeriod,
  count: number,
  options: CandleHistoryOptions = {},
): WireCandle[] {
  const { seed = 42, endMs = DEFAULT_START_MS, endPrice = Number(symbol.basePrice) } = options;
  const periodIndex = KLINE_PERIODS.indexOf(period);
  const random = createRandom(mixSeed(seed, symbol.id, periodIndex, Math.floor(endMs / MINUTE)));
  const base = Number(symbol.basePrice);
  const seconds = periodSeconds(period);
  // the walk of the live feed, run backwards in sub-steps of the same σ·√t
  const subSigma = sigmaOver(symbol.category, seconds / HISTORY_SUBSTEPS);
  const reversion = MEAN_REVERSION_PER_SECOND * (seconds / HISTORY_SUBSTEPS);
  const candles: WireCandle[] = [];
  let start = periodStart(period, endMs);
  let close = endPrice;
  for (let index = 0; index < count; index += 1) {
    let price = close;
    let high = close;
    let low = close;
    for (let step = 0; step < HISTORY_SUBSTEPS; step += 1) {
      // going back in time, drift towards the base price (earlier candles sit closer to it)
      price = price * (1 + gaussian(random) * subSigma + ((base - price) / base) * reversion);
      if (price <= 0) price = 10 ** -symbol.precision;
      high = Math.max(high, price);
      low = Math.min(low, price);
    }
    const open = price;
    const volume = ((0.5 + random()) * NOTIONAL_PER_SECOND * seconds) / base;
    candles.push(
      toWireCandle(
        {
          start,
          open: roundTo(open, symbol.precision),
          high: roundTo(high, symbol.precision),
          low: roundTo(low, symbol.precision),
          close: roundTo(close, symbol.precision),
          volume,
        },
        symbol.precision,
      ),
    );
    close = open;
    start = previousPeriodStart(period, start);
  }
  return candles.reverse();
}

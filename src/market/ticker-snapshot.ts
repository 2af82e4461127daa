import type { SymbolStatus } from '../api/provider-values';
import { changePercent } from './ticker-math';

/** What the market store holds per symbol, and the snapshot its readers get. */
export interface Ticker {
  /** Lower-case pair code, the store key (`btcusdt`). */
  code: string;
  /** Last price as a decimal string, from price frames; null until the first one. */
  price: string | null;
  /** The day's open, high, low and volume, from ticker frames. */
  open: string | null;
  high: string | null;
  low: string | null;
  volume: string | null;
  /**
   * Change against the day's open, in percent with two decimals: (price − open) / open × 100.
   * Null while either is unknown. Never inflated or randomised (docs/decisions/0007).
   */
  changePercent: string | null;
  status: SymbolStatus;
  /** When the last price frame arrived (ms); staleness is measured from it. */
  priceAt: number;
  /**
   * The instrument's price precision: the most decimals any of its prices has shown (2 to 8). It only
   * grows, so a price never loses a digit from one frame to the next (2.4190 next to 2.4245).
   */
  decimals: number;
  /**
   * The feed's current one-minute candle (the socket's kline push): its start (UTC seconds) and its
   * volume so far, for the live candle's volume on the chart. Null until one arrives.
   */
  minute: { time: number; volume: number } | null;
}

/**
 * A change that is not worked out yet. Under load a price frame arrives a thousand times a second
 * for 500 symbols while a screen shows a few of them, so the change (a decimal division) is worked
 * out when a snapshot is first read, not when a frame is applied.
 */
export const UNSET: unique symbol = Symbol('change not worked out yet');

/** A snapshot as the store holds it: its change may wait for the first read. */
export type StoredTicker = Omit<Ticker, 'changePercent'> & { changePercent: string | null | typeof UNSET };

/**
 * The snapshot as readers see it. A snapshot whose change is unset has never left the store (every
 * way out comes through here), so filling the change in place changes nothing anyone has seen.
 */
export const settled = (ticker: StoredTicker): Ticker => {
  if (ticker.changePercent === UNSET) ticker.changePercent = changePercent(ticker.price, ticker.open);
  return ticker as Ticker;
};

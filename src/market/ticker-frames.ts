import type { KlinePushFrame, TickerEntry } from './generated/frames';
import { SymbolStatus } from '../api/provider-values';
import { decimal, priceDecimalsOf } from './ticker-math';
import { UNSET, type StoredTicker } from './ticker-snapshot';

/**
 * What each frame of the feed makes of one symbol's ticker: a new snapshot (never changed in place,
 * so subscribers compare by identity), or null when the frame changes nothing. The store
 * (store.ts) decides when they are applied and who hears of them.
 */

/** A symbol known before any frame: stale, with no price yet. */
export const emptyTicker = (id: string): StoredTicker => ({
  code: id,
  price: null,
  open: null,
  high: null,
  low: null,
  volume: null,
  changePercent: null,
  status: SymbolStatus.stale,
  priceAt: 0,
  decimals: 2,
  minute: null,
});

/** The day's open, high, low and volume from one entry of the ticker frame. */
export const withDay = (current: StoredTicker, entry: TickerEntry): StoredTicker | null => {
  const day = entry.kline_data[0];
  if (!day) return null;
  const open = decimal(day.open_price);
  return {
    ...current,
    open,
    high: decimal(day.high_price),
    low: decimal(day.low_price),
    volume: decimal(day.volume),
    changePercent: UNSET,
    decimals: Math.max(
      current.decimals,
      priceDecimalsOf(open),
      priceDecimalsOf(decimal(day.high_price)),
      priceDecimalsOf(decimal(day.low_price)),
    ),
  };
};

/** A price frame at `now`: a positive price is live, zero or less means the symbol went stale. */
export const withPrice = (current: StoredTicker, received: number, now: number): StoredTicker => {
  const live = received > 0;
  const price = live ? decimal(received) : current.price;
  return {
    ...current,
    price,
    status: live ? SymbolStatus.live : SymbolStatus.stale,
    priceAt: live ? now : current.priceAt,
    changePercent: UNSET,
    decimals: live ? Math.max(current.decimals, priceDecimalsOf(price)) : current.decimals,
  };
};

/** The current one-minute candle's volume (the last of the kline frame's list); null: nothing new. */
export const withMinute = (current: StoredTicker, frame: KlinePushFrame): StoredTicker | null => {
  // The last candle is the current one (the legacy client mistook the list for one candle).
  const candle = frame.kline_list[frame.kline_list.length - 1];
  const volume = candle ? Number(candle.volume) : Number.NaN;
  if (!candle || !Number.isFinite(volume) || volume < 0) return null;
  if (
    current.minute &&
    (current.minute.time > candle.timestamp ||
      (current.minute.time === candle.timestamp && current.minute.volume === volume))
  )
    return null;
  return { ...current, minute: { time: candle.timestamp, volume } };
};

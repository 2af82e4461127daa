import Big from 'big.js';
import type { DepthLevel } from '../../market/generated/frames';
import { toDecimal } from '../../lib/money';

export interface DepthRow {
  price: string;
  volume: string;
  /** This level's share of its side's total volume, in percent with two decimals. */
  share: string;
}

/** A string as sent (keeping trailing zeros), a number in plain decimals (never "1e-7"). */
const shown = (sent: number | string, value: Big): string => (typeof sent === 'string' ? sent.trim() : value.toFixed());

/** How many levels a side shows. */
export const DEPTH_ROWS = 8;

/**
 * One side of the order book, best price first (lowest ask, highest bid), with each level's share
 * of the side's total volume. Totals and shares are decimal (big.js); unreadable levels are dropped.
 */
export const depthSide = (levels: readonly DepthLevel[] | undefined, side: 'asks' | 'bids', rows = DEPTH_ROWS): DepthRow[] => {
  const readable = (levels ?? []).flatMap((level) => {
    const price = toDecimal(level.price);
    const volume = toDecimal(level.volume);
    // Shown as sent (a price string keeps its trailing zeros: "1.16390"); compared as decimals.
    return price && volume && volume.gte(0) ? [{ price, volume, shownPrice: shown(level.price, price), shownVolume: shown(level.volume, volume) }] : [];
  });
  const total = readable.reduce((sum, level) => sum.plus(level.volume), new Big(0));
  readable.sort((a, b) => (side === 'asks' ? a.price.cmp(b.price) : b.price.cmp(a.price)));
  return readable.slice(0, rows).map((level) => ({
    price: level.shownPrice,
    volume: level.shownVolume,
    share: total.gt(0) ? level.volume.div(total).times(100).round(2, Big.roundHalfUp).toFixed(2) : '0.00',
  }));
};

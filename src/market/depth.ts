import Big from 'big.js';
import type { DepthLevel } from './generated/frames';
import { toDecimal } from '../lib/money';

export interface DepthRow {
  price: string;
  volume: string;
  /** This level's share of its side's total volume, in percent with two decimals. */
  share: string;
  /**
   * The volume from the best price down to this level, as a share of the side's shown volume (the
   * cumulative depth: 100.00 at the deepest shown level), in percent with two decimals.
   */
  depth: string;
}

/** A string as sent (keeping trailing zeros), a number in plain decimals (never "1e-7"). */
const shown = (sent: number | string, value: Big): string => (typeof sent === 'string' ? sent.trim() : value.toFixed());

/** How many levels a side shows. */
const DEPTH_ROWS = 8;

const percent = (part: Big, whole: Big): string =>
  whole.gt(0) ? part.div(whole).times(100).round(2, Big.roundHalfUp).toFixed(2) : '0.00';

/**
 * One side of the order book, best price first (lowest ask, highest bid), with each level's share
 * of the side's total volume and the cumulative depth down to it. Totals and shares are decimal
 * (big.js); unreadable levels are dropped.
 */
export const depthSide = (
  levels: readonly DepthLevel[] | undefined,
  side: 'asks' | 'bids',
  rows = DEPTH_ROWS,
): DepthRow[] => {
  const readable =
    levels?.flatMap((level) => {
      const price = toDecimal(level.price);
      const volume = toDecimal(level.volume);
      // Shown as sent (a price string keeps its trailing zeros: "1.16390"); compared as decimals.
      return price && volume && volume.gte(0)
        ? [{ price, volume, shownPrice: shown(level.price, price), shownVolume: shown(level.volume, volume) }]
        : [];
    }) ?? [];
  const total = readable.reduce((sum, level) => sum.plus(level.volume), new Big(0));
  readable.sort((a, b) => (side === 'asks' ? a.price.cmp(b.price) : b.price.cmp(a.price)));
  const top = readable.slice(0, rows);
  const shownTotal = top.reduce((sum, level) => sum.plus(level.volume), new Big(0));
  let running = new Big(0);
  return top.map((level) => {
    running = running.plus(level.volume);
    return {
      price: level.shownPrice,
      volume: level.shownVolume,
      share: percent(level.volume, total),
      depth: percent(running, shownTotal),
    };
  });
};

export interface Spread {
  /** Best ask − best bid, as a decimal string. */
  value: string;
  /** The spread against the mid price, in percent with three decimals. */
  percent: string;
}

/** The gap between the best ask and the best bid; null without both (or when they cross). */
export const spreadOf = (bids: readonly DepthRow[], asks: readonly DepthRow[]): Spread | null => {
  const bid = toDecimal(bids[0]?.price);
  const ask = toDecimal(asks[0]?.price);
  if (!bid || !ask || ask.lt(bid)) return null;
  const value = ask.minus(bid);
  const mid = ask.plus(bid).div(2);
  return {
    value: value.toFixed(),
    percent: mid.gt(0) ? value.div(mid).times(100).round(3, Big.roundHalfUp).toFixed(3) : '0.000',
  };
};

import type { DepthLevel } from './generated/frames';

/** One level of a depth curve: its price as sent, and the side's volume from the best price to it. */
export interface CurvePoint {
  price: string;
  /** The price as a number, for drawing. */
  at: number;
  /** Cumulative volume, best price first. */
  total: number;
}

export interface DepthCurve {
  bids: CurvePoint[];
  asks: CurvePoint[];
  /** Halfway between the best bid and the best ask (either alone without the other). */
  mid: number;
  /** The price range drawn: the same distance either side of the mid price. */
  low: number;
  high: number;
  /** The larger side's total volume (the height of the chart). */
  top: number;
}

/** How many levels a side of the depth chart draws (the frames carry ten). */
export const CURVE_LEVELS = 20;

const side = (levels: readonly DepthLevel[] | undefined, ascending: boolean): CurvePoint[] => {
  const readable = (levels ?? []).flatMap((level) => {
    const at = Number(level.price);
    const volume = Number(level.volume);
    return Number.isFinite(at) && at > 0 && Number.isFinite(volume) && volume >= 0
      ? [{ price: typeof level.price === 'string' ? level.price.trim() : String(level.price), at, volume }]
      : [];
  });
  readable.sort((a, b) => (ascending ? a.at - b.at : b.at - a.at));
  let total = 0;
  return readable.slice(0, CURVE_LEVELS).map((level) => {
    total += level.volume;
    return { price: level.price, at: level.at, total };
  });
};

/**
 * The cumulative bids and asks of a depth frame around the mid price, for the depth chart: bids
 * from the best (highest) down, asks from the best (lowest) up, each with the side's volume so
 * far. Null when neither side has a readable level. Numbers, not decimals: it is only drawn.
 */
export const depthCurve = (
  depth: { bids?: readonly DepthLevel[]; asks?: readonly DepthLevel[] } | undefined,
): DepthCurve | null => {
  const bids = side(depth?.bids, false);
  const asks = side(depth?.asks, true);
  const bestBid = bids[0]?.at;
  const bestAsk = asks[0]?.at;
  if (bestBid === undefined && bestAsk === undefined) return null;
  const mid = bestBid !== undefined && bestAsk !== undefined ? (bestBid + bestAsk) / 2 : (bestBid ?? bestAsk)!;
  const reach = Math.max(mid - (bids.at(-1)?.at ?? mid), (asks.at(-1)?.at ?? mid) - mid, mid * 1e-6);
  const top = Math.max(bids.at(-1)?.total ?? 0, asks.at(-1)?.total ?? 0);
  return { bids, asks, mid, low: mid - reach, high: mid + reach, top };
};

/** The level of a side nearest to a price (where a tap on the chart lands). */
export const nearestLevel = (curve: DepthCurve, price: number): CurvePoint | undefined => {
  const levels = price < curve.mid ? curve.bids : curve.asks;
  const candidates = levels.length > 0 ? levels : [...curve.bids, ...curve.asks];
  let best: CurvePoint | undefined;
  for (const level of candidates) if (!best || Math.abs(level.at - price) < Math.abs(best.at - price)) best = level;
  return best;
};

import Big from 'big.js';
import { toDecimal, type DecimalInput } from './money';
import { ContractOrderStatus, ContractTradeType } from '../api/provider-values';

/**
 * The sums of perpetual contracts, in decimal arithmetic (docs/decisions/0009-contract-maths.md).
 *
 * - lot fee rate = `/home` `fee`, or 0.02 when it is missing or 0;
 * - margin       = price × lots / leverage;
 * - lot fee      = price × fee rate × lots;
 * - overnight fee (per night held) = price × lots × overnight rate (`/home` `overnight_fee`, proposed;
 *   no figure at all when the provider does not send it);
 * - P/L          = (live − open) × lots for a long, the negation for a short;
 * - P/L ratio    = P/L / margin × 100;
 * - risk rate    = max(0, −P/L) / margin × 100: the share of the margin already lost (100 % = all of it);
 * - lots for a share of the available balance: the largest whole number of lots whose margin + lot fee
 *   fit in that share.
 *
 * An order's margin and lot fee are amounts the provider books, each in cents (half up); its total is
 * their sum, so the rows shown add up to what is taken. Other intermediate values keep full precision
 * and are rounded only for display, to 2 decimals, half up (away from zero, so a long and a short of
 * the same size show the same figure with opposite signs).
 */
const DEFAULT_FEE_RATE = '0.02';
const DISPLAY_DECIMALS = 2;

/** 1 long (buy), 2 short (sell): the provider's `tradetype` / `trade_type`. */
export type ContractSide = ContractTradeType;

/** The word of a side, as locale keys and URLs spell it. */
export const sideName = (side: ContractSide): 'long' | 'short' => (side === ContractTradeType.short ? 'short' : 'long');

/** An order still working on the provider's side: a pending limit order or an open position. */
export const isOpenOrder = (status: number): boolean =>
  status === ContractOrderStatus.pending || status === ContractOrderStatus.holding;

/** An order that never became a position (pending or cancelled): it has an order price, no open price or overnight fee. */
export const isUnfilled = (status: number): boolean =>
  status === ContractOrderStatus.pending || status === ContractOrderStatus.cancelled;

/** The side of an order's `trade_type`: a short is 2, anything else counts as a long. */
export const sideOf = (tradeType: number | undefined): ContractSide =>
  tradeType === ContractTradeType.short ? ContractTradeType.short : ContractTradeType.long;

/** A decimal for display: 2 decimals, half up (away from zero); null stays null. */
export const toCents = (value: Big | null): string | null =>
  value === null ? null : value.round(DISPLAY_DECIMALS, Big.roundHalfUp).toFixed(DISPLAY_DECIMALS);

const positive = (value: DecimalInput): Big | null => {
  const decimal = toDecimal(value);
  return decimal && decimal.gt(0) ? decimal : null;
};

/** The lot fee rate: `/home` `fee`, or 0.02 when it is missing, 0 or unreadable. */
export const lotFeeRate = (fee: DecimalInput): Big => positive(fee) ?? new Big(DEFAULT_FEE_RATE);

/** The overnight rate per night, or null when the provider does not send one (then no figure is shown). */
export const overnightRate = (rate: DecimalInput): Big | null => {
  const decimal = toDecimal(rate);
  return decimal && decimal.gte(0) ? decimal : null;
};

/** price × lots / leverage; null when a value is missing or not positive. */
export const marginOf = (price: DecimalInput, lots: DecimalInput, leverage: DecimalInput): Big | null => {
  const p = positive(price);
  const n = positive(lots);
  const l = positive(leverage);
  return p && n && l ? p.times(n).div(l) : null;
};

/** price × fee rate × lots. */
export const lotFeeOf = (price: DecimalInput, rate: Big, lots: DecimalInput): Big | null => {
  const p = positive(price);
  const n = positive(lots);
  return p && n ? p.times(rate).times(n) : null;
};

/** price × lots × overnight rate, per night held; null without a rate. */
export const overnightFeeOf = (price: DecimalInput, lots: DecimalInput, rate: Big | null): Big | null => {
  const p = positive(price);
  const n = positive(lots);
  return p && n && rate ? p.times(n).times(rate) : null;
};

/** (live − open) × lots for a long, negated for a short. */
export const pnlOf = (side: ContractSide, open: DecimalInput, live: DecimalInput, lots: DecimalInput): Big | null => {
  const o = toDecimal(open);
  const c = toDecimal(live);
  const n = toDecimal(lots);
  if (!o || !c || !n) return null;
  const pnl = c.minus(o).times(n);
  return side === ContractTradeType.short ? pnl.times(-1) : pnl;
};

/** P/L / margin × 100; null without a positive margin. */
export const pnlRatioOf = (pnl: Big | null, margin: Big | null): Big | null =>
  pnl && margin && margin.gt(0) ? pnl.times(100).div(margin) : null;

/** max(0, −P/L) / margin × 100: how much of the margin is already lost. */
export const riskRateOf = (pnl: Big | null, margin: Big | null): Big | null => {
  if (!pnl || !margin || !margin.gt(0)) return null;
  const lost = pnl.lt(0) ? pnl.times(-1) : new Big(0);
  return lost.times(100).div(margin);
};

export interface OrderQuote {
  /** The margin as booked: price × lots / leverage in cents (half up). */
  margin: Big;
  /** The lot fee as booked: price × fee rate × lots in cents (half up). */
  fee: Big;
  /** Per night held; null when the provider sends no overnight rate. */
  overnightFee: Big | null;
  /** booked margin + booked lot fee: what the order takes from the available balance, the sum of the rows shown. */
  total: Big;
}

/** An amount as the provider books it: cents, half up. */
const booked = (value: Big): Big => value.round(DISPLAY_DECIMALS, Big.roundHalfUp);

/** What an order of `lots` at `price` and `leverage` takes from the balance. */
export const orderQuote = ({
  price,
  lots,
  leverage,
  feeRate,
  overnight,
}: {
  price: DecimalInput;
  lots: DecimalInput;
  leverage: DecimalInput;
  feeRate: Big;
  overnight: Big | null;
}): OrderQuote | null => {
  const margin = marginOf(price, lots, leverage);
  const fee = lotFeeOf(price, feeRate, lots);
  if (!margin || !fee) return null;
  const bookedMargin = booked(margin);
  const bookedFee = booked(fee);
  return {
    margin: bookedMargin,
    fee: bookedFee,
    overnightFee: overnightFeeOf(price, lots, overnight),
    total: bookedMargin.plus(bookedFee),
  };
};

/**
 * The largest whole number of lots whose booked margin + lot fee fit in `percent` % of the available
 * balance at `price` and `leverage` (one lot costs about price / leverage + price × fee rate).
 */
export const lotsForShare = ({
  available,
  percent,
  price,
  leverage,
  feeRate,
}: {
  available: DecimalInput;
  percent: DecimalInput;
  price: DecimalInput;
  leverage: DecimalInput;
  feeRate: Big;
}): string | null => {
  const a = toDecimal(available);
  const share = positive(percent);
  const p = positive(price);
  const l = positive(leverage);
  if (!a || !share || !p || !l) return null;
  if (a.lte(0)) return '0';
  const shareAmount = a.times(share).div(100);
  const perLot = p.times(feeRate.times(l).plus(1)).div(l);
  // margin and fee are each booked in cents, so n lots cost at least their exact cost − 1 cent: no
  // count above (share + 1 cent) / exact cost per lot fits. Search below it for the largest that does.
  const cost = (n: Big): Big => booked(p.times(n).div(l)).plus(booked(p.times(feeRate).times(n)));
  let low = new Big(0);
  // (+1: the quotient is rounded to 20 decimals)
  let high = shareAmount.plus('0.01').div(perLot).round(0, Big.roundDown).plus(1);
  while (low.lt(high)) {
    const middle = low.plus(high).plus(1).div(2).round(0, Big.roundDown);
    if (cost(middle).lte(shareAmount)) low = middle;
    else high = middle.minus(1);
  }
  return low.toFixed(0);
};

/** Lots as typed: a whole number of at least 1. */
export const parseLots = (text: string): Big | null => {
  const trimmed = text.trim();
  return /^\d{1,9}$/.test(trimmed) && Number(trimmed) >= 1 ? new Big(trimmed) : null;
};

/** A typed price: a positive decimal. */
export const parsePrice = (text: string): Big | null => {
  const trimmed = text.trim();
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return null;
  const price = new Big(trimmed);
  return price.gt(0) ? price : null;
};

export type TpSlProblem = 'format' | 'tpAbove' | 'tpBelow' | 'slBelow' | 'slAbove';

/**
 * Take profit must lie on the winning side of the reference price (above it for a long, below it for
 * a short), stop loss on the losing side; both must be positive numbers. Empty means "none".
 */
export const checkTakeProfit = (text: string, side: ContractSide, reference: DecimalInput): TpSlProblem | null => {
  if (text.trim() === '') return null;
  const price = parsePrice(text);
  if (!price) return 'format';
  const ref = toDecimal(reference);
  if (!ref) return null;
  if (side === ContractTradeType.long && !price.gt(ref)) return 'tpAbove';
  if (side === ContractTradeType.short && !price.lt(ref)) return 'tpBelow';
  return null;
};

export const checkStopLoss = (text: string, side: ContractSide, reference: DecimalInput): TpSlProblem | null => {
  if (text.trim() === '') return null;
  const price = parsePrice(text);
  if (!price) return 'format';
  const ref = toDecimal(reference);
  if (!ref) return null;
  if (side === ContractTradeType.long && !price.lt(ref)) return 'slBelow';
  if (side === ContractTradeType.short && !price.gt(ref)) return 'slAbove';
  return null;
};

/** The figures of one position at a live price (falling back to the server's mark price). */
export interface PositionFigures {
  /** The price the P/L is measured at. */
  price: string | null;
  pnl: Big | null;
  ratio: Big | null;
  risk: Big | null;
  margin: Big | null;
}

export interface PositionLike {
  trade_type: number;
  order_quantity: DecimalInput;
  open_price: DecimalInput;
  current_price?: DecimalInput;
  leverage?: DecimalInput;
  margin?: DecimalInput;
}

/** The margin a position put up: the server's `margin`, or open price × lots / leverage without it. */
export const positionMargin = (order: PositionLike): Big | null =>
  positive(order.margin) ?? marginOf(order.open_price, order.order_quantity, order.leverage);

export const positionFigures = (order: PositionLike, live: string | null | undefined): PositionFigures => {
  const price = live ?? (toDecimal(order.current_price) ? String(order.current_price) : null);
  const pnl = price === null ? null : pnlOf(sideOf(order.trade_type), order.open_price, price, order.order_quantity);
  const margin = positionMargin(order);
  return { price, pnl, ratio: pnlRatioOf(pnl, margin), risk: riskRateOf(pnl, margin), margin };
};

/** The sum of several positions' P/L, each position (by id) counted once; null when none is known. */
export const totalPnl = (entries: readonly { id: number | string; pnl: Big | null }[]): Big | null => {
  const seen = new Map<string, Big>();
  for (const entry of entries) {
    if (entry.pnl && !seen.has(String(entry.id))) seen.set(String(entry.id), entry.pnl);
  }
  if (seen.size === 0) return null;
  let sum = new Big(0);
  for (const value of seen.values()) sum = sum.plus(value);
  return sum;
};

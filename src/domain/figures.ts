import Big from 'big.js';

/**
 * The account figures a trader reads (docs/decisions/0035-trader-figures.md), in decimal arithmetic.
 * This module imports nothing else of the app: its inputs are plain decimals (numbers or numeric
 * strings as the provider sends them).
 *
 * - position P/L            = (live − open) × lots, negated for a short;
 * - position margin balance = margin + P/L, never below 0 (a position is closed when its loss reaches
 *   its margin, and the trader never loses more than the margin);
 * - position margin ratio   = margin balance / margin × 100: 100 % on opening, rising with a profit,
 *   0 % at liquidation (the margin level of a CFD broker, per position);
 * - position risk           = max(0, −P/L) / margin × 100: the share of the margin already lost
 *   (0 % while not losing, 100 % at liquidation);
 * - equity                  = available + frozen + Σ unrealised P/L of the open positions (each at
 *   least −its margin);
 * - account margin ratio    = equity / Σ margin of the open positions × 100 (null without a position);
 * - day P/L                 = Σ over the contracts closed today of (P/L − lot fee − overnight fees)
 *   + Σ over the options settled today of their result: what the day's trading changed the balance
 *   by, fees included.
 */

export type Decimal = number | string | null | undefined;

const NUMERIC = /^-?\d+(\.\d+)?(e[-+]?\d+)?$/i;

/** A Big for a provider value, or null when it is missing or not a number. */
export const decimalOf = (value: Decimal): Big | null => {
  if (value === null || value === undefined) return null;
  const text = typeof value === 'number' ? String(value) : value.trim();
  return NUMERIC.test(text) ? new Big(text) : null;
};

const positive = (value: Decimal): Big | null => {
  const decimal = decimalOf(value);
  return decimal && decimal.gt(0) ? decimal : null;
};

const ZERO = new Big(0);
const HUNDRED = new Big(100);

/** 1 long, 2 short (the provider's `trade_type`); anything but 2 counts as a long. */
export interface OpenPosition {
  trade_type: number;
  order_quantity: Decimal;
  open_price: Decimal;
  /** The margin booked on the order; open × lots / leverage when the provider omits it. */
  margin?: Decimal;
  leverage?: Decimal;
}

/** The margin a position put up. */
export const marginOfPosition = (position: OpenPosition): Big | null => {
  const booked = positive(position.margin);
  if (booked) return booked;
  const open = positive(position.open_price);
  const lots = positive(position.order_quantity);
  const leverage = positive(position.leverage);
  return open && lots && leverage ? open.times(lots).div(leverage) : null;
};

/** (live − open) × lots, negated for a short; null when a value is missing. */
export const unrealisedPnl = (position: OpenPosition, live: Decimal): Big | null => {
  const open = decimalOf(position.open_price);
  const price = decimalOf(live);
  const lots = decimalOf(position.order_quantity);
  if (!open || !price || !lots) return null;
  const pnl = price.minus(open).times(lots);
  return position.trade_type === 2 ? pnl.times(-1) : pnl;
};

/** The P/L that counts: never a loss beyond the margin. */
const boundedPnl = (pnl: Big, margin: Big): Big => (pnl.lt(margin.times(-1)) ? margin.times(-1) : pnl);

/** margin + P/L, at least 0. */
export const marginBalance = (position: OpenPosition, live: Decimal): Big | null => {
  const margin = marginOfPosition(position);
  const pnl = unrealisedPnl(position, live);
  return margin && pnl ? margin.plus(boundedPnl(pnl, margin)) : null;
};

/** margin balance / margin × 100: 100 % on opening, 0 % at liquidation. */
export const positionMarginRatio = (position: OpenPosition, live: Decimal): Big | null => {
  const margin = marginOfPosition(position);
  const balance = marginBalance(position, live);
  return margin && balance ? balance.times(HUNDRED).div(margin) : null;
};

/** max(0, −P/L) / margin × 100, at most 100: the share of the margin already lost. */
export const positionRisk = (position: OpenPosition, live: Decimal): Big | null => {
  const margin = marginOfPosition(position);
  const pnl = unrealisedPnl(position, live);
  if (!margin || !pnl) return null;
  const lost = pnl.lt(0) ? boundedPnl(pnl, margin).times(-1) : ZERO;
  return lost.times(HUNDRED).div(margin);
};

export interface Holding {
  id: number | string;
  position: OpenPosition;
  /** The live price (or the provider's mark price until one arrives); null when none is known. */
  live: Decimal;
}

export interface AccountFigures {
  /** Σ unrealised P/L of the open positions (each at least −its margin), positions by id counted once. */
  unrealised: Big;
  /** Σ margin of the open positions. */
  usedMargin: Big;
  /** available + frozen + unrealised. */
  equity: Big;
  /** equity / used margin × 100; null without an open position. */
  marginRatio: Big | null;
  /** false when a position has no price yet (then the unrealised sum leaves it out). */
  complete: boolean;
}

/** The account's equity and margin ratio at the given prices. */
export const accountFigures = ({
  available,
  frozen,
  holdings,
}: {
  available: Decimal;
  frozen: Decimal;
  holdings: readonly Holding[];
}): AccountFigures => {
  const seen = new Set<string>();
  let unrealised = ZERO;
  let usedMargin = ZERO;
  let complete = true;
  for (const { id, position, live } of holdings) {
    if (seen.has(String(id))) continue;
    seen.add(String(id));
    const margin = marginOfPosition(position);
    const pnl = unrealisedPnl(position, live);
    if (margin) usedMargin = usedMargin.plus(margin);
    if (margin && pnl) unrealised = unrealised.plus(boundedPnl(pnl, margin));
    else complete = false;
  }
  const equity = (decimalOf(available) ?? ZERO).plus(decimalOf(frozen) ?? ZERO).plus(unrealised);
  return {
    unrealised,
    usedMargin,
    equity,
    marginRatio: usedMargin.gt(0) ? equity.times(HUNDRED).div(usedMargin) : null,
    complete,
  };
};

export interface ClosedContract {
  id: number | string;
  profit_loss: Decimal;
  fee: Decimal;
  overnight_fee: Decimal;
  /** When it closed (UTC ms); null when unknown. */
  closedAt: number | null;
}

export interface SettledOption {
  id: number | string;
  /** The signed result: the profit on a win, −stake on a loss, 0 on a tie. */
  profit: Decimal;
  settledAt: number | null;
}

/**
 * What the day's trading changed the balance by: contracts closed and options settled at or after
 * `dayStart` (UTC ms of the day's first instant), fees included.
 */
export const dayPnl = ({
  contracts,
  options,
  dayStart,
}: {
  contracts: readonly ClosedContract[];
  options: readonly SettledOption[];
  dayStart: number;
}): Big => {
  let total = ZERO;
  const seen = new Set<string>();
  for (const order of contracts) {
    if (order.closedAt === null || order.closedAt < dayStart || seen.has(`c${order.id}`)) continue;
    seen.add(`c${order.id}`);
    total = total
      .plus(decimalOf(order.profit_loss) ?? ZERO)
      .minus(decimalOf(order.fee) ?? ZERO)
      .minus(decimalOf(order.overnight_fee) ?? ZERO);
  }
  for (const order of options) {
    if (order.settledAt === null || order.settledAt < dayStart || seen.has(`o${order.id}`)) continue;
    seen.add(`o${order.id}`);
    total = total.plus(decimalOf(order.profit) ?? ZERO);
  }
  return total;
};

/** 2 decimals, half up (away from zero), for display; null stays null. */
export const cents = (value: Big | null): string | null =>
  value === null ? null : value.round(2, Big.roundHalfUp).toFixed(2);

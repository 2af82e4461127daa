/**
 * The sandbox's own account figures, worked out from what it books (balances, positions, the
 * ledger) and never from the app's formulas (it imports nothing of src/): the flow tests compare
 * what the screens show with these, so a wrong formula on either side fails a test
 * (docs/decisions/0035-trader-figures.md).
 *
 * - a position's result at the feed's price: (price − open) × lots, negated for a short, a loss never
 *   beyond its margin; its margin ratio: (margin + result) / margin × 100;
 * - equity: available + frozen + the open positions' results;
 * - account margin ratio: equity / the open positions' margins × 100 (null without one);
 * - day P/L: the sum of every ledger movement of the round trips that ended today (contracts closed,
 *   options settled since the provider's midnight of the account's clock): margin and fee out,
 *   overnight fees, margin and result back; i.e. the balance the day's trading won or lost.
 */
import { providerLocal } from './clock.ts';
import { userNow, type SandboxContext } from './context.ts';
import { Big, fixed } from './money.ts';
import type { UserRecord } from './state.ts';

export interface OraclePosition {
  id: number;
  symbol: string;
  price: string;
  pnl: string;
  marginRatio: string;
}

export interface OracleFigures {
  available: string;
  frozen: string;
  equity: string;
  usedMargin: string;
  marginRatio: string | null;
  dayPnl: string;
  positions: OraclePosition[];
}

const ZERO = new Big(0);

export function figuresOf(ctx: SandboxContext, user: UserRecord): OracleFigures {
  const { state } = ctx.store;
  const usdt = user.balances.USDT ?? { available: '0', frozen: '0' };
  const positions: OraclePosition[] = [];
  let results = ZERO;
  let used = ZERO;
  for (const order of state.trading.contracts) {
    if (order.userId !== user.id || order.status !== 1) continue;
    const price = ctx.market.price(order.symbol) ?? new Big(order.open_price);
    const margin = new Big(order.margin);
    let result = price.minus(order.open_price).times(order.lots);
    if (order.trade_type === 2) result = result.neg();
    if (result.lt(margin.neg())) result = margin.neg();
    results = results.plus(result);
    used = used.plus(margin);
    positions.push({
      id: order.id,
      symbol: order.symbol,
      price: price.toFixed(),
      pnl: fixed(result),
      marginRatio: fixed(margin.plus(result).times(100).div(margin)),
    });
  }
  const equity = new Big(usdt.available).plus(usdt.frozen).plus(results);

  const dayStart = providerLocal(userNow(ctx, user)).dayStartMs;
  const endedToday = new Set<string>();
  for (const order of state.trading.contracts) {
    if (order.userId === user.id && order.status === 2 && (order.closedAt ?? -1) >= dayStart)
      endedToday.add(`contract:${order.id}`);
  }
  for (const order of state.trading.options) {
    if (order.userId === user.id && order.status === 1 && (order.settledAt ?? -1) >= dayStart)
      endedToday.add(`option:${order.id}`);
  }
  let day = ZERO;
  for (const row of state.ledger) {
    if (row.userId === user.id && row.ref !== undefined && endedToday.has(row.ref)) day = day.plus(row.amount);
  }

  return {
    available: fixed(new Big(usdt.available)),
    frozen: fixed(new Big(usdt.frozen)),
    equity: fixed(equity),
    usedMargin: fixed(used),
    marginRatio: used.gt(0) ? fixed(equity.times(100).div(used)) : null,
    dayPnl: fixed(day),
    positions,
  };
}

/**
 * The trading rules shared by orders, settlement and the seed: the catalogue the contract's examples
 * offer (expiries, leverages, fee and overnight rates), the option outcome and payout, the take profit
 * / stop loss check, and closing a position. Their refusal messages are in messages.ts.
 */
import { lotFeeRate, overnightRate, pnlOf, type ContractSide } from '../../../../src/lib/contract-math.ts';
import type { SandboxContext } from '../../context.ts';
import type { TradingKey } from './messages.ts';
import { release } from '../../ledger.ts';
import { Big, fixed, parseAmount } from '../../money.ts';
import { LEDGER, type UserRecord } from '../../state.ts';
import type { ContractOrderRecord } from '../../state/trading.ts';

export { t, TRADING_MESSAGES, type TradingKey } from './messages.ts';

// ---------------------------------------------------------------------------------------------
// Catalogue (from the contract's examples, so the sandbox and the static mock offer the same)

interface Expiry {
  trade_time: number;
  unit?: string;
  profit_loss_ratio: number | string;
  min_amount: number | string;
}

export const expiriesOf = (ctx: SandboxContext): Expiry[] =>
  (ctx.contract.readExample('getOrderInfo') as { result: Expiry[] }).result;
export const leveragesOf = (ctx: SandboxContext): number[] =>
  (ctx.contract.readExample('getContractInfo') as { data: { multiple: number[] } }).data.multiple;
const homeOf = (ctx: SandboxContext): { fee?: number; overnight_fee?: number } =>
  (ctx.contract.readExample('getHome') as { result: { fee?: number; overnight_fee?: number } }).result;
// the examples are read-only, so their rates are read once per contract (settlement asks on every pass)
const rates = new WeakMap<object, { fee: Big; overnight: Big | null }>();
const ratesOf = (ctx: SandboxContext): { fee: Big; overnight: Big | null } => {
  let found = rates.get(ctx.contract);
  if (found === undefined) {
    const home = homeOf(ctx);
    found = { fee: lotFeeRate(home.fee), overnight: overnightRate(home.overnight_fee) };
    rates.set(ctx.contract, found);
  }
  return found;
};
export const feeRateOf = (ctx: SandboxContext): Big => ratesOf(ctx).fee;
export const overnightRateOf = (ctx: SandboxContext): Big | null => ratesOf(ctx).overnight;

// ---------------------------------------------------------------------------------------------
// Options

/** The option rule: up wins above the open, down below it; a tie refunds the stake. */
export function optionOutcome(direction: 1 | 2, open: Big, close: Big): 'win' | 'loss' | 'tie' {
  if (close.eq(open)) return 'tie';
  const rose = close.gt(open);
  return (direction === 1) === rose ? 'win' : 'loss';
}

/** What a settled option pays back: stake + stake × ratio / 100 on a win, the stake on a tie, nothing on a loss. */
export function optionPayout(outcome: 'win' | 'loss' | 'tie', stake: Big, ratioPercent: Big): Big {
  if (outcome === 'tie') return stake;
  if (outcome === 'loss') return new Big(0);
  return stake.plus(stake.times(ratioPercent).div(100).round(2, Big.roundDown));
}

// ---------------------------------------------------------------------------------------------
// Perpetual contracts

export const sideOf = (order: { trade_type: 1 | 2 }): ContractSide => order.trade_type;

/** Checks a take profit / stop loss against the side and a reference price; the message key of the first problem. */
export function tpslProblem(
  side: ContractSide,
  reference: Big,
  takeProfit: Big | null,
  stopLoss: Big | null,
): { field: string; key: TradingKey } | undefined {
  if (takeProfit !== null && takeProfit.gt(0)) {
    if (side === 1 && takeProfit.lte(reference)) return { field: 'target_profit_price', key: 'takeProfitLong' };
    if (side === 2 && takeProfit.gte(reference)) return { field: 'target_profit_price', key: 'takeProfitShort' };
  }
  if (stopLoss !== null && stopLoss.gt(0)) {
    if (side === 1 && stopLoss.gte(reference)) return { field: 'stop_loss_price', key: 'stopLossLong' };
    if (side === 2 && stopLoss.lte(reference)) return { field: 'stop_loss_price', key: 'stopLossShort' };
  }
  return undefined;
}

export const optionalPrice = (value: unknown): Big | null => {
  if (value === null || value === undefined) return null;
  const parsed = parseAmount(value);
  return parsed !== undefined && parsed.gt(0) ? parsed : null;
};

/** Settles a position at `price`: the margin comes back with the P/L (a loss never takes more than the margin), less overnight fees still owed. */
export function closePosition(
  ctx: SandboxContext,
  order: ContractOrderRecord,
  user: UserRecord,
  price: Big,
  at: number,
  reason: ContractOrderRecord['closeReason'],
): void {
  const margin = new Big(order.margin);
  const gross = pnlOf(sideOf(order), order.open_price, price.toFixed(), order.lots) ?? new Big(0);
  const pnl = gross.lt(margin.times(-1)) ? margin.times(-1) : gross;
  const overnight = new Big(order.overnightAccrued ?? '0');
  let payout = margin.plus(pnl).minus(overnight);
  if (payout.lt(0)) payout = new Big(0);
  release(ctx.store, user, margin, payout, { type: LEDGER.contractSettlement, time: at, ref: `contract:${order.id}` });
  ctx.store.write(() => {
    order.status = 2;
    order.close_price = price.toFixed();
    order.profit_loss = fixed(pnl);
    order.closedAt = at;
    order.closeReason = reason;
  });
}

/**
 * Time passing: option expiries, limit fills, take profit / stop loss, liquidation and overnight
 * fees, all at the feed's prices; run before every answer and by the server's timer.
 */
import { isLiquidatedAt, liquidationPriceOf } from '../../../../src/lib/liquidation.ts';
import { DAY, providerLocal } from '../../clock.ts';
import { userMarketNow, userNow, type SandboxContext } from '../../context.ts';
import { balanceOf, post, release } from '../../ledger.ts';
import { Big } from '../../money.ts';
import { LEDGER, type UserRecord } from '../../state.ts';
import type { ContractOrderRecord } from '../../state/trading.ts';
import { settleOption } from './options.ts';
import { closePosition, optionalPrice, overnightRateOf, sideOf } from './rules.ts';

/** The trigger a holding position reached at `price`, and the price it settles at. */
export function triggerOf(
  order: ContractOrderRecord,
  price: Big,
): { reason: NonNullable<ContractOrderRecord['closeReason']>; at: Big } | undefined {
  const side = sideOf(order);
  if (isLiquidatedAt(side, order.open_price, price.toFixed(), order.lots, order.margin)) {
    const liquidation = liquidationPriceOf(side, order.open_price, order.lots, order.margin);
    if (liquidation !== null) return { reason: 'liquidation', at: liquidation };
  }
  const stop = optionalPrice(order.stop_loss_price);
  if (stop !== null && (side === 1 ? price.lte(stop) : price.gte(stop))) return { reason: 'stopLoss', at: stop };
  const take = optionalPrice(order.take_profit_price);
  if (take !== null && (side === 1 ? price.gte(take) : price.lte(take))) return { reason: 'takeProfit', at: take };
  return undefined;
}

/**
 * An open order as last checked and found quiet (a pending order not crossed, a position not
 * triggered): what decided it. At the same price and with the same fields the check gives the same
 * answer, so a pass before every answer does not redo it while the feed has not moved.
 */
interface Quiet {
  price: Big;
  status: ContractOrderRecord['status'];
  side: ContractOrderRecord['trade_type'];
  open: string;
  lots: string;
  margin: string;
  stop: string | null;
  take: string | null;
}
const quiet = new WeakMap<ContractOrderRecord, Quiet>();

const stillQuiet = (order: ContractOrderRecord, price: Big): boolean => {
  const last = quiet.get(order);
  return (
    last !== undefined &&
    (last.price === price || last.price.eq(price)) &&
    last.status === order.status &&
    last.side === order.trade_type &&
    last.open === order.open_price &&
    last.lots === order.lots &&
    last.margin === order.margin &&
    last.stop === order.stop_loss_price &&
    last.take === order.take_profit_price
  );
};

const rememberQuiet = (order: ContractOrderRecord, price: Big): void => {
  quiet.set(order, {
    price,
    status: order.status,
    side: order.trade_type,
    open: order.open_price,
    lots: order.lots,
    margin: order.margin,
    stop: order.stop_loss_price,
    take: order.take_profit_price,
  });
};

// the provider day of the last time asked (every open order of a pass asks for the same instant)
let dayOf = { ms: Number.NaN, start: 0 };
const providerDayStart = (ms: number): number => {
  if (ms !== dayOf.ms) dayOf = { ms, start: providerLocal(ms).dayStartMs };
  return dayOf.start;
};

/**
 * Overnight fees (decision 0035): at each provider midnight (00:00 in Vietnam) a held position is
 * charged open price × lots × rate per night, in cents (half up), from the available balance, as a
 * "Perpetual contract" record. What the balance cannot cover is owed and taken from the payout at the
 * close (so a balance never goes below zero behind the trader's back). The order's `overnight_fee` is
 * the sum of both.
 */
function chargeOvernight(
  ctx: SandboxContext,
  order: ContractOrderRecord,
  user: UserRecord,
  rate: Big,
  now: number,
): void {
  const today = providerDayStart(now);
  const since = order.overnightChargedUntil ?? today;
  if (today <= since) return;
  const nights = Math.round((today - since) / DAY);
  const fee = new Big(order.open_price).times(order.lots).times(rate).times(nights).round(2, Big.roundHalfUp);
  const paid = balanceOf(user).available.gte(fee);
  if (paid)
    post(ctx.store, user, fee.times(-1), { type: LEDGER.perpetualContract, time: today, ref: `contract:${order.id}` });
  ctx.store.write(() => {
    order.overnight_fee = new Big(order.overnight_fee || '0').plus(fee).toFixed(2);
    if (!paid) order.overnightAccrued = new Big(order.overnightAccrued ?? '0').plus(fee).toFixed(2);
    order.overnightChargedUntil = today;
  });
}

export function tick(ctx: SandboxContext): void {
  const { state } = ctx.store;
  const users = state.users;
  for (const order of state.trading.options) {
    if (order.status !== 0) continue;
    const user = users[String(order.userId)];
    if (user === undefined || userMarketNow(ctx, user) < order.expiresAt) continue;
    const close = ctx.market.price(order.symbol);
    if (close === undefined) continue;
    settleOption(ctx, order, user, close, Math.max(userNow(ctx, user), order.expiresAt));
  }
  const rate = overnightRateOf(ctx);
  for (const order of state.trading.contracts) {
    if (order.status > 1) continue;
    const user = users[String(order.userId)];
    const price = ctx.market.price(order.symbol);
    if (user === undefined || price === undefined) continue;
    const now = userNow(ctx, user);
    const unchanged = stillQuiet(order, price);
    if (order.status === 0) {
      if (unchanged) continue;
      const limit = new Big(order.open_price);
      const crossed = order.trade_type === 1 ? price.lte(limit) : price.gte(limit);
      if (!crossed) {
        rememberQuiet(order, price);
        continue;
      }
      // filled at the limit price: the fee held with the margin is spent, the margin stays held
      release(ctx.store, user, new Big(order.fee), new Big(0), {
        type: LEDGER.contractOrder,
        time: now,
        ref: `contract:${order.id}`,
      });
      ctx.store.write(() => {
        order.status = 1;
        order.openedAt = userMarketNow(ctx, user);
        order.overnightChargedUntil = providerLocal(now).dayStartMs;
      });
    }
    if (rate !== null) chargeOvernight(ctx, order, user, rate, now);
    // overnight fees never decide a trigger
    if (unchanged) continue;
    const trigger = triggerOf(order, price);
    if (trigger !== undefined) closePosition(ctx, order, user, trigger.at, now, trigger.reason);
    else rememberQuiet(order, price);
  }
}

/**
 * Staking ("mining"): within the product's limits and the balance, the amount is locked from the day
 * of subscription and accrues amount × daily yield every provider day; rebate method 1 pays it daily
 * and returns the principal at the end, method 2 pays everything at the end.
 */
import { stakingPayout } from '../../../../src/lib/staking-math.ts';
import { done, invalid, invalidId, ok, pageOf, paging, refuse, type Answer, type UserHandler } from '../../api.ts';
import { DAY, formatProviderDate, providerLocal } from '../../clock.ts';
import type { SandboxContext } from '../../context.ts';
import { balanceOf, post } from '../../ledger.ts';
import { Big, fixed, USD_DECIMALS } from '../../money.ts';
import { LEDGER, type UserRecord } from '../../state.ts';
import type { StakingOrderRecord } from '../../state/products.ts';
import { t } from './messages.ts';
import { readAmountInput } from '../../amounts.ts';

/** Rebate method per staking product (the contract shows only product 3's): docs/sandbox.md. */
const REBATE: Record<number, 1 | 2> = { 3: 1, 4: 2, 5: 2, 6: 1 };
/** Cancelling early would cost this share of the principal (shown on orders; cancelling is done by support). */
const CANCEL_FEE_RATE = '0.05';

interface StakingProduct {
  id: number;
  img?: string;
  name: string;
  min_amount: string;
  max_amount: string;
  interest: string;
  day: number;
  progress?: number;
}

const stakingProducts = (ctx: SandboxContext): readonly StakingProduct[] =>
  (ctx.contract.readExample('getStakingInfo') as { result: { data: StakingProduct[] } }).result.data;

export const getStakingInfo: UserHandler = (call) => ok({ data: stakingProducts(call.ctx) });

const productDetail = (ctx: SandboxContext, id: number): Record<string, unknown> | undefined => {
  const example = (ctx.contract.readExample('getStakingDetail') as { result: { data: { id: number } } }).result.data;
  if (example.id === id) return example;
  const product = stakingProducts(ctx).find((item) => item.id === id);
  if (product === undefined) return undefined;
  const type = REBATE[id] ?? 1;
  const rule =
    type === 1
      ? `<li>Daily yield: ${product.interest}%, paid every day at 00:00</li><li>Principal returned at maturity</li>`
      : `<li>Yield ${product.interest}% a day, paid with the principal at maturity</li>`;
  return {
    id: product.id,
    ...(product.img === undefined ? {} : { img: product.img }),
    name: product.name,
    interest: product.interest,
    min_amount: product.min_amount,
    max_amount: product.max_amount,
    day: product.day,
    type,
    description: `<h3>How it works</h3><p>Your USDT is locked for ${product.day} days.</p><ul>${rule}</ul>`,
  };
};

export const getStakingDetail: UserHandler = (call) => {
  const detail = productDetail(call.ctx, Number(call.query.id));
  return detail === undefined ? invalidId(call.lang) : ok({ data: detail });
};

const stakingRow = (ctx: SandboxContext, order: StakingOrderRecord): Record<string, unknown> => {
  const product = stakingProducts(ctx).find((item) => item.id === order.productId);
  return {
    id: order.id,
    name: product?.name ?? `#${order.productId}`,
    status: order.status,
    amount: order.amount,
    interest_rate: order.rate,
    start_date: formatProviderDate(order.startAt),
    end_date: formatProviderDate(order.endAt),
    total_reward: stakingPayout(order.amount, order.rate, order.days)?.total ?? '0.00',
    earned_reward: fixed(new Big(order.earned)),
    cancel_fee: order.status >= 2 ? '0.00' : fixed(new Big(order.amount).times(CANCEL_FEE_RATE)),
    replaydays: order.accruedDays,
    lockdays: order.days,
  };
};

export const getStakingHistory: UserHandler = (call): Answer => {
  const { page, limit } = paging(call, 'perPage');
  const rows = call.ctx.store.state.products.staking
    .filter((order) => order.userId === call.viewer.id)
    .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
  return {
    status: 200,
    body: {
      status: 200,
      result: pageOf(rows, page, limit).map((order) => stakingRow(call.ctx, order)),
      total: rows.length,
      last_page: Math.max(1, Math.ceil(rows.length / limit)),
    },
  };
};

export const submitStaking: UserHandler = (call) => {
  const { ctx, lang, viewer } = call;
  const body = call.body as { plan_id: string; amount: string };
  const product = stakingProducts(ctx).find((item) => item.id === Number(body.plan_id));
  if (product === undefined) return invalidId(lang, 'plan_id');
  const read = readAmountInput(lang, 'amount', body.amount, USD_DECIMALS);
  if (read.refusal) return read.refusal;
  const { amount } = read;
  if (amount.lte(0)) return invalid(lang, 'amount', t(lang, 'positive'));
  if (amount.lt(product.min_amount) || amount.gt(product.max_amount))
    return invalid(lang, 'amount', t(lang, 'between', { min: product.min_amount, max: product.max_amount }));
  if ((product.progress ?? 0) >= 1) return refuse(t(lang, 'soldOut'));
  if (balanceOf(viewer).available.lt(amount)) return refuse(t(lang, 'insufficientBalance'));
  const id = ctx.store.nextId('staking', 2301);
  post(ctx.store, viewer, amount.times(-1), { type: LEDGER.stakingMining, time: call.now, ref: `staking:${id}` });
  const start = call.now;
  ctx.store.write((state) => {
    state.products.staking.push({
      id,
      userId: viewer.id,
      productId: product.id,
      amount: amount.toFixed(),
      days: product.day,
      rate: product.interest,
      rebate: REBATE[product.id] ?? 1,
      status: 1,
      earned: '0',
      accruedDays: 0,
      createdAt: start,
      startAt: start,
      endAt: providerLocal(start).dayStartMs + product.day * DAY,
    });
  });
  return done(t(lang, 'subscribed'));
};

/** Whole provider days from the start's local day to now's (0 on the day of subscription). */
export const daysElapsed = (startAt: number, now: number): number =>
  Math.max(0, Math.round((providerLocal(now).dayStartMs - providerLocal(startAt).dayStartMs) / DAY));

/** One day's yield of a staking order: amount × rate% (rounded down to cents). */
export const dailyYield = (order: Pick<StakingOrderRecord, 'amount' | 'rate'>): Big =>
  new Big(order.amount).times(order.rate).div(100).round(2, Big.roundDown);

// the provider day an order started on never changes: looked up once per order
const startDays = new WeakMap<StakingOrderRecord, number>();
const startDayOf = (order: StakingOrderRecord): number => {
  let day = startDays.get(order);
  if (day === undefined) {
    day = providerLocal(order.startAt).dayStartMs;
    startDays.set(order, day);
  }
  return day;
};

export function stakingTick(ctx: SandboxContext, order: StakingOrderRecord, user: UserRecord, now: number): void {
  // nothing is due before the provider midnight of the next day to accrue (the pass runs before every answer)
  if (order.accruedDays >= order.days || now < startDayOf(order) + (order.accruedDays + 1) * DAY) return;
  const due = Math.min(order.days, daysElapsed(order.startAt, now));
  if (due <= order.accruedDays) return;
  const perDay = dailyYield(order);
  for (let day = order.accruedDays + 1; day <= due; day += 1) {
    const at = providerLocal(order.startAt).dayStartMs + day * DAY;
    if (order.rebate === 1)
      post(ctx.store, user, perDay, { type: LEDGER.miningProfit, time: at, ref: `staking:${order.id}:${day}` });
    ctx.store.write(() => {
      order.accruedDays = day;
      order.earned = new Big(order.earned).plus(perDay).toFixed();
    });
  }
  if (order.accruedDays === order.days) {
    const at = providerLocal(order.startAt).dayStartMs + order.days * DAY;
    // method 2 pays the whole yield with the principal at the end
    if (order.rebate === 2)
      post(ctx.store, user, new Big(order.earned), {
        type: LEDGER.miningProfit,
        time: at,
        ref: `staking:${order.id}:yield`,
      });
    post(ctx.store, user, new Big(order.amount), {
      type: LEDGER.stakingMining,
      time: at,
      ref: `staking:${order.id}:principal`,
    });
    ctx.store.write(() => {
      order.status = 2;
    });
  }
}

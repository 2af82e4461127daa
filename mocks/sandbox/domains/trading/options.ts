/**
 * Option (timed) orders: the stake is taken at the order and settled at the feed's price of expiry
 * (settlement.ts calls `settleOption`); the records and the detail of one order.
 */
import { invalid, invalidId, ok, pageOf, paging, refuse, type UserHandler } from '../../api.ts';
import { formatProviderTime } from '../../clock.ts';
import type { SandboxContext } from '../../context.ts';
import { balanceOf, post } from '../../ledger.ts';
import { Big, fixed, USD_DECIMALS } from '../../money.ts';
import { LEDGER, type UserRecord } from '../../state.ts';
import type { OptionOrderRecord } from '../../state/trading.ts';
import { expiriesOf, optionOutcome, optionPayout, t } from './rules.ts';
import { readAmountInput } from '../../amounts.ts';

const pairLabel = (ctx: SandboxContext, code: string): string => {
  const symbol = ctx.market.symbol(code);
  if (symbol === undefined) return code.toUpperCase();
  const upper = symbol.jiaoyidui;
  return upper.endsWith('USDT')
    ? `${upper.slice(0, -4)}/USDT`
    : upper.length === 6 && symbol.category !== 'Stock'
      ? `${upper.slice(0, 3)}/${upper.slice(3)}`
      : upper;
};

export function settleOption(
  ctx: SandboxContext,
  order: OptionOrderRecord,
  user: UserRecord,
  close: Big,
  at: number,
): void {
  const stake = new Big(order.amount);
  const outcome = optionOutcome(order.direction, new Big(order.open_price), close);
  const payout = optionPayout(outcome, stake, new Big(order.profit_ratio));
  if (payout.gt(0))
    post(ctx.store, user, payout, { type: LEDGER.optionSettlement, time: at, ref: `option:${order.id}` });
  ctx.store.write(() => {
    order.status = 1;
    order.close_price = close.toFixed();
    order.profit = fixed(payout.minus(stake));
    order.settledAt = at;
  });
}

export const createOptionOrder: UserHandler = (call) => {
  const { ctx, lang, viewer } = call;
  const body = call.body as { symbol: string; amount: string | number; direction: 1 | 2; trade_time: number };
  const symbol = ctx.market.symbol(body.symbol);
  if (symbol === undefined) return invalid(lang, 'symbol', t(lang, 'unknownSymbol'));
  const expiry = expiriesOf(ctx).find((item) => item.trade_time === body.trade_time);
  if (expiry === undefined) return invalid(lang, 'trade_time', t(lang, 'unknownExpiry'));
  const read = readAmountInput(lang, 'amount', body.amount, USD_DECIMALS);
  if (read.refusal) return read.refusal;
  const { amount } = read;
  if (amount.lte(0)) return invalid(lang, 'amount', t(lang, 'positiveAmount'));
  if (amount.lt(new Big(expiry.min_amount)))
    return invalid(lang, 'amount', t(lang, 'minimumStake', { min: String(expiry.min_amount) }));
  const price = ctx.market.price(symbol.jiaoyidui);
  if (price === undefined) return refuse(t(lang, 'marketClosed'));
  if (balanceOf(viewer).available.lt(amount)) return refuse(t(lang, 'insufficientBalance'));
  const id = ctx.store.nextId('option', 260_501);
  post(ctx.store, viewer, amount.times(-1), { type: LEDGER.optionOrder, time: call.now, ref: `option:${id}` });
  const order: OptionOrderRecord = {
    id,
    userId: viewer.id,
    symbol: symbol.jiaoyidui.toLowerCase(),
    direction: body.direction,
    amount: amount.toFixed(),
    currency: 'USDT',
    trade_time: expiry.trade_time,
    profit_ratio: String(expiry.profit_loss_ratio),
    open_price: price.toFixed(),
    openedAt: call.marketNow,
    expiresAt: call.marketNow + expiry.trade_time * 1000,
    status: 0,
  };
  ctx.store.write((state) => {
    state.trading.options.push(order);
  });
  return ok(
    {
      order_id: id,
      trade_time: order.trade_time,
      symbol: order.symbol,
      direction: order.direction,
      amount: order.amount,
      open_price: order.open_price,
      expectedprofit: fixed(amount.times(order.profit_ratio).div(100).round(2, Big.roundDown)),
    },
    t(lang, 'orderPlaced'),
  );
};

const optionRow = (ctx: SandboxContext, order: OptionOrderRecord): Record<string, unknown> => ({
  order_id: order.id,
  product_name: pairLabel(ctx, order.symbol),
  direction: order.direction,
  open_price: order.open_price,
  close_price: order.close_price ?? '0',
  amount: order.amount,
  trade_time: order.trade_time,
  create_time: formatProviderTime(order.openedAt),
  profitloss: order.profit ?? '0',
  profitrate: order.profit_ratio,
  pincang_time: order.settledAt === undefined ? null : formatProviderTime(order.settledAt),
  status: order.status,
});

export const getOrderRecord: UserHandler = (call) => {
  const { page, limit } = paging(call);
  const status = call.query.status === undefined ? undefined : Number(call.query.status);
  const rows = call.ctx.store.state.trading.options
    .filter((order) => order.userId === call.viewer.id && (status === undefined || order.status === status))
    .sort((a, b) => b.openedAt - a.openedAt || b.id - a.id);
  return ok({ list: pageOf(rows, page, limit).map((order) => optionRow(call.ctx, order)), total: rows.length });
};

/** The provider's trade records page reads the same rows through /orderlist. */
export const getOrderList: UserHandler = (call) => getOrderRecord(call);

export const getOrderDetail: UserHandler = (call) => {
  const id = Number(call.params.id);
  const order = call.ctx.store.state.trading.options.find((item) => item.id === id && item.userId === call.viewer.id);
  if (order === undefined) return invalidId(call.lang);
  const profit = new Big(order.profit ?? '0');
  return ok({
    status: order.status,
    profit: order.profit ?? '0',
    profitloss: fixed(profit.abs()),
    symbol: order.symbol,
    direction: order.direction,
    open_price: order.open_price,
    close_price: order.close_price ?? '0',
    amount: order.amount,
    trade_time: order.trade_time,
    create_time: formatProviderTime(order.openedAt),
  });
};

/**
 * Perpetual contracts: market orders fill at the live price, limit orders hold margin and fee until
 * the market crosses them (settlement.ts); take profit / stop loss, close, batch close, cancel, and
 * the order lists valued at the live price.
 */
import { orderQuote, pnlOf, type ContractSide } from '../../../../src/lib/contract-math.ts';
import { done, invalid, invalidId, ok, pageOf, paging, refuse, type UserCall, type UserHandler } from '../../api.ts';
import { formatProviderTime, providerLocal } from '../../clock.ts';
import type { SandboxContext } from '../../context.ts';
import { balanceOf, freeze, post, release } from '../../ledger.ts';
import { Big, COIN_DECIMALS, fixed, parseAmount } from '../../money.ts';
import { readAmountInput } from '../../amounts.ts';
import { LEDGER } from '../../state.ts';
import type { ContractOrderRecord } from '../../state/trading.ts';
import { closePosition, feeRateOf, leveragesOf, optionalPrice, sideOf, t, tpslProblem } from './rules.ts';

/** The highest price a request may name (the contract's `PriceInput`). */
const MAX_INPUT_PRICE = new Big('100000000');

export const createPerpetualContract: UserHandler = (call) => {
  const { ctx, lang, viewer } = call;
  const body = call.body as {
    symbol: string;
    tradetype: 1 | 2;
    quantity: number | string;
    multiple: number;
    pricetype: '1' | '2';
    target_price: number | string;
    target_profit_price?: number;
    stop_loss_price?: number;
  };
  const symbol = ctx.market.symbol(body.symbol);
  if (symbol === undefined) return invalid(lang, 'symbol', t(lang, 'unknownSymbol'));
  const lots = parseAmount(body.quantity, 0);
  if (lots === undefined || lots.lt(1)) return invalid(lang, 'quantity', t(lang, 'quantityMin'));
  if (!leveragesOf(ctx).includes(body.multiple)) return invalid(lang, 'multiple', t(lang, 'unknownLeverage'));
  const live = ctx.market.price(symbol.jiaoyidui);
  if (live === undefined) return refuse(t(lang, 'marketClosed'));
  // target_price is required and bounded for every order (PriceInput); only a limit order fills at it
  const priceRead = readAmountInput(lang, 'target_price', body.target_price, COIN_DECIMALS, MAX_INPUT_PRICE);
  if (priceRead.refusal) return priceRead.refusal;
  const limitPrice = body.pricetype === '2' ? priceRead.amount : undefined;
  if (body.pricetype === '2' && (limitPrice === undefined || limitPrice.lte(0)))
    return invalid(lang, 'target_price', t(lang, 'positiveAmount'));
  const price = body.pricetype === '2' && limitPrice !== undefined ? limitPrice : live;
  const side: ContractSide = body.tradetype;
  const takeProfit = optionalPrice(body.target_profit_price);
  const stopLoss = optionalPrice(body.stop_loss_price);
  const problem = tpslProblem(side, price, takeProfit, stopLoss);
  if (problem !== undefined) return invalid(lang, problem.field, t(lang, problem.key));
  // the app's own quote: margin and fee booked in cents, the total their sum
  const quote = orderQuote({
    price: price.toFixed(),
    lots: lots.toFixed(),
    leverage: body.multiple,
    feeRate: feeRateOf(ctx),
    overnight: null,
  });
  if (quote === null) return invalid(lang, 'quantity', t(lang, 'quantityMin'));
  const { margin: marginCents, fee: feeCents } = quote;
  if (balanceOf(viewer).available.lt(quote.total)) return refuse(t(lang, 'insufficientMargin'));
  const id = ctx.store.nextId('contract', 7801);
  const movement = { type: LEDGER.contractOrder, time: call.now, ref: `contract:${id}` } as const;
  const limit = body.pricetype === '2';
  if (limit) {
    // margin and fee held until the order fills or is cancelled
    freeze(ctx.store, viewer, marginCents.plus(feeCents), movement);
  } else {
    freeze(ctx.store, viewer, marginCents, movement);
    post(ctx.store, viewer, feeCents.times(-1), movement);
  }
  const order: ContractOrderRecord = {
    id,
    userId: viewer.id,
    symbol: symbol.jiaoyidui.toLowerCase(),
    trade_type: side,
    lots: lots.toFixed(),
    leverage: String(body.multiple),
    pricetype: body.pricetype,
    open_price: price.toFixed(),
    margin: marginCents.toFixed(),
    fee: feeCents.toFixed(),
    overnight_fee: '0',
    take_profit_price: takeProfit?.toFixed() ?? null,
    stop_loss_price: stopLoss?.toFixed() ?? null,
    status: limit ? 0 : 1,
    createdAt: call.marketNow,
    ...(limit ? {} : { openedAt: call.marketNow, overnightChargedUntil: providerLocal(call.now).dayStartMs }),
  };
  ctx.store.write((state) => {
    state.trading.contracts.push(order);
  });
  return done(t(lang, 'orderPlaced'));
};

const findContract = (call: UserCall, id: number): ContractOrderRecord | undefined =>
  call.ctx.store.state.trading.contracts.find((order) => order.id === id && order.userId === call.viewer.id);

export const setContract: UserHandler = (call) => {
  const { ctx, lang } = call;
  const body = call.body as { id: number; stop_loss_price?: number | null; target_profit_price?: number | null };
  const order = findContract(call, body.id);
  if (order === undefined) return invalidId(lang);
  if (order.status !== 0 && order.status !== 1) return refuse(t(lang, 'cannotChange'));
  const takeProfit =
    body.target_profit_price === undefined
      ? optionalPrice(order.take_profit_price)
      : optionalPrice(body.target_profit_price);
  const stopLoss =
    body.stop_loss_price === undefined ? optionalPrice(order.stop_loss_price) : optionalPrice(body.stop_loss_price);
  // against the live price for a position (what would trigger at once), the limit price for a pending order
  const reference =
    order.status === 1 ? (ctx.market.price(order.symbol) ?? new Big(order.open_price)) : new Big(order.open_price);
  const problem = tpslProblem(sideOf(order), reference, takeProfit, stopLoss);
  if (problem !== undefined) return invalid(lang, problem.field, t(lang, problem.key));
  ctx.store.write(() => {
    order.take_profit_price = takeProfit?.toFixed() ?? null;
    order.stop_loss_price = stopLoss?.toFixed() ?? null;
  });
  return done(t(lang, 'tpslSaved'));
};

export const closeContract: UserHandler = (call) => {
  const { ctx, lang, viewer } = call;
  const { id } = call.body as { id: number };
  const order = findContract(call, id);
  if (order === undefined) return invalidId(lang);
  if (order.status !== 1) return refuse(t(lang, 'cannotChange'));
  const price = ctx.market.price(order.symbol);
  if (price === undefined) return refuse(t(lang, 'marketClosed'));
  closePosition(ctx, order, viewer, price, call.now, 'user');
  return done(t(lang, 'closed'));
};

export const batchCloseContracts: UserHandler = (call) => {
  const { ctx, lang, viewer } = call;
  const body = call.body as { symbol: string; tradetype?: 1 | 2 };
  const symbol = ctx.market.symbol(body.symbol);
  if (symbol === undefined) return invalid(lang, 'symbol', t(lang, 'unknownSymbol'));
  const price = ctx.market.price(symbol.jiaoyidui);
  if (price === undefined) return refuse(t(lang, 'marketClosed'));
  const code = symbol.jiaoyidui.toLowerCase();
  const positions = ctx.store.state.trading.contracts.filter(
    (order) =>
      order.userId === viewer.id &&
      order.status === 1 &&
      order.symbol === code &&
      (body.tradetype === undefined || order.trade_type === body.tradetype),
  );
  if (positions.length === 0) return refuse(t(lang, 'nothingToClose'));
  for (const order of positions) closePosition(ctx, order, viewer, price, call.now, 'user');
  return done(t(lang, 'allClosed'));
};

export const cancelContractOrder: UserHandler = (call) => {
  const { ctx, lang, viewer } = call;
  const { id } = call.body as { id: number };
  const order = findContract(call, id);
  if (order === undefined) return invalidId(lang);
  if (order.status !== 0) return refuse(t(lang, 'cannotChange'));
  const held = new Big(order.margin).plus(order.fee);
  release(ctx.store, viewer, held, held, { type: LEDGER.contractOrder, time: call.now, ref: `contract:${order.id}` });
  ctx.store.write(() => {
    order.status = 3;
    order.closedAt = call.marketNow;
  });
  return done(t(lang, 'cancelled'));
};

/** A contract order as the contract's `ContractOrder`, valued at the live price while it is open. */
export function contractRow(ctx: SandboxContext, order: ContractOrderRecord): Record<string, unknown> {
  const live = ctx.market.price(order.symbol);
  const open = order.status === 0 || order.status === 1;
  const current = open
    ? (live?.toFixed() ?? order.open_price)
    : (order.close_price ?? live?.toFixed() ?? order.open_price);
  const livePnl =
    order.status === 1 && live !== undefined
      ? pnlOf(sideOf(order), order.open_price, live.toFixed(), order.lots)
      : null;
  return {
    id: order.id,
    symbol: order.symbol,
    trade_type: order.trade_type,
    order_quantity: order.lots,
    open_price: order.open_price,
    current_price: current,
    take_profit_price: order.take_profit_price,
    stop_loss_price: order.stop_loss_price,
    leverage: order.leverage,
    everage: order.leverage,
    margin: order.margin,
    fee: order.fee,
    overnight_fee: fixed(new Big(order.overnight_fee || '0')),
    profit_loss: livePnl !== null ? fixed(livePnl) : (order.profit_loss ?? '0'),
    order_time: formatProviderTime(order.createdAt),
    close_time: order.closedAt === undefined ? null : formatProviderTime(order.closedAt),
    status: order.status,
  };
}

const newestFirst = (a: ContractOrderRecord, b: ContractOrderRecord): number =>
  b.createdAt - a.createdAt || b.id - a.id;

export const getContractOrderList: UserHandler = (call) => {
  const { page, limit } = paging(call);
  const code = (call.query.symbol ?? '').toLowerCase();
  const mine = call.ctx.store.state.trading.contracts.filter(
    (order) => order.userId === call.viewer.id && order.symbol === code,
  );
  // what is still open first (pending and holding), then the history, each newest first
  const rows = [
    ...mine.filter((order) => order.status <= 1).sort(newestFirst),
    ...mine.filter((order) => order.status > 1).sort(newestFirst),
  ];
  return ok({ data: pageOf(rows, page, limit).map((order) => contractRow(call.ctx, order)), count: rows.length });
};

export const getContractOrderAllList: UserHandler = (call) => {
  const { page, limit } = paging(call);
  const status = call.query.status === undefined ? undefined : Number(call.query.status);
  const rows = call.ctx.store.state.trading.contracts
    .filter((order) => order.userId === call.viewer.id && (status === undefined || order.status === status))
    .sort(newestFirst);
  return ok({ data: pageOf(rows, page, limit).map((order) => contractRow(call.ctx, order)), count: rows.length });
};

/**
 * Trading: option (timed) orders and perpetual contracts, filled, valued and settled at the prices
 * the market socket streams (`ctx.market.price`). The contract maths are the app's own
 * (src/lib/contract-math.ts, src/lib/liquidation.ts), so what a trader previews is what happens.
 * Rules the provider does not document are in docs/decisions/0012-sandbox-trading-rules.md.
 */
import { liquidationPriceOf, isLiquidatedAt } from '../../../src/lib/liquidation.ts';
import { lotFeeOf, lotFeeRate, marginOf, orderQuote, overnightRate, pnlOf, type ContractSide } from '../../../src/lib/contract-math.ts';
import { done, invalid, invalidId, ok, okData, pageOf, paging, refuse, type Domain, type UserCall, type UserHandler } from '../api.ts';
import { DAY, formatProviderTime, providerLocal } from '../clock.ts';
import { userMarketNow, userNow, type SandboxContext } from '../context.ts';
import { translate, type Lang, type MessageTable } from '../i18n.ts';
import { balanceOf, freeze, post, release } from '../ledger.ts';
import { Big, fixed, parseAmount } from '../money.ts';
import type { SeedDraft } from '../seed.ts';
import { LEDGER, type UserRecord } from '../state.ts';
import type { ContractOrderRecord, OptionOrderRecord } from '../state/trading.ts';

export const TRADING_MESSAGES = {
  orderPlaced: { en: 'Order placed', vi: 'Đặt lệnh thành công', zh: '下单成功', ja: '注文しました', ko: '주문되었습니다', es: 'Orden realizada', fr: 'Ordre passé', de: 'Order aufgegeben' },
  insufficientBalance: { en: 'Insufficient available balance', vi: 'Số dư khả dụng không đủ', zh: '可用余额不足', ja: '利用可能残高が不足しています', ko: '사용 가능 잔액이 부족합니다', es: 'Saldo disponible insuficiente', fr: 'Solde disponible insuffisant', de: 'Verfügbares Guthaben reicht nicht aus' },
  insufficientMargin: { en: 'Insufficient margin', vi: 'Không đủ ký quỹ', zh: '保证金不足', ja: '証拠金が不足しています', ko: '증거금이 부족합니다', es: 'Margen insuficiente', fr: 'Marge insuffisante', de: 'Unzureichende Margin' },
  marketClosed: { en: 'This market is closed', vi: 'Thị trường này đã đóng cửa', zh: '该市场已休市', ja: 'この市場は閉まっています', ko: '이 시장은 마감되었습니다', es: 'Este mercado está cerrado', fr: 'Ce marché est fermé', de: 'Dieser Markt ist geschlossen' },
  minimumStake: { en: 'The minimum purchase amount is {min} USDT.', vi: 'Số tiền mua tối thiểu là {min} USDT.', zh: '最低购买金额为 {min} USDT。', ja: '最低購入額は {min} USDT です。', ko: '최소 구매 금액은 {min} USDT입니다.', es: 'El importe mínimo de compra es {min} USDT.', fr: 'Le montant minimum d’achat est de {min} USDT.', de: 'Der Mindestkaufbetrag beträgt {min} USDT.' },
  unknownExpiry: { en: 'This expiry is not offered.', vi: 'Kỳ hạn này không được cung cấp.', zh: '不提供该到期时间。', ja: 'この満期は提供されていません。', ko: '제공되지 않는 만기입니다.', es: 'Este vencimiento no está disponible.', fr: 'Cette échéance n’est pas proposée.', de: 'Diese Laufzeit wird nicht angeboten.' },
  unknownSymbol: { en: 'The selected symbol is invalid.', vi: 'Mã giao dịch đã chọn không hợp lệ.', zh: '所选交易对无效。', ja: '選択された銘柄は無効です。', ko: '선택한 종목이 올바르지 않습니다.', es: 'El símbolo seleccionado no es válido.', fr: 'Le symbole choisi n’est pas valide.', de: 'Das gewählte Symbol ist ungültig.' },
  positiveAmount: { en: 'The amount must be greater than 0.', vi: 'Số tiền phải lớn hơn 0.', zh: '金额必须大于 0。', ja: '金額は0より大きくしてください。', ko: '금액은 0보다 커야 합니다.', es: 'El importe debe ser mayor que 0.', fr: 'Le montant doit être supérieur à 0.', de: 'Der Betrag muss größer als 0 sein.' },
  quantityMin: { en: 'The quantity must be at least 1.', vi: 'Số lot phải ít nhất là 1.', zh: '手数至少为 1。', ja: '数量は1以上にしてください。', ko: '수량은 최소 1이어야 합니다.', es: 'La cantidad debe ser al menos 1.', fr: 'La quantité doit être d’au moins 1.', de: 'Die Menge muss mindestens 1 betragen.' },
  unknownLeverage: { en: 'This leverage is not offered.', vi: 'Đòn bẩy này không được cung cấp.', zh: '不提供该杠杆倍数。', ja: 'このレバレッジは提供されていません。', ko: '제공되지 않는 레버리지입니다.', es: 'Este apalancamiento no está disponible.', fr: 'Cet effet de levier n’est pas proposé.', de: 'Dieser Hebel wird nicht angeboten.' },
  takeProfitLong: { en: 'The take profit of a long position must be above the price.', vi: 'Chốt lời của lệnh mua phải cao hơn giá.', zh: '多单止盈价必须高于价格。', ja: 'ロングの利確価格は価格より上にしてください。', ko: '롱 포지션의 익절가는 가격보다 높아야 합니다.', es: 'La toma de beneficios de una posición larga debe estar por encima del precio.', fr: 'La prise de bénéfice d’une position longue doit être au-dessus du prix.', de: 'Der Take-Profit einer Long-Position muss über dem Preis liegen.' },
  takeProfitShort: { en: 'The take profit of a short position must be below the price.', vi: 'Chốt lời của lệnh bán phải thấp hơn giá.', zh: '空单止盈价必须低于价格。', ja: 'ショートの利確価格は価格より下にしてください。', ko: '숏 포지션의 익절가는 가격보다 낮아야 합니다.', es: 'La toma de beneficios de una posición corta debe estar por debajo del precio.', fr: 'La prise de bénéfice d’une position courte doit être en dessous du prix.', de: 'Der Take-Profit einer Short-Position muss unter dem Preis liegen.' },
  stopLossLong: { en: 'The stop loss of a long position must be below the current price.', vi: 'Cắt lỗ của lệnh mua phải thấp hơn giá hiện tại.', zh: '多单止损价必须低于当前价格。', ja: 'ロングの損切り価格は現在価格より下にしてください。', ko: '롱 포지션의 손절가는 현재가보다 낮아야 합니다.', es: 'El stop loss de una posición larga debe estar por debajo del precio actual.', fr: 'Le stop loss d’une position longue doit être en dessous du prix actuel.', de: 'Der Stop-Loss einer Long-Position muss unter dem aktuellen Preis liegen.' },
  stopLossShort: { en: 'The stop loss of a short position must be above the current price.', vi: 'Cắt lỗ của lệnh bán phải cao hơn giá hiện tại.', zh: '空单止损价必须高于当前价格。', ja: 'ショートの損切り価格は現在価格より上にしてください。', ko: '숏 포지션의 손절가는 현재가보다 높아야 합니다.', es: 'El stop loss de una posición corta debe estar por encima del precio actual.', fr: 'Le stop loss d’une position courte doit être au-dessus du prix actuel.', de: 'Der Stop-Loss einer Short-Position muss über dem aktuellen Preis liegen.' },
  tpslSaved: { en: 'Take profit and stop loss saved', vi: 'Đã lưu chốt lời và cắt lỗ', zh: '止盈止损已保存', ja: '利確・損切りを保存しました', ko: '익절/손절이 저장되었습니다', es: 'Toma de beneficios y stop loss guardados', fr: 'Prise de bénéfice et stop loss enregistrés', de: 'Take-Profit und Stop-Loss gespeichert' },
  closed: { en: 'Position closed', vi: 'Đã đóng vị thế', zh: '已平仓', ja: 'ポジションを決済しました', ko: '포지션이 청산되었습니다', es: 'Posición cerrada', fr: 'Position clôturée', de: 'Position geschlossen' },
  allClosed: { en: 'All positions closed', vi: 'Đã đóng tất cả vị thế', zh: '已全部平仓', ja: 'すべてのポジションを決済しました', ko: '모든 포지션이 청산되었습니다', es: 'Todas las posiciones cerradas', fr: 'Toutes les positions clôturées', de: 'Alle Positionen geschlossen' },
  nothingToClose: { en: 'There is no open position to close', vi: 'Không có vị thế nào để đóng', zh: '没有可平的持仓', ja: '決済できるポジションがありません', ko: '청산할 포지션이 없습니다', es: 'No hay posiciones abiertas para cerrar', fr: 'Aucune position ouverte à clôturer', de: 'Keine offene Position zum Schließen' },
  cancelled: { en: 'Order cancelled', vi: 'Đã hủy lệnh', zh: '订单已撤销', ja: '注文を取り消しました', ko: '주문이 취소되었습니다', es: 'Orden cancelada', fr: 'Ordre annulé', de: 'Order storniert' },
  cannotChange: { en: 'This order can no longer be changed', vi: 'Lệnh này không thể thay đổi nữa', zh: '该订单已无法更改', ja: 'この注文はもう変更できません', ko: '이 주문은 더 이상 변경할 수 없습니다', es: 'Esta orden ya no se puede modificar', fr: 'Cet ordre ne peut plus être modifié', de: 'Diese Order kann nicht mehr geändert werden' },
} as const satisfies MessageTable;

type TradingKey = keyof typeof TRADING_MESSAGES;
const t = (lang: Lang, key: TradingKey, params?: Record<string, string>): string => translate(TRADING_MESSAGES, lang, key, params);

// ---------------------------------------------------------------------------------------------
// Catalogue (from the contract's examples, so the sandbox and the static mock offer the same)

interface Expiry {
  trade_time: number;
  unit?: string;
  profit_loss_ratio: number | string;
  min_amount: number | string;
}

export const expiriesOf = (ctx: SandboxContext): Expiry[] => (ctx.contract.readExample('getOrderInfo') as { result: Expiry[] }).result;
export const leveragesOf = (ctx: SandboxContext): number[] => (ctx.contract.readExample('getContractInfo') as { data: { multiple: number[] } }).data.multiple;
const homeOf = (ctx: SandboxContext): { fee?: number; overnight_fee?: number } => (ctx.contract.readExample('getHome') as { result: { fee?: number; overnight_fee?: number } }).result;
export const feeRateOf = (ctx: SandboxContext): Big => lotFeeRate(homeOf(ctx).fee);
export const overnightRateOf = (ctx: SandboxContext): Big | null => overnightRate(homeOf(ctx).overnight_fee);

// ---------------------------------------------------------------------------------------------
// Options

const pairLabel = (ctx: SandboxContext, code: string): string => {
  const symbol = ctx.market.symbol(code);
  if (symbol === undefined) return code.toUpperCase();
  const upper = symbol.jiaoyidui;
  return upper.endsWith('USDT') ? `${upper.slice(0, -4)}/USDT` : upper.length === 6 && symbol.category !== 'Stock' ? `${upper.slice(0, 3)}/${upper.slice(3)}` : upper;
};

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

function settleOption(ctx: SandboxContext, order: OptionOrderRecord, user: UserRecord, close: Big, at: number): void {
  const stake = new Big(order.amount);
  const outcome = optionOutcome(order.direction, new Big(order.open_price), close);
  const payout = optionPayout(outcome, stake, new Big(order.profit_ratio));
  if (payout.gt(0)) post(ctx.store, user, payout, { type: LEDGER.optionSettlement, time: at, ref: `option:${order.id}` });
  ctx.store.write(() => {
    order.status = 1;
    order.close_price = close.toFixed();
    order.profit = fixed(payout.minus(stake));
    order.settledAt = at;
  });
}

const createOptionOrder: UserHandler = (call) => {
  const { ctx, lang, viewer } = call;
  const body = call.body as { symbol: string; amount: string | number; direction: 1 | 2; trade_time: number };
  const symbol = ctx.market.symbol(body.symbol);
  if (symbol === undefined) return invalid(lang, 'symbol', t(lang, 'unknownSymbol'));
  const expiry = expiriesOf(ctx).find((item) => item.trade_time === body.trade_time);
  if (expiry === undefined) return invalid(lang, 'trade_time', t(lang, 'unknownExpiry'));
  const amount = parseAmount(body.amount);
  if (amount === undefined || amount.lte(0)) return invalid(lang, 'amount', t(lang, 'positiveAmount'));
  if (amount.lt(new Big(expiry.min_amount))) return invalid(lang, 'amount', t(lang, 'minimumStake', { min: String(expiry.min_amount) }));
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

const getOrderRecord: UserHandler = (call) => {
  const { page, limit } = paging(call);
  const status = call.query.status === undefined ? undefined : Number(call.query.status);
  const rows = call.ctx.store.state.trading.options
    .filter((order) => order.userId === call.viewer.id && (status === undefined || order.status === status))
    .sort((a, b) => b.openedAt - a.openedAt || b.id - a.id);
  return ok({ list: pageOf(rows, page, limit).map((order) => optionRow(call.ctx, order)), total: rows.length });
};

/** The provider's trade records page reads the same rows through /orderlist. */
const getOrderList: UserHandler = (call) => getOrderRecord(call);

const getOrderDetail: UserHandler = (call) => {
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

// ---------------------------------------------------------------------------------------------
// Perpetual contracts

const sideOf = (order: { trade_type: 1 | 2 }): ContractSide => order.trade_type;

/** Checks a take profit / stop loss against the side and a reference price; the message key of the first problem. */
export function tpslProblem(side: ContractSide, reference: Big, takeProfit: Big | null, stopLoss: Big | null): { field: string; key: TradingKey } | undefined {
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

const optionalPrice = (value: unknown): Big | null => {
  if (value === null || value === undefined) return null;
  const parsed = parseAmount(value);
  return parsed !== undefined && parsed.gt(0) ? parsed : null;
};

/** Settles a position at `price`: the margin comes back with the P/L (a loss never takes more than the margin), less overnight fees. */
export function closePosition(ctx: SandboxContext, order: ContractOrderRecord, user: UserRecord, price: Big, at: number, reason: ContractOrderRecord['closeReason']): void {
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

const createPerpetualContract: UserHandler = (call) => {
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
  const lots = parseAmount(body.quantity);
  if (lots === undefined || lots.lt(1)) return invalid(lang, 'quantity', t(lang, 'quantityMin'));
  if (!leveragesOf(ctx).includes(body.multiple)) return invalid(lang, 'multiple', t(lang, 'unknownLeverage'));
  const live = ctx.market.price(symbol.jiaoyidui);
  if (live === undefined) return refuse(t(lang, 'marketClosed'));
  const limitPrice = parseAmount(body.target_price);
  if (body.pricetype === '2' && (limitPrice === undefined || limitPrice.lte(0))) return invalid(lang, 'target_price', t(lang, 'positiveAmount'));
  const price = body.pricetype === '2' && limitPrice !== undefined ? limitPrice : live;
  const side: ContractSide = body.tradetype;
  const takeProfit = optionalPrice(body.target_profit_price);
  const stopLoss = optionalPrice(body.stop_loss_price);
  const problem = tpslProblem(side, price, takeProfit, stopLoss);
  if (problem !== undefined) return invalid(lang, problem.field, t(lang, problem.key));
  // the app's own quote: margin and fee booked in cents, the total their sum
  const quote = orderQuote({ price: price.toFixed(), lots: lots.toFixed(), leverage: body.multiple, feeRate: feeRateOf(ctx), overnight: null });
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

const setContract: UserHandler = (call) => {
  const { ctx, lang } = call;
  const body = call.body as { id: number; stop_loss_price?: number | null; target_profit_price?: number | null };
  const order = findContract(call, body.id);
  if (order === undefined) return invalidId(lang);
  if (order.status !== 0 && order.status !== 1) return refuse(t(lang, 'cannotChange'));
  const takeProfit = body.target_profit_price === undefined ? optionalPrice(order.take_profit_price) : optionalPrice(body.target_profit_price);
  const stopLoss = body.stop_loss_price === undefined ? optionalPrice(order.stop_loss_price) : optionalPrice(body.stop_loss_price);
  // against the live price for a position (what would trigger at once), the limit price for a pending order
  const reference = order.status === 1 ? (ctx.market.price(order.symbol) ?? new Big(order.open_price)) : new Big(order.open_price);
  const problem = tpslProblem(sideOf(order), reference, takeProfit, stopLoss);
  if (problem !== undefined) return invalid(lang, problem.field, t(lang, problem.key));
  ctx.store.write(() => {
    order.take_profit_price = takeProfit?.toFixed() ?? null;
    order.stop_loss_price = stopLoss?.toFixed() ?? null;
  });
  return done(t(lang, 'tpslSaved'));
};

const closeContract: UserHandler = (call) => {
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

const batchCloseContracts: UserHandler = (call) => {
  const { ctx, lang, viewer } = call;
  const body = call.body as { symbol: string; tradetype?: 1 | 2 };
  const symbol = ctx.market.symbol(body.symbol);
  if (symbol === undefined) return invalid(lang, 'symbol', t(lang, 'unknownSymbol'));
  const price = ctx.market.price(symbol.jiaoyidui);
  if (price === undefined) return refuse(t(lang, 'marketClosed'));
  const code = symbol.jiaoyidui.toLowerCase();
  const positions = ctx.store.state.trading.contracts.filter(
    (order) => order.userId === viewer.id && order.status === 1 && order.symbol === code && (body.tradetype === undefined || order.trade_type === body.tradetype),
  );
  if (positions.length === 0) return refuse(t(lang, 'nothingToClose'));
  for (const order of positions) closePosition(ctx, order, viewer, price, call.now, 'user');
  return done(t(lang, 'allClosed'));
};

const cancelContractOrder: UserHandler = (call) => {
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
  const current = open ? (live?.toFixed() ?? order.open_price) : (order.close_price ?? live?.toFixed() ?? order.open_price);
  const livePnl = order.status === 1 && live !== undefined ? pnlOf(sideOf(order), order.open_price, live.toFixed(), order.lots) : null;
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
    overnight_fee: fixed(new Big(order.overnightAccrued ?? '0')),
    profit_loss: livePnl !== null ? fixed(livePnl) : (order.profit_loss ?? '0'),
    order_time: formatProviderTime(order.createdAt),
    close_time: order.closedAt === undefined ? null : formatProviderTime(order.closedAt),
    status: order.status,
  };
}

const newestFirst = (a: ContractOrderRecord, b: ContractOrderRecord): number => b.createdAt - a.createdAt || b.id - a.id;

const getContractOrderList: UserHandler = (call) => {
  const { page, limit } = paging(call);
  const code = (call.query.symbol ?? '').toLowerCase();
  const mine = call.ctx.store.state.trading.contracts.filter((order) => order.userId === call.viewer.id && order.symbol === code);
  // what is still open first (pending and holding), then the history, each newest first
  const rows = [...mine.filter((order) => order.status <= 1).sort(newestFirst), ...mine.filter((order) => order.status > 1).sort(newestFirst)];
  return ok({ data: pageOf(rows, page, limit).map((order) => contractRow(call.ctx, order)), count: rows.length });
};

const getContractOrderAllList: UserHandler = (call) => {
  const { page, limit } = paging(call);
  const status = call.query.status === undefined ? undefined : Number(call.query.status);
  const rows = call.ctx.store.state.trading.contracts
    .filter((order) => order.userId === call.viewer.id && (status === undefined || order.status === status))
    .sort(newestFirst);
  return ok({ data: pageOf(rows, page, limit).map((order) => contractRow(call.ctx, order)), count: rows.length });
};

// ---------------------------------------------------------------------------------------------
// Catalogue operations

const getOrderInfo: UserHandler = (call) => ok(expiriesOf(call.ctx));
const getQuickAmounts: UserHandler = (call) => ok((call.ctx.contract.readExample('getQuickAmounts') as { result: number[] }).result);
const getContractInfo: UserHandler = (call) => okData({ multiple: leveragesOf(call.ctx) }, 'success');

// ---------------------------------------------------------------------------------------------
// Time passing: option expiries, limit fills, TP/SL, liquidation, overnight fees

/** The trigger a holding position reached at `price`, and the price it settles at. */
export function triggerOf(order: ContractOrderRecord, price: Big): { reason: NonNullable<ContractOrderRecord['closeReason']>; at: Big } | undefined {
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

function tick(ctx: SandboxContext): void {
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
    if (order.status === 0) {
      const limit = new Big(order.open_price);
      const crossed = order.trade_type === 1 ? price.lte(limit) : price.gte(limit);
      if (!crossed) continue;
      // filled at the limit price: the fee held with the margin is spent, the margin stays held
      release(ctx.store, user, new Big(order.fee), new Big(0), { type: LEDGER.contractOrder, time: now, ref: `contract:${order.id}` });
      ctx.store.write(() => {
        order.status = 1;
        order.openedAt = userMarketNow(ctx, user);
        order.overnightChargedUntil = providerLocal(now).dayStartMs;
      });
    }
    if (rate !== null) {
      const today = providerLocal(now).dayStartMs;
      const since = order.overnightChargedUntil ?? today;
      if (today > since) {
        const nights = Math.round((today - since) / DAY);
        const fee = new Big(order.open_price).times(order.lots).times(rate).times(nights);
        ctx.store.write(() => {
          order.overnightAccrued = new Big(order.overnightAccrued ?? '0').plus(fee).round(2, Big.roundHalfUp).toFixed();
          order.overnightChargedUntil = today;
        });
      }
    }
    const trigger = triggerOf(order, price);
    if (trigger !== undefined) closePosition(ctx, order, user, trigger.at, now, trigger.reason);
  }
}

// ---------------------------------------------------------------------------------------------
// Seed: the example account's positions, orders and history

function seed(draft: SeedDraft): void {
  const { state, example, now, market } = draft;
  const HOUR = 3_600_000;
  const rate = lotFeeRate(0.002);
  const ledger = (amount: Big, type: (typeof LEDGER)[keyof typeof LEDGER], time: number, ref: string): void => {
    state.ledger.push({ id: draft.nextId('ledger', 1001), userId: example.id, amount: amount.toFixed(), currency: 'USDT', type, time, ref });
  };
  const contract = (id: number, code: string, side: 1 | 2, lots: string, open: string, leverage: number, status: 0 | 1 | 2 | 3, ageHours: number, extra: Partial<ContractOrderRecord> = {}): ContractOrderRecord => {
    const margin = new Big(fixed(marginOf(open, lots, leverage) ?? new Big(0)));
    const fee = new Big(fixed(lotFeeOf(open, rate, lots) ?? new Big(0)));
    const createdAt = now - ageHours * HOUR;
    const order: ContractOrderRecord = {
      id,
      userId: example.id,
      symbol: code,
      trade_type: side,
      lots,
      leverage: String(leverage),
      pricetype: status === 0 ? '2' : '1',
      open_price: open,
      margin: margin.toFixed(),
      fee: fee.toFixed(),
      overnight_fee: '0',
      take_profit_price: null,
      stop_loss_price: null,
      status,
      createdAt,
      ...(status === 0 ? {} : { openedAt: createdAt, overnightChargedUntil: providerLocal(now).dayStartMs }),
      ...extra,
    };
    state.trading.contracts.push(order);
    ledger(status === 0 ? margin.plus(fee).times(-1) : margin.plus(fee).times(-1), LEDGER.contractOrder, createdAt, `contract:${id}`);
    return order;
  };
  const live = (code: string): string => market.price(code)?.toFixed() ?? '0';
  // holding positions on three symbols (the contract's Contractorderlist example), a pending limit order
  const eth = contract(7731, 'ethusdt', 1, '1', '3380.2', 20, 1, 47, { take_profit_price: '3550', stop_loss_price: '3300' });
  const gold = contract(7728, 'xauusd', 2, '2', '2652.1', 50, 1, 53, { take_profit_price: '2620', stop_loss_price: '2672' });
  const apple = contract(7702, 'aapl', 1, '10', '226.4', 10, 1, 78, { stop_loss_price: '220' });
  const pending = contract(7745, 'xauusd', 2, '2', '2665', 50, 0, 2);
  // history: a closed TSLA long (take profit) and a cancelled BTC limit order
  const tsla = contract(7650, 'tsla', 1, '5', '341.2', 10, 2, 150, { take_profit_price: '348', stop_loss_price: '330', close_price: '348', profit_loss: '34.00', closedAt: now - 125 * HOUR, closeReason: 'takeProfit' });
  ledger(new Big(tsla.margin).plus('34'), LEDGER.contractSettlement, tsla.closedAt!, 'contract:7650');
  const btc = contract(7644, 'btcusdt', 1, '1', '95000', 100, 3, 160, { pricetype: '2', closedAt: now - 148 * HOUR });
  ledger(new Big(btc.margin).plus(btc.fee), LEDGER.contractOrder, btc.closedAt!, 'contract:7644');
  const held = [eth, gold, apple].reduce((sum, order) => sum.plus(order.margin), new Big(0)).plus(pending.margin).plus(pending.fee);
  void live;

  // option orders: a win and a loss settled, as in the contract's /orderrecord example; and the
  // /orderdetail example's id (settled as a win)
  const option = (id: number, code: string, direction: 1 | 2, amount: string, tradeTime: number, ratio: string, open: string, close: string, ageHours: number): void => {
    const openedAt = now - ageHours * HOUR;
    const stake = new Big(amount);
    const outcome = optionOutcome(direction, new Big(open), new Big(close));
    const payout = optionPayout(outcome, stake, new Big(ratio));
    state.trading.options.push({
      id,
      userId: example.id,
      symbol: code,
      direction,
      amount,
      currency: 'USDT',
      trade_time: tradeTime,
      profit_ratio: ratio,
      open_price: open,
      openedAt,
      expiresAt: openedAt + tradeTime * 1000,
      status: 1,
      close_price: close,
      profit: fixed(payout.minus(stake)),
      settledAt: openedAt + tradeTime * 1000,
    });
    ledger(stake.times(-1), LEDGER.optionOrder, openedAt, `option:${id}`);
    if (payout.gt(0)) ledger(payout, LEDGER.optionSettlement, openedAt + tradeTime * 1000, `option:${id}`);
  };
  option(260377, 'xauusd', 2, '500', 30, '20', '2645.10', '2647.95', 50);
  option(260398, 'btcusdt', 1, '1000', 60, '30', '96710.20', '96795.80', 49);
  option(260412, 'btcusdt', 1, '1000', 60, '30', '96842.50', '96871.15', 47);
  state.ids.option = Math.max(state.ids.option ?? 0, 260_501);
  state.ids.contract = Math.max(state.ids.contract ?? 0, 7801);

  // what the seeded orders hold stays frozen (the funds seed sets the balances before this runs)
  const usdt = (example.balances.USDT ??= { available: '0', frozen: '0' });
  usdt.available = new Big(usdt.available).minus(held).toFixed();
  usdt.frozen = new Big(usdt.frozen).plus(held).toFixed();
}

export const tradingDomain: Domain = {
  name: 'trading',
  operations: {
    getOrderInfo,
    getQuickAmounts,
    createOptionOrder,
    getOrderRecord,
    getOrderList,
    getOrderDetail,
    getContractInfo,
    createPerpetualContract,
    setContract,
    closeContract,
    batchCloseContracts,
    cancelContractOrder,
    getContractOrderList,
    getContractOrderAllList,
  },
  tick,
  seed,
};

/**
 * The trading rules shared by orders, settlement and the seed: refusal messages, the catalogue the
 * contract's examples offer (expiries, leverages, fee and overnight rates), the option outcome and
 * payout, the take profit / stop loss check, and closing a position.
 */
import { lotFeeRate, overnightRate, pnlOf, type ContractSide } from '../../../../src/lib/contract-math.ts';
import type { SandboxContext } from '../../context.ts';
import { translate, type Lang, type MessageTable } from '../../i18n.ts';
import { release } from '../../ledger.ts';
import { Big, fixed, parseAmount } from '../../money.ts';
import { LEDGER, type UserRecord } from '../../state.ts';
import type { ContractOrderRecord } from '../../state/trading.ts';

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

export type TradingKey = keyof typeof TRADING_MESSAGES;
export const t = (lang: Lang, key: TradingKey, params?: Record<string, string>): string => translate(TRADING_MESSAGES, lang, key, params);

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

export const optionalPrice = (value: unknown): Big | null => {
  if (value === null || value === undefined) return null;
  const parsed = parseAmount(value);
  return parsed !== undefined && parsed.gt(0) ? parsed : null;
};

/** Settles a position at `price`: the margin comes back with the P/L (a loss never takes more than the margin), less overnight fees still owed. */
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

/**
 * Products: loans (reviewed, paid out, repaid at maturity), staking ("mining": daily accrual by the
 * product's rebate method) and new-coin subscriptions. Catalogues come from the contract's examples;
 * the sums are the app's (src/lib/loan-math.ts, staking-math.ts, newcoin-math.ts).
 * Rules: docs/sandbox.md ("Products") and docs/decisions/0014-sandbox-loans-and-staking.md.
 */
import { totalInterest } from '../../../src/lib/loan-math.ts';
import { coinQuantity } from '../../../src/lib/newcoin-math.ts';
import { stakingPayout } from '../../../src/lib/staking-math.ts';
import { done, invalid, invalidId, ok, pageOf, paging, refuse, type Answer, type Domain, type Handler, type UserHandler } from '../api.ts';
import { DAY, formatProviderDate, formatProviderTime, providerLocal, PROVIDER_UTC_OFFSET_MS } from '../clock.ts';
import { userNow, type SandboxContext } from '../context.ts';
import { translate, type Lang, type MessageTable } from '../i18n.ts';
import { balanceOf, post } from '../ledger.ts';
import { Big, fixed, parseAmount } from '../money.ts';
import type { SeedDraft } from '../seed.ts';
import { LEDGER, type UserRecord } from '../state.ts';
import type { LoanRecord, NewCoinRecord, StakingOrderRecord } from '../state/products.ts';

export const PRODUCT_MESSAGES = {
  loanSubmitted: { en: 'Loan application submitted', vi: 'Đã gửi đơn vay', zh: '贷款申请已提交', ja: 'ローンを申請しました', ko: '대출 신청이 접수되었습니다', es: 'Solicitud de préstamo enviada', fr: 'Demande de prêt envoyée', de: 'Kreditantrag eingereicht' },
  between: { en: 'The amount must be between {min} and {max}.', vi: 'Số tiền phải từ {min} đến {max}.', zh: '金额必须在 {min} 到 {max} 之间。', ja: '金額は {min}〜{max} の範囲にしてください。', ko: '금액은 {min}에서 {max} 사이여야 합니다.', es: 'El importe debe estar entre {min} y {max}.', fr: 'Le montant doit être compris entre {min} et {max}.', de: 'Der Betrag muss zwischen {min} und {max} liegen.' },
  atLeast: { en: 'The amount must be at least {min}.', vi: 'Số tiền phải ít nhất là {min}.', zh: '金额至少为 {min}。', ja: '金額は {min} 以上にしてください。', ko: '금액은 최소 {min}이어야 합니다.', es: 'El importe debe ser al menos {min}.', fr: 'Le montant doit être d’au moins {min}.', de: 'Der Betrag muss mindestens {min} betragen.' },
  creditExceeded: { en: 'The amount exceeds your available credit', vi: 'Số tiền vượt quá hạn mức tín dụng còn lại', zh: '金额超过您的可用额度', ja: '金額が利用可能な与信枠を超えています', ko: '금액이 사용 가능한 한도를 초과합니다', es: 'El importe supera su crédito disponible', fr: 'Le montant dépasse votre crédit disponible', de: 'Der Betrag übersteigt Ihren verfügbaren Kreditrahmen' },
  verifyFirst: { en: 'Please complete real-name verification first', vi: 'Vui lòng hoàn tất xác minh danh tính trước', zh: '请先完成实名认证', ja: '先に本人確認を完了してください', ko: '먼저 실명 인증을 완료하세요', es: 'Complete primero la verificación de identidad', fr: 'Veuillez d’abord vérifier votre identité', de: 'Bitte schließen Sie zuerst die Identitätsprüfung ab' },
  advancedFirst: { en: 'This loan requires advanced verification', vi: 'Khoản vay này yêu cầu xác minh nâng cao', zh: '该贷款需要高级认证', ja: 'このローンには上級認証が必要です', ko: '이 대출은 고급 인증이 필요합니다', es: 'Este préstamo requiere la verificación avanzada', fr: 'Ce prêt nécessite la vérification avancée', de: 'Dieser Kredit erfordert die erweiterte Verifizierung' },
  subscribed: { en: 'Subscription successful', vi: 'Đăng ký thành công', zh: '申购成功', ja: '申し込みました', ko: '신청되었습니다', es: 'Suscripción realizada', fr: 'Souscription effectuée', de: 'Zeichnung erfolgreich' },
  insufficientBalance: { en: 'Insufficient available balance', vi: 'Số dư khả dụng không đủ', zh: '可用余额不足', ja: '利用可能残高が不足しています', ko: '사용 가능 잔액이 부족합니다', es: 'Saldo disponible insuficiente', fr: 'Solde disponible insuffisant', de: 'Verfügbares Guthaben reicht nicht aus' },
  notOpen: { en: 'Subscription for this coin is not open', vi: 'Chưa mở đăng ký mua đồng tiền này', zh: '该币种暂未开放申购', ja: 'この銘柄の申し込みは受け付けていません', ko: '이 코인의 청약이 열려 있지 않습니다', es: 'La suscripción de esta moneda no está abierta', fr: 'La souscription de cette monnaie n’est pas ouverte', de: 'Die Zeichnung dieser Münze ist nicht geöffnet' },
  soldOut: { en: 'This product is sold out', vi: 'Sản phẩm này đã bán hết', zh: '该产品已售罄', ja: 'この商品は完売しました', ko: '이 상품은 매진되었습니다', es: 'Este producto está agotado', fr: 'Ce produit est épuisé', de: 'Dieses Produkt ist ausverkauft' },
  positive: { en: 'The amount must be greater than 0.', vi: 'Số tiền phải lớn hơn 0.', zh: '金额必须大于 0。', ja: '金額は0より大きくしてください。', ko: '금액은 0보다 커야 합니다.', es: 'El importe debe ser mayor que 0.', fr: 'Le montant doit être supérieur à 0.', de: 'Der Betrag muss größer als 0 sein.' },
} as const satisfies MessageTable;

type ProductKey = keyof typeof PRODUCT_MESSAGES;
const t = (lang: Lang, key: ProductKey, params?: Record<string, string>): string => translate(PRODUCT_MESSAGES, lang, key, params);

/** Credit lines by VIP level (the contract's example: VIP 2 has 50,000). */
export const CREDIT_LINES = ['10000', '20000', '50000', '100000', '200000', '500000'] as const;
/** The time the contract's examples are written at; catalogue dates are moved by (seed time − this). */
const EXAMPLES_NOW = Date.UTC(2026, 10, 22, 4, 52, 10) - PROVIDER_UTC_OFFSET_MS;
/** Rebate method per staking product (the contract shows only product 3's): docs/sandbox.md. */
const REBATE: Record<number, 1 | 2> = { 3: 1, 4: 2, 5: 2, 6: 1 };
/** Cancelling early would cost this share of the principal (shown on orders; cancelling is done by support). */
const CANCEL_FEE_RATE = '0.05';

interface LoanTerm { id: number; label: string; min_amount: string; max_amount: string | null; daily_interest_rate: string; days: number; content?: string }
interface StakingProduct { id: number; img?: string; name: string; min_amount: string; max_amount: string; interest: string; day: number; progress?: number }

const loanTerms = (ctx: SandboxContext): LoanTerm[] => (ctx.contract.example('getLoanInfo') as { result: { loan_terms: LoanTerm[] } }).result.loan_terms;
const stakingProducts = (ctx: SandboxContext): StakingProduct[] => (ctx.contract.example('getStakingInfo') as { result: { data: StakingProduct[] } }).result.data;

const parseProviderTime = (text: string): number => {
  const [date = '', time = '00:00:00'] = text.split(' ');
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm, ss] = time.split(':').map(Number);
  return Date.UTC(y!, m! - 1, d, hh, mm, ss) - PROVIDER_UTC_OFFSET_MS;
};

// ---------------------------------------------------------------------------------------------
// Loans

/** What is borrowed and not repaid (applications under review count too). */
function borrowed(ctx: SandboxContext, user: UserRecord): Big {
  return ctx.store.state.products.loans
    .filter((loan) => loan.userId === user.id && (loan.status === 0 || loan.status === 1) && loan.approval !== 2)
    .reduce((sum, loan) => sum.plus(loan.amount), new Big(0));
}

const creditLine = (user: UserRecord): Big => new Big(CREDIT_LINES[Math.min(user.vip_level, CREDIT_LINES.length - 1)]!);

const getLoanInfo: UserHandler = (call) =>
  ok({ user_loanall: creditLine(call.viewer).toNumber(), user_alreadyloan: borrowed(call.ctx, call.viewer).toNumber(), loan_terms: loanTerms(call.ctx) });

const loanRow = (loan: LoanRecord): Record<string, unknown> => ({
  id: loan.id,
  loan_amount: loan.amount,
  daily_interest_rate: loan.daily_rate,
  total_interest_amount: loan.total_interest,
  total_repayment_amount: new Big(loan.amount).plus(loan.total_interest).toFixed(),
  repaid_amount: loan.repaid,
  create_time: formatProviderTime(loan.createdAt),
  status: loan.status,
  daikuan_status: loan.approval,
});

const getLoanHistory: UserHandler = (call) =>
  ok(call.ctx.store.state.products.loans.filter((loan) => loan.userId === call.viewer.id).sort((a, b) => b.createdAt - a.createdAt || b.id - a.id).map(loanRow));

const submitLoan: UserHandler = (call) => {
  const { ctx, lang, viewer } = call;
  const body = call.body as { id: number; amount: number };
  const term = loanTerms(ctx).find((item) => item.id === body.id);
  if (term === undefined) return invalidId(lang);
  const amount = parseAmount(body.amount);
  if (amount === undefined || amount.lte(0)) return invalid(lang, 'amount', t(lang, 'positive'));
  const outOfRange = amount.lt(term.min_amount) || (term.max_amount !== null && amount.gt(term.max_amount));
  if (outOfRange) {
    const message = term.max_amount === null ? t(lang, 'atLeast', { min: term.min_amount }) : t(lang, 'between', { min: term.min_amount, max: term.max_amount });
    return invalid(lang, 'amount', message);
  }
  if (viewer.basicKyc.status !== 1) return refuse(t(lang, 'verifyFirst'));
  if (term.max_amount === null && viewer.advancedKyc.status !== 1) return refuse(t(lang, 'advancedFirst'));
  if (borrowed(ctx, viewer).plus(amount).gt(creditLine(viewer))) return refuse(t(lang, 'creditExceeded'));
  const loan: LoanRecord = {
    id: ctx.store.nextId('loan', 1301),
    userId: viewer.id,
    termId: term.id,
    amount: amount.toFixed(),
    days: term.days,
    daily_rate: term.daily_interest_rate,
    total_interest: totalInterest(amount.toFixed(), term.daily_interest_rate, term.days) ?? '0',
    approval: 0,
    status: 0,
    repaid: '0',
    createdAt: call.now,
    decideAt: call.now + ctx.config.loanReviewMs,
  };
  ctx.store.write((state) => {
    state.products.loans.push(loan);
  });
  return done(t(lang, 'loanSubmitted'));
};

function loanTick(ctx: SandboxContext, loan: LoanRecord, user: UserRecord, now: number): void {
  if (loan.approval === 0 && now >= loan.decideAt) {
    post(ctx.store, user, new Big(loan.amount), { type: LEDGER.loan, time: loan.decideAt, ref: `loan:${loan.id}` });
    ctx.store.write(() => {
      loan.approval = 3;
      loan.status = 1;
      loan.approvedAt = loan.decideAt;
      loan.dueAt = loan.decideAt + loan.days * DAY;
    });
  }
  if (loan.status === 1 && loan.dueAt !== undefined && now >= loan.dueAt) {
    // repaid automatically at maturity when the balance allows, else the contract is broken
    const due = new Big(loan.amount).plus(loan.total_interest).minus(loan.repaid);
    if (balanceOf(user).available.gte(due)) {
      post(ctx.store, user, due.times(-1), { type: LEDGER.repayment, time: loan.dueAt, ref: `loan:${loan.id}` });
      ctx.store.write(() => {
        loan.repaid = new Big(loan.repaid).plus(due).toFixed();
        loan.status = 2;
        loan.approval = 4;
      });
    } else {
      ctx.store.write(() => {
        loan.status = 3;
        loan.approval = 5;
      });
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Staking

const getStakingInfo: UserHandler = (call) => ok({ data: stakingProducts(call.ctx) });

const productDetail = (ctx: SandboxContext, id: number): Record<string, unknown> | undefined => {
  const example = (ctx.contract.example('getStakingDetail') as { result: { data: { id: number } } }).result.data;
  if (example.id === id) return example;
  const product = stakingProducts(ctx).find((item) => item.id === id);
  if (product === undefined) return undefined;
  const type = REBATE[id] ?? 1;
  const rule = type === 1 ? `<li>Daily yield: ${product.interest}%, paid every day at 00:00</li><li>Principal returned at maturity</li>` : `<li>Yield ${product.interest}% a day, paid with the principal at maturity</li>`;
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

const getStakingDetail: UserHandler = (call) => {
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

const getStakingHistory: UserHandler = (call): Answer => {
  const { page, limit } = paging(call, 'perPage');
  const rows = call.ctx.store.state.products.staking.filter((order) => order.userId === call.viewer.id).sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
  return { status: 200, body: { status: 200, result: pageOf(rows, page, limit).map((order) => stakingRow(call.ctx, order)), total: rows.length, last_page: Math.max(1, Math.ceil(rows.length / limit)) } };
};

const submitStaking: UserHandler = (call) => {
  const { ctx, lang, viewer } = call;
  const body = call.body as { plan_id: string; amount: string };
  const product = stakingProducts(ctx).find((item) => item.id === Number(body.plan_id));
  if (product === undefined) return invalidId(lang, 'plan_id');
  const amount = parseAmount(body.amount);
  if (amount === undefined || amount.lte(0)) return invalid(lang, 'amount', t(lang, 'positive'));
  if (amount.lt(product.min_amount) || amount.gt(product.max_amount)) return invalid(lang, 'amount', t(lang, 'between', { min: product.min_amount, max: product.max_amount }));
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
export const daysElapsed = (startAt: number, now: number): number => Math.max(0, Math.round((providerLocal(now).dayStartMs - providerLocal(startAt).dayStartMs) / DAY));

/** One day's yield of a staking order: amount × rate% (rounded down to cents). */
export const dailyYield = (order: Pick<StakingOrderRecord, 'amount' | 'rate'>): Big => new Big(order.amount).times(order.rate).div(100).round(2, Big.roundDown);

function stakingTick(ctx: SandboxContext, order: StakingOrderRecord, user: UserRecord, now: number): void {
  const due = Math.min(order.days, daysElapsed(order.startAt, now));
  if (due <= order.accruedDays) return;
  const perDay = dailyYield(order);
  for (let day = order.accruedDays + 1; day <= due; day += 1) {
    const at = providerLocal(order.startAt).dayStartMs + day * DAY;
    if (order.rebate === 1) post(ctx.store, user, perDay, { type: LEDGER.miningProfit, time: at, ref: `staking:${order.id}:${day}` });
    ctx.store.write(() => {
      order.accruedDays = day;
      order.earned = new Big(order.earned).plus(perDay).toFixed();
    });
  }
  if (order.accruedDays === order.days) {
    const at = providerLocal(order.startAt).dayStartMs + order.days * DAY;
    // method 2 pays the whole yield with the principal at the end
    if (order.rebate === 2) post(ctx.store, user, new Big(order.earned), { type: LEDGER.miningProfit, time: at, ref: `staking:${order.id}:yield` });
    post(ctx.store, user, new Big(order.amount), { type: LEDGER.stakingMining, time: at, ref: `staking:${order.id}:principal` });
    ctx.store.write(() => {
      order.status = 2;
    });
  }
}

// ---------------------------------------------------------------------------------------------
// New coins

const coinStatus = (coin: NewCoinRecord, now: number): 0 | 1 | 2 => (now < coin.startAt ? 0 : now < coin.endAt ? 1 : 2);

const getNewCoins: UserHandler = (call) => {
  const { page, limit } = paging(call);
  const coins = call.ctx.store.state.products.coins;
  return ok({
    list: pageOf(coins, page, limit).map((coin) => ({
      id: coin.id,
      name: coin.name,
      symbol: coin.symbol,
      image: coin.image,
      price: coin.price,
      total_supply: coin.total_supply,
      sold: coin.sold,
      min_amount: coin.min_amount,
      max_amount: coin.max_amount,
      start_time: formatProviderTime(coin.startAt),
      end_time: formatProviderTime(coin.endAt),
      listing_time: formatProviderTime(coin.listingAt),
      status: coinStatus(coin, call.now),
      description: coin.description,
    })),
    total: coins.length,
  });
};

const subscribeNewCoin: UserHandler = (call) => {
  const { ctx, lang, viewer } = call;
  const body = call.body as { id: number; amount: string };
  const coin = ctx.store.state.products.coins.find((item) => item.id === body.id);
  if (coin === undefined) return invalidId(lang);
  const amount = parseAmount(body.amount);
  if (amount === undefined || amount.lte(0)) return invalid(lang, 'amount', t(lang, 'positive'));
  if (amount.lt(coin.min_amount) || amount.gt(coin.max_amount)) return invalid(lang, 'amount', t(lang, 'between', { min: coin.min_amount, max: coin.max_amount }));
  if (coinStatus(coin, call.now) !== 1) return refuse(t(lang, 'notOpen'));
  const quantity = new Big(coinQuantity(amount.toFixed(), coin.price) ?? '0');
  if (new Big(coin.sold).plus(quantity).gt(coin.total_supply)) return refuse(t(lang, 'soldOut'));
  if (balanceOf(viewer).available.lt(amount)) return refuse(t(lang, 'insufficientBalance'));
  const id = ctx.store.nextId('newcoin', 541);
  post(ctx.store, viewer, amount.times(-1), { type: LEDGER.icoSubscription, time: call.now, ref: `newcoin:${id}` });
  ctx.store.write((state) => {
    coin.sold = new Big(coin.sold).plus(quantity).toFixed();
    state.products.newcoin.push({ id, userId: viewer.id, coinId: coin.id, quantity: quantity.toFixed(), price: coin.price, amount: fixed(amount), status: 1, createdAt: call.now });
  });
  return done(t(lang, 'subscribed'));
};

const getSubscription: Handler = (call) => {
  const { page, limit } = paging(call);
  // a public route: a visitor has no subscriptions
  if (call.viewer === undefined) return ok({ data: [], count: 0 });
  const viewer = call.viewer;
  const { coins, newcoin } = call.ctx.store.state.products;
  const rows = newcoin.filter((row) => row.userId === viewer.id).sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
  return ok({
    data: pageOf(rows, page, limit).map((row) => {
      const coin = coins.find((item) => item.id === row.coinId);
      const listed = coin !== undefined && call.now >= coin.listingAt;
      return {
        id: row.id,
        name: coin?.symbol ?? String(row.coinId),
        open_price: row.price,
        current_price: listed ? new Big(row.price).times(coin.listedFactor).round(4, Big.roundHalfUp).toFixed(4) : row.price,
        margin: row.amount,
        order_time: formatProviderTime(row.createdAt),
      };
    }),
    count: rows.length,
  });
};

// ---------------------------------------------------------------------------------------------

function tick(ctx: SandboxContext): void {
  const { state } = ctx.store;
  for (const loan of state.products.loans) {
    if (loan.status > 1 || loan.approval === 2) continue;
    const user = state.users[String(loan.userId)];
    if (user !== undefined) loanTick(ctx, loan, user, userNow(ctx, user));
  }
  for (const order of state.products.staking) {
    if (order.status !== 1) continue;
    const user = state.users[String(order.userId)];
    if (user !== undefined) stakingTick(ctx, order, user, userNow(ctx, user));
  }
}

function seed(draft: SeedDraft): void {
  const { state, example, now, random } = draft;
  const shift = now - EXAMPLES_NOW;
  const coins = (draft.contract.example('getNewCoins') as { result: { list: Array<Record<string, string | number>> } }).result.list;
  state.products.coins = coins.map((coin) => ({
    id: Number(coin.id),
    name: String(coin.name),
    symbol: String(coin.symbol),
    image: String(coin.image ?? ''),
    price: String(coin.price),
    total_supply: String(coin.total_supply ?? '0'),
    sold: String(coin.sold ?? '0'),
    min_amount: String(coin.min_amount ?? '1'),
    max_amount: String(coin.max_amount ?? '1000000'),
    startAt: parseProviderTime(String(coin.start_time)) + shift,
    endAt: parseProviderTime(String(coin.end_time)) + shift,
    listingAt: parseProviderTime(String(coin.listing_time ?? coin.end_time)) + shift,
    listedFactor: (1.2 + random() * 0.6).toFixed(4),
    description: String(coin.description ?? ''),
  }));
  const ledger = (amount: string, type: (typeof LEDGER)[keyof typeof LEDGER], time: number, ref: string): void => {
    state.ledger.push({ id: draft.nextId('ledger', 1001), userId: example.id, amount, currency: 'USDT', type, time, ref });
  };
  // loans: an active one (the contract's 1203) and a settled one
  const active: LoanRecord = { id: 1203, userId: example.id, termId: 1, amount: '10000', days: 7, daily_rate: '0.001', total_interest: '70.00', approval: 3, status: 1, repaid: '0', createdAt: now - 3 * DAY, decideAt: now - 3 * DAY + 600_000, approvedAt: now - 3 * DAY + 600_000, dueAt: now - 3 * DAY + 600_000 + 7 * DAY };
  const settled: LoanRecord = { id: 1187, userId: example.id, termId: 2, amount: '5000', days: 30, daily_rate: '0.0008', total_interest: '120.00', approval: 4, status: 2, repaid: '5120', createdAt: now - 52 * DAY, decideAt: now - 52 * DAY + 600_000, approvedAt: now - 52 * DAY + 600_000, dueAt: now - 22 * DAY };
  state.products.loans.push(active, settled);
  ledger('10000', LEDGER.loan, active.approvedAt!, 'loan:1203');
  ledger('5000', LEDGER.loan, settled.approvedAt!, 'loan:1187');
  ledger('-5120', LEDGER.repayment, settled.dueAt!, 'loan:1187');
  state.ids.loan = 1301;
  // staking: one active mid-way (method 1, the contract's 2251) and one completed (method 2)
  const startActive = providerLocal(now).dayStartMs - 14 * DAY + 3_600_000;
  const activeOrder: StakingOrderRecord = { id: 2251, userId: example.id, productId: 3, amount: '2000', days: 30, rate: '1.200', rebate: 1, status: 1, earned: '0', accruedDays: 0, createdAt: startActive, startAt: startActive, endAt: providerLocal(startActive).dayStartMs + 30 * DAY };
  const startDone = providerLocal(now).dayStartMs - 35 * DAY + 3_600_000;
  const doneOrder: StakingOrderRecord = { id: 2198, userId: example.id, productId: 5, amount: '1000', days: 7, rate: '0.800', rebate: 2, status: 2, earned: '56', accruedDays: 7, createdAt: startDone, startAt: startDone, endAt: providerLocal(startDone).dayStartMs + 7 * DAY };
  ledger('-2000', LEDGER.stakingMining, startActive, 'staking:2251');
  for (let day = 1; day <= 14; day += 1) ledger(dailyYield(activeOrder).toFixed(), LEDGER.miningProfit, providerLocal(startActive).dayStartMs + day * DAY, `staking:2251:${day}`);
  activeOrder.accruedDays = 14;
  activeOrder.earned = dailyYield(activeOrder).times(14).toFixed();
  ledger('-1000', LEDGER.stakingMining, startDone, 'staking:2198');
  ledger('56', LEDGER.miningProfit, doneOrder.endAt, 'staking:2198:yield');
  ledger('1000', LEDGER.stakingMining, doneOrder.endAt, 'staking:2198:principal');
  state.products.staking.push(activeOrder, doneOrder);
  state.ids.staking = 2301;
  // a new-coin subscription to the open coin
  const open = state.products.coins[0];
  if (open !== undefined) {
    const amount = '1200.00';
    state.products.newcoin.push({ id: 531, userId: example.id, coinId: open.id, quantity: coinQuantity(amount, open.price) ?? '0', price: open.price, amount, status: 1, createdAt: open.startAt + 2 * DAY });
    ledger('-1200.00', LEDGER.icoSubscription, open.startAt + 2 * DAY, 'newcoin:531');
    state.ids.newcoin = 541;
  }
}

export const productsDomain: Domain = {
  name: 'products',
  operations: { getLoanInfo, getLoanHistory, submitLoan, getStakingInfo, getStakingHistory, getStakingDetail, submitStaking, getSubscription, getNewCoins, subscribeNewCoin },
  tick,
  seed,
};


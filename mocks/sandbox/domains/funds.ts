/**
 * Funds: deposit and withdrawal channels, bound bank card and addresses, deposits (reviewed, then
 * credited), withdrawals (pay password, hours, fee and 20 % tax, reviewed, then paid), the records
 * and the ledger, daily statements, and exchanges between USDT, BTC and ETH at the live price.
 * The sums are the app's own (src/lib/wallet-math.ts). Rules: docs/sandbox.md ("Funds").
 */
import { exchangeReceived, withdrawalQuote } from '../../../src/lib/wallet-math.ts';
import { isWithdrawalOpen } from '../../../src/lib/withdrawal-hours.ts';
import { done, invalid, invalidId, ok, pageOf, paging, refuse, type Domain, type UserHandler } from '../api.ts';
import { DAY, formatProviderDate, formatProviderTime, providerLocal } from '../clock.ts';
import { userNow, type SandboxContext } from '../context.ts';
import { translate, type Lang, type MessageTable } from '../i18n.ts';
import { balanceOf, BASE_CURRENCY, freeze, ledgerOf, post, release } from '../ledger.ts';
import { Big, fixed, parseAmount } from '../money.ts';
import { checkPassword, hashPassword } from '../passwords.ts';
import type { SeedDraft } from '../seed.ts';
import { LEDGER, type UserRecord } from '../state.ts';
import type { DepositRecord, WithdrawalRecord } from '../state/funds.ts';

export const FUNDS_MESSAGES = {
  depositSubmitted: { en: 'Deposit submitted, please wait for review', vi: 'Đã gửi yêu cầu nạp tiền, vui lòng chờ duyệt', zh: '充值已提交，请等待审核', ja: '入金を申請しました。審査をお待ちください', ko: '입금 신청이 접수되었습니다. 심사를 기다려 주세요', es: 'Depósito enviado, espere la revisión', fr: 'Dépôt envoyé, veuillez attendre la vérification', de: 'Einzahlung eingereicht, bitte warten Sie auf die Prüfung' },
  pendingReview: { en: 'You have a deposit under review, please wait', vi: 'Bạn có một khoản nạp đang chờ duyệt, vui lòng đợi', zh: '您有一笔充值正在审核中，请稍候', ja: '審査中の入金があります。お待ちください', ko: '심사 중인 입금이 있습니다. 기다려 주세요', es: 'Tiene un depósito en revisión, espere', fr: 'Un dépôt est en cours de vérification, veuillez patienter', de: 'Eine Einzahlung wird noch geprüft, bitte warten Sie' },
  minAmount: { en: 'The amount must be at least {min}.', vi: 'Số tiền phải ít nhất là {min}.', zh: '金额至少为 {min}。', ja: '金額は {min} 以上にしてください。', ko: '금액은 최소 {min}이어야 합니다.', es: 'El importe debe ser al menos {min}.', fr: 'Le montant doit être d’au moins {min}.', de: 'Der Betrag muss mindestens {min} betragen.' },
  maxAmount: { en: 'The amount may not be greater than {max}.', vi: 'Số tiền không được lớn hơn {max}.', zh: '金额不能大于 {max}。', ja: '金額は {max} 以下にしてください。', ko: '금액은 {max}보다 클 수 없습니다.', es: 'El importe no puede ser mayor que {max}.', fr: 'Le montant ne peut pas dépasser {max}.', de: 'Der Betrag darf nicht größer als {max} sein.' },
  positiveAmount: { en: 'The amount must be greater than 0.', vi: 'Số tiền phải lớn hơn 0.', zh: '金额必须大于 0。', ja: '金額は0より大きくしてください。', ko: '금액은 0보다 커야 합니다.', es: 'El importe debe ser mayor que 0.', fr: 'Le montant doit être supérieur à 0.', de: 'Der Betrag muss größer als 0 sein.' },
  channelMismatch: { en: 'The currency does not match the channel.', vi: 'Loại tiền không khớp với kênh.', zh: '币种与通道不符。', ja: '通貨がチャネルと一致しません。', ko: '통화가 채널과 일치하지 않습니다.', es: 'La moneda no coincide con el canal.', fr: 'La devise ne correspond pas au canal.', de: 'Die Währung passt nicht zum Kanal.' },
  withdrawSubmitted: { en: 'Withdrawal submitted, please wait for review', vi: 'Đã gửi yêu cầu rút tiền, vui lòng chờ duyệt', zh: '提现已提交，请等待审核', ja: '出金を申請しました。審査をお待ちください', ko: '출금 신청이 접수되었습니다. 심사를 기다려 주세요', es: 'Retiro enviado, espere la revisión', fr: 'Retrait envoyé, veuillez attendre la vérification', de: 'Auszahlung eingereicht, bitte warten Sie auf die Prüfung' },
  insufficientBalance: { en: 'Insufficient available balance', vi: 'Số dư khả dụng không đủ', zh: '可用余额不足', ja: '利用可能残高が不足しています', ko: '사용 가능 잔액이 부족합니다', es: 'Saldo disponible insuficiente', fr: 'Solde disponible insuffisant', de: 'Verfügbares Guthaben reicht nicht aus' },
  wrongPayPassword: { en: 'The withdrawal password is incorrect', vi: 'Mật khẩu rút tiền không đúng', zh: '提现密码错误', ja: '出金パスワードが正しくありません', ko: '출금 비밀번호가 올바르지 않습니다', es: 'La contraseña de retiro es incorrecta', fr: 'Le mot de passe de retrait est incorrect', de: 'Das Auszahlungspasswort ist falsch' },
  verifyFirst: { en: 'Please complete real-name verification first', vi: 'Vui lòng hoàn tất xác minh danh tính trước', zh: '请先完成实名认证', ja: '先に本人確認を完了してください', ko: '먼저 실명 인증을 완료하세요', es: 'Complete primero la verificación de identidad', fr: 'Veuillez d’abord vérifier votre identité', de: 'Bitte schließen Sie zuerst die Identitätsprüfung ab' },
  payPasswordNotSet: { en: 'Withdrawal password not set', vi: 'Chưa đặt mật khẩu rút tiền', zh: '未设置提现密码', ja: '出金パスワードが設定されていません', ko: '출금 비밀번호가 설정되지 않았습니다', es: 'No ha establecido la contraseña de retiro', fr: 'Mot de passe de retrait non défini', de: 'Kein Auszahlungspasswort festgelegt' },
  outsideHours: { en: 'Withdrawals are accepted Monday to Friday, 07:00-09:00', vi: 'Chỉ nhận rút tiền từ thứ Hai đến thứ Sáu, 07:00-09:00', zh: '提现时间为周一至周五 07:00-09:00', ja: '出金の受付は月曜〜金曜の 07:00〜09:00 です', ko: '출금은 월요일~금요일 07:00-09:00에 접수됩니다', es: 'Los retiros se aceptan de lunes a viernes, de 07:00 a 09:00', fr: 'Les retraits sont acceptés du lundi au vendredi, de 07:00 à 09:00', de: 'Auszahlungen werden Montag bis Freitag von 07:00 bis 09:00 angenommen' },
  noAddress: { en: 'Bind a withdrawal address for this network first', vi: 'Vui lòng liên kết địa chỉ rút tiền cho mạng này trước', zh: '请先绑定该网络的提现地址', ja: '先にこのネットワークの出金アドレスを登録してください', ko: '먼저 이 네트워크의 출금 주소를 연결하세요', es: 'Vincule primero una dirección de retiro para esta red', fr: 'Associez d’abord une adresse de retrait pour ce réseau', de: 'Hinterlegen Sie zuerst eine Auszahlungsadresse für dieses Netzwerk' },
  noBankCard: { en: 'No bank card bound', vi: 'Chưa liên kết thẻ ngân hàng', zh: '未绑定银行卡', ja: '銀行カードが登録されていません', ko: '연결된 은행 카드가 없습니다', es: 'No hay tarjeta bancaria vinculada', fr: 'Aucune carte bancaire associée', de: 'Keine Bankkarte hinterlegt' },
  unknownChannel: { en: 'The selected channel is invalid.', vi: 'Kênh đã chọn không hợp lệ.', zh: '所选通道无效。', ja: '選択されたチャネルは無効です。', ko: '선택한 채널이 올바르지 않습니다.', es: 'El canal seleccionado no es válido.', fr: 'Le canal choisi n’est pas valide.', de: 'Der gewählte Kanal ist ungültig.' },
  bankBound: { en: 'Bank card bound', vi: 'Đã liên kết thẻ ngân hàng', zh: '银行卡绑定成功', ja: '銀行カードを登録しました', ko: '은행 카드가 연결되었습니다', es: 'Tarjeta bancaria vinculada', fr: 'Carte bancaire associée', de: 'Bankkarte hinterlegt' },
  addressBound: { en: 'Address bound', vi: 'Đã liên kết địa chỉ', zh: '地址绑定成功', ja: 'アドレスを登録しました', ko: '주소가 연결되었습니다', es: 'Dirección vinculada', fr: 'Adresse associée', de: 'Adresse hinterlegt' },
  exchanged: { en: 'Exchange successful', vi: 'Quy đổi thành công', zh: '兑换成功', ja: '両替しました', ko: '환전되었습니다', es: 'Cambio realizado', fr: 'Échange effectué', de: 'Umtausch erfolgreich' },
  sameCurrency: { en: 'Choose two different currencies.', vi: 'Hãy chọn hai loại tiền khác nhau.', zh: '请选择两种不同的币种。', ja: '異なる2つの通貨を選んでください。', ko: '서로 다른 두 통화를 선택하세요.', es: 'Elija dos monedas diferentes.', fr: 'Choisissez deux devises différentes.', de: 'Wählen Sie zwei verschiedene Währungen.' },
  rejectedAddress: { en: 'The receiving address was refused by the network', vi: 'Địa chỉ nhận đã bị mạng từ chối', zh: '收款地址被网络拒绝', ja: '受取アドレスがネットワークに拒否されました', ko: '수취 주소가 네트워크에서 거부되었습니다', es: 'La red rechazó la dirección de destino', fr: 'L’adresse de réception a été refusée par le réseau', de: 'Die Empfangsadresse wurde vom Netzwerk abgelehnt' },
} as const satisfies MessageTable;

type FundsKey = keyof typeof FUNDS_MESSAGES;
const t = (lang: Lang, key: FundsKey, params?: Record<string, string>): string => translate(FUNDS_MESSAGES, lang, key, params);

/** Deposits of this amount are rejected at review (Stripe-style magic value, docs/sandbox.md). */
export const REJECTED_DEPOSIT_AMOUNT = '13.13';
/** Withdrawals to an address ending in this are rejected at review and refunded (docs/sandbox.md). */
export const REJECTED_ADDRESS_SUFFIX = 'REJECT';
/** The example account's withdrawal password. */
export const EXAMPLE_PAY_PASSWORD = '135790';
/** The smallest deposit when a channel names none (the app asks for at least 10 too). */
const DEFAULT_MIN_DEPOSIT = '10';

// ---------------------------------------------------------------------------------------------
// Channels (the contract's examples)

interface DepositChannel { id: number; icon?: string; currency: string }
interface DepositDetail { id: number; currency: string; cryptoprotocol: string; address: string; rate: string | number; min_amount?: string | number; max_amount?: string | number; recommend_amounts?: Array<string | number> }
interface WalletWay { id?: number; currency: string; cryptoprotocol: string; rate: string; min_amont?: string; fee?: string }

const depositChannels = (ctx: SandboxContext, type: 1 | 2): DepositChannel[] =>
  (ctx.contract.example('getDepositList', type === 1 ? 'bank' : 'success') as { result: DepositChannel[] }).result;

export function depositDetail(ctx: SandboxContext, id: number): DepositDetail | undefined {
  for (const name of ['success', 'bank']) {
    const detail = (ctx.contract.example('getDepositType', name) as { result: DepositDetail }).result;
    if (detail.id === id) return detail;
  }
  // channels listed without a detail example: derived from the listing and the withdrawal networks
  const channel = [...depositChannels(ctx, 2), ...depositChannels(ctx, 1)].find((item) => item.id === id);
  if (channel === undefined) return undefined;
  const [currency = channel.currency, network] = channel.currency.split('-');
  const way = walletWays(ctx).find((item) => item.currency === currency && (network === undefined || item.cryptoprotocol === network));
  const protocol = network ?? way?.cryptoprotocol ?? currency;
  const addresses: Record<string, string> = {
    ERC20: '0x5aE9c3B1d7F20a4C86e3D9b2F1A07c5E4d3B2a19',
    Bitcoin: 'bc1q8x4fz3k2v7m9w0d5n6c2e7r8t9y0u3i4o5p6a7',
  };
  return { id, currency, cryptoprotocol: protocol, address: addresses[protocol] ?? `${currency}-${protocol}-deposit`, rate: way?.rate ?? '1' };
}

export const walletWays = (ctx: SandboxContext): WalletWay[] => (ctx.contract.example('getWalletWay') as { result: { result: WalletWay[] } }).result.result;
interface BankWay { cryptoprotocol: string; currency?: string; rate?: string; min_amont?: string; fee?: string }
const bankWays = (ctx: SandboxContext): BankWay[] => (ctx.contract.example('getBankWay') as { result: { result: BankWay[] } }).result.result;

/** A bank channel's withdrawal terms (the proposed fields of `/bankway`; without them USD at rate 1, no fee). */
const bankTerms = (way: BankWay): WalletWay => ({ currency: way.currency ?? 'USD', cryptoprotocol: way.cryptoprotocol, rate: way.rate ?? '1', min_amont: way.min_amont ?? '1', fee: way.fee ?? '0' });

// ---------------------------------------------------------------------------------------------
// Binding

const bindBank: UserHandler = (call) => {
  const { ctx, lang, viewer } = call;
  // one bank card per user: binding again replaces it (docs/sandbox.md)
  const body = call.body as { cryptoprotocol?: string; realname: string; bankname: string; bankzhiname: string; cardno: string; code: string; ifsc_code?: string; bank_address?: string; branch_otp?: string };
  const channel = body.cryptoprotocol ?? bankWays(ctx)[0]?.cryptoprotocol ?? 'Bank transfer';
  ctx.store.write(() => {
    viewer.bankCard = {
      cryptoprotocol: channel,
      realname: body.realname.trim(),
      bankname: body.bankname.trim(),
      bankzhiname: body.bankzhiname.trim(),
      cardno: body.cardno.trim(),
      code: body.code.trim().toUpperCase(),
      ...(body.ifsc_code ? { ifsc_code: body.ifsc_code.toUpperCase() } : {}),
      ...(body.bank_address ? { bank_address: body.bank_address } : {}),
      ...(body.branch_otp ? { branch_otp: body.branch_otp } : {}),
    };
  });
  return done(t(lang, 'bankBound'));
};

const bindAddress: UserHandler = (call) => {
  const { ctx, lang, viewer } = call;
  const body = call.body as { currency: string; cryptoprotocol: string; wallet_address: string };
  const way = walletWays(ctx).find((item) => item.currency === body.currency.toUpperCase() && item.cryptoprotocol === body.cryptoprotocol);
  if (way === undefined) return invalid(lang, 'cryptoprotocol', t(lang, 'unknownChannel'));
  ctx.store.write(() => {
    // one address per asset and network: binding again replaces it
    const existing = viewer.wallets.find((wallet) => wallet.currency === way.currency && wallet.cryptoprotocol === way.cryptoprotocol);
    if (existing !== undefined) existing.wallet_address = body.wallet_address;
    else viewer.wallets.push({ id: ctx.store.nextId('wallet', 801), currency: way.currency, cryptoprotocol: way.cryptoprotocol, wallet_address: body.wallet_address });
  });
  return done(t(lang, 'addressBound'));
};

const getBank: UserHandler = (call) => {
  const card = call.viewer.bankCard;
  if (card === null) return ok([]);
  return ok([
    {
      realname: card.realname,
      bankname: card.bankname,
      bankzhiname: card.bankzhiname,
      ifsc: card.code,
      cardno: card.cardno,
      ...(card.ifsc_code ? { ifsc_code: card.ifsc_code } : {}),
      ...(card.bank_address ? { bank_address: card.bank_address } : {}),
    },
  ]);
};

const getWallet: UserHandler = (call) => ok(call.viewer.wallets.map((wallet) => ({ id: wallet.id, currency: wallet.currency, cryptoprotocol: wallet.cryptoprotocol, wallet_address: wallet.wallet_address })));
const getBankWay: UserHandler = (call) => ok({ result: bankWays(call.ctx) });
const getWalletWay: UserHandler = (call) => ok({ result: walletWays(call.ctx) });

// ---------------------------------------------------------------------------------------------
// Deposits

const getDepositList: UserHandler = (call) => ok(depositChannels(call.ctx, Number(call.query.type) === 1 ? 1 : 2));

const getDepositType: UserHandler = (call) => {
  const detail = depositDetail(call.ctx, Number(call.query.id));
  return detail === undefined ? invalidId(call.lang) : ok(detail);
};

const createDeposit: UserHandler = (call) => {
  const { ctx, lang, viewer } = call;
  const body = call.body as { id: number; amount: string | number; currency: string; cryptoprotocol: string; tran_img?: string | null };
  const detail = depositDetail(ctx, body.id);
  if (detail === undefined) return invalidId(lang);
  if (detail.currency !== body.currency.toUpperCase()) return invalid(lang, 'currency', t(lang, 'channelMismatch'));
  const amount = parseAmount(body.amount);
  if (amount === undefined || amount.lte(0)) return invalid(lang, 'amount', t(lang, 'positiveAmount'));
  const min = new Big(detail.min_amount ?? DEFAULT_MIN_DEPOSIT);
  if (amount.lt(min)) return invalid(lang, 'amount', t(lang, 'minAmount', { min: min.toFixed() }));
  const max = detail.max_amount === undefined ? null : new Big(detail.max_amount);
  if (max && amount.gt(max)) return invalid(lang, 'amount', t(lang, 'maxAmount', { max: max.toFixed() }));
  if (ctx.store.state.funds.deposits.some((deposit) => deposit.userId === viewer.id && deposit.status === 0)) return refuse(t(lang, 'pendingReview'));
  const record: DepositRecord = {
    id: ctx.store.nextId('deposit', 88_601),
    userId: viewer.id,
    channelId: detail.id,
    amount: fixed(amount),
    currency: detail.currency,
    cryptoprotocol: detail.cryptoprotocol,
    tran_img: body.tran_img ?? null,
    status: 0,
    createdAt: call.now,
    decideAt: call.now + ctx.config.depositReviewMs,
  };
  ctx.store.write((state) => {
    state.funds.deposits.push(record);
  });
  return done(t(lang, 'depositSubmitted'));
};

/** Team rewards on an approved deposit: level 1 earns 10 %, level 2 5 %, level 3 2 % (docs/sandbox.md). */
export const TEAM_REWARD_RATES = ['0.10', '0.05', '0.02'] as const;

function approveDeposit(ctx: SandboxContext, deposit: DepositRecord, user: UserRecord, at: number): void {
  // the amount is in USD and credited to the USDT account
  post(ctx.store, user, new Big(deposit.amount), { type: LEDGER.recharge, time: at, ref: `deposit:${deposit.id}` });
  ctx.store.write(() => {
    deposit.status = 1;
    deposit.decidedAt = at;
  });
  let inviterId = user.invitedBy;
  for (let level = 0; level < TEAM_REWARD_RATES.length && inviterId !== null; level += 1) {
    const inviter = ctx.store.state.users[String(inviterId)];
    if (inviter === undefined) break;
    const reward = new Big(deposit.amount).times(TEAM_REWARD_RATES[level]!).round(2, Big.roundDown);
    post(ctx.store, inviter, reward, { type: LEDGER.systemAuto, time: at, ref: `team-reward:${deposit.id}:${level + 1}` });
    inviterId = inviter.invitedBy;
  }
}

// ---------------------------------------------------------------------------------------------
// Withdrawals

const withdrawByWallet: UserHandler = (call) => {
  const { ctx, lang, viewer } = call;
  const body = call.body as { address?: string; amount: string | number; pay_password: string; currency: string; cryptoprotocol: string };
  const bank = body.currency.toUpperCase() === 'BANK';
  // a bank withdrawal names the bank channel it is paid through; its fee, rate and minimum apply
  const bankWay = bank ? bankWays(ctx).find((item) => item.cryptoprotocol === body.cryptoprotocol) : undefined;
  const way = bank ? (bankWay && bankTerms(bankWay)) : walletWays(ctx).find((item) => item.currency === body.currency.toUpperCase() && item.cryptoprotocol === body.cryptoprotocol);
  if (way === undefined) return invalid(lang, 'cryptoprotocol', t(lang, 'unknownChannel'));
  const amount = parseAmount(body.amount);
  if (amount === undefined || amount.lte(0)) return invalid(lang, 'amount', t(lang, 'positiveAmount'));
  const min = new Big(way.min_amont ?? '1');
  if (amount.lt(min)) return invalid(lang, 'amount', t(lang, 'minAmount', { min: min.toFixed() }));
  // real-name verification first (docs/decisions/0019-real-name-first.md), as for loans
  if (viewer.basicKyc.status !== 1) return refuse(t(lang, 'verifyFirst'));
  if (viewer.payPasswordHash === null) return refuse(t(lang, 'payPasswordNotSet'));
  if (!checkPassword(body.pay_password, viewer.payPasswordHash)) return refuse(t(lang, 'wrongPayPassword'));
  let address: string;
  if (bank) {
    if (viewer.bankCard === null) return refuse(t(lang, 'noBankCard'));
    address = viewer.bankCard.cardno;
  } else {
    const wallet = viewer.wallets.find((item) => item.currency === way.currency && item.cryptoprotocol === way.cryptoprotocol);
    if (wallet === undefined) return refuse(t(lang, 'noAddress'));
    address = wallet.wallet_address;
  }
  if (ctx.config.enforceWithdrawalHours && !isWithdrawalOpen(new Date(call.now))) return refuse(t(lang, 'outsideHours'));
  const quote = withdrawalQuote(amount.toFixed(), way.fee ?? '0', way.rate, way.currency);
  if (quote === null) return invalid(lang, 'amount', t(lang, 'positiveAmount'));
  const total = new Big(quote.total);
  if (balanceOf(viewer).available.lt(total)) return refuse(t(lang, 'insufficientBalance'));
  const id = ctx.store.nextId('withdrawal', 5301);
  freeze(ctx.store, viewer, total, { type: LEDGER.withdrawal, time: call.now, ref: `withdrawal:${id}` });
  const record: WithdrawalRecord = {
    id,
    userId: viewer.id,
    kind: bank ? 'bank' : 'wallet',
    address,
    currency: bank ? 'BANK' : way.currency,
    cryptoprotocol: way.cryptoprotocol,
    amount: quote.amount,
    fee: quote.fee,
    tax: quote.tax,
    received: quote.received,
    status: 1,
    createdAt: call.now,
    decideAt: call.now + ctx.config.withdrawalReviewMs,
  };
  ctx.store.write((state) => {
    state.funds.withdrawals.push(record);
  });
  return done(t(lang, 'withdrawSubmitted'));
};

function decideWithdrawal(ctx: SandboxContext, withdrawal: WithdrawalRecord, user: UserRecord, at: number): void {
  const total = new Big(withdrawal.amount).plus(withdrawal.fee).plus(withdrawal.tax);
  const rejected = withdrawal.address.toUpperCase().endsWith(REJECTED_ADDRESS_SUFFIX);
  if (rejected) release(ctx.store, user, total, total, { type: LEDGER.withdrawalRejected, time: at, ref: `withdrawal:${withdrawal.id}` });
  else release(ctx.store, user, total, new Big(0), { type: LEDGER.withdrawal, time: at, ref: `withdrawal:${withdrawal.id}` });
  ctx.store.write(() => {
    withdrawal.status = rejected ? 3 : 2;
    withdrawal.decidedAt = at;
    if (rejected) withdrawal.reason = translate(FUNDS_MESSAGES, 'en', 'rejectedAddress');
  });
}

// ---------------------------------------------------------------------------------------------
// Records

const newest = <T extends { createdAt: number; id: number }>(a: T, b: T): number => b.createdAt - a.createdAt || b.id - a.id;

const getDepositRecord: UserHandler = (call) => {
  const { page, limit } = paging(call);
  const rows = call.ctx.store.state.funds.deposits.filter((row) => row.userId === call.viewer.id).sort(newest);
  return ok({
    list: pageOf(rows, page, limit).map((row) => ({
      id: row.id,
      currency: row.currency,
      amount: row.amount,
      status: row.status,
      time: formatProviderTime(row.createdAt),
      remark: row.status === 2 ? 'The voucher does not match the amount' : '',
      paytime: row.decidedAt === undefined || row.status !== 1 ? null : formatProviderTime(row.decidedAt),
    })),
    total: rows.length,
  });
};

const getWithdrawRecord: UserHandler = (call) => {
  const { page, limit } = paging(call);
  const rows = call.ctx.store.state.funds.withdrawals.filter((row) => row.userId === call.viewer.id).sort(newest);
  return ok({
    list: pageOf(rows, page, limit).map((row) => ({
      id: row.id,
      currency: row.currency,
      amount: row.amount,
      fee: new Big(row.fee).plus(row.tax).toFixed(2),
      status: row.status,
      time: formatProviderTime(row.createdAt),
      remark: row.reason ?? '',
      paymentime: row.decidedAt === undefined || row.status !== 2 ? null : formatProviderTime(row.decidedAt),
      address: row.kind === 'wallet' ? row.address : null,
      cardno: row.kind === 'bank' ? row.address : null,
    })),
    total: rows.length,
  });
};

const getMoneyChange: UserHandler = (call) => {
  const { page, limit } = paging(call);
  // the proposed `type` filter: only that ledger type, counted alone
  const type = call.query.type === undefined || call.query.type === '' ? null : Number(call.query.type);
  const rows = ledgerOf(call.ctx.store, call.viewer.id).filter((row) => type === null || row.type === type);
  return ok({
    list: pageOf(rows, page, limit).map((row) => ({ id: row.id, amount: fixed(new Big(row.amount), row.currency === BASE_CURRENCY ? 2 : 8), type: row.type, time: formatProviderTime(row.time), currency: row.currency })),
    count: rows.length,
  });
};

const getPayrollRecords: UserHandler = (call) => {
  const { page, limit } = paging(call);
  // team-leader salaries are the provider's own business; the example account has the contract's history
  const rows = call.viewer.username === '0901234567' ? (call.ctx.contract.example('getPayrollRecords') as { result: { list: unknown[] } }).result.list : [];
  return ok({ list: pageOf(rows, page, limit), total: rows.length });
};

/** Daily statements of the USDT account from the ledger, newest first (days with movement only). */
const getAccountSettlement: UserHandler = (call) => {
  const { page, limit } = paging(call);
  const rows = call.ctx.store.state.ledger.filter((row) => row.userId === call.viewer.id && row.currency === BASE_CURRENCY).sort((a, b) => a.time - b.time || a.id - b.id);
  const days = new Map<number, { deposit: Big; withdrawal: Big; trade: Big; fee: Big; net: Big }>();
  for (const row of rows) {
    const day = providerLocal(row.time).dayStartMs;
    const entry = days.get(day) ?? { deposit: new Big(0), withdrawal: new Big(0), trade: new Big(0), fee: new Big(0), net: new Big(0) };
    const amount = new Big(row.amount);
    if (row.type === LEDGER.recharge) entry.deposit = entry.deposit.plus(amount);
    else if (row.type === LEDGER.withdrawal || row.type === LEDGER.withdrawalRejected) entry.withdrawal = entry.withdrawal.minus(amount);
    else if (row.type === LEDGER.perpetualContract) entry.fee = entry.fee.minus(amount);
    else if (([LEDGER.optionOrder, LEDGER.optionSettlement, LEDGER.contractOrder, LEDGER.contractSettlement] as number[]).includes(row.type)) entry.trade = entry.trade.plus(amount);
    entry.net = entry.net.plus(amount);
    days.set(day, entry);
  }
  let balance = new Big(0);
  const statements = [...days.entries()].map(([day, entry]) => {
    const opening = balance;
    balance = balance.plus(entry.net);
    return {
      id: Math.floor(day / DAY),
      date: formatProviderDate(day + 12 * 3_600_000),
      opening_balance: fixed(opening),
      deposit: fixed(entry.deposit),
      withdrawal: fixed(entry.withdrawal),
      trade_profit: fixed(entry.trade),
      fee: fixed(entry.fee),
      closing_balance: fixed(balance),
    };
  });
  statements.reverse();
  return ok({ list: pageOf(statements, page, limit), total: statements.length });
};

// ---------------------------------------------------------------------------------------------
// Exchange at the live price

const usdPrice = (ctx: SandboxContext, coin: string): Big | undefined => (coin === 'USDT' ? new Big(1) : ctx.market.price(`${coin.toLowerCase()}usdt`));

/** Units of `to` per unit of `from`, from the live prices (8 significant decimals). */
export function exchangeRate(ctx: SandboxContext, from: string, to: string): Big | undefined {
  const a = usdPrice(ctx, from);
  const b = usdPrice(ctx, to);
  if (a === undefined || b === undefined || b.eq(0)) return undefined;
  return a.div(b).round(8, Big.roundDown);
}

const getExchangeRate: UserHandler = (call) => {
  const from = (call.query.from ?? '').toUpperCase();
  const to = (call.query.to ?? '').toUpperCase();
  if (from === to) return invalid(call.lang, 'to', t(call.lang, 'sameCurrency'));
  const rate = exchangeRate(call.ctx, from, to);
  if (rate === undefined) return invalid(call.lang, 'from', t(call.lang, 'unknownChannel'));
  return ok({ rate: rate.toNumber() });
};

const createCoinExchange: UserHandler = (call) => {
  const { ctx, lang, viewer } = call;
  const body = call.body as { from: string; to: string; amount: string };
  if (body.from === body.to) return invalid(lang, 'to', t(lang, 'sameCurrency'));
  const amount = parseAmount(body.amount);
  if (amount === undefined || amount.lte(0)) return invalid(lang, 'amount', t(lang, 'positiveAmount'));
  const rate = exchangeRate(ctx, body.from, body.to);
  if (rate === undefined) return invalid(lang, 'from', t(lang, 'unknownChannel'));
  if (balanceOf(viewer, body.from).available.lt(amount)) return refuse(t(lang, 'insufficientBalance'));
  const received = new Big(exchangeReceived(amount.toFixed(), rate.toFixed(), body.to) ?? '0');
  const id = ctx.store.nextId('exchange', 401);
  post(ctx.store, viewer, amount.times(-1), { type: LEDGER.currencyExchange, currency: body.from, time: call.now, ref: `exchange:${id}` });
  post(ctx.store, viewer, received, { type: LEDGER.currencyExchange, currency: body.to, time: call.now, ref: `exchange:${id}` });
  ctx.store.write((state) => {
    state.funds.exchanges.push({ id, userId: viewer.id, from: body.from, to: body.to, amount: amount.toFixed(), received: received.toFixed(), rate: rate.toFixed(), createdAt: call.now });
  });
  return done(t(lang, 'exchanged'));
};

// ---------------------------------------------------------------------------------------------

function tick(ctx: SandboxContext): void {
  const { state } = ctx.store;
  for (const deposit of state.funds.deposits) {
    if (deposit.status !== 0) continue;
    const user = state.users[String(deposit.userId)];
    if (user === undefined || userNow(ctx, user) < deposit.decideAt) continue;
    if (deposit.amount === fixed(new Big(REJECTED_DEPOSIT_AMOUNT))) {
      ctx.store.write(() => {
        deposit.status = 2;
        deposit.decidedAt = deposit.decideAt;
      });
    } else approveDeposit(ctx, deposit, user, deposit.decideAt);
  }
  for (const withdrawal of state.funds.withdrawals) {
    if (withdrawal.status !== 1) continue;
    const user = state.users[String(withdrawal.userId)];
    if (user === undefined || userNow(ctx, user) < withdrawal.decideAt) continue;
    decideWithdrawal(ctx, withdrawal, user, withdrawal.decideAt);
  }
}

function seed(draft: SeedDraft): void {
  const { state, example, now } = draft;
  const HOUR = 3_600_000;
  example.payPasswordHash = hashPassword(EXAMPLE_PAY_PASSWORD);
  example.bankCard = { cryptoprotocol: 'Bank transfer (VND)', realname: 'NGUYEN MINH ANH', bankname: 'Vietcombank', bankzhiname: 'Ho Chi Minh City Branch', cardno: '0071001234567', code: 'BFTVVNVX' };
  example.wallets = [
    { id: 771, currency: 'USDT', cryptoprotocol: 'TRC20', wallet_address: 'TXz9bQ3mRk7Yd2VfW8hJpL4nC6sE1aG5uK' },
    { id: 772, currency: 'USDT', cryptoprotocol: 'ERC20', wallet_address: '0x8f3A2b9C41d7E6f05a1B2c3D4e5F60718293a4B5' },
  ];
  // the contract's UserDetailVerified balances (the trading seed moves its orders' margins into frozen)
  example.balances = { USDT: { available: '12850.75', frozen: '0' }, BTC: { available: '0.0125', frozen: '0' }, ETH: { available: '0.85', frozen: '0' } };
  const ledger = (amount: string, type: (typeof LEDGER)[keyof typeof LEDGER], time: number, ref: string, currency = 'USDT'): void => {
    state.ledger.push({ id: draft.nextId('ledger', 1001), userId: example.id, amount, currency, type, time, ref });
  };
  const deposit = (id: number, amount: string, status: 0 | 1 | 2, ageHours: number, currency = 'USDT', channelId = 11): void => {
    const createdAt = now - ageHours * HOUR;
    state.funds.deposits.push({ id, userId: example.id, channelId, amount, currency, cryptoprotocol: currency === 'USDT' ? 'TRC20' : 'Bitcoin', tran_img: null, status, createdAt, decideAt: createdAt + 20 * 60_000, ...(status === 0 ? {} : { decidedAt: createdAt + 14 * 60_000 }) });
    if (status === 1) ledger(amount, LEDGER.recharge, createdAt + 14 * 60_000, `deposit:${id}`);
  };
  deposit(87990, '300.00', 2, 200, 'BTC', 13);
  deposit(88412, '500.00', 1, 40);
  // the contract's record example has one under review; the seed keeps the example account free to deposit
  deposit(88520, '1200.00', 1, 28);
  const withdrawal = (id: number, amount: string, status: 1 | 2 | 3, ageHours: number): void => {
    const createdAt = now - ageHours * HOUR;
    const quote = withdrawalQuote(amount, '0.01', '1', 'USDT')!;
    state.funds.withdrawals.push({ id, userId: example.id, kind: 'wallet', address: 'TXz9bQ3mRk7Yd2VfW8hJpL4nC6sE1aG5uK', currency: 'USDT', cryptoprotocol: 'TRC20', amount: quote.amount, fee: quote.fee, tax: quote.tax, received: quote.received, status, createdAt, decideAt: createdAt + HOUR, decidedAt: createdAt + HOUR, ...(status === 3 ? { reason: 'The receiving address was refused by the network' } : {}) });
    ledger(new Big(quote.total).times(-1).toFixed(), LEDGER.withdrawal, createdAt, `withdrawal:${id}`);
    if (status === 3) ledger(quote.total, LEDGER.withdrawalRejected, createdAt + HOUR, `withdrawal:${id}`);
  };
  withdrawal(5210, '250.00', 2, 60);
  withdrawal(5188, '100.00', 3, 90);
  ledger('0.0125', LEDGER.currencyExchange, now - 100 * HOUR, 'exchange:390', 'BTC');
  ledger('-1200.00', LEDGER.currencyExchange, now - 100 * HOUR, 'exchange:390');
  ledger('0.85', LEDGER.currencyExchange, now - 99 * HOUR, 'exchange:391', 'ETH');
  ledger('-2900.00', LEDGER.currencyExchange, now - 99 * HOUR, 'exchange:391');
}

export const fundsDomain: Domain = {
  name: 'funds',
  operations: {
    bindBank,
    bindAddress,
    getBank,
    getWallet,
    getBankWay,
    getWalletWay,
    getDepositList,
    getDepositType,
    createDeposit,
    withdrawByWallet,
    getDepositRecord,
    getWithdrawRecord,
    getMoneyChange,
    getPayrollRecords,
    getAccountSettlement,
    getExchangeRate,
    createCoinExchange,
  },
  tick,
  seed,
};

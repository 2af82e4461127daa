/**
 * Accounts: registration (with the inviter's code), sign-in, the user as `/userdetail` shows it.
 * The rest of the profile (passwords, nickname, avatar, KYC, team) lives here too; the answers'
 * messages are in accounts/messages.ts, the example account and its team in accounts/seed.ts.
 */
import { randomBytes } from 'node:crypto';
import { done, invalid, okData, ok, refuse, type Domain, type Handler, type UserHandler } from '../api.ts';
import type { SandboxContext } from '../context.ts';
import { providerLocal } from '../clock.ts';
import { translate } from '../i18n.ts';
import { BASE_CURRENCY, SALARY_ACCOUNT } from '../ledger.ts';
import { Big, fixed } from '../money.ts';
import { checkPassword } from '../passwords.ts';
import { newUser } from '../seed.ts';
import { openSession } from '../sessions.ts';
import { recordFailure, recordSuccess, throttled } from '../throttle.ts';
import { profileOperations, profileTick } from './profile.ts';
import { LEDGER, type UserRecord } from '../state.ts';
import { ACCOUNT_MESSAGES } from './accounts/messages.ts';
import { seed } from './accounts/seed.ts';

const PHONE = /^\d{10,15}$/;
const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A new, unused invite code (6 characters, no look-alike letters). */
export function newInviteCode(ctx: SandboxContext): string {
  const taken = new Set(Object.values(ctx.store.state.users).map((user) => user.invite_code));
  for (;;) {
    const bytes = randomBytes(6);
    const code = [...bytes].map((byte) => INVITE_ALPHABET[byte % INVITE_ALPHABET.length]).join('');
    if (!taken.has(code)) return code;
  }
}

export function findByPhone(ctx: SandboxContext, phone: string): UserRecord | undefined {
  return Object.values(ctx.store.state.users).find((user) => user.username === phone);
}

/**
 * Today's profit (the provider's calendar day): settled option results, closed contract P/L and
 * mining profit booked since local midnight.
 */
function todayProfit(ctx: SandboxContext, user: UserRecord, now: number): Big {
  const { dayStartMs } = providerLocal(now);
  const { trading } = ctx.store.state;
  let total = new Big(0);
  for (const order of trading.options) {
    if (order.userId === user.id && order.status === 1 && (order.settledAt ?? 0) >= dayStartMs)
      total = total.plus(order.profit ?? '0');
  }
  for (const order of trading.contracts) {
    if (order.userId === user.id && order.status === 2 && (order.closedAt ?? 0) >= dayStartMs)
      total = total.plus(order.profit_loss ?? '0');
  }
  for (const row of ctx.store.state.ledger) {
    if (
      row.userId === user.id &&
      row.type === LEDGER.miningProfit &&
      row.time >= dayStartMs &&
      row.currency === BASE_CURRENCY
    )
      total = total.plus(row.amount);
  }
  return total;
}

/** The user as the contract's `User` (`/userdetail`, `/login`). */
export function userView(ctx: SandboxContext, user: UserRecord, now: number): Record<string, unknown> {
  const lower = (code: string): string => code.toLowerCase();
  const decimals = (code: string): number => (code === BASE_CURRENCY ? 2 : 8);
  const usdt = user.balances[BASE_CURRENCY] ?? { available: '0', frozen: '0' };
  const balances: Record<string, string> = {};
  const froze: Record<string, string> = {};
  for (const [code, record] of Object.entries(user.balances)) {
    // the salary balance is not a currency: it is sent as `salary`
    if (code === SALARY_ACCOUNT) continue;
    balances[lower(code)] = new Big(record.available).plus(record.frozen).toFixed(decimals(code));
    froze[lower(code)] = new Big(record.frozen).toFixed(decimals(code));
  }
  return {
    id: user.id,
    username: user.username,
    nickname: user.nickname,
    avatar: user.avatar,
    mail: user.mail,
    credit_score: user.credit_score,
    vip_level: user.vip_level,
    // VIP points: the total of the user's approved deposits (the thresholds of /viplevelinfo)
    points: Number(
      ctx.store.state.funds.deposits
        .filter((deposit) => deposit.userId === user.id && deposit.status === 1)
        .reduce((sum, deposit) => sum.plus(deposit.amount), new Big(0))
        .round(0, Big.roundDown)
        .toFixed(0),
    ),
    invite_code: user.invite_code,
    // balance is the whole USDT account, frozen its held part: available = balance − frozen
    balance: fixed(new Big(usdt.available).plus(usdt.frozen)),
    frozen: fixed(new Big(usdt.frozen)),
    froze,
    balances,
    // the proposed salary balance: salaries paid less salary withdrawals under review or paid
    salary: fixed(new Big(user.balances[SALARY_ACCOUNT]?.available ?? '0')),
    todayprofit: fixed(todayProfit(ctx, user, now)),
    realauth_status: user.basicKyc.status,
    certification_status: user.advancedKyc.status,
    // the reviewer's reason, while a level stands rejected (proposed fields; the reviewer writes it once, in English)
    ...(user.basicKyc.status === 2 && user.basicKyc.reason ? { realauth_remark: user.basicKyc.reason } : {}),
    ...(user.advancedKyc.status === 2 && user.advancedKyc.reason
      ? { certification_remark: user.advancedKyc.reason }
      : {}),
    moneypssd_status: user.payPasswordHash === null ? 0 : 1,
    tradeRatio: user.vip_level > 0 ? Math.min(100, 60 + user.vip_level * 10) : 0,
  };
}

const loginUser: Handler = (call) => {
  const { userName, password } = call.body as { userName: string; password: string };
  const account = userName.trim();
  const client = call.client ?? 'local';
  // a locked account or client is refused before the password is even checked, the right one included
  const locked = throttled(call.ctx, call.lang, 'password', account, client);
  if (locked !== undefined) return locked;
  const user = findByPhone(call.ctx, account);
  if (user === undefined || !checkPassword(password, user.passwordHash)) {
    recordFailure(call.ctx, 'password', account, client);
    return refuse(translate(ACCOUNT_MESSAGES, call.lang, 'wrongPassword'));
  }
  recordSuccess(call.ctx, 'password', account);
  if (user.frozenAccount) return refuse(translate(ACCOUNT_MESSAGES, call.lang, 'accountFrozen'));
  const token = openSession(call.ctx, user, call.now);
  call.ctx.store.write(() => {
    user.lastLoginAt = call.now;
  });
  return okData({ token, user: userView(call.ctx, user, call.now) }, translate(ACCOUNT_MESSAGES, call.lang, 'loginOk'));
};

const registerUser: Handler = (call) => {
  const { username, password, confirmPassword, invite_code } = call.body as {
    username: string;
    password: string;
    confirmPassword: string;
    invite_code?: string;
  };
  const phone = username.trim();
  const t = (key: keyof typeof ACCOUNT_MESSAGES): string => translate(ACCOUNT_MESSAGES, call.lang, key);
  if (!PHONE.test(phone)) return invalid(call.lang, 'username', t('phoneTooShort'));
  if (password.length < 6) return invalid(call.lang, 'password', t('passwordTooShort'));
  if (password !== confirmPassword) return invalid(call.lang, 'confirmPassword', t('passwordsDiffer'));
  if (findByPhone(call.ctx, phone) !== undefined) return refuse(t('accountExists'));
  const code = invite_code?.trim() ?? '';
  const inviter =
    code === ''
      ? undefined
      : Object.values(call.ctx.store.state.users).find((user) => user.invite_code === code.toUpperCase());
  if (code !== '' && inviter === undefined) return invalid(call.lang, 'invite_code', t('unknownInviteCode'));
  const { ctx } = call;
  const user = newUser({
    id: ctx.store.nextId('user', 10_001),
    username: phone,
    password,
    inviteCode: newInviteCode(ctx),
    invitedBy: inviter?.id ?? null,
    now: call.now,
  });
  ctx.store.write((state) => {
    state.users[String(user.id)] = user;
    if (inviter !== undefined) {
      state.community.invites.push({
        id: ctx.store.nextId('invite', 1),
        inviterId: inviter.id,
        inviteeId: user.id,
        createdAt: call.now,
      });
    }
  });
  return done(t('registered'));
};

const getUserDetail: UserHandler = (call) => ok(userView(call.ctx, call.viewer, call.now));

export const accountsDomain: Domain = {
  name: 'accounts',
  operations: { loginUser, registerUser, getUserDetail, ...profileOperations },
  tick: profileTick,
  seed,
};

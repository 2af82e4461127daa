import type { APIRequestContext, Page } from '@playwright/test';
import { seed } from '../fixtures';

/**
 * Helpers of the whole-flow tests on the stateful sandbox. Every test works on its own fresh
 * account (the sandbox is shared by the parallel workers), and moves only its own account's test
 * clock, so tests never disturb each other. Prices are moved only on symbols a test owns.
 */
const control = (): string => {
  const url = process.env.E2E_SANDBOX_URL;
  if (!url) throw new Error('E2E_SANDBOX_URL is not set (playwright.config.ts sets it)');
  return url;
};

let counter = 0;
/** A phone number nobody else in this run uses (10 digits). */
export const freshPhone = (): string => {
  counter += 1;
  const unique = `${Date.now() % 1_000_000}${process.pid % 100}${counter}`.slice(-8).padStart(8, '0');
  return `09${unique}`;
};

export interface Account {
  phone: string;
  password: string;
  token: string;
}

const api = (path: string): string => `/api${path}`;

/** Registers and signs in through the API (Prism proxy → sandbox), for flows that start signed in. */
export async function newAccount(request: APIRequestContext, options: { inviteCode?: string } = {}): Promise<Account> {
  const phone = freshPhone();
  const password = 'Secret#2026';
  const headers = { Lang: 'en' };
  const register = await request.post(api('/register'), {
    headers,
    data: {
      username: phone,
      password,
      confirmPassword: password,
      ...(options.inviteCode ? { invite_code: options.inviteCode } : {}),
    },
  });
  if (!register.ok()) throw new Error(`register ${phone}: ${register.status()} ${await register.text()}`);
  const login = await request.post(api('/login'), { headers, data: { userName: phone, password, type: 'username' } });
  const body = (await login.json()) as { data?: { token?: string } };
  if (!body.data?.token) throw new Error(`login ${phone}: ${login.status()} ${JSON.stringify(body)}`);
  return { phone, password, token: body.data.token };
}

/** Calls the provider API as the account (for setting up a flow's starting point). */
export async function asUser<T = unknown>(
  request: APIRequestContext,
  account: Account,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(api(path), {
    method,
    headers: { Lang: 'en', Authorization: `Bearer ${account.token}` },
    ...(data === undefined ? {} : { data }),
  });
  const body = (await response.json()) as T;
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${JSON.stringify(body)}`);
  return body;
}

/** Opens the app signed in as the account. */
export async function signIn(page: Page, account: Account, language = 'en'): Promise<void> {
  await seed(page, { language, token: account.token });
}

/** Moves this account's test clock forward (its reviews, option expiries and accrual come due). */
export async function advance(request: APIRequestContext, account: Account, ms: number): Promise<void> {
  const response = await request.post(`${control()}/__sandbox/users/${account.phone}/clock`, {
    data: { advanceMs: ms },
  });
  if (!response.ok()) throw new Error(`advance clock: ${response.status()} ${await response.text()}`);
}

/** Sets a symbol's price now (the feed goes on from there). */
export async function setPrice(request: APIRequestContext, code: string, price: string): Promise<void> {
  const response = await request.post(`${control()}/__sandbox/market/${code}`, { data: { price } });
  if (!response.ok()) throw new Error(`set price: ${response.status()} ${await response.text()}`);
}

/** Funds an account the way a trader does: a deposit, approved after the review delay. */
export async function fund(request: APIRequestContext, account: Account, amount: string): Promise<void> {
  const channels = await asUser<{ result: Array<{ id: number }> }>(request, account, 'GET', '/depositlist?type=2');
  const channelId = channels.result[0]?.id;
  if (channelId === undefined) throw new Error('no deposit channel');
  const channel = await asUser<{ result: { id: number; currency: string; cryptoprotocol: string } }>(
    request,
    account,
    'GET',
    `/deposittype?id=${channelId}`,
  );
  await asUser(request, account, 'POST', '/deposit', {
    id: channel.result.id,
    amount,
    currency: channel.result.currency,
    cryptoprotocol: channel.result.cryptoprotocol,
    tran_img: null,
  });
  await advance(request, account, 24 * 3_600_000);
}

/** Real-name verification, submitted and approved (the review takes 30 s of the account's clock). */
export async function verifyIdentity(request: APIRequestContext, account: Account): Promise<void> {
  await asUser(request, account, 'POST', '/authverify/1', { phone: account.phone });
  await advance(request, account, 31_000);
}

/** The account's business time now (its test clock included). */
export async function accountNow(request: APIRequestContext, account: Account): Promise<Date> {
  const response = await request.post(`${control()}/__sandbox/users/${account.phone}/clock`, {
    data: { advanceMs: 0 },
  });
  if (!response.ok()) throw new Error(`read clock: ${response.status()} ${await response.text()}`);
  return new Date(((await response.json()) as { now: string }).now);
}

/** Moves the account's test clock forward to an instant (never back); returns where it stands. */
export async function advanceTo(request: APIRequestContext, account: Account, target: Date): Promise<Date> {
  const now = await accountNow(request, account);
  if (target.getTime() > now.getTime()) await advance(request, account, target.getTime() - now.getTime());
  return accountNow(request, account);
}

/**
 * The first instant after `from` that reads `weekday` (0 = Sunday) `hour`:`minute` in Vietnam
 * (UTC+7 all year), where the provider's withdrawal hours are counted.
 */
export function nextInVietnam(from: Date, weekday: number, hour: number, minute = 0): Date {
  const VIETNAM = 7 * 3_600_000;
  const local = new Date(from.getTime() + VIETNAM);
  const day = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), hour, minute);
  for (let ahead = 0; ahead <= 7; ahead += 1) {
    const candidate = day + ahead * 86_400_000;
    if (new Date(candidate).getUTCDay() === weekday && candidate - VIETNAM > from.getTime())
      return new Date(candidate - VIETNAM);
  }
  return new Date(day + 7 * 86_400_000 - VIETNAM);
}

/** This account's withdrawals keep the withdrawal hours, though the flows' sandbox runs with --no-withdraw-hours. */
export async function keepWithdrawalHours(request: APIRequestContext, account: Account): Promise<void> {
  const response = await request.post(`${control()}/__sandbox/users/${account.phone}/withdraw-hours`, {
    data: { enforce: true },
  });
  if (!response.ok()) throw new Error(`withdrawal hours: ${response.status()} ${await response.text()}`);
}

/**
 * Puts the account's clock and the browser's at the next weekday 07:30 in Vietnam, inside both
 * withdrawal windows: the app disables withdrawing outside them, whatever the sandbox accepts.
 */
export async function atWithdrawalHours(page: Page, request: APIRequestContext, account: Account): Promise<Date> {
  const now = await accountNow(request, account);
  const candidates = [1, 2, 3, 4, 5].map((weekday) => nextInVietnam(now, weekday, 7, 30));
  const target = candidates.reduce((first, next) => (next < first ? next : first));
  await advanceTo(request, account, target);
  await page.clock.setFixedTime(target);
  return target;
}

/** Pays the account a team-leader salary into its salary balance (the provider's payroll). */
export async function paySalary(request: APIRequestContext, account: Account, amount: string): Promise<void> {
  const response = await request.post(`${control()}/__sandbox/users/${account.phone}/salary`, { data: { amount } });
  if (!response.ok()) throw new Error(`pay salary: ${response.status()} ${await response.text()}`);
}

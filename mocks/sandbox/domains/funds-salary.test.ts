import { describe, expect, it } from 'vitest';
import { PROVIDER_UTC_OFFSET_MS } from '../clock.ts';
import { Big } from '../money.ts';
import type { UserRecord } from '../state.ts';
import { createTestSandbox, type TestSandbox } from '../testing.ts';
import { paySalary, periodBefore } from './funds-salary.ts';

/** hh:mm Vietnam time on a day of November 2026 (23 is a Monday, 28 a Saturday, 29 a Sunday), as UTC ms. */
const vn = (day: number, hour: number, minute = 0): number =>
  Date.UTC(2026, 10, day, hour, minute) - PROVIDER_UTC_OFFSET_MS;

const PAY_PASSWORD = '246801';
const ADDRESS = 'TXz9bQ3mRk7Yd2VfW8hJpL4nC6sE1aG5uK';

const userOf = (sandbox: TestSandbox, phone: string): UserRecord =>
  Object.values(sandbox.store.state.users).find((candidate) => candidate.username === phone)!;

/** A verified account with a withdrawal password, a bound TRC20 address, 1,000 USDT and a salary paid. */
async function teamLeader(
  sandbox: TestSandbox,
  salary: string,
  address = ADDRESS,
): Promise<{ token: string; phone: string }> {
  const { token, phone } = await sandbox.newAccount();
  await sandbox.call('POST', '/deposit', {
    token,
    body: { id: 11, amount: '1000', currency: 'USDT', cryptoprotocol: 'TRC20' },
  });
  await sandbox.call('POST', '/authverify/1', { token, body: { phone } });
  sandbox.clock.advance(Math.max(sandbox.ctx.config.depositReviewMs, sandbox.ctx.config.kycReviewMs));
  sandbox.tick();
  await sandbox.call('PUT', '/withdrawpassword', { token, body: { new_withdraw_password: PAY_PASSWORD } });
  await sandbox.call('POST', '/wallet/blindaddress', {
    token,
    body: { currency: 'USDT', cryptoprotocol: 'TRC20', wallet_address: address },
  });
  paySalary(sandbox.ctx, userOf(sandbox, phone), { amount: new Big(salary), at: sandbox.clock.now() });
  return { token, phone };
}

const withdrawSalary = (sandbox: TestSandbox, token: string, amount: string, pay_password = PAY_PASSWORD) =>
  sandbox.call('POST', '/withdrawsalary', {
    token,
    body: { address: ADDRESS, amount, pay_password, currency: 'USDT', cryptoprotocol: 'TRC20' },
  });
const withdraw = (sandbox: TestSandbox, token: string, amount: string) =>
  sandbox.call('POST', '/withdrawbywallet', {
    token,
    body: { address: ADDRESS, amount, pay_password: PAY_PASSWORD, currency: 'USDT', cryptoprotocol: 'TRC20' },
  });
const me = async (sandbox: TestSandbox, token: string) =>
  (await sandbox.call('GET', '/userdetail', { token })).body.result as {
    balance: string;
    frozen: string;
    salary?: string;
    balances: Record<string, string>;
  };

const SALARY_HOURS = 'Salary withdrawals are accepted every day, 07:00-09:00';
const ORDINARY_HOURS = 'Withdrawals are accepted Monday to Friday, 07:00-09:00';

describe('salary balance', () => {
  it('is the example account’s payroll, paid before the seed time; a new account has none', async () => {
    const sandbox = createTestSandbox({ start: vn(25, 10) });
    const example = await me(sandbox, sandbox.exampleToken);
    expect(example.salary).toBe('2700.00');
    // not a currency: not among the per-currency balances
    expect(Object.keys(example.balances)).not.toContain('salary');
    const payroll = (
      await sandbox.call('GET', '/payrollrecords', { token: sandbox.exampleToken, query: { page: 1, limit: 10 } })
    ).body.result;
    expect(payroll.total).toBe(2);
    expect(
      payroll.list.map((row: { period: string; amount: string; time: string }) => [row.period, row.amount, row.time]),
    ).toEqual([
      ['2026-10', '1500.00', '2026-11-01 07:00:00'],
      ['2026-09', '1200.00', '2026-10-01 07:00:00'],
    ]);
    const ledger = (
      await sandbox.call('GET', '/moneychange', { token: sandbox.exampleToken, query: { page: 1, limit: 100 } })
    ).body.result.list as Array<{ currency: string; amount: string; type: number }>;
    expect(ledger.filter((row) => row.currency === 'SALARY').map((row) => [row.type, row.amount])).toEqual([
      [12, '1500.00'],
      [12, '1200.00'],
    ]);

    const { token } = await sandbox.newAccount();
    expect((await me(sandbox, token)).salary).toBe('0.00');
    expect(
      (await sandbox.call('GET', '/payrollrecords', { token, query: { page: 1, limit: 10 } })).body.result,
    ).toEqual({ list: [], total: 0 });
  });

  it('pays for the month before the one it is paid in (Vietnam time)', () => {
    expect(periodBefore(vn(1, 7))).toBe('2026-10');
    // 1 January 00:30 in Vietnam is still 31 December in UTC
    expect(periodBefore(Date.UTC(2027, 0, 1, 0, 30) - PROVIDER_UTC_OFFSET_MS)).toBe('2026-12');
  });
});

describe('salary withdrawals', () => {
  it('are accepted every day from 07:00 up to 09:00, weekends included, while ordinary ones keep Monday to Friday', async () => {
    const sandbox = createTestSandbox({ start: vn(28, 6, 0) });
    const { token } = await teamLeader(sandbox, '3000');
    sandbox.clock.set(vn(28, 6, 59)); // Saturday 06:59
    expect((await withdrawSalary(sandbox, token, '100')).body.message).toBe(SALARY_HOURS);
    sandbox.clock.set(vn(28, 7, 0)); // Saturday 07:00: open for salaries, closed for the rest
    expect((await withdrawSalary(sandbox, token, '100')).status).toBe(200);
    expect((await withdraw(sandbox, token, '100')).body.message).toBe(ORDINARY_HOURS);
    sandbox.clock.set(vn(28, 8, 59));
    expect((await withdrawSalary(sandbox, token, '100')).status).toBe(200);
    sandbox.clock.set(vn(28, 9, 0)); // 09:00 is closed
    expect((await withdrawSalary(sandbox, token, '100')).body.message).toBe(SALARY_HOURS);
    sandbox.clock.set(vn(29, 7, 30)); // Sunday
    expect((await withdrawSalary(sandbox, token, '100')).status).toBe(200);
    sandbox.clock.set(vn(30, 7, 30)); // Monday: both
    expect((await withdraw(sandbox, token, '100')).status).toBe(200);
    expect((await withdrawSalary(sandbox, token, '100')).status).toBe(200);
  });

  it('are accepted at any hour with --no-withdraw-hours, unless the account was told to keep them', async () => {
    const sandbox = createTestSandbox({ start: vn(29, 12, 0), config: { enforceWithdrawalHours: false } });
    const { token, phone } = await teamLeader(sandbox, '3000');
    expect((await withdrawSalary(sandbox, token, '100')).status).toBe(200);
    const user = userOf(sandbox, phone);
    sandbox.store.write(() => {
      user.withdrawHours = true;
    });
    expect((await withdrawSalary(sandbox, token, '100')).body.message).toBe(SALARY_HOURS);
  });

  it('need the withdrawal password and a destination, keep the channel minimum, and take amount, fee and tax from the salary balance only; held, then paid, in the records and the ledger', async () => {
    const sandbox = createTestSandbox({ start: vn(23, 7, 30) });
    const { token } = await teamLeader(sandbox, '2000');
    expect((await withdrawSalary(sandbox, token, '1000', '111111')).body.message).toBe(
      'The withdrawal password is incorrect',
    );
    const bank = await sandbox.call('POST', '/withdrawsalary', {
      token,
      body: {
        address: '',
        amount: '100',
        pay_password: PAY_PASSWORD,
        currency: 'BANK',
        cryptoprotocol: 'Bank transfer (USD)',
      },
    });
    expect(bank.body.message).toBe('No bank card bound');
    expect((await withdrawSalary(sandbox, token, '5')).body.result).toEqual({
      amount: ['The amount must be at least 10.'],
    });
    // 1,990 + 1 % fee (19.90) + 20 % tax on it (3.98) = 2,013.88 > 2,000, though the balance holds 1,000 more
    expect((await withdrawSalary(sandbox, token, '1990')).body.message).toBe('Insufficient salary balance');

    const sent = await withdrawSalary(sandbox, token, '123.45');
    expect(sent.body).toEqual({ status: 200, message: 'Salary withdrawal submitted, please wait for review' });
    // 123.45 + fee 1.2345 → 1.23 + tax 0.246 → 0.25 = 124.93, held from the salary; the balance untouched
    expect(await me(sandbox, token)).toMatchObject({ salary: '1875.07', balance: '1000.00', frozen: '0.00' });
    const pending = (await sandbox.call('GET', '/withdrawrecord', { token, query: { page: 1, limit: 10 } })).body.result
      .list[0];
    expect(pending).toMatchObject({
      type: 2,
      amount: '123.45',
      fee: '1.48',
      status: 1,
      address: ADDRESS,
      paymentime: null,
    });

    sandbox.clock.advance(sandbox.ctx.config.withdrawalReviewMs);
    sandbox.tick();
    const paid = (await sandbox.call('GET', '/withdrawrecord', { token, query: { page: 1, limit: 10 } })).body.result
      .list[0];
    expect(paid).toMatchObject({ type: 2, status: 2 });
    expect(paid.paymentime).not.toBeNull();
    expect(await me(sandbox, token)).toMatchObject({ salary: '1875.07', balance: '1000.00' });
    const ledger = (await sandbox.call('GET', '/moneychange', { token, query: { page: 1, limit: 10 } })).body.result
      .list as Array<{ currency: string; amount: string; type: number }>;
    expect(ledger.filter((row) => row.currency === 'SALARY').map((row) => [row.type, row.amount])).toEqual([
      [2, '-124.93'],
      [12, '2000.00'],
    ]);

    // an ordinary withdrawal is listed as one of the balance
    await withdraw(sandbox, token, '100');
    expect(
      (await sandbox.call('GET', '/withdrawrecord', { token, query: { page: 1, limit: 10 } })).body.result.list[0],
    ).toMatchObject({ type: 1, amount: '100.00' });
    expect(await me(sandbox, token)).toMatchObject({ salary: '1875.07', frozen: '101.20' });
  });

  it('to the bound bank card are charged the bank channel’s fee and paid in its currency', async () => {
    const sandbox = createTestSandbox({ start: vn(29, 8, 0) }); // Sunday
    const { token } = await teamLeader(sandbox, '1000');
    await sandbox.call('POST', '/wallet/blindbank', {
      token,
      body: {
        realname: 'TRAN VAN BINH',
        bankname: 'Techcombank',
        bankzhiname: 'Da Nang Branch',
        cardno: '19036728451011',
        code: 'VTCBVNVX',
      },
    });
    const sent = await sandbox.call('POST', '/withdrawsalary', {
      token,
      body: {
        address: '19036728451011',
        amount: '200',
        pay_password: PAY_PASSWORD,
        currency: 'BANK',
        cryptoprotocol: 'Bank transfer (VND)',
      },
    });
    expect(sent.status).toBe(200);
    // 200 + 1 % fee (2.00) + 20 % tax on it (0.40), from the salary
    expect(await me(sandbox, token)).toMatchObject({ salary: '797.60', balance: '1000.00', frozen: '0.00' });
    const record = (await sandbox.call('GET', '/withdrawrecord', { token, query: { page: 1, limit: 10 } })).body.result
      .list[0];
    expect(record).toMatchObject({ type: 2, currency: 'BANK', cardno: '19036728451011', fee: '2.40', status: 1 });
  });

  it('to an address ending in REJECT are rejected at review and come back to the salary balance', async () => {
    const sandbox = createTestSandbox({ start: vn(28, 8, 0) });
    const address = 'TTESTSALARYREJECT';
    const { token } = await teamLeader(sandbox, '500', address);
    const sent = await sandbox.call('POST', '/withdrawsalary', {
      token,
      body: { address, amount: '100', pay_password: PAY_PASSWORD, currency: 'USDT', cryptoprotocol: 'TRC20' },
    });
    expect(sent.status).toBe(200);
    expect((await me(sandbox, token)).salary).toBe('398.80');
    sandbox.clock.advance(sandbox.ctx.config.withdrawalReviewMs);
    sandbox.tick();
    expect((await me(sandbox, token)).salary).toBe('500.00');
    const record = (await sandbox.call('GET', '/withdrawrecord', { token, query: { page: 1, limit: 10 } })).body.result
      .list[0];
    expect(record).toMatchObject({ type: 2, status: 3, remark: 'The receiving address was refused by the network' });
    const ledger = (await sandbox.call('GET', '/moneychange', { token, query: { page: 1, limit: 10 } })).body.result
      .list as Array<{ currency: string; amount: string; type: number }>;
    expect(ledger.filter((row) => row.currency === 'SALARY').map((row) => [row.type, row.amount])).toEqual([
      [3, '101.20'],
      [2, '-101.20'],
      [12, '500.00'],
    ]);
  });
});

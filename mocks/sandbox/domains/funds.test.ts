import { describe, expect, it } from 'vitest';
import { PROVIDER_UTC_OFFSET_MS } from '../clock.ts';
import { createTestSandbox, type TestSandbox } from '../testing.ts';

/** Monday 2026-11-23 at hh:mm Vietnam time, as UTC ms. */
const monday = (hour: number, minute = 0): number => Date.UTC(2026, 10, 23, hour, minute) - PROVIDER_UTC_OFFSET_MS;

/** Real-name verification of the account, submitted and approved after the review. */
async function verify(sandbox: TestSandbox, token: string): Promise<void> {
  const { username } = (await sandbox.call('GET', '/userdetail', { token })).body.result as { username: string };
  await sandbox.call('POST', '/authverify/1', { token, body: { phone: username } });
  sandbox.clock.advance(sandbox.ctx.config.kycReviewMs);
  sandbox.tick();
}

async function ready(sandbox: TestSandbox, amount: string, { verified = true } = {}): Promise<string> {
  const { token } = await sandbox.newAccount();
  await sandbox.call('POST', '/deposit', {
    token,
    body: { id: 11, amount, currency: 'USDT', cryptoprotocol: 'TRC20' },
  });
  sandbox.clock.advance(sandbox.ctx.config.depositReviewMs);
  sandbox.tick();
  if (verified) await verify(sandbox, token);
  return token;
}

const withdraw = (sandbox: TestSandbox, token: string, amount: string, pay_password = '246801') =>
  sandbox.call('POST', '/withdrawbywallet', {
    token,
    body: { address: '', amount, pay_password, currency: 'USDT', cryptoprotocol: 'TRC20' },
  });

describe('deposits', () => {
  it('are reviewed, then credited; one at a time; the channel minimum and the rejected magic amount hold', async () => {
    const sandbox = createTestSandbox();
    const { token } = await sandbox.newAccount();
    const body = { id: 11, currency: 'USDT', cryptoprotocol: 'TRC20' };
    expect((await sandbox.call('POST', '/deposit', { token, body: { ...body, amount: '5' } })).body.result).toEqual({
      amount: ['The amount must be at least 10.'],
    });
    expect((await sandbox.call('POST', '/deposit', { token, body: { ...body, amount: '500' } })).status).toBe(200);
    expect((await sandbox.call('POST', '/deposit', { token, body: { ...body, amount: '500' } })).body.message).toBe(
      'You have a deposit under review, please wait',
    );
    sandbox.clock.advance(sandbox.ctx.config.depositReviewMs - 1);
    sandbox.tick();
    expect((await sandbox.call('GET', '/userdetail', { token })).body.result.balance).toBe('0.00');
    sandbox.clock.advance(1);
    sandbox.tick();
    expect((await sandbox.call('GET', '/userdetail', { token })).body.result.balance).toBe('500.00');
    await sandbox.call('POST', '/deposit', { token, body: { ...body, amount: '13.13' } });
    sandbox.clock.advance(sandbox.ctx.config.depositReviewMs);
    sandbox.tick();
    const records = await sandbox.call('GET', '/depositrecord', { token, query: { page: 1, limit: 10 } });
    expect(records.body.result.list.map((row: { status: number }) => row.status)).toEqual([2, 1]);
    expect((await sandbox.call('GET', '/userdetail', { token })).body.result.balance).toBe('500.00');
    expect((await sandbox.call('GET', '/deposittype', { token, query: { id: 999 } })).status).toBe(400);
  });
});

describe('withdrawals', () => {
  it('need real-name verification, the withdrawal password, a bound address, the hours and a balance that covers amount, fee and tax', async () => {
    const sandbox = createTestSandbox({ start: monday(6, 30) });
    const token = await ready(sandbox, '1000', { verified: false });
    expect((await withdraw(sandbox, token, '100')).body.message).toBe('Please complete real-name verification first');
    await verify(sandbox, token);
    expect((await withdraw(sandbox, token, '100')).body.message).toBe('Withdrawal password not set');
    await sandbox.call('PUT', '/withdrawpassword', { token, body: { new_withdraw_password: '246801' } });
    expect((await withdraw(sandbox, token, '100', '111111')).body.message).toBe('The withdrawal password is incorrect');
    expect((await withdraw(sandbox, token, '100')).body.message).toBe(
      'Bind a withdrawal address for this network first',
    );
    await sandbox.call('POST', '/wallet/blindaddress', {
      token,
      body: { currency: 'USDT', cryptoprotocol: 'TRC20', wallet_address: 'TXz9bQ3mRk7Yd2VfW8hJpL4nC6sE1aG5uK' },
    });
    // 06:30 in Vietnam: before the window
    expect((await withdraw(sandbox, token, '100')).body.message).toBe(
      'Withdrawals are accepted Monday to Friday, 07:00-09:00',
    );
    sandbox.clock.set(monday(7, 0));
    // 995 + 1 % fee (9.95) + 20 % tax on it (1.99) = 1,006.94 > 1,000
    expect((await withdraw(sandbox, token, '995')).body.message).toBe('Insufficient available balance');
    expect((await withdraw(sandbox, token, '5')).body.result).toEqual({ amount: ['The amount must be at least 10.'] });
    expect((await withdraw(sandbox, token, '500')).status).toBe(200);
    // 500 + 5.00 + 1.00 held while reviewed
    expect((await sandbox.call('GET', '/userdetail', { token })).body.result).toMatchObject({
      balance: '1000.00',
      frozen: '506.00',
    });
    sandbox.clock.advance(sandbox.ctx.config.withdrawalReviewMs);
    sandbox.tick();
    expect((await sandbox.call('GET', '/userdetail', { token })).body.result).toMatchObject({
      balance: '494.00',
      frozen: '0.00',
    });
    const records = await sandbox.call('GET', '/withdrawrecord', { token, query: { page: 1, limit: 10 } });
    expect(records.body.result.list[0]).toMatchObject({ amount: '500.00', fee: '6.00', status: 2 });
    sandbox.clock.set(monday(9, 0));
    expect((await withdraw(sandbox, token, '10')).body.message).toBe(
      'Withdrawals are accepted Monday to Friday, 07:00-09:00',
    );
  });

  it('to the bound bank card are charged the chosen bank channel’s fee and paid in its currency', async () => {
    const sandbox = createTestSandbox({ start: monday(8, 0) });
    const token = await ready(sandbox, '1000');
    await sandbox.call('PUT', '/withdrawpassword', { token, body: { new_withdraw_password: '246801' } });
    const bank = (cryptoprotocol: string, amount: string) =>
      sandbox.call('POST', '/withdrawbywallet', {
        token,
        body: { address: '', amount, pay_password: '246801', currency: 'BANK', cryptoprotocol },
      });
    expect((await bank('Bank transfer (USD)', '100')).body.message).toBe('No bank card bound');
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
    expect((await bank('Bank transfer (EUR)', '100')).status).toBe(400);
    expect((await bank('Bank transfer (USD)', '20')).body.result).toEqual({
      amount: ['The amount must be at least 50.'],
    });
    // 100 + 1.5 % fee (1.50) + 20 % tax on it (0.30)
    expect((await bank('Bank transfer (USD)', '100')).status).toBe(200);
    // 200 + 1 % fee (2.00) + 0.40 tax, paid in VND
    expect((await bank('Bank transfer (VND)', '200')).status).toBe(200);
    expect((await sandbox.call('GET', '/userdetail', { token })).body.result).toMatchObject({ frozen: '304.20' });
    const records = await sandbox.call('GET', '/withdrawrecord', { token, query: { page: 1, limit: 10 } });
    expect(
      records.body.result.list.map((row: { currency: string; fee: string; cardno: string }) => [
        row.currency,
        row.fee,
        row.cardno,
      ]),
    ).toEqual([
      ['BANK', '2.40', '19036728451011'],
      ['BANK', '1.80', '19036728451011'],
    ]);
  });

  it('to an address ending in REJECT are rejected at review and refunded', async () => {
    const sandbox = createTestSandbox({ start: monday(8, 0) });
    const token = await ready(sandbox, '1000');
    await sandbox.call('PUT', '/withdrawpassword', { token, body: { new_withdraw_password: '246801' } });
    await sandbox.call('POST', '/wallet/blindaddress', {
      token,
      body: { currency: 'USDT', cryptoprotocol: 'TRC20', wallet_address: 'TTESTADDRESSREJECT' },
    });
    await withdraw(sandbox, token, '100');
    sandbox.clock.advance(sandbox.ctx.config.withdrawalReviewMs);
    sandbox.tick();
    expect((await sandbox.call('GET', '/userdetail', { token })).body.result).toMatchObject({
      balance: '1000.00',
      frozen: '0.00',
    });
    const ledger = (await sandbox.call('GET', '/moneychange', { token, query: { page: 1, limit: 10 } })).body.result
      .list;
    expect(ledger.slice(0, 2).map((row: { type: number; amount: string }) => [row.type, row.amount])).toEqual([
      [3, '101.20'],
      [2, '-101.20'],
    ]);
  });
});

describe('records and exchange', () => {
  it('pages the ledger for real, and its rows add up to the balance', async () => {
    const sandbox = createTestSandbox();
    const ledger = await sandbox.call('GET', '/moneychange', {
      token: sandbox.exampleToken,
      query: { page: 1, limit: 100 },
    });
    const rows: Array<{ id: number; amount: string; currency: string }> = ledger.body.result.list;
    expect(ledger.body.result.count).toBe(rows.length);
    const usdt = rows
      .filter((row) => row.currency === 'USDT')
      .reduce((sum, row) => sum + Math.round(Number(row.amount) * 100), 0);
    const user = (await sandbox.call('GET', '/userdetail', { token: sandbox.exampleToken })).body.result;
    // the ledger records holds as debits: it adds up to what is available
    expect(usdt).toBe(Math.round((Number(user.balance) - Number(user.frozen)) * 100));
    const page2 = await sandbox.call('GET', '/moneychange', {
      token: sandbox.exampleToken,
      query: { page: 2, limit: 10 },
    });
    expect(page2.body.result.list[0].id).toBe(rows[10]!.id);
  });

  it('exchanges at the live price within the from-currency’s balance', async () => {
    const sandbox = createTestSandbox();
    const token = await ready(sandbox, '1000');
    sandbox.market.setPrice('btcusdt', '100000');
    expect(
      (await sandbox.call('GET', '/exchange', { token, query: { from: 'USDT', to: 'BTC' } })).body.result.rate,
    ).toBe(0.00001);
    expect(
      (await sandbox.call('POST', '/coinexchange', { token, body: { from: 'USDT', to: 'BTC', amount: '2000' } })).body
        .message,
    ).toBe('Insufficient available balance');
    expect(
      (await sandbox.call('POST', '/coinexchange', { token, body: { from: 'USDT', to: 'BTC', amount: '500' } })).status,
    ).toBe(200);
    expect((await sandbox.call('GET', '/userdetail', { token })).body.result.balances).toEqual({
      usdt: '500.00',
      btc: '0.00500000',
    });
  });
});

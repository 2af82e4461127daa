import { describe, expect, it } from 'vitest';
import { DAY } from '../clock.ts';
import { openSession } from '../sessions.ts';
import { createTestSandbox, type TestSandbox } from '../testing.ts';

/** A new sign-in after days away: a session idle for 7 days has ended (sessions.ts). */
const signInAgain = (sandbox: TestSandbox, id: number): string =>
  openSession(sandbox.ctx, sandbox.store.state.users[String(id)]!, sandbox.clock.now());

async function funded(sandbox: TestSandbox, amount: string): Promise<{ token: string; id: number }> {
  const account = await sandbox.newAccount();
  await sandbox.call('POST', '/deposit', {
    token: account.token,
    body: { id: 11, amount, currency: 'USDT', cryptoprotocol: 'TRC20' },
  });
  sandbox.clock.advance(sandbox.ctx.config.depositReviewMs);
  sandbox.tick();
  const detail = await sandbox.call('GET', '/userdetail', { token: account.token });
  return { token: account.token, id: detail.body.result.id };
}

const balance = async (sandbox: TestSandbox, token: string): Promise<string> =>
  (await sandbox.call('GET', '/userdetail', { token })).body.result.balance;

describe('loans', () => {
  it('needs real-name verification, then goes pending, is paid out after review and repaid at maturity', async () => {
    const sandbox = createTestSandbox();
    const { token, id } = await funded(sandbox, '500');
    const refused = await sandbox.call('POST', '/loansubmit', { token, body: { id: 1, amount: 2000 } });
    expect(refused.body.message).toBe('Please complete real-name verification first');
    sandbox.store.write((state) => {
      state.users[String(id)]!.basicKyc = { status: 1 };
    });
    expect((await sandbox.call('POST', '/loansubmit', { token, body: { id: 1, amount: 500 } })).body.result).toEqual({
      amount: ['The amount must be between 1000 and 20000.'],
    });
    expect((await sandbox.call('POST', '/loansubmit', { token, body: { id: 1, amount: 2000 } })).status).toBe(200);
    const info = await sandbox.call('GET', '/loaninfo', { token });
    expect(info.body.result).toMatchObject({ user_loanall: 10000, user_alreadyloan: 2000 });
    expect((await sandbox.call('POST', '/loansubmit', { token, body: { id: 1, amount: 9000 } })).body.message).toBe(
      'The amount exceeds your available credit',
    );
    sandbox.clock.advance(sandbox.ctx.config.loanReviewMs);
    sandbox.tick();
    expect(await balance(sandbox, token)).toBe('2500.00');
    const history = await sandbox.call('GET', '/loanhistory', { token });
    expect(history.body.result[0]).toMatchObject({
      loan_amount: '2000',
      total_interest_amount: '14.00',
      total_repayment_amount: '2014',
      status: 1,
      daikuan_status: 3,
    });
    sandbox.clock.advance(7 * DAY);
    sandbox.tick();
    const back = signInAgain(sandbox, id);
    expect((await sandbox.call('GET', '/loanhistory', { token: back })).body.result[0]).toMatchObject({
      status: 2,
      daikuan_status: 4,
      repaid_amount: '2014',
    });
    expect(await balance(sandbox, back)).toBe('486.00');
  });
});

describe('staking', () => {
  it('pays the daily yield every provider day and the principal at the end (method 1), the same whether days pass one by one or at once', async () => {
    const one = createTestSandbox();
    const many = createTestSandbox();
    const a = await funded(one, '1000');
    const b = await funded(many, '1000');
    for (const [sandbox, token] of [
      [one, a.token],
      [many, b.token],
    ] as const) {
      expect(
        (await sandbox.call('POST', '/stakingsubmit', { token, body: { plan_id: '3', amount: '600' } })).status,
      ).toBe(200);
      expect(await balance(sandbox, token)).toBe('400.00');
    }
    for (let day = 0; day < 31; day += 1) {
      one.clock.advance(DAY);
      one.tick();
    }
    many.clock.advance(31 * DAY);
    many.tick();
    for (const [sandbox, token] of [
      [one, signInAgain(one, a.id)],
      [many, signInAgain(many, b.id)],
    ] as const) {
      // 600 × 1.2 % × 30 days = 216 in yield, then the 600 back
      expect(await balance(sandbox, token)).toBe('1216.00');
      const history = await sandbox.call('GET', '/stakinghistory', { token, query: { page: 1, perPage: 10 } });
      expect(history.body).toMatchObject({ total: 1, last_page: 1 });
      expect(history.body.result[0]).toMatchObject({
        status: 2,
        earned_reward: '216.00',
        total_reward: '216.00',
        replaydays: 30,
        lockdays: 30,
      });
    }
  });

  it('pays everything at the end for method 2 and refuses amounts out of range or above the balance', async () => {
    const sandbox = createTestSandbox();
    const { token } = await funded(sandbox, '1000');
    expect((await sandbox.call('POST', '/stakingsubmit', { token, body: { plan_id: '5', amount: '50' } })).status).toBe(
      400,
    );
    expect(
      (await sandbox.call('POST', '/stakingsubmit', { token, body: { plan_id: '4', amount: '5000' } })).body.message,
    ).toBe('Insufficient available balance');
    await sandbox.call('POST', '/stakingsubmit', { token, body: { plan_id: '5', amount: '1000' } });
    sandbox.clock.advance(3 * DAY);
    sandbox.tick();
    expect(await balance(sandbox, token)).toBe('0.00');
    sandbox.clock.advance(5 * DAY);
    sandbox.tick();
    // 1000 × 0.8 % × 7 = 56
    expect(await balance(sandbox, token)).toBe('1056.00');
  });
});

describe('new coins', () => {
  it('subscribes within the open window and lists the subscription; refuses a coin not open yet', async () => {
    const sandbox = createTestSandbox();
    const { token } = await funded(sandbox, '2000');
    const coins = await sandbox.call('GET', '/newcoins', { token, query: { page: 1, limit: 10 } });
    const open = coins.body.result.list.find((coin: { status: number }) => coin.status === 1);
    const upcoming = coins.body.result.list.find((coin: { status: number }) => coin.status === 0);
    expect(
      (await sandbox.call('POST', '/newcoins/subscribe', { token, body: { id: open.id, amount: '1200' } })).status,
    ).toBe(200);
    expect(
      (await sandbox.call('POST', '/newcoins/subscribe', { token, body: { id: upcoming.id, amount: '100' } })).body
        .message,
    ).toBe('Subscription for this coin is not open');
    const mine = await sandbox.call('GET', '/subscription', { token, query: { page: 1, limit: 10 } });
    expect(mine.body.result).toMatchObject({
      count: 1,
      data: [{ name: open.symbol, margin: '1200.00', open_price: open.price }],
    });
    expect(await balance(sandbox, token)).toBe('800.00');
    const other = await sandbox.newAccount();
    expect(
      (await sandbox.call('GET', '/subscription', { token: other.token, query: { page: 1, limit: 10 } })).body.result
        .count,
    ).toBe(0);
  });
});

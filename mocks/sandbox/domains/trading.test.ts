import { describe, expect, it } from 'vitest';
import { Big } from '../money.ts';
import { createTestSandbox } from '../testing.ts';
import { balance, funded, ledger } from './trading-test-support.ts';
import { optionOutcome, optionPayout } from './trading.ts';

describe('option rules', () => {
  it('decides up, down and a tie', () => {
    expect(optionOutcome(1, new Big(100), new Big(101))).toBe('win');
    expect(optionOutcome(1, new Big(100), new Big(99))).toBe('loss');
    expect(optionOutcome(2, new Big(100), new Big(99))).toBe('win');
    expect(optionOutcome(2, new Big(100), new Big(100))).toBe('tie');
    expect(optionPayout('win', new Big(1000), new Big(30)).toString()).toBe('1300');
    expect(optionPayout('tie', new Big(1000), new Big(30)).toString()).toBe('1000');
    expect(optionPayout('loss', new Big(1000), new Big(30)).toString()).toBe('0');
  });
});

describe('option orders', () => {
  it('takes the stake, counts down on the market clock and pays a win at the feed price of expiry', async () => {
    const sandbox = createTestSandbox();
    const token = await funded(sandbox);
    sandbox.market.setPrice('btcusdt', '100000');
    const order = await sandbox.call('POST', '/order', {
      token,
      body: { symbol: 'btcusdt', currency: 'USDT', amount: '1000', direction: 1, trade_time: 60 },
    });
    expect(order.status).toBe(200);
    expect(order.body.result).toMatchObject({
      open_price: '100000',
      amount: '1000',
      expectedprofit: '300.00',
      trade_time: 60,
    });
    expect((await balance(sandbox, token)).balance).toBe('9000.00');
    const id = order.body.result.order_id as number;

    sandbox.clock.advance(59_000);
    sandbox.market.setPrice('btcusdt', '100500');
    sandbox.tick();
    expect((await sandbox.call('GET', `/orderdetail/${id}`, { token })).body.result.status).toBe(0);
    sandbox.clock.advance(1000);
    sandbox.tick();
    const detail = await sandbox.call('GET', `/orderdetail/${id}`, { token });
    expect(detail.body.result).toMatchObject({
      status: 1,
      profit: '300.00',
      profitloss: '300.00',
      close_price: '100500',
    });
    expect((await balance(sandbox, token)).balance).toBe('10300.00');
    const rows = await ledger(sandbox, token);
    expect(rows.slice(0, 2).map((row) => [row.type, row.amount])).toEqual([
      [5, '1300.00'],
      [4, '-1000.00'],
    ]);
  });

  it('loses the stake on a wrong call, refunds a tie, and gives each order its own id', async () => {
    const sandbox = createTestSandbox();
    const token = await funded(sandbox);
    sandbox.market.setPrice('ethusdt', '3000');
    const down = await sandbox.call('POST', '/order', {
      token,
      body: { symbol: 'ethusdt', currency: 'USDT', amount: '500', direction: 2, trade_time: 60 },
    });
    const tie = await sandbox.call('POST', '/order', {
      token,
      body: { symbol: 'ethusdt', currency: 'USDT', amount: '500', direction: 1, trade_time: 60 },
    });
    expect(down.body.result.order_id).not.toBe(tie.body.result.order_id);
    sandbox.clock.advance(60_000);
    sandbox.market.setPrice('ethusdt', '3000');
    sandbox.tick();
    // the price is back where both opened: the down order ties too
    expect((await balance(sandbox, token)).balance).toBe('10000.00');
    const open = await sandbox.call('POST', '/order', {
      token,
      body: { symbol: 'ethusdt', currency: 'USDT', amount: '500', direction: 2, trade_time: 60 },
    });
    sandbox.clock.advance(60_000);
    sandbox.market.setPrice('ethusdt', '3100');
    sandbox.tick();
    expect(
      (await sandbox.call('GET', `/orderdetail/${open.body.result.order_id}`, { token })).body.result,
    ).toMatchObject({ profit: '-500.00', profitloss: '500.00' });
    const records = await sandbox.call('GET', '/orderrecord', { token, query: { status: 1, page: 1, limit: 10 } });
    expect(records.body.result.total).toBe(3);
  });

  it('refuses a stake below the minimum, an expiry not offered and more than the balance', async () => {
    const sandbox = createTestSandbox();
    const token = await funded(sandbox, '600');
    const body = { symbol: 'btcusdt', currency: 'USDT', direction: 1 };
    expect(
      (await sandbox.call('POST', '/order', { token, body: { ...body, amount: '50', trade_time: 30 } })).status,
    ).toBe(400);
    expect(
      (await sandbox.call('POST', '/order', { token, body: { ...body, amount: '500', trade_time: 31 } })).status,
    ).toBe(400);
    const broke = await sandbox.call('POST', '/order', { token, body: { ...body, amount: '1000', trade_time: 60 } });
    expect(broke).toEqual({ status: 403, body: { status: 403, message: 'Insufficient available balance' } });
  });

  it('never shows another user’s order', async () => {
    const sandbox = createTestSandbox();
    const other = await sandbox.newAccount();
    const detail = await sandbox.call('GET', '/orderdetail/260412', { token: other.token });
    expect(detail.status).toBe(400);
    expect((await sandbox.call('GET', '/orderdetail/260412', { token: sandbox.exampleToken })).status).toBe(200);
  });
});

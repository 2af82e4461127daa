/** The sandbox's perpetual contracts: opening, valuing, closing, limits, TP/SL, liquidation and overnight fees. */
import { describe, expect, it } from 'vitest';
import { lotFeeOf, lotFeeRate, marginOf } from '../../../src/lib/contract-math.ts';
import { liquidationPriceOf } from '../../../src/lib/liquidation.ts';
import { Big } from '../money.ts';
import { createTestSandbox } from '../testing.ts';
import { balance, funded, ledger } from './trading-test-support.ts';

describe('perpetual contracts', () => {
  it('opens at the live price with the app’s margin and fee, values it live and closes it into the balance', async () => {
    const sandbox = createTestSandbox();
    const token = await funded(sandbox);
    sandbox.market.setPrice('ethusdt', '3000');
    const open = await sandbox.call('POST', '/trade/createPerpetualContract', {
      token,
      body: { symbol: 'ethusdt', tradetype: 1, quantity: '2', multiple: 20, pricetype: '1', target_price: '2990' },
    });
    expect(open.status).toBe(200);
    const margin = marginOf('3000', '2', 20)!; // 300
    const fee = lotFeeOf('3000', lotFeeRate(0.002), '2')!; // 12
    expect(await balance(sandbox, token)).toMatchObject({
      balance: new Big(10000).minus(fee).toFixed(2),
      frozen: margin.toFixed(2),
    });
    sandbox.market.setPrice('ethusdt', '3050');
    const list = await sandbox.call('GET', '/trade/Contractorderlist', {
      token,
      query: { symbol: 'ethusdt', page: 1, limit: 10 },
    });
    expect(list.body.result.data[0]).toMatchObject({
      status: 1,
      open_price: '3000',
      current_price: '3050',
      profit_loss: '100.00',
      margin: '300',
      fee: '12',
    });
    await sandbox.call('POST', '/trade/Contractclose', { token, body: { id: list.body.result.data[0].id } });
    expect(await balance(sandbox, token)).toMatchObject({ balance: '10088.00', frozen: '0.00' });
    const again = await sandbox.call('POST', '/trade/Contractclose', {
      token,
      body: { id: list.body.result.data[0].id },
    });
    expect(again.body.message).toBe('This order can no longer be changed');
    const rows = await ledger(sandbox, token);
    expect(rows[0]).toMatchObject({ type: 7, amount: '400.00' });
  });

  it('keeps a limit order pending until the price crosses it, and cancel returns what it held', async () => {
    const sandbox = createTestSandbox();
    const token = await funded(sandbox);
    sandbox.market.setPrice('solusdt', '200');
    await sandbox.call('POST', '/trade/createPerpetualContract', {
      token,
      body: { symbol: 'solusdt', tradetype: 1, quantity: 10, multiple: 10, pricetype: '2', target_price: '190' },
    });
    await sandbox.call('POST', '/trade/createPerpetualContract', {
      token,
      body: { symbol: 'solusdt', tradetype: 2, quantity: 10, multiple: 10, pricetype: '2', target_price: '230' },
    });
    const pending = async (): Promise<Array<{ id: number; trade_type: number }>> =>
      (await sandbox.call('GET', '/trade/Contractorderalllist', { token, query: { status: 0, page: 1, limit: 10 } }))
        .body.result.data;
    expect(await pending()).toHaveLength(2);
    sandbox.market.setPrice('solusdt', '195');
    sandbox.tick();
    expect(await pending()).toHaveLength(2);
    sandbox.market.setPrice('solusdt', '189.9');
    sandbox.tick();
    const left = await pending();
    expect(left.map((order) => order.trade_type)).toEqual([2]);
    const holding = (
      await sandbox.call('GET', '/trade/Contractorderalllist', { token, query: { status: 1, page: 1, limit: 10 } })
    ).body.result.data;
    expect(holding[0]).toMatchObject({ open_price: '190', trade_type: 1 });
    const before = await balance(sandbox, token);
    await sandbox.call('POST', '/trade/Contractordercancel', { token, body: { id: left[0]!.id } });
    const after = await balance(sandbox, token);
    // the short's margin (230) and fee (4.60) come back
    expect(new Big(after.frozen).minus(before.frozen).toFixed(2)).toBe('-234.60');
    expect(after.balance).toBe(new Big(before.balance).toFixed(2));
  });

  it('closes at the take profit, the stop loss and the shared liquidation price', async () => {
    const sandbox = createTestSandbox();
    const token = await funded(sandbox, '50000');
    sandbox.market.setPrice('bnbusdt', '700');
    const open = (body: Record<string, unknown>) =>
      sandbox.call('POST', '/trade/createPerpetualContract', {
        token,
        body: { symbol: 'bnbusdt', quantity: 1, multiple: 10, pricetype: '1', target_price: '700', ...body },
      });
    expect((await open({ tradetype: 1, target_profit_price: 750 })).status).toBe(200);
    expect((await open({ tradetype: 2, stop_loss_price: 740 })).status).toBe(200);
    expect((await open({ tradetype: 1 })).status).toBe(200);
    // a take profit below the price of a long is refused
    expect((await open({ tradetype: 1, target_profit_price: 650 })).status).toBe(400);
    sandbox.market.setPrice('bnbusdt', '751');
    sandbox.tick();
    const closed = async () =>
      (await sandbox.call('GET', '/trade/Contractorderalllist', { token, query: { status: 2, page: 1, limit: 10 } }))
        .body.result.data;
    expect(
      (await closed()).map((order: { current_price: string; profit_loss: string }) => [
        order.current_price,
        order.profit_loss,
      ]),
    ).toEqual([
      ['740', '-40.00'],
      ['750', '50.00'],
    ]);
    const liquidation = liquidationPriceOf(1, '700', '1', '70')!;
    expect(liquidation.toString()).toBe('630');
    sandbox.market.setPrice('bnbusdt', '630.5');
    sandbox.tick();
    expect(await closed()).toHaveLength(2);
    sandbox.market.setPrice('bnbusdt', '600');
    sandbox.tick();
    const all = await closed();
    expect(all[0]).toMatchObject({ current_price: '630', profit_loss: '-70.00' });
  });

  it('batch-closes one symbol and leaves the others', async () => {
    const sandbox = createTestSandbox();
    const token = await funded(sandbox, '50000');
    for (const symbol of ['ethusdt', 'ethusdt', 'solusdt']) {
      await sandbox.call('POST', '/trade/createPerpetualContract', {
        token,
        body: { symbol, tradetype: 1, quantity: 1, multiple: 10, pricetype: '1', target_price: '1' },
      });
    }
    expect((await sandbox.call('POST', '/trade/batchClose', { token, body: { symbol: 'ethusdt' } })).status).toBe(200);
    const holding = (
      await sandbox.call('GET', '/trade/Contractorderalllist', { token, query: { status: 1, page: 1, limit: 10 } })
    ).body.result.data;
    expect(holding.map((order: { symbol: string }) => order.symbol)).toEqual(['solusdt']);
  });

  it('refuses what the balance cannot hold and another user’s position', async () => {
    const sandbox = createTestSandbox();
    const token = await funded(sandbox, '100');
    const big = await sandbox.call('POST', '/trade/createPerpetualContract', {
      token,
      body: { symbol: 'btcusdt', tradetype: 1, quantity: 1, multiple: 10, pricetype: '1', target_price: '1' },
    });
    expect(big).toEqual({ status: 403, body: { status: 403, message: 'Insufficient margin' } });
    const theirs = await sandbox.call('POST', '/trade/Contractclose', { token, body: { id: 7731 } });
    expect(theirs.status).toBe(400);
    const example = await sandbox.call('GET', '/trade/Contractorderlist', {
      token: sandbox.exampleToken,
      query: { symbol: 'ethusdt', page: 1, limit: 10 },
    });
    expect(example.body.result.data[0]).toMatchObject({ id: 7731, status: 1 });
  });

  it('pages the orders of a symbol with the real count', async () => {
    const sandbox = createTestSandbox();
    const token = await funded(sandbox, '100000');
    for (let index = 0; index < 12; index += 1) {
      await sandbox.call('POST', '/trade/createPerpetualContract', {
        token,
        body: { symbol: 'xrpusdt', tradetype: 1, quantity: 1, multiple: 10, pricetype: '1', target_price: '1' },
      });
    }
    const second = await sandbox.call('GET', '/trade/Contractorderlist', {
      token,
      query: { symbol: 'xrpusdt', page: 2, limit: 10 },
    });
    expect(second.body.result).toMatchObject({ count: 12 });
    expect(second.body.result.data).toHaveLength(2);
  });
});

describe('overnight fees', () => {
  it('are charged at each provider midnight held, from the balance, as a record', async () => {
    const sandbox = createTestSandbox();
    const token = await funded(sandbox, '10000');
    sandbox.market.setPrice('nvda', '200.00');
    await sandbox.call('POST', '/trade/createPerpetualContract', {
      token,
      body: { symbol: 'nvda', tradetype: 1, quantity: 10, multiple: 10, pricetype: '1', target_price: '200' },
    });
    const [position] = (
      await sandbox.call('GET', '/trade/Contractorderalllist', { token, query: { status: 1, page: 1, limit: 10 } })
    ).body.result.data;
    const open = position.open_price as string;
    // two Vietnam midnights pass
    const start = new Big((await balance(sandbox, token)).balance);
    sandbox.clock.advance(2 * 86_400_000);
    sandbox.market.setPrice('nvda', open);
    sandbox.tick();
    const [held] = (
      await sandbox.call('GET', '/trade/Contractorderalllist', { token, query: { status: 1, page: 1, limit: 10 } })
    ).body.result.data;
    // open × 10 lots × 0.0005 × 2 nights
    const fee = new Big(open).times(10).times('0.0005').times(2).round(2, Big.roundHalfUp);
    expect(held.overnight_fee).toBe(fee.toFixed(2));
    // taken when charged, and recorded
    expect((await balance(sandbox, token)).balance).toBe(start.minus(fee).toFixed(2));
    const records = sandbox.ctx.store.state.ledger.filter(
      (row) => row.ref === `contract:${position.id}` && row.type === 17,
    );
    expect(records.map((row) => row.amount)).toEqual([fee.times(-1).toFixed()]);
    const before = new Big((await balance(sandbox, token)).balance);
    await sandbox.call('POST', '/trade/Contractclose', { token, body: { id: position.id } });
    // closed at the open price: the margin comes back whole (the fees were paid already)
    expect((await balance(sandbox, token)).balance).toBe(before.toFixed(2));
  });
});

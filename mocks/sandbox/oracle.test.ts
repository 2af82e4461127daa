import { describe, expect, it } from 'vitest';
import { Big } from './money.ts';
import { figuresOf } from './oracle.ts';
import { createTestSandbox } from './testing.ts';

const userOf = (sandbox: ReturnType<typeof createTestSandbox>, phone: string) =>
  Object.values(sandbox.ctx.store.state.users).find((user) => user.username === phone)!;

describe('the sandbox’s own figures', () => {
  it('after a losing round trip with its lot fee, the day’s P/L is what the balance lost; margin ratios and equity move with the price', async () => {
    const sandbox = createTestSandbox();
    const { token, phone } = await sandbox.newAccount();
    const user = userOf(sandbox, phone);
    sandbox.ctx.store.write(() => {
      user.balances.USDT = { available: '10000', frozen: '0' };
    });
    sandbox.market.setPrice('nvda', '200');
    await sandbox.call('POST', '/trade/createPerpetualContract', {
      token,
      body: { symbol: 'nvda', tradetype: 1, quantity: 10, multiple: 10, pricetype: '1', target_price: '200' },
    });
    let figures = figuresOf(sandbox.ctx, user);
    // 10 lots at 200, 10×: margin 200, fee 200 × 0.002 × 10 = 4
    expect(figures).toMatchObject({
      available: '9796.00',
      frozen: '200.00',
      equity: '9996.00',
      usedMargin: '200.00',
      marginRatio: '4998.00',
    });
    expect(figures.positions[0]).toMatchObject({ pnl: '0.00', marginRatio: '100.00' });
    sandbox.market.setPrice('nvda', '195');
    sandbox.tick();
    figures = figuresOf(sandbox.ctx, user);
    expect(figures.positions[0]).toMatchObject({ pnl: '-50.00', marginRatio: '75.00' });
    expect(figures.equity).toBe('9946.00');
    const [position] = (
      await sandbox.call('GET', '/trade/Contractorderalllist', { token, query: { status: 1, page: 1, limit: 10 } })
    ).body.result.data;
    await sandbox.call('POST', '/trade/Contractclose', { token, body: { id: position.id } });
    figures = figuresOf(sandbox.ctx, user);
    expect(figures).toMatchObject({ dayPnl: '-54.00', equity: '9946.00', marginRatio: null, positions: [] });
    expect(new Big(figures.available).minus(10000).toFixed(2)).toBe(figures.dayPnl);
  });
});

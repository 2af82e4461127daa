/** What the trading tests share: a funded account, its balance and its ledger, read over the API. */
import { expect } from 'vitest';
import type { TestSandbox } from '../testing.ts';

/** A fresh account holding `amount` USDT (credited as an approved deposit). */
export async function funded(sandbox: TestSandbox, amount = '10000'): Promise<string> {
  const { token } = await sandbox.newAccount();
  const deposit = await sandbox.call('POST', '/deposit', {
    token,
    body: { id: 11, amount, currency: 'USDT', cryptoprotocol: 'TRC20' },
  });
  expect(deposit.status).toBe(200);
  sandbox.clock.advance(sandbox.ctx.config.depositReviewMs);
  sandbox.tick();
  return token;
}

export const balance = async (sandbox: TestSandbox, token: string): Promise<{ balance: string; frozen: string }> =>
  (await sandbox.call<{ result: { balance: string; frozen: string } }>('GET', '/userdetail', { token })).body.result;

export const ledger = async (sandbox: TestSandbox, token: string): Promise<Array<{ amount: string; type: number }>> =>
  (
    await sandbox.call<{ result: { list: Array<{ amount: string; type: number }> } }>('GET', '/moneychange', {
      token,
      query: { page: 1, limit: 100 },
    })
  ).body.result.list;

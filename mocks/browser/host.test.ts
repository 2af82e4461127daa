/**
 * The sandbox's msw host, run through msw/node: the app's calls (fetch to the provider's origin)
 * are answered by the stateful sandbox, every answer checked against the contract; the same
 * handlers serve the browser (mocks/browser/start.ts).
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createManualClock } from '../sandbox/clock.ts';
import { createSandbox } from '../sandbox/sandbox.ts';
import { checkedAnswer, violationsOf } from './answer-check.ts';
import { startSandboxInVitest } from './vitest.ts';

const ORIGIN = 'http://sandbox-host.test';
const provider = startSandboxInVitest({ origin: ORIGIN });
afterAll(() => provider.close());

const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

async function call<T = any>(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; form?: FormData } = {},
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { Lang: 'en' };
  if (options.token !== undefined) headers.Authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined;
  if (options.form !== undefined) body = options.form;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(`${ORIGIN}${path}`, { method, headers, body });
  return { status: response.status, body: (await response.json()) as T };
}

describe('the sandbox through msw', () => {
  it('registers, uploads a voucher, deposits, and sees the deposit approved after a clock move', async () => {
    const phone = '0933444555';
    const password = 'Secret#123';
    expect(
      (await call('POST', '/api/register', { body: { username: phone, password, confirmPassword: password } })).status,
    ).toBe(200);
    const login = await call<{ data: { token: string } }>('POST', '/api/login', {
      body: { userName: phone, password, type: 'username' },
    });
    expect(login.status).toBe(200);
    const token = login.body.data.token;

    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'voucher.png');
    const upload = await call<{ data: { image: string } }>('POST', '/api/uploadfile', { token, form });
    expect(upload.status).toBe(200);

    const deposit = await call('POST', '/api/deposit', {
      token,
      body: { id: 11, amount: '500', currency: 'USDT', cryptoprotocol: 'TRC20', tran_img: upload.body.data.image },
    });
    expect(deposit.status).toBe(200);
    expect((await call('GET', '/api/userdetail', { token })).body.result.balance).toBe('0.00');

    const moved = await call('POST', '/__sandbox/clock', {
      body: { advanceMs: provider.sandbox.ctx.config.depositReviewMs },
    });
    expect(moved.status).toBe(200);
    expect((await call('GET', '/api/userdetail', { token })).body.result.balance).toBe('500.00');
    // a secured call without a session is the contract's 401, as on the Node server
    expect((await call('GET', '/api/userdetail')).status).toBe(401);
  });

  it('serves the candle history of the market-data host', async () => {
    const history = await fetch(`${ORIGIN}/kline/query/history?coinName=btcusdt&type=1min`);
    expect(history.status).toBe(200);
    expect(((await history.json()) as { kline_type: number }).kline_type).toBe(1);
  });

  it('answers a drift from the contract with a 500 naming the violation, never as data', async () => {
    const sandbox = createSandbox({ clock: createManualClock() });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(
      violationsOf(sandbox, 'GET', '/api/userdetail', { status: 200, result: { balance: '1.00' } }).length,
    ).toBeGreaterThan(0);
    const drifted = await checkedAnswer(
      sandbox,
      new Request(`${ORIGIN}/api/userdetail`),
      Response.json({ status: 200, result: { id: 'not a number' } }, { status: 200 }),
    );
    expect(drifted.status).toBe(500);
    const problem = (await drifted.json()) as { validation: Array<{ location: string[] }> };
    expect(problem.validation.length).toBeGreaterThan(0);
    expect(problem.validation[0]!.location.slice(0, 2)).toEqual(['response', 'body']);
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
    // a conforming answer passes unchanged
    const real = await sandbox.app.request('http://x/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Lang: 'en' },
      body: JSON.stringify({ userName: '0901234567', password: 'Trade@2026', type: 'username' }),
    });
    expect((await checkedAnswer(sandbox, new Request('http://x/api/login', { method: 'POST' }), real)).status).toBe(
      200,
    );
  });
});

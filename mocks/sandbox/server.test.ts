import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { optionsFromArgs, startSandboxServer, type SandboxServer } from './server.ts';

let server: SandboxServer;
let base: string;

beforeAll(async () => {
  server = await startSandboxServer({ port: 0, intervalMs: 50, settleEveryMs: 50 });
  base = `http://127.0.0.1:${server.port}`;
});

afterAll(async () => {
  await server.close();
});

const post = async (path: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> => {
  const response = await fetch(`${base}${path}`, { method: 'POST', body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('the sandbox server', () => {
  it('serves the REST API, the market socket and the candle history on one port', async () => {
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Lang: 'en' },
      body: JSON.stringify({ userName: '0901234567', password: 'Trade@2026', type: 'username' }),
    });
    expect(login.status).toBe(200);
    const history = await fetch(`${base}/kline/query/history?coinName=btcusdt&type=1min`);
    expect(((await history.json()) as { kline_type: number }).kline_type).toBe(1);
  });

  it('streams the price a control call set, the price the trading rules read', async () => {
    const socket = new WebSocket(`ws://127.0.0.1:${server.port}/ws`);
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send('sub:real.market_ti');
    expect((await post('/__sandbox/market/ethusdt', { price: '3000.00' })).body.price).toBe('3000');
    const seen = await new Promise<number>((resolve) => {
      socket.on('message', (data) => {
        const text = Buffer.isBuffer(data) ? data.toString('utf8') : '';
        if (!text.startsWith('{')) return;
        const frame = JSON.parse(text) as { cmd_id?: number; data?: { code: string; price: number } };
        if (frame.cmd_id === 22998 && frame.data?.code === 'ETHUSDT') resolve(frame.data.price);
      });
    });
    socket.close();
    // the walk goes on from the price that was set
    expect(Math.abs(seen - 3000) / 3000).toBeLessThan(0.01);
    expect(server.sandbox.market.price('ethusdt')?.toNumber()).toBeCloseTo(seen, 0);
  });

  it('moves one user’s test clock and refuses nonsense', async () => {
    const moved = await post('/__sandbox/users/0901234567/clock', { advanceMs: 60_000 });
    expect(moved).toEqual({
      status: 200,
      body: { phone: '0901234567', clockOffsetMs: 60_000, now: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) },
    });
    // the user's business time: the sandbox's own plus the offset
    const sandboxNow = Date.parse(((await (await fetch(`${base}/__sandbox`)).json()) as { now: string }).now);
    expect(Date.parse(moved.body.now as string) - sandboxNow).toBeGreaterThan(59_000);
    expect((await post('/__sandbox/users/0000000000/clock', { advanceMs: 1 })).status).toBe(404);
    expect((await post('/__sandbox/clock', { advanceMs: -5 })).status).toBe(400);
    expect((await post('/__sandbox/market/nosuch', { price: '1' })).status).toBe(404);
    expect((await post('/__sandbox/market/btcusdt', { price: 'abc' })).status).toBe(400);
  });

  it('pays a user a salary and makes one user keep the withdrawal hours', async () => {
    const phone = '0933444666';
    const headers = { 'Content-Type': 'application/json', Lang: 'en' };
    await fetch(`${base}/api/register`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ username: phone, password: 'Secret#1', confirmPassword: 'Secret#1' }),
    });
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ userName: phone, password: 'Secret#1', type: 'username' }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const salary = async (): Promise<unknown> =>
      (
        (await (
          await fetch(`${base}/api/userdetail`, { headers: { Lang: 'en', Authorization: `Bearer ${token}` } })
        ).json()) as { result: { salary: string } }
      ).result.salary;
    expect(await salary()).toBe('0.00');
    expect((await post(`/__sandbox/users/${phone}/salary`, { amount: '1500.50' })).body).toMatchObject({
      phone,
      salary: '1500.50',
    });
    expect(await salary()).toBe('1500.50');
    expect((await post(`/__sandbox/users/${phone}/salary`, { amount: '-1' })).status).toBe(400);
    expect((await post(`/__sandbox/users/${phone}/salary`, { amount: '1.001' })).status).toBe(400);
    expect((await post('/__sandbox/users/0000000000/salary', { amount: '1' })).status).toBe(404);
    expect(await post(`/__sandbox/users/${phone}/withdraw-hours`, { enforce: true })).toEqual({
      status: 200,
      body: { phone, withdrawHours: true },
    });
    expect((await post(`/__sandbox/users/${phone}/withdraw-hours`, { enforce: 'yes' })).status).toBe(400);
    expect((await post('/__sandbox/users/0000000000/withdraw-hours', { enforce: true })).status).toBe(404);
  });

  it('resets to the seed through its endpoint', async () => {
    await fetch(`${base}/api/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Lang: 'en' },
      body: JSON.stringify({ username: '0933444555', password: 'Secret#1', confirmPassword: 'Secret#1' }),
    });
    const before = Object.keys(server.sandbox.store.state.users).length;
    const reset = await post('/__sandbox/reset', {});
    expect(reset.status).toBe(200);
    expect(Object.keys(server.sandbox.store.state.users).length).toBeLessThan(before);
  });
});

describe('the command line', () => {
  it('reads delays in business seconds and keeps the state in memory on --memory', () => {
    const options = optionsFromArgs(['--memory', '--speed', '60', '--deposit-delay', '5', '--no-withdraw-hours']);
    expect(options.file).toBeUndefined();
    expect(options.speed).toBe(60);
    expect(options.config).toMatchObject({ depositReviewMs: 5000, enforceWithdrawalHours: false });
    expect(optionsFromArgs([]).file).toBe('.sandbox/state.json');
    expect(() => optionsFromArgs(['--speed', '0'])).toThrow(/--speed/);
  });
});

describe('the sandbox’s market socket against asyncapi.yaml', () => {
  it('passes the contract kit’s feed checks: every frame of every kind conforms', async () => {
    const { checkFeed } = await import('../../packages/contract-kit/src/conformance/feed.ts');
    const { results, unreachable } = await checkFeed({
      url: `ws://127.0.0.1:${server.port}/ws`,
      asyncapi: 'asyncapi.yaml',
      listenMs: 1_500,
      answerWithinMs: 400,
      pingWithinMs: 60_000,
    });
    expect(unreachable).toBeUndefined();
    expect(
      results
        .filter((r) => r.outcome !== 'pass')
        .map((r) => `${r.operation}: ${r.findings.map((f) => f.message).join('; ')}`),
    ).toEqual([]);
    expect(results.find((r) => r.operation === 'frames')?.name).not.toMatch(/\(0 frames\)/);
  });
});

/**
 * Hostile bodies through the path `npm start` serves: the Vite dev server (the project's own config,
 * with its `/api` proxy) → Prism's proxy → the sandbox. Prism alone answers 500 to deeply nested
 * JSON; behind the guard no hostile body reaches it, and ordinary writes still do.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';
import { startSandboxServer, type SandboxServer } from './sandbox/server.ts';
import { startPrism, type PrismProcess } from '../tests/contract/support/prism.ts';
import { MAX_JSON_BYTES, MAX_JSON_DEPTH, depthMeter } from './api-body-guard.ts';

let sandbox: SandboxServer;
let prism: PrismProcess;
let vite: ViteDevServer;
let app: string;

beforeAll(async () => {
  sandbox = await startSandboxServer({ port: 0, settleEveryMs: 1000 });
  prism = await startPrism('openapi.yaml', `http://127.0.0.1:${sandbox.port}/api`, new AbortController().signal);
  process.env.MOCK_API_PORT = new URL(prism.url).port;
  process.env.MOCK_TICKS_PORT = String(sandbox.port);
  vite = await createServer({
    configFile: 'vite.config.ts',
    logLevel: 'silent',
    server: { port: 0, strictPort: false, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  await vite.listen();
  const address = vite.httpServer?.address();
  app = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
});

afterAll(async () => {
  await vite?.close();
  await prism?.stop();
  await sandbox?.close();
  delete process.env.MOCK_API_PORT;
  delete process.env.MOCK_TICKS_PORT;
});

const nested = (depth: number): string => '['.repeat(depth) + ']'.repeat(depth);
const post = (base: string, body: string, lang = 'en'): Promise<Response> =>
  fetch(`${base}/login`, { method: 'POST', headers: { 'Content-Type': 'application/json', Lang: lang }, body });

describe('bodies Prism cannot parse', () => {
  it('Prism alone answers 500 to deep nesting (what the guard is for)', async () => {
    expect((await post(prism.url, nested(10_000))).status).toBe(500);
  });

  it('the dev proxy refuses hostile bodies with the contract 400/413 and no 500', async () => {
    const hostile = [
      nested(10_000),
      `{"phone":${nested(10_000)}}`,
      '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000),
      JSON.stringify({ phone: 'x'.repeat(2 * 1024 * 1024) }),
      '['.repeat(2 * 1024 * 1024),
    ];
    const statuses: number[] = [];
    for (const body of hostile) statuses.push((await post(`${app}/api`, body)).status);
    expect(statuses).toEqual([400, 400, 400, 413, 413]);

    const deep = await post(`${app}/api`, nested(10_000), 'de');
    expect(await deep.json()).toEqual({
      status: 400,
      message: expect.any(String),
      result: { body: ['Der Anfragetext ist kein gültiges JSON.'] },
    });
    const large = await post(`${app}/api`, 'x'.repeat(MAX_JSON_BYTES + 1), 'vi');
    expect(await large.json()).toEqual({ status: 413, message: 'Yêu cầu quá lớn.' });
  });

  it('ordinary bodies still reach the provider', async () => {
    // a wrong password is the sandbox's own answer, through Prism (a well-nested body within the limits)
    const answer = await post(
      `${app}/api`,
      JSON.stringify({ phone: '0900000000', password: 'not-the-password', padding: nested(MAX_JSON_DEPTH - 1) }),
    );
    expect(answer.status).toBeLessThan(500);
    expect(answer.status).not.toBe(413);
    const body = (await answer.json()) as { result?: Record<string, unknown> };
    expect(body.result?.body).toBeUndefined();
  });
});

describe('depthMeter', () => {
  it('counts brackets outside strings only, across chunks', () => {
    const meter = depthMeter();
    const text = new TextEncoder().encode('{"a":"[[[\\"{{","b":[[1]]}');
    meter.feed(text.subarray(0, 7));
    meter.feed(text.subarray(7));
    expect(meter.deepest).toBe(3);
  });
});

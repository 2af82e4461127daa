/**
 * A fresh sandbox behind Prism (`prism proxy openapi.yaml <sandbox>/api --errors`), as a backend team
 * would put its own server, checked by the contract kit's command: the example replay and the stateful
 * suite (two accounts, the cross-account attempts, the session checks) find nothing and it exits 0.
 * Prism's own validation of every answer comes along: a violation would be its 502 or 422.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../packages/contract-kit/src/conformance-cli.ts';
import { startSandboxServer, type SandboxServer } from '../../mocks/sandbox/server.ts';
import { startPrism, type PrismProcess } from './support/prism.ts';

let server: SandboxServer;
let prism: PrismProcess;
let out: string;

beforeAll(async () => {
  // withdrawal hours are kept: a refusal outside them is a documented business refusal, not a failure
  server = await startSandboxServer({ port: 0, settleEveryMs: 1000 });
  prism = await startPrism('openapi.yaml', `http://127.0.0.1:${server.port}/api`, new AbortController().signal);
  out = mkdtempSync(join(tmpdir(), 'sandbox-verify-'));
}, 90_000);

afterAll(async () => {
  await prism.stop();
  await server.close();
  rmSync(out, { recursive: true, force: true });
});

describe('the sandbox behind Prism, checked by contract-kit conformance', () => {
  it('conforms: the example replay and the stateful suite exit 0', async () => {
    const lines: string[] = [];
    const code = await main(
      ['--api', prism.url, '--spec', 'openapi.yaml', '--only', 'examples,stateful', '--seed', '11', '--out', out],
      { log: (l) => lines.push(l), error: (l) => lines.push(l) },
    );
    const report = readFileSync(join(out, 'report.txt'), 'utf8');
    expect(code, report).toBe(0);
    expect(lines.join('\n')).toMatch(/checks: \d+ pass, 0 fail/);
  }, 180_000);
});

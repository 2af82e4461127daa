/**
 * The sandbox provider conforms to the contract: `contract:verify` (real Prism in proxy mode with
 * `--errors`) replays one request per operation of openapi.yaml, built from the contract's own
 * examples and signed in as the example account, against a fresh sandbox, and every operation must
 * succeed (`--require-success`: a documented 400/403 counts as a failure too) with 0 violations.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runVerification } from '../../scripts/contract-verify.ts';
import { startSandboxServer, type SandboxServer } from '../../mocks/sandbox/server.ts';
import { EXAMPLE_TOKEN } from '../../mocks/sandbox/seed.ts';

const quiet = { log: (): void => undefined, error: (): void => undefined };
let server: SandboxServer;
let out: string;

beforeAll(async () => {
  // withdrawals at any hour: the run must not depend on the time of day it happens at
  server = await startSandboxServer({ port: 0, settleEveryMs: 1000, config: { enforceWithdrawalHours: false } });
  out = mkdtempSync(join(tmpdir(), 'sandbox-verify-'));
});

afterAll(async () => {
  await server.close();
  rmSync(out, { recursive: true, force: true });
});

describe('the sandbox against openapi.yaml', () => {
  it('answers every operation successfully and conforming, through Prism with --errors', async () => {
    const report = await runVerification(
      {
        target: `http://127.0.0.1:${server.port}/api`,
        spec: 'openapi.yaml',
        out,
        token: EXAMPLE_TOKEN,
        lang: 'vi',
        requestTimeoutMs: 10_000,
        overallTimeoutMs: 150_000,
        requireSuccess: true,
        skipProposed: false,
      },
      quiet,
    );
    const failures = report.results
      // Prism's proxy forwards a request body as text, so a binary upload reaches the target corrupted
      // (docs/backend-teams.md); the sandbox's own tests check /uploadfile against the contract directly
      .filter((result) => result.outcome !== 'conform' && result.operationId !== 'uploadFile')
      .map((result) => `${result.operationId} (${result.httpStatus ?? 'no answer'}): ${result.violations.map((violation) => violation.message).join('; ')}`);
    expect(failures).toEqual([]);
    expect(report.results.length).toBe(server.sandbox.ctx.contract.operations.size);
  }, 180_000);
});

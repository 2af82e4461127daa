/**
 * `npm run conformance` against the sandbox: every suite (example replay, generated valid and invalid
 * requests, the stateful pass, the feed) finds 0 violations, the three reports are written and agree,
 * and the command's exit codes say conforms (0), violations (1) and unreachable (2).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main, parseArgs } from '../../packages/contract-kit/src/conformance-cli.ts';
import {
  countResults,
  coverageFigures,
  exitCodeOf,
  groupFindings,
  type ConformanceReport,
} from '../../packages/contract-kit/src/conformance/model.ts';
import { runConformance } from '../../packages/contract-kit/src/conformance/run.ts';
import { externalResources } from '../../packages/contract-kit/src/lib/offline-page.ts';
import { startSandboxServer, type SandboxServer } from '../../mocks/sandbox/server.ts';
import { freePort } from './support/prism.ts';
import { testOptions } from './support/conformance-options.ts';
import { findAll, parseXml } from './support/xml.ts';

const quiet = { log: (): void => undefined, error: (): void => undefined };
let server: SandboxServer;
let out: string;
let report: ConformanceReport;

beforeAll(async () => {
  // withdrawals at any hour (the run must not depend on the time of day); pings often, to see them
  server = await startSandboxServer({
    port: 0,
    settleEveryMs: 1000,
    pingIntervalMs: 400,
    config: { enforceWithdrawalHours: false },
  });
  out = mkdtempSync(join(tmpdir(), 'conformance-'));
  report = await runConformance(
    testOptions({ api: `http://127.0.0.1:${server.port}/api`, feed: `ws://127.0.0.1:${server.port}/ws`, out }),
    quiet,
  );
}, 120_000);

afterAll(async () => {
  await server.close();
  rmSync(out, { recursive: true, force: true });
});

describe('the sandbox against openapi.yaml and asyncapi.yaml', () => {
  it('passes every suite with 0 violations', () => {
    const failures = report.results
      .filter((r) => r.outcome === 'fail')
      .map((r) => `[${r.suite}] ${r.operation} ${r.name}: ${r.findings.map((f) => f.message).join('; ')}`);
    expect(failures).toEqual([]);
    expect(report.unreachable).toEqual([]);
    expect(exitCodeOf(report)).toBe(0);
    const suites = new Set(report.results.map((r) => r.suite));
    expect([...suites].sort()).toEqual(['examples', 'feed', 'generated', 'negative', 'stateful']);
  });

  it('replays every operation successfully, signs in and reads back what it wrote', () => {
    const operations = server.sandbox.ctx.contract.operations.size;
    const replayed = report.results.filter((r) => r.suite === 'examples');
    expect(new Set(replayed.map((r) => r.operation)).size).toBe(operations);
    // password changes are undone, so that the next run signs in with the same example account
    expect(
      replayed
        .filter((r) => r.name.includes('undone'))
        .map((r) => r.operation)
        .sort(),
    ).toEqual(['updatePassword', 'updateWithdrawPassword']);
    const stateful = report.results.filter((r) => r.suite === 'stateful').map((r) => r.name);
    expect(stateful).toEqual(
      expect.arrayContaining([
        'sign in with the example account',
        'use the token: read the signed-in user',
        'read the nickname back',
        'read the bound addresses back',
      ]),
    );
    expect(stateful.some((name) => /^read the order \d+ back$/.test(name))).toBe(true);
  });

  it('makes two accounts: every attempt of account B on account A’s objects is refused, and A keeps them', () => {
    const attempts = report.results.filter((r) => r.name.startsWith('as account B'));
    expect(attempts.map((r) => r.operation).sort()).toEqual([
      'cancelContractOrder',
      'closeContract',
      'getBank',
      'getDepositRecord',
      'getLoanHistory',
      'getMessageContent',
      'getOrderDetail',
      'getWithdrawRecord',
      'setContract',
    ]);
    expect(
      attempts
        .filter((r) => r.outcome !== 'pass')
        .map((r) => `${r.name}: ${r.findings.map((f) => f.message).join('; ')}`),
    ).toEqual([]);
    expect(report.results.find((r) => r.name.includes('is still open after account B'))?.outcome).toBe('pass');
    // the session checks run once the contract documents sign-out and the end of other sessions; until then, they say why not
    const sessions = report.results.filter(
      (r) => r.operation === 'sessions' || r.operation === 'signOutUser' || r.name.includes('password change'),
    );
    for (const check of sessions)
      expect(
        check.outcome === 'pass' || (check.outcome === 'skip' && (check.notExercised ?? '').length > 0),
        check.name,
      ).toBe(true);
  });

  it('exercises most documented (operation, status) pairs and answers no undocumented one', () => {
    const figures = coverageFigures(report);
    expect(figures.undocumented).toBe(0);
    expect(figures.exercised / figures.documented).toBeGreaterThan(0.8);
  });

  it('checks the feed’s behaviour: subscriptions, depth, pings, the connection, timestamps and candles', () => {
    const feed = report.results.filter((r) => r.suite === 'feed');
    expect(feed.map((r) => r.operation).sort()).toEqual([
      'candles',
      'connection',
      'depth',
      'frames',
      'ping',
      'subscribe',
      'subscribe',
      'subscribe',
      'timestamps',
    ]);
    expect(feed.find((r) => r.operation === 'candles')?.name).not.toMatch(/\(0 candles\)/);
  });
});

describe('the reports', () => {
  it('writes text, JUnit and a self-contained HTML page that tell the same story (a second run signs in again)', async () => {
    const reportDir = mkdtempSync(join(tmpdir(), 'conformance-cli-'));
    try {
      const lines: string[] = [];
      const code = await main(
        [
          '--api',
          `http://127.0.0.1:${server.port}/api`,
          '--only',
          'examples,getHome,getBanners',
          '--out',
          reportDir,
          '--seed',
          '3',
        ],
        { log: (l) => lines.push(l), error: (l) => lines.push(l) },
      );
      expect(code).toBe(0);
      expect(lines.join('\n')).toMatch(/2 checks: 2 pass, 0 fail/);
      const text = readFileSync(join(reportDir, 'report.txt'), 'utf8');
      expect(text).toMatch(/PASS {2}getHome {2,}GET \/home .* 200×1/);
      const junit = parseXml(readFileSync(join(reportDir, 'junit.xml'), 'utf8'));
      expect(findAll(junit, 'testcase')).toHaveLength(2);
      expect(findAll(junit, 'failure')).toHaveLength(0);
      const html = readFileSync(join(reportDir, 'report.html'), 'utf8');
      expect(html).toContain('CONFORMS');
      expect(html).toContain('getBanners');
      expect(externalResources(html)).toEqual([]);
      expect(html).not.toMatch(/<script/i);
    } finally {
      rmSync(reportDir, { recursive: true, force: true });
    }
  });

  it('groups a finding repeated on many requests into one line naming the operations', () => {
    const result = (operation: string) => ({
      suite: 'examples' as const,
      operation,
      name: 'x',
      outcome: 'fail' as const,
      durationMs: 1,
      findings: [{ severity: 'error' as const, location: 'body.result.list.3.type', message: 'must be integer' }],
    });
    const groups = groupFindings([
      result('a'),
      result('b'),
      {
        ...result('a'),
        findings: [{ severity: 'error', location: 'body.result.list.7.type', message: 'must be integer' }],
      },
    ]);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({
      count: 3,
      operations: ['a', 'b'],
      message: 'body.result.list.*.type: must be integer',
    });
    expect(countResults([result('a')])).toEqual({ total: 1, pass: 0, fail: 1, warn: 0, skip: 0 });
  });
});

describe('the command line', () => {
  it('exits 2 when a target does not answer, and says which', async () => {
    const port = await freePort();
    const lines: string[] = [];
    const dir = mkdtempSync(join(tmpdir(), 'conformance-down-'));
    try {
      const code = await main(
        [
          '--api',
          `http://127.0.0.1:${port}/api`,
          '--feed',
          `ws://127.0.0.1:${port}/ws`,
          '--out',
          dir,
          '--feed-seconds',
          '1',
        ],
        { log: (l) => lines.push(l), error: (l) => lines.push(l) },
      );
      expect(code).toBe(2);
      expect(lines.join('\n')).toMatch(
        new RegExp(
          `unreachable: http://127.0.0.1:${port}/api does not answer.*ws://127.0.0.1:${port}/ws does not accept a WebSocket`,
        ),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('requires success by default, takes --only, a seed and the feed timings, and refuses bad input', () => {
    const parsed = parseArgs([
      '--api',
      'http://h/api/',
      '--only',
      'examples, getHome',
      '--seed',
      '9',
      '--ping-within',
      '2',
    ]);
    expect(parsed.kind === 'run' && parsed.options).toMatchObject({
      api: 'http://h/api',
      only: ['examples', 'getHome'],
      seed: 9,
      requireSuccess: true,
      feedPingWithinMs: 2000,
    });
    expect(parseArgs(['--api', 'http://h', '--allow-non-success']).kind === 'run').toBe(true);
    expect(parseArgs([])).toMatchObject({ kind: 'error', message: 'give --api, --feed or both' });
    expect(parseArgs(['--feed', 'http://h/ws'])).toMatchObject({ kind: 'error' });
    expect(parseArgs(['--api', 'http://h', '--runs', 'many'])).toMatchObject({ kind: 'error' });
  });
});

/**
 * The kit's planted-fault suite: a small fake provider that conforms, then the same server with one fault
 * planted for each REST class the kit claims to find (shape, status, envelope, content type, near miss,
 * authorization: an order or a message read, a position closed, a list showing another account's records;
 * a token after sign-out or a password change; amounts; throttling). Each must be found, naming the operation; the conforming server must give no finding
 * at all; and a documented refusal that depends on the clock gives no verdict. (The feed's classes:
 * feed-faults.test.ts.)
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { exitCodeOf, type ConformanceReport } from '../src/conformance/model.ts';
import { runConformance, type ConformanceOptions } from '../src/conformance/run.ts';
import { SPEC, startFakeServer, type Fault, type FakeServer } from './fake-server.ts';

const OPERATIONS = [
  'loginUser',
  'registerUser',
  'getUserDetail',
  'createOptionOrder',
  'getOrderDetail',
  'withdrawByWallet',
  'getWithdrawRecord',
  'createPerpetualContract',
  'getContractOrderList',
  'setContract',
  'closeContract',
  'cancelContractOrder',
  'getMessageList',
  'getMessageContent',
];

/**
 * The contract as it reads once it documents the ends of a session: a sign-out (proposed, POST /logout)
 * and a password change that ends the account's other sessions.
 */
const folder = mkdtempSync(join(tmpdir(), 'contract-kit-sessions-'));
const SESSIONS_SPEC = join(folder, 'openapi.yaml');
{
  const doc = parse(readFileSync(SPEC, 'utf8')) as {
    paths: Record<string, unknown>;
    components: { securitySchemes: { bearerAuth: { description: string } } };
  };
  doc.paths['/logout'] = {
    post: {
      operationId: 'signOutUser',
      tags: ['auth'],
      summary: 'Sign out (end this session)',
      'x-proposed': true,
      parameters: [{ $ref: '#/components/parameters/Lang' }],
      responses: {
        '200': {
          description: 'Signed out.',
          content: {
            'application/json': {
              schema: { $ref: '#/components/schemas/MessageResponse' },
              examples: { success: { value: { status: 200, message: 'Signed out' } } },
            },
          },
        },
        '401': { $ref: '#/components/responses/Unauthorized' },
      },
    },
  };
  doc.components.securitySchemes.bearerAuth.description +=
    "\nA session ends when the client signs out, and when the account's login password is changed (every other session; the one that changed it stays).\n";
  writeFileSync(SESSIONS_SPEC, stringify(doc));
}
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const options = (api: string, strict = false, spec = SPEC, extra: string[] = []): ConformanceOptions => ({
  api,
  feed: undefined,
  spec,
  asyncapi: '',
  out: '',
  token: 'unused',
  lang: 'en',
  only: ['stateful', ...OPERATIONS, ...extra],
  runs: 0,
  negativeLimit: 0,
  seed: 5,
  requireSuccess: true,
  strict,
  requestTimeoutMs: 30_000,
  feedListenMs: 0,
  feedAnswerWithinMs: 0,
  feedPingWithinMs: 0,
});

let server: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function run(fault: Fault, strict = false): Promise<ConformanceReport> {
  server = await startFakeServer(fault);
  return runConformance(options(server.url, strict), { log: () => undefined });
}

/** A run against the contract that documents the ends of a session. */
async function runSessions(fault: Fault): Promise<ConformanceReport> {
  server = await startFakeServer(fault);
  return runConformance(options(server.url, false, SESSIONS_SPEC, ['signOutUser', 'updatePassword']), {
    log: () => undefined,
  });
}

const findings = (report: ConformanceReport, severity: 'error' | 'warning'): string[] =>
  report.results.flatMap((r) =>
    r.findings.filter((f) => f.severity === severity).map((f) => `${r.operation}: ${f.location} ${f.message}`),
  );

describe('a conforming server', () => {
  it('gives no finding, and exit code 0', async () => {
    const report = await run('none');
    expect(findings(report, 'error')).toEqual([]);
    expect(findings(report, 'warning')).toEqual([]);
    expect(exitCodeOf(report)).toBe(0);
    // the cross-account attempts ran: B read A's order and listed the withdrawals, and was refused
    const names = report.results.map((r) => r.name);
    expect(names.some((n) => /^as account B, read account A's option order \d+$/.test(n))).toBe(true);
    expect(names.some((n) => /^as account B, list: account A's withdrawal 40211 must not be there$/.test(n))).toBe(
      true,
    );
    for (const verb of ['change the take-profit and stop-loss of', 'close', 'cancel'])
      expect(names.some((n) => n.startsWith(`as account B, ${verb} account A's contract position `))).toBe(true);
    expect(names).toContain("as account B, read account A's message 318");
    expect(names.some((n) => /^as account A, the position \d+ is still open after account B's attempts$/.test(n))).toBe(
      true,
    );
    // account A really made a withdrawal: with the password the account has, not the one the change example sets
    expect(
      report.results.find((r) => r.operation === 'withdrawByWallet' && r.name === 'as account A, make a withdrawal')
        ?.outcome,
    ).toBe('pass');
    // every bounded amount of the contract was sent out of contract, and refused
    const amounts = report.results.filter((r) => r.name.startsWith('out-of-contract amount'));
    expect(amounts.map((r) => `${r.operation} ${r.name}`)).toEqual(
      expect.arrayContaining([
        'withdrawByWallet out-of-contract amount: "amount" 1e+300 (1e300 as a JSON number)',
        'withdrawByWallet out-of-contract amount: "amount" "1111111111111111111111111111111111111111" (a 40-digit string)',
        'withdrawByWallet out-of-contract amount: "amount" 1.001 (3 decimal places (at most 2))',
        'withdrawByWallet out-of-contract amount: "amount" -1 (a negative)',
        'withdrawByWallet out-of-contract amount: "amount" 1000000001 (above the maximum 1000000000)',
        'createOptionOrder out-of-contract amount: "amount" 1e+300 (1e300 as a JSON number)',
      ]),
    );
    expect(amounts.every((r) => r.outcome === 'pass' && r.status === 400)).toBe(true);
    expect(
      report.results.find((r) => r.name === 'the balances did not move after the out-of-contract amounts')?.outcome,
    ).toBe('pass');
    // a throwaway account is locked after the contract's 5 wrong passwords, the right one included
    const locked = report.results.filter(
      (r) => r.operation === 'loginUser' && /^(wrong password 6|the right password while locked)/.test(r.name),
    );
    expect(locked.map((r) => [r.status, r.retryAfter, r.outcome])).toEqual([
      [429, '900', 'pass'],
      [429, '900', 'pass'],
    ]);
  });
});

describe('every planted fault is found', () => {
  const cases: Array<{ fault: Fault; expect: RegExp }> = [
    { fault: 'shape', expect: /getUserDetail: body\.result must have required property 'username'/ },
    { fault: 'status', expect: /getOrderDetail: status undocumented status 404/ },
    { fault: 'envelope', expect: /getUserDetail: body must have required property 'status'/ },
    {
      fault: 'content-type',
      expect:
        /getUserDetail: content-type "text\/html; charset=utf-8" is not a documented media type \(documented: application\/json\)/,
    },
    {
      fault: 'read-any-order',
      expect:
        /getOrderDetail: authorization getOrderDetail let account B read account A's option order \d+: answered 200/,
    },
    {
      fault: 'list-any-withdrawal',
      expect: /getWithdrawRecord: authorization getWithdrawRecord shows account B account A's withdrawal 40211/,
    },
    {
      fault: 'close-any-position',
      expect:
        /closeContract: authorization closeContract let account B close account A's contract position \d+: answered 200[\s\S]*getContractOrderList: authorization account A's contract position \d+ is gone after account B tried to close or cancel it/,
    },
    {
      fault: 'read-any-message',
      expect:
        /getMessageContent: authorization getMessageContent let account B read account A's message 318: answered 200/,
    },
    {
      fault: 'no-throttling',
      expect:
        /loginUser: throttling loginUser answered 403 to wrong password 6 instead of 429: no throttling of wrong passwords\nloginUser: throttling loginUser answered 200 to the right password while the account is locked instead of 429/,
    },
    {
      fault: 'unbounded-amount',
      expect:
        /withdrawByWallet: amount withdrawByWallet accepted "amount": -1 \(a negative\): answered 200[\s\S]*getUserDetail: amount balances moved: balance 12850\.75 → /s,
    },
  ];

  it.each(cases)('$fault', async ({ fault, expect: expected }) => {
    const report = await run(fault);
    expect(findings(report, 'error').join('\n')).toMatch(expected);
    expect(exitCodeOf(report)).toBe(1);
  });

  it('near miss: a warning naming both fields; a violation with --strict', async () => {
    const lenient = await run('near-miss');
    const expected =
      /getWithdrawRecord: body\.result\.list\.0 "payment_time" is not in the contract, and the documented optional "paymentime" is missing/;
    expect(findings(lenient, 'warning').join('\n')).toMatch(expected);
    expect(findings(lenient, 'error')).toEqual([]);
    expect(exitCodeOf(lenient)).toBe(0);
    await server?.close();
    const strict = await run('near-miss', true);
    expect(findings(strict, 'error').join('\n')).toMatch(expected);
    expect(exitCodeOf(strict)).toBe(1);
  });
});

describe('the ends of a session', () => {
  it('are not exercised, with the reason, while the contract does not document them', async () => {
    const report = await run('none');
    const reasons = report.results.filter((r) => r.operation === 'sessions').map((r) => r.notExercised);
    expect(reasons).toEqual([
      'the contract documents no sign-out operation (signOutUser, POST /logout)',
      'the contract does not say that a password change ends the account’s other sessions',
    ]);
  });

  it('run once it does: a conforming server passes them', async () => {
    const report = await runSessions('none');
    expect(findings(report, 'error')).toEqual([]);
    const names = report.results.filter((r) => r.outcome === 'pass').map((r) => r.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'the signed-out token is refused',
        'the other session’s token is refused after the password change',
        'the session that changed the password still works',
      ]),
    );
    expect(exitCodeOf(report)).toBe(0);
  });

  it.each([
    {
      fault: 'token-after-sign-out' as const,
      expect: /getUserDetail: status answered 200 .*without a valid token instead of 401/,
      check: 'the signed-out token is refused',
    },
    {
      fault: 'token-after-password-change' as const,
      expect: /getUserDetail: status answered 200 .*without a valid token instead of 401/,
      check: 'the other session’s token is refused after the password change',
    },
  ])('$fault is found', async ({ fault, expect: expected, check }) => {
    const report = await runSessions(fault);
    const failed = report.results.filter((r) => r.outcome === 'fail');
    expect(failed.map((r) => r.name)).toEqual([check]);
    expect(findings(report, 'error').join('\n')).toMatch(expected);
  });
});

describe('no verdict by the clock', () => {
  it('a withdrawal refused as documented outside its hours is not exercised, not failed, and says why', async () => {
    const report = await run('outside-hours');
    expect(findings(report, 'error')).toEqual([]);
    const skipped = report.results.filter((r) => r.outcome === 'skip' && r.operation === 'withdrawByWallet');
    expect(skipped.map((r) => r.notExercised)).toEqual([
      expect.stringMatching(
        /refused as documented \(example "outsideHours": "Withdrawals are accepted Monday to Friday, 07:00-09:00"\)/,
      ),
    ]);
    // account A's existing withdrawals still stand in for the cross-account check
    expect(
      report.results.some(
        (r) => r.operation === 'getWithdrawRecord' && r.name.startsWith('as account B') && r.outcome === 'pass',
      ),
    ).toBe(true);
    expect(exitCodeOf(report)).toBe(0);
  });
});

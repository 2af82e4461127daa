/**
 * Every fault class the conformance command promises to find, planted one at a time in a test server
 * in front of a real sandbox (which conforms): each must be found, by the suite meant to find it, with
 * a message that says what is wrong; and what the provider may legally send must not be flagged. The
 * feed's faults: conformance-feed-faults.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  exitCodeOf,
  groupFindings,
  type CheckResult,
  type ConformanceReport,
} from '../../packages/contract-kit/src/conformance/model.ts';
import { renderText } from '../../packages/contract-kit/src/conformance/report-text.ts';
import { runConformance } from '../../packages/contract-kit/src/conformance/run.ts';
import { startSandboxServer, type SandboxServer } from '../../mocks/sandbox/server.ts';
import { testOptions } from './support/conformance-options.ts';
import { failures, obj, on, revealsRegistration, type Body } from './support/rest-faults.ts';
import { startRestProxy, type RestFault, type RunningServer } from './support/fault-servers.ts';

const quiet = { log: (): void => undefined };
let sandbox: SandboxServer;
let proxy: RunningServer;
let fault: RestFault = () => undefined;

beforeAll(async () => {
  sandbox = await startSandboxServer({
    port: 0,
    settleEveryMs: 1000,
    pingIntervalMs: 400,
    config: { enforceWithdrawalHours: false },
  });
  proxy = await startRestProxy(`http://127.0.0.1:${sandbox.port}`, (request, answer) => fault(request, answer));
}, 60_000);

afterAll(async () => {
  await proxy.close();
  await sandbox.close();
});

async function restRun(only: string[], planted: RestFault, requireSuccess = true): Promise<ConformanceReport> {
  fault = planted;
  try {
    return await runConformance(testOptions({ api: proxy.url, only, requireSuccess }), quiet);
  } finally {
    fault = () => undefined;
  }
}

describe('REST faults are found', () => {
  const cases: Array<{ fault: string; only: string[]; planted: RestFault; expect: RegExp }> = [
    {
      fault: 'a required field missing',
      only: ['examples', 'getUserDetail'],
      planted: on('/userdetail', (a) => (delete obj(obj(a.body).result).username, a)),
      expect: /\[examples\] getUserDetail: body\.result must have required property 'username'/,
    },
    {
      fault: 'a wrong type',
      only: ['examples', 'getBanners'],
      planted: on('/bannar', (a) => ((obj((obj(a.body).data as unknown[])[0]).image = 123), a)),
      expect: /body\.data\.0\.image must be string/,
    },
    {
      fault: 'a value outside an enum',
      only: ['examples', 'getUserDetail'],
      planted: on('/userdetail', (a) => ((obj(obj(a.body).result).realauth_status = 9), a)),
      expect: /realauth_status must be equal to one of the allowed values/,
    },
    {
      fault: 'a data envelope with neither status nor code',
      only: ['examples', 'getBanners'],
      planted: on('/bannar', (a) => (delete obj(a.body).status, delete obj(a.body).code, a)),
      expect: /must have required property 'code'.*must match a schema in anyOf/,
    },
    {
      fault: 'an upload answer without status',
      only: ['examples', 'uploadFile'],
      planted: on('/uploadfile', (a) => (delete obj(a.body).status, (obj(a.body).code = 200), a)),
      expect: /uploadFile: body must have required property 'status'/,
    },
    {
      fault: 'an operation not implemented (404)',
      only: ['examples', 'getNoticeList'],
      planted: on('/getnoticelist', () => ({ status: 404, body: { message: 'Not Found' } })),
      expect: /status undocumented status 404 \(documented: 200, 401\)/,
    },
    {
      fault: 'a body that is not JSON',
      only: ['examples', 'getHome'],
      planted: on('/home', () => ({ status: 200, body: 'OK', raw: 'OK' })),
      expect: /body not JSON/,
    },
    {
      fault: '401 to everything',
      only: ['examples', 'getHome', 'getBanners'],
      planted: (r) =>
        r.path === '/login' ? undefined : { status: 401, body: { status: 401, message: 'Unauthenticated.' } },
      expect:
        /\[examples\] getBanners: status answered 401 \(body status 401 "Unauthenticated\."\) instead of a success/,
    },
    {
      fault: 'a 5xx on a valid request',
      only: ['generated', 'getMessageList'],
      planted: on('/wallet/messagelist', () => ({ status: 500, body: { message: 'Server Error' } })),
      expect: /\[generated\] getMessageList: status server error 500: Server Error/,
    },
    {
      fault: 'an invalid request accepted',
      only: ['negative', 'getMessageList'],
      planted: on('/wallet/messagelist', (a) =>
        a.status === 400 ? { status: 200, body: { status: 200, result: { data: { list: [], total: 0 } } } } : undefined,
      ),
      expect: /\[negative\] getMessageList: status accepted an invalid request: answered 200/,
    },
    {
      fault: 'a 5xx on an invalid request',
      only: ['negative', 'addOptional'],
      planted: on('/addoptional', (a) =>
        a.status === 400 ? { status: 500, body: { message: 'Undefined index: currency_id' } } : undefined,
      ),
      expect: /\[negative\] addOptional: status server error 500/,
    },
    {
      fault: 'an invalid request refused with the wrong status',
      only: ['negative', 'addOptional'],
      planted: on('/addoptional', (a) =>
        a.status === 400 ? { status: 403, body: { status: 403, message: 'No' } } : undefined,
      ),
      expect: /answered 403 \(body status 403 "No"\) to an invalid request instead of 400\/422/,
    },
    {
      fault: 'no 401 without a token',
      only: ['stateful', 'getUserDetail'],
      planted: on('/userdetail', (a, r) => (r.hasToken ? undefined : { ...a, status: 200 })),
      expect: /\[stateful\] getUserDetail: status answered 200 .*without a valid token instead of 401/,
    },
    {
      fault: 'a token that does not work',
      only: ['stateful', 'getUserDetail'],
      planted: on('/userdetail', () => ({ status: 401, body: { status: 401, message: 'Unauthenticated.' } })),
      expect: /use the token|getUserDetail: status answered 401/,
    },
    {
      fault: 'a refusal to everything (HTTP 200, body status 403)',
      only: ['examples', 'getHome', 'getBanners'],
      planted: (r) => (r.path === '/login' ? undefined : { status: 200, body: { status: 403, message: 'Refused.' } }),
      expect: /\[examples\] getBanners: status answered 200 \(body status 403 "Refused\."\) instead of a success/,
    },
    {
      fault: 'password recovery that reveals who has an account',
      only: ['stateful', 'registerUser', 'sendRecoveryCode'],
      planted: revealsRegistration(),
      expect:
        /\[stateful\] sendRecoveryCode: body answers differ for a registered number \(429 429 .*\) and an unregistered one \(200 200 .*\): the call reveals who has an account/,
    },
    {
      fault: 'a write not read back',
      only: ['stateful', 'updateNickname', 'getUserDetail'],
      planted: on('/userdetail', (a) => ((obj(obj(a.body).result).nickname = 'Someone'), a)),
      expect: /the read-back does not show the new nickname/,
    },
  ];

  it.each(cases)(
    '$fault',
    async ({ only, planted, expect: expected }) => {
      const report = await restRun(only, planted);
      expect(failures(report).join('\n')).toMatch(expected);
      expect(exitCodeOf(report)).toBe(1);
    },
    60_000,
  );

  it('shows the server’s real status and groups a repeated error into one finding', async () => {
    const report = await restRun(['examples', 'messages'], (r) =>
      r.path.startsWith('/wallet/message') || r.path.startsWith('/announcement')
        ? { status: 502, body: { message: 'Bad Gateway' } }
        : undefined,
    );
    const failed = report.results.filter((r) => r.outcome === 'fail');
    expect(failed.length).toBeGreaterThanOrEqual(4);
    expect(failed.every((r) => r.status === 502)).toBe(true);
    const groups = groupFindings(report.results).filter((g) => g.severity === 'error');
    expect(groups).toHaveLength(1);
    expect(groups[0]?.message).toBe('status: server error 502: Bad Gateway');
    expect(groups[0]?.operations.length).toBe(failed.length);
  }, 60_000);
});

describe('a wrong base path', () => {
  it('is pointed out when every example request answers 404', async () => {
    const report = await restRun(['examples', 'getHome', 'getBanners'], () => ({
      status: 404,
      body: { message: 'Not Found' },
    }));
    expect(renderText(report)).toMatch(/Every example request answered 404: does --api include the base path/);
  }, 60_000);
});

describe('what the provider may legally send is not flagged', () => {
  const legal = (planted: RestFault, only: string[]) => restRun(only, planted, false);

  it('a business refusal: HTTP 200 with a body status other than 200', async () => {
    const report = await legal(
      on('/addoptional', () => ({ status: 200, body: { status: 403, message: 'This symbol is already a favourite' } })),
      ['examples', 'generated', 'addOptional'],
    );
    expect(failures(report)).toEqual([]);
  }, 60_000);

  it('a 401 with any body, JSON or not', async () => {
    const report = await legal(
      (r) =>
        r.hasToken || r.path === '/login' ? undefined : { status: 401, body: 'Unauthorized', raw: 'Unauthorized' },
      ['stateful', 'getHome', 'getBanners'],
    );
    expect(failures(report)).toEqual([]);
    expect(report.results.filter((r) => r.name === 'refuse a request without a token')).toHaveLength(2);
  }, 60_000);

  it('a documented rate limit (429): a warning in the example replay, not a failure; an undocumented one fails', async () => {
    const limited = (path: string): RestFault =>
      on(path, () => ({ status: 429, body: { status: 429, message: 'Too many requests' } }));
    // success is required (the default): the rate limit stands in for it
    const report = await restRun(['examples', 'sendRecoveryCode'], limited('/password/recover/code'));
    expect(failures(report)).toEqual([]);
    expect(report.results.flatMap((r) => r.findings.map((f) => `${f.severity} ${f.message}`))).toEqual([
      'warning rate-limited (429): success not judged; run again later',
    ]);
    const undocumented = await restRun(['examples', 'getHome'], limited('/home'));
    expect(failures(undocumented).join('\n')).toMatch(/getHome: status undocumented status 429/);
  }, 60_000);

  it('open value sets: accepted, with a warning for values outside the documented set', async () => {
    const planted: RestFault = (request, answer) => {
      const body = structuredClone(answer.body) as Body;
      const result = obj(body.result);
      if (request.path === '/moneychange') for (const row of (result.list as Body[] | undefined) ?? []) row.type = 99;
      else if (request.path === '/tradesymbol')
        for (const row of (result.Crypto as Body[] | undefined) ?? [])
          row.jiaoyidui = String(row.jiaoyidui).toLowerCase();
      else if (request.path === '/home') result.fee = '0.002';
      else if (request.path === '/depositlist') body.result = {};
      else if (request.path === '/bannar') {
        delete body.status;
        body.code = 200;
      } else return undefined;
      return { ...answer, body };
    };
    const report = await legal(planted, [
      'examples',
      'getMoneyChange',
      'getTradeSymbols',
      'getHome',
      'getDepositList',
      'getBanners',
    ]);
    expect(failures(report)).toEqual([]);
    const warnings = (id: string): string[] =>
      report.results
        .filter((r: CheckResult) => r.operation === id)
        .flatMap((r) => r.findings.filter((f) => f.severity === 'warning').map((f) => f.message));
    expect(warnings('getMoneyChange').join('\n')).toMatch(
      /99 is accepted but outside the documented set MoneyChangeType/,
    );
    expect(warnings('getTradeSymbols').join('\n')).toMatch(
      /"btcusdt" is accepted but outside the documented set PairCode/,
    );
    expect(warnings('getHome').join('\n')).toMatch(/"0\.002" is accepted but outside the documented set FeeRate/);
    expect(warnings('getDepositList')).toEqual([]);
    expect(exitCodeOf(report)).toBe(0);
  }, 60_000);
});

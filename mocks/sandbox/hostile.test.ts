/**
 * The sandbox as an attacker tries it: amounts out of the contract's bounds, dust, sessions that
 * must end and guessing that must be throttled. Every answer goes through the contract check of
 * `testing.ts` (a 200 that breaks the contract fails the test), and refusals must leave the state
 * as it was.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CreateDepositBody } from '../../src/api/generated/zod/index.zod.ts';
import { createTestSandbox, EXAMPLE_TOKEN, type TestSandbox } from './testing.ts';

const DEPOSIT = { id: 11, currency: 'USDT', cryptoprotocol: 'TRC20' } as const;

/** The answers that show an account's money, each checked against the contract by `call`. */
async function moneyAnswers(sandbox: TestSandbox, token: string): Promise<void> {
  for (const [method, path, query] of [
    ['GET', '/userdetail', undefined],
    ['GET', '/moneychange', { page: 1, limit: 20 }],
    ['GET', '/depositrecord', { page: 1, limit: 20 }],
    ['GET', '/team', undefined],
  ] as const) {
    const answer = await sandbox.call(method, path, { token, ...(query === undefined ? {} : { query }) });
    expect(answer.status, `${path}: ${JSON.stringify(answer.body).slice(0, 200)}`).toBe(200);
  }
}

describe('amounts out of the contract', () => {
  it('are refused with a field error and stored nowhere, as numbers and as strings', async () => {
    const sandbox = createTestSandbox();
    const inviter = (await sandbox.call('GET', '/userdetail', { token: EXAMPLE_TOKEN })).body.result
      .invite_code as string;
    const { token } = await sandbox.newAccount({ inviteCode: inviter });
    const deposits = (): number => sandbox.store.state.funds.deposits.length;
    const before = deposits();
    const hostile: unknown[] = [
      1e300,
      1e10,
      1_000_000_000.01,
      `1${'0'.repeat(39)}`,
      '1e300',
      'Infinity',
      10.001,
      '10.001',
      0.0000001,
      '-500',
      -500,
      '0x20',
      ' 500',
      '500 ',
      '',
      null,
      true,
      { amount: 1 },
      [500],
    ];
    for (const amount of hostile) {
      const answer = await sandbox.call('POST', '/deposit', { token, body: { ...DEPOSIT, amount } });
      expect(answer.status, `amount ${JSON.stringify(amount)}`).toBe(400);
      expect(Object.keys(answer.body.result ?? {}), `amount ${JSON.stringify(amount)}`).toEqual(['amount']);
    }
    expect(deposits()).toBe(before);
    // the same bounds on every money field of the contract
    expect(
      (
        await sandbox.call('POST', '/order', {
          token,
          body: { symbol: 'btcusdt', currency: 'USDT', amount: 1e300, direction: 1, trade_time: 60 },
        })
      ).status,
    ).toBe(400);
    expect(
      (await sandbox.call('POST', '/loansubmit', { token, body: { id: 1, amount: 5000.005 } })).body.result,
    ).toEqual({ amount: ['The amount may have at most 2 decimal places.'] });
    expect(
      (await sandbox.call('POST', '/stakingsubmit', { token, body: { plan_id: '1', amount: '99999999999' } })).status,
    ).toBe(400);
    expect((await sandbox.call('POST', '/newcoins/subscribe', { token, body: { id: 1, amount: '1e9' } })).status).toBe(
      400,
    );
    expect(
      (await sandbox.call('POST', '/coinexchange', { token, body: { from: 'USDT', to: 'BTC', amount: '0.0000001' } }))
        .status,
    ).toBe(400);
    expect(
      (
        await sandbox.call('POST', '/trade/createPerpetualContract', {
          token,
          body: {
            symbol: 'btcusdt',
            tradetype: 1,
            quantity: '1'.repeat(30),
            multiple: 10,
            pricetype: '1',
            target_price: '1',
          },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await sandbox.call('POST', '/trade/createPerpetualContract', {
          token,
          body: { symbol: 'btcusdt', tradetype: 1, quantity: 1, multiple: 10, pricetype: '2', target_price: 1e300 },
        })
      ).status,
    ).toBe(400);
    // the field error is in the request's language
    expect(
      (await sandbox.call('POST', '/deposit', { token, lang: 'vi', body: { ...DEPOSIT, amount: 10.001 } })).body.result,
    ).toEqual({ amount: ['Số tiền chỉ được có tối đa 2 chữ số thập phân.'] });
    await moneyAnswers(sandbox, token);
  });

  it('refuses an exchange whose result rounds to nothing (dust) and takes nothing', async () => {
    const sandbox = createTestSandbox();
    const { token } = await sandbox.newAccount();
    await sandbox.call('POST', '/deposit', { token, body: { ...DEPOSIT, amount: '1000' } });
    sandbox.clock.advance(sandbox.ctx.config.depositReviewMs);
    sandbox.tick();
    sandbox.market.setPrice('btcusdt', '100000');
    expect(
      (await sandbox.call('POST', '/coinexchange', { token, body: { from: 'USDT', to: 'BTC', amount: '500' } })).status,
    ).toBe(200);
    const balances = structuredClone(
      sandbox.store.state.users[String(Object.values(sandbox.store.state.users).at(-1)!.id)]!.balances,
    );
    // 0.00000001 BTC is 0.001 USDT: nothing once rounded to a cent
    const dust = await sandbox.call('POST', '/coinexchange', {
      token,
      body: { from: 'BTC', to: 'USDT', amount: '0.00000001' },
    });
    expect(dust).toEqual({
      status: 403,
      body: { status: 403, message: 'The amount is too small: you would receive 0 USDT.' },
    });
    expect(Object.values(sandbox.store.state.users).at(-1)!.balances).toEqual(balances);
    expect(
      (await sandbox.call('POST', '/coinexchange', { token, body: { from: 'BTC', to: 'USDT', amount: '0.0000001' } }))
        .status,
    ).toBe(200);
  });

  it('leaves every later answer of the account and its inviters within the contract, whatever amount the contract accepts', async () => {
    const sandbox = createTestSandbox();
    const inviterCode = (await sandbox.call('GET', '/userdetail', { token: EXAMPLE_TOKEN })).body.result
      .invite_code as string;
    // a chain of three inviters above each depositor: every reward level is paid
    const level1 = await sandbox.newAccount({ inviteCode: inviterCode });
    const code1 = (await sandbox.call('GET', '/userdetail', { token: level1.token })).body.result.invite_code as string;
    const level2 = await sandbox.newAccount({ inviteCode: code1 });
    const code2 = (await sandbox.call('GET', '/userdetail', { token: level2.token })).body.result.invite_code as string;
    const accepted = fc
      .oneof(
        fc.integer({ min: 0, max: 100_000_000_000 }).map((cents) => cents / 100),
        fc.stringMatching(/^[0-9]{1,10}(\.[0-9]{1,2})?$/),
        fc.constantFrom(1_000_000_000, '1000000000.00', '9999999999.99', 20_000, '20000', 10, '10.00', 0.01),
      )
      .filter((amount) => CreateDepositBody.safeParse({ ...DEPOSIT, amount }).success);
    await fc.assert(
      fc.asyncProperty(fc.array(accepted, { minLength: 1, maxLength: 3 }), async (amounts) => {
        const { token } = await sandbox.newAccount({ inviteCode: code2 });
        for (const amount of amounts) {
          const answer = await sandbox.call('POST', '/deposit', { token, body: { ...DEPOSIT, amount } });
          expect([200, 400, 403]).toContain(answer.status);
          sandbox.clock.advance(sandbox.ctx.config.depositReviewMs);
          sandbox.tick();
        }
        for (const each of [token, level2.token, level1.token, EXAMPLE_TOKEN]) await moneyAnswers(sandbox, each);
      }),
      { numRuns: 12, seed: 3801 },
    );
  });
});

describe('sessions', () => {
  const signIn = async (sandbox: TestSandbox, phone: string, password: string): Promise<string> => {
    const answer = await sandbox.call('POST', '/login', { body: { userName: phone, password, type: 'username' } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data.token as string;
  };
  const works = async (sandbox: TestSandbox, token: string): Promise<number> =>
    (await sandbox.call('GET', '/userdetail', { token })).status;

  it('end on sign-out, and the token is refused with the contract’s 401', async () => {
    const sandbox = createTestSandbox();
    const { token } = await sandbox.newAccount();
    expect(await sandbox.call('POST', '/logout', { token })).toEqual({
      status: 200,
      body: { status: 200, message: 'Signed out' },
    });
    expect(await sandbox.call('GET', '/userdetail', { token })).toEqual({
      status: 401,
      body: { status: 401, message: 'Unauthenticated.' },
    });
    expect((await sandbox.call('POST', '/logout', { token })).status).toBe(401);
  });

  it('end everywhere else on a password change, and everywhere on a recovery', async () => {
    const sandbox = createTestSandbox();
    const { token, phone, password } = await sandbox.newAccount();
    const other = await signIn(sandbox, phone, password);
    const stranger = (await sandbox.newAccount()).token;
    expect(
      (await sandbox.call('PUT', '/password', { token, body: { old_password: password, new_password: 'Changed#456' } }))
        .status,
    ).toBe(200);
    expect(await works(sandbox, token)).toBe(200);
    expect(await works(sandbox, other)).toBe(401);
    expect(await works(sandbox, stranger)).toBe(200);
    const again = await signIn(sandbox, phone, 'Changed#456');
    const recover = await sandbox.call('POST', '/password/recover', {
      body: { phone, code: '482913', new_password: 'Recovered#789', confirm_password: 'Recovered#789' },
    });
    expect(recover.status).toBe(200);
    expect(await works(sandbox, token)).toBe(401);
    expect(await works(sandbox, again)).toBe(401);
    expect(await works(sandbox, stranger)).toBe(200);
  });

  it('expire after 7 idle days, each request sliding the window', async () => {
    const sandbox = createTestSandbox();
    const { token } = await sandbox.newAccount();
    const idle = (await sandbox.newAccount()).token;
    for (let day = 0; day < 20; day += 5) {
      sandbox.clock.advance(5 * 86_400_000);
      expect(await works(sandbox, token)).toBe(200);
    }
    expect(await works(sandbox, idle)).toBe(401);
    sandbox.clock.advance(7 * 86_400_000);
    expect(await works(sandbox, token)).toBe(401);
    expect(sandbox.store.state.sessions[token]).toBeUndefined();
  });
});

describe('guessing', () => {
  const login = (sandbox: TestSandbox, userName: string, password: string, client = '203.0.113.7') =>
    sandbox.app.request('http://sandbox.test/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Lang: 'en', 'X-Forwarded-For': client },
      body: JSON.stringify({ userName, password, type: 'username' }),
    });

  it('locks an account after 5 wrong passwords, the right one included, with Retry-After, until the window passes', async () => {
    const sandbox = createTestSandbox();
    const { phone, password } = await sandbox.newAccount();
    for (let i = 0; i < 5; i += 1) expect((await login(sandbox, phone, `wrong-${i}`)).status).toBe(403);
    const locked = await login(sandbox, phone, password, '198.51.100.1');
    expect(locked.status).toBe(429);
    expect(locked.headers.get('Retry-After')).toBe('900');
    expect(await locked.json()).toEqual({
      status: 429,
      message: 'Too many failed attempts. Please wait 900 seconds before trying again',
    });
    sandbox.clock.advance(14 * 60_000);
    const vi = await sandbox.app.request('http://sandbox.test/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Lang: 'vi' },
      body: JSON.stringify({ userName: phone, password, type: 'username' }),
    });
    expect(vi.headers.get('Retry-After')).toBe('60');
    expect(((await vi.json()) as { message: string }).message).toBe(
      'Thử sai quá nhiều lần. Vui lòng đợi 60 giây rồi thử lại',
    );
    sandbox.clock.advance(60_000);
    expect((await login(sandbox, phone, password)).status).toBe(200);
  });

  it('locks a client that sprays wrong passwords over many accounts', async () => {
    const sandbox = createTestSandbox();
    const { phone, password } = await sandbox.newAccount();
    for (let i = 0; i < 30; i += 1)
      expect((await login(sandbox, `09000000${String(i).padStart(2, '0')}`, 'guess', '192.0.2.9')).status).toBe(403);
    expect((await login(sandbox, phone, password, '192.0.2.9')).status).toBe(429);
    expect((await login(sandbox, phone, password, '192.0.2.10')).status).toBe(200);
  });

  it('locks recovery after 5 wrong codes for a number', async () => {
    const sandbox = createTestSandbox();
    const { phone } = await sandbox.newAccount();
    const recover = (code: string) =>
      sandbox.call('POST', '/password/recover', {
        body: { phone, code, new_password: 'Recovered#789', confirm_password: 'Recovered#789' },
      });
    for (let i = 0; i < 5; i += 1) expect((await recover(String(100000 + i))).status).toBe(403);
    expect((await recover('482913')).status).toBe(429);
    sandbox.clock.advance(15 * 60_000);
    expect((await recover('482913')).status).toBe(200);
  });
});

import { describe, expect, it } from 'vitest';
import { createTestSandbox, EXAMPLE_ACCOUNT } from '../testing.ts';

describe('accounts', () => {
  it('signs the example account in and refuses a wrong password in the request language', async () => {
    const sandbox = createTestSandbox();
    const ok = await sandbox.call('POST', '/login', { body: { userName: EXAMPLE_ACCOUNT.phone, password: EXAMPLE_ACCOUNT.password, type: 'username' } });
    expect(ok.status).toBe(200);
    expect(ok.body.data.user.username).toBe(EXAMPLE_ACCOUNT.phone);
    const wrong = await sandbox.call('POST', '/login', { lang: 'vi', body: { userName: EXAMPLE_ACCOUNT.phone, password: 'nope', type: 'username' } });
    expect(wrong).toEqual({ status: 403, body: { status: 403, message: 'Tài khoản hoặc mật khẩu không đúng' } });
  });

  it('registers an empty account: no balance, no pay password, unverified; each token is its own user', async () => {
    const sandbox = createTestSandbox();
    const { token, phone } = await sandbox.newAccount();
    const detail = await sandbox.call('GET', '/userdetail', { token });
    expect(detail.body.result).toMatchObject({ username: phone, balance: '0.00', frozen: '0.00', moneypssd_status: 0, realauth_status: 0, certification_status: 0 });
    const example = await sandbox.call('GET', '/userdetail', { token: sandbox.exampleToken });
    expect(example.body.result.username).toBe(EXAMPLE_ACCOUNT.phone);
  });

  it('refuses a second registration of a phone, a short phone and differing passwords', async () => {
    const sandbox = createTestSandbox();
    const taken = await sandbox.call('POST', '/register', { body: { username: EXAMPLE_ACCOUNT.phone, password: 'Secret#1', confirmPassword: 'Secret#1' } });
    expect(taken.status).toBe(403);
    const differ = await sandbox.call('POST', '/register', { body: { username: '0912345678', password: 'Secret#1', confirmPassword: 'Secret#2' } });
    expect(differ.status).toBe(400);
    expect(differ.body.result.confirmPassword).toEqual(['The passwords do not match.']);
  });

  it('links an invited account to its inviter', async () => {
    const sandbox = createTestSandbox();
    await sandbox.newAccount({ inviteCode: 'A7K2Q9' });
    expect(sandbox.store.state.community.invites.some((invite) => invite.inviterId === 10028)).toBe(true);
    const unknown = await sandbox.call('POST', '/register', { body: { username: '0912345670', password: 'Secret#1', confirmPassword: 'Secret#1', invite_code: 'ZZZZZZ' } });
    expect(unknown.status).toBe(400);
  });

  it('answers 401 without a valid token, and the contract example on Prefer', async () => {
    const sandbox = createTestSandbox();
    expect((await sandbox.call('GET', '/userdetail')).status).toBe(401);
    expect((await sandbox.call('GET', '/userdetail', { token: 'forged' })).status).toBe(401);
    const preferred = await sandbox.call('GET', '/userdetail', { headers: { Prefer: 'example=newUser' } });
    expect(preferred.body.result.username).toBe('0907654321');
  });

  it('refuses malformed JSON and wrong types with a 400 naming the field', async () => {
    const sandbox = createTestSandbox();
    const malformed = await sandbox.call('POST', '/login', { rawBody: '{"userName":' });
    expect(malformed.status).toBe(400);
    const wrongType = await sandbox.call('POST', '/login', { body: { userName: 5, password: 'x', type: 'username' } });
    expect(wrongType.status).toBe(400);
    expect(Object.keys(wrongType.body.result)).toEqual(['userName']);
  });
});

import { describe, expect, it } from 'vitest';
import { createTestSandbox, EXAMPLE_ACCOUNT } from '../testing.ts';

describe('accounts', () => {
  it('signs the example account in and refuses a wrong password in the request language', async () => {
    const sandbox = createTestSandbox();
    const ok = await sandbox.call('POST', '/login', {
      body: { userName: EXAMPLE_ACCOUNT.phone, password: EXAMPLE_ACCOUNT.password, type: 'username' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.user.username).toBe(EXAMPLE_ACCOUNT.phone);
    const wrong = await sandbox.call('POST', '/login', {
      lang: 'vi',
      body: { userName: EXAMPLE_ACCOUNT.phone, password: 'nope', type: 'username' },
    });
    expect(wrong).toEqual({ status: 403, body: { status: 403, message: 'Tài khoản hoặc mật khẩu không đúng' } });
  });

  it('registers an empty account: no balance, no pay password, unverified; each token is its own user', async () => {
    const sandbox = createTestSandbox();
    const { token, phone } = await sandbox.newAccount();
    const detail = await sandbox.call('GET', '/userdetail', { token });
    expect(detail.body.result).toMatchObject({
      username: phone,
      balance: '0.00',
      frozen: '0.00',
      moneypssd_status: 0,
      realauth_status: 0,
      certification_status: 0,
    });
    const example = await sandbox.call('GET', '/userdetail', { token: sandbox.exampleToken });
    expect(example.body.result.username).toBe(EXAMPLE_ACCOUNT.phone);
  });

  it('refuses a second registration of a phone, a short phone and differing passwords', async () => {
    const sandbox = createTestSandbox();
    const taken = await sandbox.call('POST', '/register', {
      body: { username: EXAMPLE_ACCOUNT.phone, password: 'Secret#1', confirmPassword: 'Secret#1' },
    });
    expect(taken.status).toBe(403);
    const differ = await sandbox.call('POST', '/register', {
      body: { username: '0912345678', password: 'Secret#1', confirmPassword: 'Secret#2' },
    });
    expect(differ.status).toBe(400);
    expect(differ.body.result.confirmPassword).toEqual(['The passwords do not match.']);
  });

  it('links an invited account to its inviter', async () => {
    const sandbox = createTestSandbox();
    await sandbox.newAccount({ inviteCode: 'A7K2Q9' });
    expect(sandbox.store.state.community.invites.some((invite) => invite.inviterId === 10028)).toBe(true);
    const unknown = await sandbox.call('POST', '/register', {
      body: { username: '0912345670', password: 'Secret#1', confirmPassword: 'Secret#1', invite_code: 'ZZZZZZ' },
    });
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

describe('profile', () => {
  const PNG = Uint8Array.from(
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    ),
  );

  it('stores an uploaded image where its path serves it, refuses anything else, and keeps the avatar', async () => {
    const { existsSync, readFileSync } = await import('node:fs');
    const { fileURLToPath } = await import('node:url');
    const sandbox = createTestSandbox();
    const { token } = await sandbox.newAccount();
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'me.png');
    const upload = await sandbox.call('POST', '/uploadfile', { token, form });
    expect(upload.status).toBe(200);
    const path = upload.body.data.image as string;
    const file = fileURLToPath(new URL(`../../assets${path}`, import.meta.url));
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file).equals(Buffer.from(PNG))).toBe(true);
    const text = new FormData();
    text.append('file', new Blob(['<script>alert(1)</script>'], { type: 'image/png' }), 'evil.png');
    expect((await sandbox.call('POST', '/uploadfile', { token, form: text })).status).toBe(400);
    await sandbox.call('POST', '/updateavatar', { token, body: { avatar: path } });
    await sandbox.call('POST', '/updatenickname', { token, body: { nickname: '  Nguyễn  Văn An ' } });
    expect((await sandbox.call('GET', '/userdetail', { token })).body.result).toMatchObject({
      avatar: path,
      nickname: 'Nguyễn Văn An',
    });
    expect((await sandbox.call('POST', '/updatenickname', { token, body: { nickname: 'A   ' } })).status).toBe(400);
  });

  it('changes the login password (the old one stops working) and recovers it with the sandbox code', async () => {
    const sandbox = createTestSandbox();
    const { token, phone, password } = await sandbox.newAccount();
    expect(
      (await sandbox.call('PUT', '/password', { token, body: { old_password: 'nope', new_password: 'Better#1' } }))
        .status,
    ).toBe(403);
    expect(
      (await sandbox.call('PUT', '/password', { token, body: { old_password: password, new_password: 'Better#1' } }))
        .status,
    ).toBe(200);
    expect(
      (await sandbox.call('POST', '/login', { body: { userName: phone, password, type: 'username' } })).status,
    ).toBe(403);
    expect((await sandbox.call('POST', '/password/recover/code', { body: { phone } })).status).toBe(200);
    const wrong = await sandbox.call('POST', '/password/recover', {
      body: { phone, code: '000000', new_password: 'Again#123', confirm_password: 'Again#123' },
    });
    expect(wrong.status).toBe(403);
    expect(
      (
        await sandbox.call('POST', '/password/recover', {
          body: { phone, code: '482913', new_password: 'Again#123', confirm_password: 'Again#123' },
        })
      ).status,
    ).toBe(200);
    expect(
      (await sandbox.call('POST', '/login', { body: { userName: phone, password: 'Again#123', type: 'username' } }))
        .status,
    ).toBe(200);
  });

  it('answers a recovery request the same for a registered and an unregistered number, the rate limit included', async () => {
    const sandbox = createTestSandbox();
    const { phone } = await sandbox.newAccount();
    const stranger = '0912345098';
    const ask = async (number: string): Promise<[number, unknown]> => {
      const answer = await sandbox.call('POST', '/password/recover/code', { body: { phone: number } });
      return [answer.status, answer.body];
    };
    // first request, then a second one within the minute: both numbers answer alike each time
    expect(await ask(stranger)).toEqual(await ask(phone));
    const [registered, unregistered] = [await ask(phone), await ask(stranger)];
    expect(registered[0]).toBe(429);
    expect(unregistered).toEqual(registered);
  });

  it('sets a withdrawal password the first time, then needs the old one to change it', async () => {
    const sandbox = createTestSandbox();
    const { token } = await sandbox.newAccount();
    expect(
      (await sandbox.call('PUT', '/withdrawpassword', { token, body: { new_withdraw_password: '123456' } })).status,
    ).toBe(200);
    expect((await sandbox.call('GET', '/userdetail', { token })).body.result.moneypssd_status).toBe(1);
    expect(
      (await sandbox.call('PUT', '/withdrawpassword', { token, body: { new_withdraw_password: '654321' } })).status,
    ).toBe(400);
    expect(
      (
        await sandbox.call('PUT', '/withdrawpassword', {
          token,
          body: { new_withdraw_password: '654321', old_withdraw_password: '000000' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await sandbox.call('PUT', '/withdrawpassword', {
          token,
          body: { new_withdraw_password: '654321', old_withdraw_password: '123456' },
        })
      ).status,
    ).toBe(200);
  });

  it('reviews identity: basic first, pending until decided, the documented ID number rejected with a reason, then resubmitted', async () => {
    const sandbox = createTestSandbox();
    const { token, phone } = await sandbox.newAccount();
    const documents = {
      type: '1',
      fullname: 'Tran Van Binh',
      front_img: '/uploads/files/a.png',
      back_img: '/uploads/files/b.png',
    };
    expect(
      (await sandbox.call('POST', '/authverify/2', { token, body: { ...documents, cardid: '079203004512' } })).body
        .message,
    ).toBe('Please complete basic verification first');
    expect((await sandbox.call('POST', '/authverify/1', { token, body: { phone } })).status).toBe(200);
    expect((await sandbox.call('GET', '/userdetail', { token })).body.result.realauth_status).toBe(3);
    expect((await sandbox.call('POST', '/authverify/1', { token, body: { phone } })).body.message).toBe(
      'Your verification is under review',
    );
    sandbox.clock.advance(sandbox.ctx.config.kycReviewMs);
    sandbox.tick();
    expect((await sandbox.call('GET', '/userdetail', { token })).body.result.realauth_status).toBe(1);
    await sandbox.call('POST', '/authverify/2', { token, body: { ...documents, cardid: '000000000000' } });
    sandbox.clock.advance(sandbox.ctx.config.kycReviewMs);
    sandbox.tick();
    expect((await sandbox.call('GET', '/userdetail', { token })).body.result.certification_status).toBe(2);
    const messages = await sandbox.call('GET', '/wallet/messagelist', { token, query: { page: 1, limit: 10 } });
    expect(messages.body.result.data.list[0].title).toBe('Your verification was rejected');
    expect((await sandbox.call('GET', '/message/unread', { token })).body.result.system_messages).toBe(2);
    await sandbox.call('GET', '/wallet/messagecontent', { token, query: { id: messages.body.result.data.list[0].id } });
    expect((await sandbox.call('GET', '/message/unread', { token })).body.result.system_messages).toBe(1);
    expect(
      (await sandbox.call('POST', '/authverify/2', { token, body: { ...documents, cardid: '079203004512' } })).status,
    ).toBe(200);
  });

  it('builds a three-level team from invite codes and pays team rewards on approved deposits', async () => {
    const sandbox = createTestSandbox();
    const top = await sandbox.newAccount();
    const topCode = (await sandbox.call('GET', '/userdetail', { token: top.token })).body.result.invite_code;
    const one = await sandbox.newAccount({ inviteCode: topCode });
    const oneCode = (await sandbox.call('GET', '/userdetail', { token: one.token })).body.result.invite_code;
    const two = await sandbox.newAccount({ inviteCode: oneCode });
    await sandbox.call('POST', '/deposit', {
      token: two.token,
      body: { id: 11, amount: '1000', currency: 'USDT', cryptoprotocol: 'TRC20' },
    });
    sandbox.clock.advance(sandbox.ctx.config.depositReviewMs);
    sandbox.tick();
    const team = await sandbox.call('GET', '/team', { token: top.token });
    expect(team.body.result).toMatchObject({ team_size: 2, team_deposit: '1000.00', total_reward: '50.00' });
    expect(team.body.result.levels.map((level: { members: number }) => level.members)).toEqual([1, 1, 0]);
    expect((await sandbox.call('GET', '/userdetail', { token: one.token })).body.result.balance).toBe('100.00');
    const members = await sandbox.call('GET', '/team/members', {
      token: top.token,
      query: { level: 2, page: 1, limit: 10 },
    });
    expect(members.body.result.list[0]).toMatchObject({ level: 2, deposit: '1000.00', reward: '50.00' });
    expect(
      (await sandbox.call('GET', '/inviterecords', { token: top.token, query: { page: 1, limit: 10 } })).body.result
        .total,
    ).toBe(2);
  });
});

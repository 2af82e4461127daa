/**
 * The mock world is drawn from faker: the same `--seed` gives the same world byte for byte, another
 * seed a different world (other names, e-mails, card, addresses, team, messages, signals) that still
 * keeps the contract and everything the README and docs/sandbox.md promise of the example account.
 */
import { describe, expect, it } from 'vitest';
import { TEAM_MEMBERS, TEAM_PASSWORD } from './domains/accounts/seed.ts';
import { EXAMPLE_PAY_PASSWORD } from './domains/funds-messages.ts';
import { createTestSandbox, EXAMPLE_ACCOUNT, EXAMPLE_TOKEN, type TestSandbox } from './testing.ts';

const START = Date.UTC(2026, 10, 23, 3, 0);
const OTHER_SEED = 20_261_127;

/** Every GET of the contract without a path parameter, as the example account sees it (checked against the contract by `call`). */
async function seededAnswers(sandbox: TestSandbox): Promise<Record<string, unknown>> {
  const answers: Record<string, unknown> = {};
  for (const operation of sandbox.ctx.contract.operations.values()) {
    if (operation.method !== 'get' || operation.path.includes('{') || operation.ownServers.length > 0) continue;
    for (const level of [1, 2, 3]) {
      const answer = await sandbox.call('GET', operation.path, {
        token: EXAMPLE_TOKEN,
        query: { page: 1, limit: 50, perPage: 50, type: 1, id: 1, from: 'USDT', to: 'BTC', level },
      });
      // a 400 is a query this generic call gets wrong, not a seeded answer; a 200 must keep the contract
      if (answer.status === 200)
        answers[level === 1 ? operation.operationId : `${operation.operationId}:${level}`] = answer.body;
      if (operation.operationId !== 'getTeamMembers') break;
    }
  }
  return answers;
}

/** What the seed draws, as the example account's client reads it. */
async function drawnRecords(sandbox: TestSandbox) {
  const get = async (path: string, query?: Record<string, number>) =>
    (await sandbox.call('GET', path, { token: EXAMPLE_TOKEN, ...(query === undefined ? {} : { query }) })).body;
  const user = (await get('/userdetail')).result;
  const [bank] = (await get('/getbank')).result;
  const addresses = (await get('/getwallet')).result;
  const members = await Promise.all(
    [1, 2, 3].map(async (level) => (await get('/team/members', { level, page: 1, limit: 50 })).result.list),
  );
  const messages = (await get('/wallet/messagelist', { page: 1, limit: 50 })).result.data.list;
  const signals = (await get('/signalchannel', { page: 1, limit: 50 })).result.list;
  return { user, bank, addresses, members, messages, signals };
}

describe('the seeded world', () => {
  it('is the same, byte for byte, for the same seed: state, prices and every seeded answer', async () => {
    const first = createTestSandbox({ seed: 7, start: START });
    const second = createTestSandbox({ seed: 7, start: START });
    expect(JSON.stringify(second.store.state)).toBe(JSON.stringify(first.store.state));
    expect(second.market.symbols.map((symbol) => second.market.price(symbol.jiaoyidui)?.toFixed())).toEqual(
      first.market.symbols.map((symbol) => first.market.price(symbol.jiaoyidui)?.toFixed()),
    );
    expect(JSON.stringify(await seededAnswers(second))).toBe(JSON.stringify(await seededAnswers(first)));
  });

  it('is different for another seed, and every seeded answer keeps the contract', async () => {
    const usual = createTestSandbox({ seed: 42, start: START });
    const other = createTestSandbox({ seed: OTHER_SEED, start: START });
    expect(JSON.stringify(other.store.state)).not.toBe(JSON.stringify(usual.store.state));
    const answers = await seededAnswers(other);
    expect(Object.keys(answers).length).toBeGreaterThan(30);
    // the drawn records are among the answers checked against the contract
    for (const operationId of [
      'getUserDetail',
      'getBank',
      'getWallet',
      'getTeamMembers',
      'getTeamMembers:2',
      'getTeamMembers:3',
      'getMessageList',
      'getSignalChannel',
    ])
      expect(Object.keys(answers)).toContain(operationId);
    expect(JSON.stringify(answers)).not.toBe(JSON.stringify(await seededAnswers(usual)));

    // each kind of drawn record differs: names, e-mail, card, addresses, team, messages, signals
    const [a, b] = [await drawnRecords(usual), await drawnRecords(other)];
    expect(b.user.mail).not.toBe(a.user.mail);
    expect([b.bank.cardno, b.bank.bankzhiname]).not.toEqual([a.bank.cardno, a.bank.bankzhiname]);
    expect(b.addresses.map((row: { wallet_address: string }) => row.wallet_address)).not.toEqual(
      a.addresses.map((row: { wallet_address: string }) => row.wallet_address),
    );
    const nicknames = (records: typeof a) =>
      records.members.flat().map((member: { nickname: string }) => member.nickname);
    expect(nicknames(b)).not.toEqual(nicknames(a));
    expect(b.members.flat().map((member: { deposit: string }) => member.deposit)).not.toEqual(
      a.members.flat().map((member: { deposit: string }) => member.deposit),
    );
    expect(b.messages.map((message: { htmls: string }) => message.htmls)).not.toEqual(
      a.messages.map((message: { htmls: string }) => message.htmls),
    );
    expect(b.signals).not.toEqual(a.signals);
  });

  it('keeps, whatever the seed, the example account the README and docs/sandbox.md describe', async () => {
    for (const seed of [42, OTHER_SEED]) {
      const sandbox = createTestSandbox({ seed, start: START });
      // the seeded balances (the first answer has already charged the open positions' overnight fees)
      const { USDT, BTC, ETH } = sandbox.store.state.users['10028']!.balances;
      expect([Number(USDT!.available) + Number(USDT!.frozen), BTC!.available, ETH!.available]).toEqual([
        12850.75,
        '0.0125',
        '0.85',
      ]);
      const login = await sandbox.call('POST', '/login', {
        body: { userName: EXAMPLE_ACCOUNT.phone, password: EXAMPLE_ACCOUNT.password, type: 'username' },
      });
      expect(login.status).toBe(200);
      const { user, bank, addresses, members, messages, signals } = await drawnRecords(sandbox);
      expect(user).toMatchObject({
        id: 10028,
        username: '0901234567',
        nickname: 'Minh Anh',
        vip_level: 2,
        invite_code: 'A7K2Q9',
        salary: '2700.00',
        realauth_status: 1,
        certification_status: 2,
        moneypssd_status: 1,
      });
      expect(user.mail).toMatch(/^minhanh[^@]*@example\.(com|net|org)$/);
      // a Vietcombank card in the holder's name: the family name drawn, then MINH ANH
      expect(bank).toMatchObject({ bankname: 'Vietcombank', realname: expect.stringMatching(/^[A-Z]+ MINH ANH$/) });
      // two USDT addresses in the forms the withdrawal screen accepts (TRON base58, EVM hex)
      expect(
        addresses.map((row: { cryptoprotocol: string; wallet_address: string }) => [
          row.cryptoprotocol,
          row.wallet_address,
        ]),
      ).toEqual([
        ['TRC20', expect.stringMatching(/^T[1-9A-HJ-NP-Za-km-z]{33}$/)],
        ['ERC20', expect.stringMatching(/^0x[0-9a-fA-F]{40}$/)],
      ]);
      // the documented team: phones on their levels; one password; pairwise different names
      expect(members.map((level) => level.map((member: { username: string }) => member.username).sort())).toEqual([
        ['090****001', '090****002', '090****003'],
        ['090****004', '090****005'],
        ['090****006'],
      ]);
      expect(new Set(members.flat().map((member: { nickname: string }) => member.nickname)).size).toBe(
        TEAM_MEMBERS.length,
      );
      const member = await sandbox.call('POST', '/login', {
        body: { userName: TEAM_MEMBERS[5].phone, password: TEAM_PASSWORD, type: 'username' },
      });
      expect(member.status).toBe(200);
      expect(messages.length).toBeGreaterThanOrEqual(4);
      expect(signals.length).toBeGreaterThan(0);
      // the withdrawal password of the README takes a withdrawal to the seeded address
      const withdrawal = await sandbox.call('POST', '/withdrawbywallet', {
        token: EXAMPLE_TOKEN,
        body: {
          address: addresses[0].wallet_address,
          amount: '100',
          pay_password: EXAMPLE_PAY_PASSWORD,
          currency: 'USDT',
          cryptoprotocol: 'TRC20',
        },
      });
      expect(withdrawal.body.message).not.toBe('The withdrawal password is incorrect');
    }
  });
});

/**
 * The seed: the state the sandbox starts from and goes back to on reset. It holds the example
 * account of the README (0901234567 / Trade@2026, Minh Anh, VIP 2) with balances, history, open
 * positions, messages, a team and a bank card; each domain adds its part (`Domain.seed`). What the
 * README and docs/sandbox.md promise of it is fixed; the rest (names, e-mails, the card's number,
 * addresses, the team, messages) is drawn from a seeded `Faker`. The same seed number and start time
 * give the same state, byte for byte (password salts included).
 */
import type { Faker } from '@faker-js/faker';
import { createRandom, mixSeed } from '../tick-generator/model.ts';
import type { ContractIndex } from './contract.ts';
import type { MarketAccess } from './context.ts';
import { Big } from './money.ts';
import { hashPassword } from './passwords.ts';
import { createSeedFaker, drawPerson, type DrawnPerson } from './seed-faker.ts';
import { LEDGER, type SandboxState, type UserRecord } from './state.ts';
import { emptyCommunity } from './state/community.ts';
import { emptyFunds } from './state/funds.ts';
import { emptyProducts } from './state/products.ts';
import { emptyTrading } from './state/trading.ts';

export const EXAMPLE_ACCOUNT = { phone: '0901234567', password: 'Trade@2026' } as const;
/** The example account's name (README): its bank card, e-mail and documents are drawn around it. */
export const EXAMPLE_NICKNAME = 'Minh Anh';
/** The example account's id (the contract's examples use it). */
export const EXAMPLE_USER_ID = 10028;
/**
 * The token of the contract's `LoginSuccess` example: the seed gives the example account a session
 * with it, so requests built from the contract's examples (contract:verify) are signed in.
 */
export const EXAMPLE_TOKEN =
  'eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzI1NiJ9.eyJzdWIiOjEwMDI4fQ.mK2c8xv3QbL0o4y2Yt7WfJ5s1nR9eA6dPz8uHq3kVgE';

/** What a domain's seed step gets. */
export interface SeedDraft {
  readonly state: SandboxState;
  /** Business time the seed is made at (UTC ms); history lies before it. */
  readonly now: number;
  readonly market: MarketAccess;
  /** The contract (its examples hold the catalogues). */
  readonly contract: ContractIndex;
  readonly example: UserRecord;
  /** Deterministic randomness of this seed (faker's randomizer). */
  readonly random: () => number;
  /** The seed's records (names, e-mails, card numbers, addresses, words): a `Faker` of the `vi` locale seeded from this seed. */
  readonly faker: Faker;
  /** The example account's holder: given name Minh Anh (README), the family name, e-mail drawn. */
  readonly owner: DrawnPerson;
  /** A password salt drawn from this seed, so that the same seed gives the same state byte for byte. */
  salt(): string;
  /** Next id of a kind of record. */
  nextId(kind: string, start?: number): number;
}

export type SeedStep = (draft: SeedDraft) => void;

/** A new account as registration makes it: empty, unverified, no pay password, no bank card. */
export function newUser(fields: {
  id: number;
  username: string;
  password: string;
  inviteCode: string;
  invitedBy: number | null;
  now: number;
  salt?: string;
}): UserRecord {
  return {
    id: fields.id,
    username: fields.username,
    passwordHash: hashPassword(fields.password, fields.salt),
    payPasswordHash: null,
    nickname: '',
    avatar: '',
    mail: '',
    credit_score: 100,
    points: 0,
    vip_level: 0,
    invite_code: fields.inviteCode,
    invitedBy: fields.invitedBy,
    balances: { USDT: { available: '0', frozen: '0' } },
    basicKyc: { status: 0 },
    advancedKyc: { status: 0 },
    bankCard: null,
    wallets: [],
    watchlist: [],
    read: [],
    frozenAccount: false,
    clockOffsetMs: 0,
    createdAt: fields.now,
    lastLoginAt: null,
  };
}

/**
 * The seeded history covers only part of a seeded account's life: an opening-balance row (an admin
 * adjustment dated at the account's creation) makes every account's ledger add up to its available
 * balance in each currency, as the ledger of a real account does.
 */
function openingBalances(state: SandboxState): void {
  for (const user of Object.values(state.users)) {
    for (const [currency, balance] of Object.entries(user.balances)) {
      const booked = state.ledger
        .filter((row) => row.userId === user.id && row.currency === currency)
        .reduce((sum, row) => sum.plus(row.amount), new Big(0));
      const missing = new Big(balance.available).minus(booked);
      if (missing.eq(0)) continue;
      state.ledger.push({
        id: (state.ids.ledger = (state.ids.ledger ?? 1001) + 1) - 1,
        userId: user.id,
        amount: missing.toFixed(),
        currency,
        type: LEDGER.adminAdjustment,
        time: user.createdAt,
        ref: 'opening-balance',
      });
    }
  }
}

export interface SeedOptions {
  seed: number;
  now: number;
  market: MarketAccess;
  contract: ContractIndex;
  steps: readonly SeedStep[];
}

export function buildSeed(options: SeedOptions): SandboxState {
  const { seed, now, market, contract, steps } = options;
  const state: SandboxState = {
    version: 1,
    seed,
    createdAt: now,
    ids: {},
    users: {},
    sessions: {},
    ledger: [],
    trading: emptyTrading(),
    funds: emptyFunds(),
    products: emptyProducts(),
    community: emptyCommunity(),
  };
  const nextId = (kind: string, start = 1): number => {
    const id = Math.max(state.ids[kind] ?? start, start);
    state.ids[kind] = id + 1;
    return id;
  };
  const random = createRandom(seed ^ 0x5eed);
  const salt = (): string =>
    Array.from({ length: 16 }, () =>
      Math.floor(random() * 256)
        .toString(16)
        .padStart(2, '0'),
    ).join('');
  const example = newUser({
    salt: salt(),
    id: EXAMPLE_USER_ID,
    username: EXAMPLE_ACCOUNT.phone,
    password: EXAMPLE_ACCOUNT.password,
    inviteCode: 'A7K2Q9',
    invitedBy: null,
    now: now - 120 * 86_400_000,
  });
  state.users[String(example.id)] = example;
  state.ids.user = EXAMPLE_USER_ID + 1;
  state.sessions[EXAMPLE_TOKEN] = { userId: example.id, createdAt: now };
  // a stream of its own: drawing one more name does not move the salts, prices or listing factors
  const faker = createSeedFaker(mixSeed(seed, 0xfa4e));
  const owner = drawPerson(faker, EXAMPLE_NICKNAME);
  const draft: SeedDraft = { state, now, market, contract, example, random, faker, owner, salt, nextId };
  for (const step of steps) step(draft);
  openingBalances(state);
  return state;
}

/**
 * The sandbox's one typed store: everything it remembers, as plain JSON-able data (amounts are
 * decimal strings), so it can be written to a file, kept in memory for tests, or later held in the
 * browser. Each domain keeps its records in its own slice; rules read and write them only through
 * the store's `write` (see store.ts), which marks the state dirty for persistence.
 */

/** Ledger entry types (MoneyChangeType of openapi.yaml). */
export const LEDGER = {
  recharge: 1,
  withdrawal: 2,
  withdrawalRejected: 3,
  optionOrder: 4,
  optionSettlement: 5,
  contractOrder: 6,
  contractSettlement: 7,
  stakingMining: 8,
  miningProfit: 9,
  loan: 10,
  repayment: 11,
  systemAuto: 12,
  other: 13,
  currencyExchange: 14,
  perpetualContract: 17,
  rechargeEvent: 16,
  adminAdjustment: 18,
  icoSubscription: 19,
} as const;
export type LedgerType = (typeof LEDGER)[keyof typeof LEDGER];

/** One currency of a user: what can be spent and what is held (margin, pending withdrawals …). */
export interface BalanceRecord {
  available: string;
  frozen: string;
}

export interface BankCardRecord {
  cryptoprotocol: string;
  realname: string;
  bankname: string;
  bankzhiname: string;
  cardno: string;
  code: string;
  ifsc_code?: string;
  bank_address?: string;
  branch_otp?: string;
}

export interface WalletRecord {
  id: number;
  currency: string;
  cryptoprotocol: string;
  wallet_address: string;
}

export interface KycRecord {
  /** 0 unverified, 1 verified, 2 rejected, 3 under review (KycStatus). */
  status: 0 | 1 | 2 | 3;
  submittedAt?: number;
  /** When a pending review is decided (business time). */
  decideAt?: number;
  /** The provider's reason for a rejection. */
  reason?: string;
  /** What was submitted (advanced: document type, name, number, images; basic: phone). */
  data?: Record<string, string>;
}

export interface UserRecord {
  id: number;
  username: string;
  /** scrypt hash `salt:hash` (hex); never the password itself. */
  passwordHash: string;
  payPasswordHash: string | null;
  nickname: string;
  avatar: string;
  mail: string;
  credit_score: number;
  points: number;
  vip_level: number;
  invite_code: string;
  /** The inviter's user id (level 1 above this user), or null. */
  invitedBy: number | null;
  balances: Record<string, BalanceRecord>;
  basicKyc: KycRecord;
  advancedKyc: KycRecord;
  bankCard: BankCardRecord | null;
  wallets: WalletRecord[];
  /** Watchlist: trade symbol ids, in the order they were starred. */
  watchlist: number[];
  /** Message and announcement ids this user has opened (`message:<id>`, `announcement:<id>`). */
  read: string[];
  /** A frozen account cannot sign in (the contract's `accountFrozen`). */
  frozenAccount: boolean;
  /** Per-user test clock (Stripe-style): added to "now" for this user's timed items. */
  clockOffsetMs: number;
  /**
   * Whether this user's withdrawals keep the withdrawal hours, set by a control endpoint; absent, the
   * sandbox's own setting (`--no-withdraw-hours`) applies.
   */
  withdrawHours?: boolean;
  createdAt: number;
  lastLoginAt: number | null;
}

export interface LedgerRecord {
  id: number;
  userId: number;
  /** Signed decimal string: greater than 0 is a credit. */
  amount: string;
  currency: string;
  type: LedgerType;
  time: number;
  /** What it belongs to (`option:260412`, `deposit:12` …), for tests and support. */
  ref?: string;
}

export interface SessionRecord {
  userId: number;
  createdAt: number;
  /** The last recorded use (sessions.ts ends a session idle for too long); createdAt when absent. */
  lastSeenAt?: number;
}

/**
 * Domain slices. Each is owned by one module under domains/ and typed in state/<domain>.ts.
 */
import type { TradingSlice } from './state/trading.ts';
import type { FundsSlice } from './state/funds.ts';
import type { ProductsSlice } from './state/products.ts';
import type { CommunitySlice } from './state/community.ts';

/**
 * What the market keeps across a restart (a reload of the demo, a restart of the Node server): the
 * prices moved through the control endpoint (code → decimal string) and how far the sandbox clock
 * was moved. Absent until one of them moves; the rest of the market is rebuilt from the seed.
 */
export interface MarketSlice {
  prices: Record<string, string>;
  clockAdvanceMs: number;
}

export interface SandboxState {
  version: 1;
  /** The seed the state was made from. */
  seed: number;
  createdAt: number;
  /** Next id per kind of record. */
  ids: Record<string, number>;
  users: Record<string, UserRecord>;
  /** Bearer token → session. */
  sessions: Record<string, SessionRecord>;
  ledger: LedgerRecord[];
  trading: TradingSlice;
  funds: FundsSlice;
  products: ProductsSlice;
  community: CommunitySlice;
  market?: MarketSlice;
}

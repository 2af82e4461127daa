/**
 * What every domain of the sandbox works with: the store, the clock, the market and the settings.
 * Framework-free: nothing here knows about HTTP.
 */
import type { SandboxClock } from './clock.ts';
import type { ContractIndex } from './contract.ts';
import type { Big } from './money.ts';
import type { Store } from './store.ts';
import type { MockSymbol } from '../tick-generator/symbols.ts';

/** The market as the trading rules see it: the same prices the socket streams. */
export interface MarketAccess {
  readonly symbols: ReadonlyArray<MockSymbol>;
  /** The instrument of a lowercase or uppercase code, or undefined. */
  symbol(code: string): MockSymbol | undefined;
  symbolById(id: number): MockSymbol | undefined;
  /** The last price of a symbol (exact decimal at the symbol's precision; one shared value per price, never changed), or undefined. */
  price(code: string): Big | undefined;
}

/** Delays and limits of the sandbox's reviews and products (all configurable, see docs/sandbox.md). */
export interface SandboxConfig {
  /** Business ms until a deposit is approved. */
  depositReviewMs: number;
  /** Business ms until a withdrawal is paid. */
  withdrawalReviewMs: number;
  /** Business ms until a loan is approved and paid out. */
  loanReviewMs: number;
  /** Business ms until a KYC submission is decided. */
  kycReviewMs: number;
  /** When false, withdrawals are accepted at any hour (the hours rule still documented). */
  enforceWithdrawalHours: boolean;
}

export const DEFAULT_CONFIG: SandboxConfig = {
  depositReviewMs: 30_000,
  withdrawalReviewMs: 60_000,
  loanReviewMs: 30_000,
  kycReviewMs: 30_000,
  enforceWithdrawalHours: true,
};

export interface SandboxContext {
  readonly store: Store;
  readonly clock: SandboxClock;
  readonly market: MarketAccess;
  readonly config: SandboxConfig;
  readonly contract: ContractIndex;
  readonly seed: number;
}

/** Business time of one user (their test-clock offset included): use it to decide what is due. */
export function userNow(ctx: SandboxContext, user: { clockOffsetMs: number }): number {
  return ctx.clock.now() + user.clockOffsetMs;
}

/** Market time of one user (their test-clock offset included): option expiries. */
export function userMarketNow(ctx: SandboxContext, user: { clockOffsetMs: number }): number {
  return ctx.clock.marketNow() + user.clockOffsetMs;
}

/**
 * Balances and the ledger. Every change of a balance goes through here and writes one
 * account-change record (the `/moneychange` rows), so the records always add up to the balance.
 * Currencies are kept upper case (`USDT`, `BTC`, `ETH`); amounts are exact decimals.
 */
import { Big, ZERO } from './money.ts';
import type { Store } from './store.ts';
import type { BalanceRecord, LedgerType, UserRecord } from './state.ts';

export const BASE_CURRENCY = 'USDT';
/**
 * The salary balance, kept as an account of its own beside the currencies: team-leader salaries are
 * paid into it and salary withdrawals taken from it, each with its ledger rows (currency `SALARY`),
 * so it adds up like any other account. `/userdetail` sends it as `salary`, not among `balances`.
 */
export const SALARY_ACCOUNT = 'SALARY';

export function balanceOf(user: UserRecord, currency = BASE_CURRENCY): { available: Big; frozen: Big } {
  const record = user.balances[currency.toUpperCase()];
  return { available: new Big(record?.available ?? '0'), frozen: new Big(record?.frozen ?? '0') };
}

function recordOf(user: UserRecord, currency: string): BalanceRecord {
  const key = currency.toUpperCase();
  user.balances[key] ??= { available: '0', frozen: '0' };
  return user.balances[key];
}

export class InsufficientFunds extends Error {
  readonly shortBy: Big;
  constructor(shortBy: Big) {
    super(`insufficient funds, short by ${shortBy.toString()}`);
    this.shortBy = shortBy;
  }
}

export interface Movement {
  type: LedgerType;
  currency?: string;
  /** Business time of the record. */
  time: number;
  ref?: string;
}

/** Adds to (or, with a negative amount, takes from) the available balance of an account and records it. */
export function post(store: Store, user: UserRecord, amount: Big, movement: Movement): void {
  if (amount.eq(0)) return;
  const currency = (movement.currency ?? BASE_CURRENCY).toUpperCase();
  const record = recordOf(user, currency);
  const next = new Big(record.available).plus(amount);
  if (next.lt(0)) throw new InsufficientFunds(next.abs());
  store.write((state) => {
    record.available = next.toFixed();
    state.ledger.push({
      id: store.nextId('ledger', 1001),
      userId: user.id,
      amount: amount.toFixed(),
      currency,
      type: movement.type,
      time: movement.time,
      ...(movement.ref === undefined ? {} : { ref: movement.ref }),
    });
  });
}

/** Moves an amount from available to frozen (margin, a pending withdrawal); recorded as a debit. */
export function freeze(store: Store, user: UserRecord, amount: Big, movement: Movement): void {
  if (amount.lte(0)) return;
  post(store, user, amount.times(-1), movement);
  const record = recordOf(user, movement.currency ?? BASE_CURRENCY);
  store.write(() => {
    record.frozen = new Big(record.frozen).plus(amount).toFixed();
  });
}

/**
 * Releases frozen funds: `back` returns to available (recorded as a credit), the rest of `amount`
 * leaves the account (already recorded when it was frozen).
 */
export function release(store: Store, user: UserRecord, amount: Big, back: Big, movement: Movement): void {
  const record = recordOf(user, movement.currency ?? BASE_CURRENCY);
  const frozen = new Big(record.frozen);
  const take = amount.gt(frozen) ? frozen : amount;
  store.write(() => {
    record.frozen = frozen.minus(take).toFixed();
  });
  if (back.gt(ZERO) || back.lt(ZERO)) post(store, user, back, movement);
}

/** The user's ledger rows, newest first. */
export function ledgerOf(store: Store, userId: number): Array<Store['state']['ledger'][number]> {
  return store.state.ledger.filter((row) => row.userId === userId).sort((a, b) => b.time - a.time || b.id - a.id);
}

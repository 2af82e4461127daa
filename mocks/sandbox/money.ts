/**
 * Exact decimal money for the sandbox (big.js, never binary floats). Amounts travel as numeric
 * strings on the wire, as the provider sends them.
 */
import Big from 'big.js';

export type Decimal = Big;
export { Big };

/**
 * The largest amount a request may carry (the contract's `MoneyInput`, `CoinAmountInput`): far above
 * any product's limit, far below what a 40-character numeric string of an answer can hold.
 */
export const MAX_INPUT_AMOUNT = new Big('1000000000');

/** Decimal places of a USD/USDT amount (the contract's `MoneyInput`). */
export const USD_DECIMALS = 2;
/** Decimal places of a coin amount (BTC, ETH: the contract's `CoinAmountInput`). */
export const COIN_DECIMALS = 8;

/** Places after the point of an exact decimal (`1.50` has 1: big.js drops the trailing zero). */
export const placesOf = (value: Big): number => Math.max(0, value.c.length - 1 - value.e);

/**
 * Parses a wire amount (a JSON number or a numeric string) within the contract's bounds: undefined
 * when it is not a finite decimal, is above `MAX_INPUT_AMOUNT` or below its negative, or has more
 * than `decimals` places. A number is read from its shortest decimal text (0.29, never
 * 0.28999999999999998), as JSON wrote it.
 */
export function parseAmount(value: unknown, decimals = COIN_DECIMALS): Big | undefined {
  let amount: Big;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined;
    amount = new Big(value);
  } else if (typeof value === 'string') {
    const text = value.trim();
    if (!/^-?\d{1,15}(\.\d{1,18})?$/.test(text)) return undefined;
    amount = new Big(text);
  } else return undefined;
  if (amount.abs().gt(MAX_INPUT_AMOUNT) || placesOf(amount) > decimals) return undefined;
  return amount;
}

export const ZERO = new Big(0);

/** A loss smaller than a cent rounds to "0.00", never "-0.00" (big.js keeps the sign of a zero). */
const unsignedZero = (text: string): string => (/^-0(\.0+)?$/.test(text) ? text.slice(1) : text);

/** Fixed decimals, rounded half-up (the provider's display rounding). */
export function fixed(value: Big, decimals = 2): string {
  return unsignedZero(value.toFixed(decimals, Big.roundHalfUp));
}

/** Fixed decimals, rounded down (towards zero): payouts never exceed what was earned. */
export function fixedDown(value: Big, decimals = 2): string {
  return unsignedZero(value.toFixed(decimals, Big.roundDown));
}

export function minBig(a: Big, b: Big): Big {
  return a.lt(b) ? a : b;
}

export function maxBig(a: Big, b: Big): Big {
  return a.gt(b) ? a : b;
}

/** Decimals written in a numeric string ("1.50" has 2). */
export function decimalsOf(text: string): number {
  const dot = text.indexOf('.');
  return dot === -1 ? 0 : text.length - dot - 1;
}

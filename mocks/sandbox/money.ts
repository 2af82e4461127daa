/**
 * Exact decimal money for the sandbox (big.js, never binary floats). Amounts travel as numeric
 * strings on the wire, as the provider sends them.
 */
import Big from 'big.js';

export type Decimal = Big;
export { Big };

/** Parses a wire amount (number or numeric string); undefined when it is not a finite decimal. */
export function parseAmount(value: unknown): Big | undefined {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined;
    return new Big(value);
  }
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (!/^-?\d{1,15}(\.\d{1,18})?$/.test(text)) return undefined;
  return new Big(text);
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

import Big from 'big.js';

/**
 * Decimal money maths. The provider sends amounts, prices and rates as numbers or numeric strings;
 * every sum, product and conversion goes through Big so no binary-float error reaches a total.
 */
export type DecimalInput = number | string | null | undefined;

const NUMERIC = /^-?\d+(\.\d+)?(e[-+]?\d+)?$/i;

/** A Big for a value from the provider, or null when it is missing or not a number. */
export const toDecimal = (value: DecimalInput): Big | null => {
  if (value === null || value === undefined) return null;
  // NaN and Infinity write themselves as words, which are no number here
  const text = typeof value === 'number' ? String(value) : value.trim();
  return NUMERIC.test(text) ? new Big(text) : null;
};

/** amount × rate, as a decimal string rounded half-up to `decimals` places; null when either is unusable. */
export const convert = (amount: DecimalInput, rate: DecimalInput, decimals = 2): string | null => {
  const a = toDecimal(amount);
  const r = toDecimal(rate);
  if (!a || !r) return null;
  return a.times(r).round(decimals, Big.roundHalfUp).toFixed(decimals);
};

/** a − b, e.g. available = balance − frozen; null when either is unusable. */
export const subtract = (a: DecimalInput, b: DecimalInput, decimals = 2): string | null => {
  const x = toDecimal(a);
  const y = toDecimal(b ?? 0);
  if (!x || !y) return null;
  return x.minus(y).round(decimals, Big.roundHalfUp).toFixed(decimals);
};

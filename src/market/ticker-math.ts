import Big from 'big.js';

/* The market store's arithmetic on the feed's figures: decimal strings, the change against the open, precision. */

/**
 * Text that big.js would write back unchanged: no sign, no leading or trailing zeros, no exponent,
 * and within the range it writes without one (1e-7 and 1e21 and beyond it writes as exponents).
 */
const PLAIN_DECIMAL = /^(?:[1-9]\d{0,20}|0(?!\.000000))(?:\.\d*[1-9])?$/;

/** A decimal string of a number or numeric text from the feed; null for anything else. */
export const decimal = (value: number | string | undefined): string | null => {
  if (value === undefined) return null;
  // Most prices are already written as big.js would write them: no need to build a Big.
  const text = typeof value === 'number' ? String(value) : value;
  if (PLAIN_DECIMAL.test(text)) return text;
  try {
    return new Big(value).toString();
  } catch {
    return null;
  }
};

/**
 * Decimals for the change quotient: three, truncated. Rounding that half-up to two decimals gives
 * exactly what rounding the true quotient would (a truncated digit can never carry past the
 * half-way point, which has three decimals itself), at a fraction of the cost of big.js's default
 * twenty decimals; the store divides once per price frame, a thousand times a second under load.
 */
const Quotient = Big();
Quotient.DP = 3;
Quotient.RM = Big.roundDown;

export const changePercent = (price: string | null, open: string | null): string | null => {
  if (price === null || open === null) return null;
  const base = new Quotient(open);
  if (base.eq(0)) return null;
  return new Quotient(price).minus(base).times(100).div(base).round(2, Big.roundHalfUp).toFixed(2);
};

/** The decimals a price shows: as many as it has, at least two, at most eight. */
export const priceDecimalsOf = (value: string | null): number => {
  // the digits after the point ("1.5e-7", as big.js writes tiny numbers, has none that count)
  const fraction = /\.(\d+)$/.exec(String(value))?.[1] ?? '';
  return Math.min(8, Math.max(2, fraction.length));
};

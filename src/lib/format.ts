import Big from 'big.js';
import { LOCALE_TAGS, type Language } from '../i18n/languages';
import { toCents } from './contract-math';

const formatters = new Map<string, Intl.NumberFormat>();

const numberFormat = (language: Language, fractionDigits: number): Intl.NumberFormat => {
  const key = `${language}:${fractionDigits}`;
  let formatter = formatters.get(key);
  // Stryker disable next-line ConditionalExpression: equivalent, a cache (a new formatter formats the same)
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALE_TAGS[language], {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, formatter);
  }
  return formatter;
};

/**
 * Formats an amount the provider sent as a number or a numeric string. Strings are handed to Intl
 * as they are, so no binary-float rounding creeps in; anything unreadable shows as a dash.
 */
export const formatAmount = (
  value: number | string | null | undefined,
  language: Language,
  fractionDigits = 2,
): string => {
  if (value === null || value === undefined) return '—';
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (!/^-?\d+(\.\d+)?(e[-+]?\d+)?$/i.test(text)) return '—';
  // Intl.NumberFormat formats decimal strings exactly (ES2023); the cast keeps older lib types happy.
  return numberFormat(language, fractionDigits).format(text as unknown as number);
};

/** How many decimals a price shows: as many as the provider sent, at least two, at most eight. */
export const priceDecimalsOf = (value: string | number | null | undefined): number => {
  // the digits after the point, up to an exponent ("1.5e-7" has one); none for no price at all
  const decimals = /\.(\d+)/.exec(String(value))?.[1]?.length ?? 0;
  return Math.min(8, Math.max(2, decimals));
};

/**
 * A price with as many decimals as the provider sent (at least two, at most eight), or with the
 * instrument's fixed precision when it is known (so 2.419 and 2.4245 read 2.4190 and 2.4245).
 */
export const formatPrice = (value: string | number | null | undefined, language: Language, decimals?: number): string =>
  // no price ("null", "undefined", "") reads as a dash through formatAmount
  formatAmount(String(value), language, Math.max(decimals ?? 0, priceDecimalsOf(value)));

/**
 * A number with exactly the decimals it was sent with (at most eight), in the language's format:
 * payouts, minimums, quick amounts, exchange rates, and percentages whose message places the % sign itself
 * ("{{value}}%" in vi, "{{value}} %" in fr): 0.1 reads 0,1 in vi.
 */
export const formatPlain = (value: string | number | null | undefined, language: Language): string => {
  if (value === null || value === undefined) return '—';
  const raw = String(value).trim();
  // below a millionth a JSON number reads 1.5e-7: written out, it has its 8 decimals
  const text = /^-?\d+(\.\d+)?e[-+]?\d+$/i.test(raw) ? new Big(raw).toFixed() : raw;
  const decimals = /^-?\d+\.(\d+)$/.exec(text)?.[1]?.length ?? 0;
  return formatAmount(text, language, Math.min(8, decimals));
};

/** A signed amount, e.g. "+300.00" / "−500.00" / "0.00", in the language's number format. */
export const formatSignedAmount = (value: string | number | null | undefined, language: Language): string => {
  // no amount ("null", "undefined", "") reads as a dash, which has no digit and so no sign
  const text = String(value).trim();
  // one leading sign before the digits ("--5" is no number)
  const magnitude = formatAmount(text.replace(/^[-+](?=\d)/, ''), language, 2);
  // The sign follows what is shown: a loss of a tenth of a cent reads "0.00", not "−0.00".
  const shownZero = !/[1-9]/.test(magnitude);
  const sign = shownZero ? '' : text.startsWith('-') ? '−' : '+';
  return `${sign}${magnitude}`;
};

const percentFormatters = new Map<string, Intl.NumberFormat>();

const percentFormat = (language: Language, min: number, max: number): Intl.NumberFormat => {
  const key = `${language}:${min}:${max}`;
  let formatter = percentFormatters.get(key);
  // Stryker disable next-line ConditionalExpression: equivalent, a cache (a new formatter formats the same)
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALE_TAGS[language], {
      style: 'percent',
      minimumFractionDigits: min,
      maximumFractionDigits: max,
    });
    percentFormatters.set(key, formatter);
  }
  return formatter;
};

/** A percentage as a fraction in decimals; null for anything big.js cannot read ("null", "", "abc"). */
const fraction = (percent: number | string | null | undefined): string | null => {
  try {
    return new Big(String(percent).trim()).div(100).toFixed();
  } catch {
    return null;
  }
};

/**
 * A percentage given in percent (the provider's "0.2" is 0.2 %), in the language's own percent
 * format ("0,2%" in vi, "0,2 %" in fr and de); `decimals` is the most it shows (trailing zeros dropped
 * unless `fixed`).
 */
export const formatRate = (
  percent: number | string | null | undefined,
  language: Language,
  { decimals = 2, fixed = false }: { decimals?: number; fixed?: boolean } = {},
): string => {
  const value = fraction(percent);
  if (value === null) return '—';
  // Exact decimal string handed to Intl (see formatAmount).
  return percentFormat(language, fixed ? decimals : 0, decimals).format(value as unknown as number);
};

/** A signed percentage, e.g. "+3.50%" / "−0.75%", in the language's percent format. */
export const formatPercent = (value: string | null | undefined, language: Language): string => {
  const text = String(value).trim();
  const magnitude = fraction(text.replace(/^[-+](?=\d)/, ''));
  if (magnitude === null) return '—';
  const shown = percentFormat(language, 2, 2).format(magnitude as unknown as number);
  // signed by what is shown, as amounts are: −0.001 % reads 0.00 %
  const sign = !/[1-9]/.test(shown) ? '' : text.startsWith('-') ? '−' : '+';
  return `${sign}${shown}`;
};

/** A figure computed in decimals as shown: 2 decimals half up, with no "negative zero"; null when unknown. */
export const shownFigure = (value: Big | null): string | null => {
  const text = toCents(value);
  return text === null ? null : /^-0\.0+$/.test(text) ? text.slice(1) : text;
};

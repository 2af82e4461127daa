import Big from 'big.js';
import { isLanguage, LOCALE_TAGS } from '../i18n/languages';

/**
 * The one reading of an amount the user typed or pasted, used by every money field (withdrawal,
 * deposit, exchange, loan, staking, new coin, option stake).
 *
 * - Surrounding spaces are ignored; anything else between the digits is not joined: "100 200" and a
 *   pasted "100\n200" are two amounts and are refused (`multiple`), never read as 100200.
 * - The decimal separator of the user's language is the decimal separator. The other one (`.` where
 *   the language writes `,`, and the reverse) is read as a decimal separator too, except where it
 *   could be the language's thousands separator (followed by exactly three digits): then the amount
 *   is ambiguous and refused (`grouping`), so "1.500" is never read as 1.5 by a German or 1,500 by
 *   an English reader. At most one separator.
 * - Full-width digits ("１００") are refused with their own message, as is a minus sign (`negative`),
 *   zero (`zero`), too many decimals (`decimals`) and any other character (`format`).
 */
export type AmountTextProblem =
  'required' | 'multiple' | 'fullWidth' | 'negative' | 'grouping' | 'format' | 'decimals' | 'zero';

export const AMOUNT_TEXT_PROBLEMS: readonly AmountTextProblem[] = [
  'required',
  'multiple',
  'fullWidth',
  'negative',
  'grouping',
  'format',
  'decimals',
  'zero',
];

export const isAmountTextProblem = (value: unknown): value is AmountTextProblem =>
  typeof value === 'string' && (AMOUNT_TEXT_PROBLEMS as readonly string[]).includes(value);

export type AmountRead = { value: Big; problem: null } | { value: null; problem: AmountTextProblem };

const separators = new Map<string, string>();

/** The decimal separator of a language ("," for vi, de, es, fr; "." for en, zh, ja, ko). */
export const decimalSeparator = (language: string | undefined): string => {
  const tag = isLanguage(language) ? LOCALE_TAGS[language] : 'en-US';
  let separator = separators.get(tag);
  // Stryker disable next-line ConditionalExpression: equivalent, a cache (the separator is the same when read again)
  if (separator === undefined) {
    // 1.5 as the language writes it: its second character is the decimal separator
    separator = new Intl.NumberFormat(tag).format(1.5).charAt(1);
    separators.set(tag, separator);
  }
  return separator;
};

const FULL_WIDTH = /[\uFF10-\uFF19\uFF0C\uFF0E\uFF0D]/;
const SHAPE = /^(\d+)(?:([.,])(\d+))?$/;

/** Reads a typed amount with at most `decimals` decimals in the user's language. */
export const readAmount = (
  text: string,
  { decimals = 2, language }: { decimals?: number; language?: string } = {},
): AmountRead => {
  const refuse = (problem: AmountTextProblem): AmountRead => ({ value: null, problem });
  const trimmed = text.trim();
  if (trimmed === '') return refuse('required');
  if (/\s/.test(trimmed)) return refuse('multiple');
  if (FULL_WIDTH.test(trimmed)) return refuse('fullWidth');
  if (/^[-−‒–]/.test(trimmed)) return refuse('negative');
  if (trimmed.split(/[.,]/).length > 2 && /^\d[\d.,]*$/.test(trimmed)) return refuse('grouping');
  const match = SHAPE.exec(trimmed);
  if (!match) return refuse('format');
  const [, , separator, fraction = ''] = match;
  if (separator && separator !== decimalSeparator(language) && fraction.length === 3) return refuse('grouping');
  if (fraction.length > decimals) return refuse('decimals');
  // the shape is checked: digits and at most one separator, which is the decimal point
  const value = new Big(trimmed.replace(',', '.'));
  if (value.eq(0)) return refuse('zero');
  return { value, problem: null };
};

/** An amount the app fills in ("All", a suggested amount) as the user would type it: "12530,75" in vi. */
export const amountForInput = (canonical: string, language: string | undefined): string =>
  canonical.replace('.', decimalSeparator(language));

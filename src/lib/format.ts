import { LOCALE_TAGS, type Language } from '../i18n/languages';

const formatters = new Map<string, Intl.NumberFormat>();

const numberFormat = (language: Language, fractionDigits: number): Intl.NumberFormat => {
  const key = `${language}:${fractionDigits}`;
  let formatter = formatters.get(key);
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
  if (value === null || value === undefined || value === '') return '—';
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (!/^-?\d+(\.\d+)?(e[-+]?\d+)?$/i.test(text)) return '—';
  // Intl.NumberFormat formats decimal strings exactly (ES2023); the cast keeps older lib types happy.
  return numberFormat(language, fractionDigits).format(text as unknown as number);
};

/** A price with as many decimals as the provider sent (at least two, at most eight). */
export const formatPrice = (value: string | number | null | undefined, language: Language): string => {
  if (value === null || value === undefined || value === '') return '—';
  const text = String(value);
  const decimals = text.includes('.') ? (text.split('.')[1] ?? '').replace(/e.*$/i, '').length : 0;
  return formatAmount(text, language, Math.min(8, Math.max(2, decimals)));
};

/** A signed amount, e.g. "+300.00" / "−500.00" / "0.00", in the language's number format. */
export const formatSignedAmount = (value: string | number | null | undefined, language: Language): string => {
  if (value === null || value === undefined || value === '') return '—';
  const text = String(value).trim();
  const magnitude = formatAmount(text.replace(/^[-+]/, ''), language, 2);
  if (magnitude === '—') return magnitude;
  // The sign follows what is shown: a loss of a tenth of a cent reads "0.00", not "−0.00".
  const shownZero = !/[1-9]/.test(magnitude);
  const sign = shownZero ? '' : text.startsWith('-') ? '−' : '+';
  return `${sign}${magnitude}`;
};

/** A signed percentage, e.g. "+3.50%" / "−0.75%", in the language's number format. */
export const formatPercent = (value: string | null | undefined, language: Language): string => {
  const text = formatSignedAmount(value, language);
  return text === '—' ? text : `${text}%`;
};

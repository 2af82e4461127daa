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

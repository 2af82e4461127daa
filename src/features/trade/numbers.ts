import { formatAmount } from '../../lib/format';
import type { Language } from '../../i18n/languages';

/** A number with exactly the decimals it was sent with (at most eight): payouts, minimums, quick amounts. */
export const formatPlain = (value: string | number | null | undefined, language: Language): string => {
  if (value === null || value === undefined) return '—';
  const text = String(value).trim();
  const decimals = /^-?\d+\.(\d+)$/.exec(text)?.[1]?.length ?? 0;
  return formatAmount(text, language, Math.min(8, decimals));
};

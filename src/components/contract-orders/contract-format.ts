import type Big from 'big.js';
import { toCents } from '../../lib/contract-math';
import { formatAmount, formatPercent, formatSignedAmount as formatSigned } from '../../lib/format';
import type { Language } from '../../i18n/languages';

/** The figure as shown: 2 decimals half up, with no "negative zero". */
const shown = (value: Big | null): string | null => {
  const text = toCents(value);
  return text === null ? null : /^-0\.0+$/.test(text) ? text.slice(1) : text;
};

/** A signed amount, e.g. "+495.20" / "−12.30" / "0.00"; a dash when unknown. */
export const formatSignedAmount = (value: Big | null, language: Language): string =>
  formatSigned(shown(value), language);

/** A signed percentage, e.g. "+293.01%". */
export const formatSignedPercent = (value: Big | null, language: Language): string =>
  formatPercent(shown(value), language);

/** An unsigned figure with 2 decimals (the caller adds its unit). */
export const formatFigure = (value: Big | null, language: Language): string => formatAmount(shown(value), language);

/** The profit or loss token for a signed figure; none at zero or when unknown. */
export const pnlColor = (value: Big | null): 'profit' | 'loss' | undefined => {
  const text = shown(value);
  if (text === null || Number(text) === 0) return undefined;
  return text.startsWith('-') ? 'loss' : 'profit';
};

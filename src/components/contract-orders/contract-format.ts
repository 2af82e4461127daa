import type Big from 'big.js';
import { shownFigure } from '../../lib/format';

/** The profit or loss token for a signed figure; none at zero or when unknown. */
export const pnlColor = (value: Big | null): 'profit' | 'loss' | undefined => {
  const text = shownFigure(value);
  if (text === null || Number(text) === 0) return undefined;
  return text.startsWith('-') ? 'loss' : 'profit';
};

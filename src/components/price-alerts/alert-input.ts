import Big from 'big.js';
import { readAmount, type AmountTextProblem } from '../../lib/amount-text';
import type { AlertKind } from '../../market/alerts';
import type { PriceAlert } from '../../market/alert-store';

/** Why a level is refused: the reading of the text, or the level against the price and the other alerts. */
export type AlertInputProblem = AmountTextProblem | 'duplicate' | 'alreadyAbove' | 'alreadyBelow' | 'tooLarge';

/** The largest move a `change` alert watches for, in percent. */
export const MAX_CHANGE_PERCENT = 1000;

/** Decimals a level may have (prices of the provider go to 5; a percentage to 2). */
const DECIMALS: Record<AlertKind, number> = { above: 8, below: 8, change: 2 };

export interface AlertInput {
  kind: AlertKind;
  text: string;
  language: string;
  /** The symbol's live price, when known. */
  price: string | null;
  /** This symbol's alerts, and the one being edited (which may keep its own level). */
  alerts: readonly PriceAlert[];
  editing?: string | null;
}

export type AlertInputResult = { level: string; problem: null } | { level: null; problem: AlertInputProblem };

/**
 * Reads the level typed for an alert in the user's language (the amount parser's rules: one
 * number, the language's decimal separator, no minus, not 0), then refuses a level an alert of the
 * same kind already waits at, a price the symbol is already past (it would fire at once), and a
 * move over 1,000 %.
 */
export const checkAlertInput = ({
  kind,
  text,
  language,
  price,
  alerts,
  editing = null,
}: AlertInput): AlertInputResult => {
  const refuse = (problem: AlertInputProblem): AlertInputResult => ({ level: null, problem });
  const read = readAmount(text, { decimals: DECIMALS[kind], language });
  if (read.problem) return refuse(read.problem);
  const level = read.value;
  if (kind === 'change' && level.gt(MAX_CHANGE_PERCENT)) return refuse('tooLarge');
  const same = alerts.some(
    (alert) => alert.id !== editing && alert.kind === kind && !alert.triggered && new Big(alert.level).eq(level),
  );
  if (same) return refuse('duplicate');
  if (price !== null && kind !== 'change') {
    const now = new Big(price);
    if (kind === 'above' && level.lte(now)) return refuse('alreadyAbove');
    if (kind === 'below' && level.gte(now)) return refuse('alreadyBelow');
  }
  return { level: level.toFixed(), problem: null };
};

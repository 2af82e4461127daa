import Big from 'big.js';
import { readAmount, type AmountTextProblem } from './amount-text';
import { toDecimal, type DecimalInput } from './money';

/**
 * Loan sums and rules, in decimals (never binary floats):
 * - available credit = credit line − already borrowed (never below zero);
 * - total interest = amount × daily rate (a fraction, 0.001 = 0.1 %) × days;
 * - an amount must be positive, within the term's [min, max] (no max when null) and the credit left.
 */
export type LoanAmountProblem = AmountTextProblem | 'belowMin' | 'aboveMax' | 'aboveAvailable';

export interface LoanLimits {
  min: DecimalInput;
  /** null or undefined: no upper limit. */
  max: DecimalInput;
  available: DecimalInput;
  /** The user's language: its decimal separator (see readAmount). */
  language?: string | undefined;
}

/** credit line − already borrowed, at least 0; null when either is unusable. */
export const availableCredit = (creditLine: DecimalInput, borrowed: DecimalInput, decimals = 2): string | null => {
  const line = toDecimal(creditLine);
  const used = toDecimal(borrowed ?? 0);
  if (!line || !used) return null;
  const left = line.minus(used);
  return (left.lt(0) ? new Big(0) : left).round(decimals, Big.roundDown).toFixed(decimals);
};

/** amount × daily rate × days, rounded half-up; null when any input is unusable. */
export const totalInterest = (
  amount: DecimalInput,
  dailyRate: DecimalInput,
  days: DecimalInput,
  decimals = 2,
): string | null => {
  const a = toDecimal(amount);
  const r = toDecimal(dailyRate);
  const d = toDecimal(days);
  if (!a || !r || !d) return null;
  return a.times(r).times(d).round(decimals, Big.roundHalfUp).toFixed(decimals);
};

/** The daily rate (a fraction) as a percentage string: 0.001 → "0.1". */
export const ratePercent = (dailyRate: DecimalInput): string | null => {
  const r = toDecimal(dailyRate);
  return r ? r.times(100).toString() : null;
};

/** The first rule an amount (as typed, read by readAmount) breaks, or null when it may be sent. */
export const checkLoanAmount = (
  amount: string,
  { min, max, available, language }: LoanLimits,
): LoanAmountProblem | null => {
  const { value, problem } = readAmount(amount, { language });
  if (!value) return problem;
  const low = toDecimal(min);
  if (low && value.lt(low)) return 'belowMin';
  const high = toDecimal(max);
  if (high && value.gt(high)) return 'aboveMax';
  const left = toDecimal(available);
  if (!left || value.gt(left)) return 'aboveAvailable';
  return null;
};

import Big from 'big.js';
import { readAmount, type AmountTextProblem } from './amount-text';
import { toDecimal, type DecimalInput } from './money';

/**
 * Staking sums and rules, in decimals:
 * - expected reward = amount × daily yield % × days / 100;
 * - an amount must be positive, within [min, max] and not above the available balance.
 */
export type StakingAmountProblem = AmountTextProblem | 'belowMin' | 'aboveMax' | 'aboveBalance';

/** amount × yield% × days / 100, rounded half-up; null when any input is unusable. */
export const expectedReward = (
  amount: DecimalInput,
  dailyYieldPercent: DecimalInput,
  days: DecimalInput,
  decimals = 2,
): string | null => {
  const a = toDecimal(amount);
  const y = toDecimal(dailyYieldPercent);
  const d = toDecimal(days);
  if (!a || !y || !d) return null;
  return a.times(y).times(d).div(100).round(decimals, Big.roundHalfUp).toFixed(decimals);
};

/** The first rule an amount (as typed, read by readAmount) breaks, or null when it may be sent. */
export const checkStakingAmount = (
  amount: string,
  {
    min,
    max,
    available,
    language,
  }: { min: DecimalInput; max: DecimalInput; available: DecimalInput; language?: string | undefined },
): StakingAmountProblem | null => {
  const { value, problem } = readAmount(amount, { language });
  if (!value) return problem;
  const low = toDecimal(min);
  if (low && value.lt(low)) return 'belowMin';
  const high = toDecimal(max);
  if (high && value.gt(high)) return 'aboveMax';
  const balance = toDecimal(available);
  if (!balance || value.gt(balance)) return 'aboveBalance';
  return null;
};

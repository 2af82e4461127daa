import Big from 'big.js';
import { toDecimal, type DecimalInput } from './money';

/**
 * Staking sums and rules, in decimals:
 * - expected reward = amount × daily yield % × days / 100;
 * - an amount must be positive, within [min, max] and not above the available balance.
 */
export type StakingAmountProblem = 'required' | 'invalid' | 'belowMin' | 'aboveMax' | 'aboveBalance';

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

/** What a user may type: digits with an optional decimal part (no signs, exponents or separators). */
const TYPED_AMOUNT = /^\d+(\.\d+)?$/;

/** The first rule an amount breaks, or null when it may be sent. */
export const checkStakingAmount = (
  amount: string,
  { min, max, available }: { min: DecimalInput; max: DecimalInput; available: DecimalInput },
): StakingAmountProblem | null => {
  if (amount.trim() === '') return 'required';
  const value = TYPED_AMOUNT.test(amount.trim()) ? toDecimal(amount.trim()) : null;
  if (!value || value.lte(0)) return 'invalid';
  const low = toDecimal(min);
  if (low && value.lt(low)) return 'belowMin';
  const high = toDecimal(max);
  if (high && value.gt(high)) return 'aboveMax';
  const balance = toDecimal(available);
  if (!balance || value.gt(balance)) return 'aboveBalance';
  return null;
};

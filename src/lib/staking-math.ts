import Big from 'big.js';
import { readAmount, type AmountTextProblem } from './amount-text';
import { toDecimal, type DecimalInput } from './money';

/**
 * Staking sums and rules, in decimals (decision 0014, the rule the sandbox pays by):
 * - each day's yield = amount × daily yield % / 100, rounded down to cents;
 * - the reward over the plan = that daily yield × days, whichever way it is paid: every day (rebate
 *   method 1, the deposit back at expiry) or all together with the deposit at expiry (method 2);
 * - an amount must be positive, within [min, max] and not above the available balance.
 */
export type StakingAmountProblem = AmountTextProblem | 'belowMin' | 'aboveMax' | 'aboveBalance';

export interface StakingPayout {
  /** Credited each day (method 1) or accrued each day (method 2). */
  daily: string;
  /** The reward over the whole plan. */
  total: string;
  /** What comes back at expiry under method 2: the amount and the whole reward. */
  atExpiry: string;
}

/** The payout of `amount` over the plan, to the cent; null when any input is unusable. */
export const stakingPayout = (
  amount: DecimalInput,
  dailyYieldPercent: DecimalInput,
  days: DecimalInput,
): StakingPayout | null => {
  const a = toDecimal(amount);
  const y = toDecimal(dailyYieldPercent);
  const d = toDecimal(days);
  if (!a || !y || !d || a.lte(0) || d.lte(0)) return null;
  const daily = a.times(y).div(100).round(2, Big.roundDown);
  const total = daily.times(d.round(0, Big.roundDown));
  return { daily: daily.toFixed(2), total: total.toFixed(2), atExpiry: a.plus(total).toFixed(2) };
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

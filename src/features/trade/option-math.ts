import Big from 'big.js';
import { toDecimal, type DecimalInput } from '../../lib/money';
import type { AmountTextProblem } from '../../lib/amount-text';
import { checkAmount } from '../../lib/wallet-math';

/** Why a stake cannot be sent (each has a translated message). */
export type StakeProblem = AmountTextProblem | 'belowMin' | 'aboveBalance';

/**
 * The stake rules of an option order (the money screens' amount check): a positive USDT amount with
 * at most two decimals, at least the expiry's minimum and at most the available balance (skipped
 * while the balance is unknown; the provider decides then).
 */
export const checkStake = (
  amount: string,
  { min, available, language }: { min: DecimalInput; available: DecimalInput; language?: string | undefined },
): StakeProblem | null => {
  const problem = checkAmount(amount, { min, max: available, language });
  return problem === 'min' ? 'belowMin' : problem === 'max' ? 'aboveBalance' : problem;
};

/**
 * Estimated income = stake × payout % / 100, in USDT with two decimals, rounded down so the app never
 * promises more than the payout. Null while the stake or the payout is unusable.
 */
export const estimatedIncome = (amount: DecimalInput, payoutPercent: DecimalInput): string | null => {
  const stake = toDecimal(amount);
  const ratio = toDecimal(payoutPercent);
  if (!stake || !ratio || stake.lte(0)) return null;
  return stake.times(ratio).div(100).round(2, Big.roundDown).toFixed(2);
};

/** The stake as sent: the decimal without leading zeros ("0100.50" → "100.5"). */
export const stakeToSend = (amount: Big): string => amount.toFixed();

const two = (value: number): string => String(value).padStart(2, '0');

/** Time left of a countdown: "mm:ss", or "h:mm:ss" from one hour on. Never negative. */
export const formatCountdown = (ms: number): string => {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
};

/**
 * A countdown of a day or more: whole days and the rest as "h:mm:ss" (2 days 0:59:59), counted on
 * the whole seconds shown, so a day boundary never reads "24:00:00". Null under a day.
 */
export const countdownDays = (ms: number): { days: number; time: string } | null => {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  if (days === 0) return null;
  const rest = total % 86_400;
  return { days, time: `${Math.floor(rest / 3600)}:${two(Math.floor((rest % 3600) / 60))}:${two(rest % 60)}` };
};

import Big from 'big.js';
import { readAmount, type AmountTextProblem } from './amount-text';
import { toDecimal, type DecimalInput } from './money';

/**
 * The sums of the money screens (withdrawal, deposit, exchange), in decimal arithmetic.
 *
 * Rounding rules (all amounts the user types and pays are in USD with 2 decimals):
 * - fee      = amount × fee rate, rounded half-up to 2 decimals;
 * - tax      = 20% of the rounded fee, rounded half-up to 2 decimals;
 * - total    = amount + fee + tax (exact: all three already have 2 decimals);
 * - received = amount × channel rate, rounded DOWN to the payout currency's decimals, so the app
 *   never promises more than is paid out (the same for the exchange's converted amount);
 * - available = balance − frozen, rounded down to 2 decimals and never below 0;
 * - a deposit's "≈ converted" amount is amount × rate, rounded half-up (it is only an estimate).
 */
const USD_DECIMALS = 2;
const WITHDRAWAL_TAX_RATE = '0.2';

/** Decimals a payout is shown and rounded in: 8 for BTC and ETH, 2 for USDT, fiat and anything else. */
export const currencyDecimals = (currency: string | null | undefined): number =>
  /^(BTC|ETH)/i.test(String(currency)) ? 8 : 2;

/**
 * A typed amount in the user's language (see readAmount): at most `decimals` decimals (2, the cents
 * of USD, unless the currency has more). Returns the Big, or null when it is not one.
 */
export const parseAmount = (text: string, decimals = USD_DECIMALS, language?: string): Big | null =>
  readAmount(text, { decimals, language }).value;

/**
 * balance − frozen, rounded down to `decimals` (cents by default), never negative; zero when the
 * balance is unknown.
 */
export const availableFunds = (balance: DecimalInput, frozen: DecimalInput, decimals = USD_DECIMALS): string => {
  const b = toDecimal(balance) ?? new Big(0);
  const f = toDecimal(frozen) ?? new Big(0);
  const rest = b.minus(f);
  return (rest.lt(0) ? new Big(0) : rest).round(decimals, Big.roundDown).toFixed(decimals);
};

export interface WithdrawalQuote {
  amount: string;
  fee: string;
  tax: string;
  total: string;
  received: string;
}

/** What a withdrawal costs and pays out; null when the amount or the rate is unusable. */
export const withdrawalQuote = (
  amount: DecimalInput,
  feeRate: DecimalInput,
  rate: DecimalInput,
  payoutCurrency: string,
): WithdrawalQuote | null => {
  const a = toDecimal(amount);
  const r = toDecimal(rate);
  const f = toDecimal(feeRate ?? 0) ?? new Big(0);
  if (!a || !r || a.lt(0) || r.lt(0) || f.lt(0)) return null;
  const fee = a.times(f).round(USD_DECIMALS, Big.roundHalfUp);
  const tax = fee.times(WITHDRAWAL_TAX_RATE).round(USD_DECIMALS, Big.roundHalfUp);
  const decimals = currencyDecimals(payoutCurrency);
  return {
    amount: a.toFixed(USD_DECIMALS),
    fee: fee.toFixed(USD_DECIMALS),
    tax: tax.toFixed(USD_DECIMALS),
    total: a.plus(fee).plus(tax).toFixed(USD_DECIMALS),
    received: a.times(r).round(decimals, Big.roundDown).toFixed(decimals),
  };
};

/** The coins an exchange gives: amount × rate, rounded down to the target's decimals. */
export const exchangeReceived = (amount: DecimalInput, rate: DecimalInput, toCurrency: string): string | null => {
  const a = toDecimal(amount);
  const r = toDecimal(rate);
  if (!a || !r || a.lt(0) || r.lt(0)) return null;
  const decimals = currencyDecimals(toCurrency);
  return a.times(r).round(decimals, Big.roundDown).toFixed(decimals);
};

/** A deposit's estimate in the channel currency: amount × rate, rounded half-up. */
export const depositConverted = (amount: DecimalInput, rate: DecimalInput, currency: string): string | null => {
  const a = toDecimal(amount);
  const r = toDecimal(rate);
  if (!a || !r) return null;
  const decimals = currencyDecimals(currency);
  return a.times(r).round(decimals, Big.roundHalfUp).toFixed(decimals);
};

export type AmountProblem = AmountTextProblem | 'min' | 'max';

/**
 * The largest withdrawal whose amount + fee + tax (as withdrawalQuote rounds them) fits in the
 * available balance: what "All" fills in. "0.00" when not even a cent fits.
 */
export const maxWithdrawal = (available: DecimalInput, feeRate: DecimalInput): string => {
  const funds = toDecimal(available);
  const rate = toDecimal(feeRate ?? 0) ?? new Big(0);
  if (!funds || funds.lte(0) || rate.lt(0)) return '0.00';
  const totalOf = (amount: Big): Big => {
    const fee = amount.times(rate).round(USD_DECIMALS, Big.roundHalfUp);
    return amount.plus(fee).plus(fee.times(WITHDRAWAL_TAX_RATE).round(USD_DECIMALS, Big.roundHalfUp));
  };
  const cent = new Big('0.01');
  // start from the exact solution, then step by cents across the rounding
  let amount = funds.div(rate.times('1.2').plus(1)).round(USD_DECIMALS, Big.roundDown);
  while (amount.gt(0) && totalOf(amount).gt(funds)) amount = amount.minus(cent);
  while (totalOf(amount.plus(cent)).lte(funds)) amount = amount.plus(cent);
  return (amount.lt(0) ? new Big(0) : amount).toFixed(USD_DECIMALS);
};

/**
 * Checks a typed amount against a minimum (inclusive) and a maximum (inclusive); returns the
 * first problem, or null when the amount may be sent.
 */
export const checkAmount = (
  text: string,
  {
    min,
    max,
    decimals = USD_DECIMALS,
    language,
  }: { min?: DecimalInput; max?: DecimalInput; decimals?: number; language?: string } = {},
): AmountProblem | null => {
  const { value: amount, problem } = readAmount(text, { decimals, language });
  if (!amount) return problem;
  const low = toDecimal(min);
  if (low && amount.lt(low)) return 'min';
  const high = toDecimal(max);
  if (high && amount.gt(high)) return 'max';
  return null;
};

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  availableFunds,
  checkAmount,
  currencyDecimals,
  depositConverted,
  exchangeReceived,
  maxWithdrawal,
  parseAmount,
  withdrawalQuote,
} from './wallet-math';

/**
 * The oracle works in integers only (BigInt): amounts in cents, rates as an integer numerator over
 * a power of ten. It shares no code with wallet-math.ts.
 */
const pow10 = (n: number): bigint => 10n ** BigInt(n);
const divHalfUp = (num: bigint, den: bigint): bigint => (num * 2n + den) / (2n * den);
const divDown = (num: bigint, den: bigint): bigint => num / den;
const fixed = (units: bigint, decimals: number): string => {
  const text = units.toString().padStart(decimals + 1, '0');
  return decimals === 0 ? text : `${text.slice(0, -decimals)}.${text.slice(-decimals)}`;
};
const decimalText = (num: bigint, scale: number): string => {
  const text = fixed(num, scale);
  return scale === 0 ? text : text.replace(/\.?0+$/, '') || '0';
};

// A small deterministic generator (mulberry32), so a failure is reproducible.
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const next = random(20261122);
const int = (max: number): bigint => BigInt(Math.floor(next() * max));

describe('withdrawalQuote against an integer oracle', () => {
  it('fee, 20% tax on the fee, total and received agree for 3,000 generated withdrawals', () => {
    for (let i = 0; i < 3000; i += 1) {
      const cents = int(100_000_000) + 1n; // 0.01 … 1,000,000.00 USD
      const feeScale = Number(int(5)); // fee rate with 0–4 decimals, below 1
      const feeNum = int(Number(pow10(feeScale)));
      const rateScale = Number(int(9)); // rate with 0–8 decimals
      const rateNum = int(10_000_000) + 1n;
      const currency = ['USDT', 'BTC', 'ETH', 'VND'][i % 4]!;
      const decimals = currency === 'BTC' || currency === 'ETH' ? 8 : 2;

      const amount = fixed(cents, 2);
      const feeRate = decimalText(feeNum, feeScale);
      const rate = decimalText(rateNum, rateScale);

      const fee = divHalfUp(cents * feeNum, pow10(feeScale));
      const tax = divHalfUp(fee * 2n, 10n);
      const received = divDown(cents * rateNum * pow10(decimals), pow10(2 + rateScale));

      expect(withdrawalQuote(amount, feeRate, rate, currency), `${amount} × ${feeRate}, rate ${rate}`).toEqual({
        amount,
        fee: fixed(fee, 2),
        tax: fixed(tax, 2),
        total: fixed(cents + fee + tax, 2),
        received: fixed(received, decimals),
      });
    }
  });

  it('accepts numbers and numeric strings alike, and a missing fee rate as 0', () => {
    expect(withdrawalQuote('250', '0.01', '1', 'USDT')).toEqual({
      amount: '250.00',
      fee: '2.50',
      tax: '0.50',
      total: '253.00',
      received: '250.00',
    });
    expect(withdrawalQuote(0.3, undefined, 0.1, 'USDT')).toMatchObject({
      fee: '0.00',
      tax: '0.00',
      total: '0.30',
      received: '0.03',
    });
    // 0.1 + 0.2 is not 0.30000000000000004 here
    expect(withdrawalQuote('0.1', '0', '3', 'USDT')?.received).toBe('0.30');
  });

  it('rounds the fee half-up and the payout down', () => {
    expect(withdrawalQuote('10.05', '0.005', '1', 'USDT')).toMatchObject({ fee: '0.05', tax: '0.01' }); // 0.05025 → 0.05; 0.01
    expect(withdrawalQuote('250', '0.005', '0.00001033', 'BTC')?.received).toBe('0.00258250');
    expect(withdrawalQuote('99.99', '0', '0.00029307', 'ETH')?.received).toBe('0.02930406'); // 0.0293040693 ↓
  });

  it('refuses unusable input', () => {
    expect(withdrawalQuote('abc', '0.01', '1', 'USDT')).toBeNull();
    expect(withdrawalQuote('10', '0.01', null, 'USDT')).toBeNull();
    expect(withdrawalQuote('-1', '0.01', '1', 'USDT')).toBeNull();
  });
});

describe('exchange and deposit conversions', () => {
  it('exchange: amount × rate rounded down, 2,000 generated values', () => {
    for (let i = 0; i < 2000; i += 1) {
      const cents = int(10_000_000) + 1n;
      const rateScale = Number(int(9));
      const rateNum = int(1_000_000_000) + 1n;
      const to = ['USDT', 'BTC', 'ETH'][i % 3]!;
      const decimals = to === 'USDT' ? 2 : 8;
      const expected = divDown(cents * rateNum * pow10(decimals), pow10(2 + rateScale));
      expect(exchangeReceived(fixed(cents, 2), decimalText(rateNum, rateScale), to)).toBe(fixed(expected, decimals));
    }
  });

  it('deposit: amount × rate rounded half-up, 2,000 generated values', () => {
    for (let i = 0; i < 2000; i += 1) {
      const cents = int(10_000_000) + 1n;
      const rateNum = int(30_000_000) + 1n;
      const currency = i % 2 ? 'VND' : 'BTC';
      const decimals = currency === 'BTC' ? 8 : 2;
      const expected = divHalfUp(cents * rateNum * pow10(decimals), pow10(2 + 4));
      expect(depositConverted(fixed(cents, 2), decimalText(rateNum, 4), currency)).toBe(fixed(expected, decimals));
    }
    expect(depositConverted('500', '25350', 'VND')).toBe('12675000.00');
  });
});

describe('available funds and amount checks', () => {
  it('available = balance − frozen, rounded down, never negative, 1,000 generated values', () => {
    for (let i = 0; i < 1000; i += 1) {
      const balance = int(1_000_000_000);
      const frozen = int(1_000_000_000);
      const rest = balance - frozen;
      expect(availableFunds(fixed(balance, 3), fixed(frozen, 3))).toBe(fixed(rest < 0n ? 0n : rest / 10n, 2));
    }
    expect(availableFunds('12850.75', '320.00')).toBe('12530.75');
    expect(availableFunds(12850.75, undefined)).toBe('12850.75');
    expect(availableFunds(undefined, undefined)).toBe('0.00');
  });

  it('checks required, format, positive, min and max (both bounds inclusive)', () => {
    expect(checkAmount('')).toBe('required');
    expect(checkAmount('1.234')).toBe('decimals');
    expect(checkAmount('-5')).toBe('negative');
    expect(checkAmount('100\n200')).toBe('multiple');
    expect(checkAmount('1e3')).toBe('format');
    expect(checkAmount('0')).toBe('zero');
    expect(checkAmount('9.99', { min: '10' })).toBe('min');
    expect(checkAmount('10', { min: '10', max: '12530.75' })).toBeNull();
    expect(checkAmount('12530.75', { min: '10', max: '12530.75' })).toBeNull();
    expect(checkAmount('12530.76', { min: '10', max: '12530.75' })).toBe('max');
    expect(parseAmount(' 12.5 ')?.toFixed(2)).toBe('12.50');
  });

  it('takes coin amounts in 8 decimals when asked (BTC, ETH)', () => {
    expect(checkAmount('0.00000001', { decimals: 8 })).toBeNull();
    expect(checkAmount('0.000000001', { decimals: 8 })).toBe('decimals');
    expect(checkAmount('0.01250001', { max: '0.0125', decimals: 8 })).toBe('max');
    expect(availableFunds('0.0125', '0.00000001', 8)).toBe('0.01249999');
    expect(availableFunds('0.0125', '0', 8)).toBe('0.01250000');
  });

  it('knows the payout decimals', () => {
    expect(currencyDecimals('BTC')).toBe(8);
    expect(currencyDecimals('eth')).toBe(8);
    expect(currencyDecimals('USDT')).toBe(2);
    expect(currencyDecimals(undefined)).toBe(2);
  });
});

describe('maxWithdrawal ("All")', () => {
  it('fills the largest amount whose amount + fee + tax fits the available balance, never more', () => {
    // 12,530.75 available at a 1 % fee: 12,382.17 + 123.82 + 24.76 = 12,530.75 exactly
    expect(maxWithdrawal('12530.75', '0.01')).toBe('12382.17');
    const quote = withdrawalQuote(maxWithdrawal('12530.75', '0.01'), '0.01', '1', 'USDT')!;
    expect(Number(quote.total)).toBeLessThanOrEqual(12530.75);
    const over = withdrawalQuote('12382.18', '0.01', '1', 'USDT')!;
    expect(Number(over.total)).toBeGreaterThan(12530.75);
    expect(maxWithdrawal('100', '0')).toBe('100.00');
    expect(maxWithdrawal('0', '0.01')).toBe('0.00');
  });

  it('fits for every balance and fee rate (checked against the quote itself)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 500 }), (cents, permille) => {
        const available = (cents / 100).toFixed(2);
        const rate = (permille / 10_000).toString();
        const all = maxWithdrawal(available, rate);
        const total = Number(withdrawalQuote(all, rate, '1', 'USDT')!.total);
        const next = Number(withdrawalQuote((Number(all) + 0.01).toFixed(2), rate, '1', 'USDT')!.total);
        return total <= Number(available) + 1e-9 && next > Number(available) - 1e-9;
      }),
    );
  });
});

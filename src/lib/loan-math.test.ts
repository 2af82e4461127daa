import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { availableCredit, checkLoanAmount, ratePercent, totalInterest } from './loan-math';

/** A small deterministic generator, so a failure can be replayed. */
const random = (seed: number) => () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};

describe('loan maths', () => {
  it('available credit is the line minus what is borrowed, never negative', () => {
    expect(availableCredit(50000, 10000)).toBe('40000.00');
    expect(availableCredit('0.3', '0.1')).toBe('0.20');
    expect(availableCredit(100, 250)).toBe('0.00');
    expect(availableCredit(undefined, 1)).toBeNull();
    const next = random(7);
    for (let i = 0; i < 500; i += 1) {
      const line = (next() * 1e6).toFixed(2);
      const used = (next() * 1e6).toFixed(2);
      const left = new Big(availableCredit(line, used) ?? 'NaN');
      expect(left.gte(0)).toBe(true);
      if (new Big(line).gte(used)) expect(left.plus(used).eq(line)).toBe(true);
    }
  });

  it('total interest = amount × daily rate × days, exactly in decimals', () => {
    expect(totalInterest(10000, '0.001', 7)).toBe('70.00');
    expect(totalInterest('5000', '0.0008', 30)).toBe('120.00');
    // 0.1 × 0.2 × 3 is 0.06000000000000001 in binary floats
    expect(totalInterest('0.1', '0.2', 3, 4)).toBe('0.0600');
    expect(totalInterest('abc', '0.1', 3)).toBeNull();
    const next = random(42);
    for (let i = 0; i < 1000; i += 1) {
      const amount = Math.floor(next() * 1e7) / 100;
      const rate = Math.floor(next() * 10000) / 1e6;
      const days = 1 + Math.floor(next() * 365);
      const total = new Big(totalInterest(amount, rate, days, 8) ?? 'NaN');
      expect(total.eq(new Big(amount).times(rate).times(days).round(8, Big.roundHalfUp))).toBe(true);
      // linear in the number of days
      const oneDay = new Big(totalInterest(amount, rate, 1, 12) ?? 'NaN');
      expect(oneDay.times(days).round(8, Big.roundHalfUp).eq(total)).toBe(true);
    }
  });

  it('shows the daily rate as a percentage', () => {
    expect(ratePercent('0.001')).toBe('0.1');
    expect(ratePercent(0.0008)).toBe('0.08');
  });

  it('an amount must be typed, positive, within the term and the credit left', () => {
    const limits = { min: '1000', max: '20000', available: '40000' };
    expect(checkLoanAmount('', limits)).toBe('required');
    expect(checkLoanAmount('-5', limits)).toBe('negative');
    expect(checkLoanAmount('1e4', limits)).toBe('format');
    expect(checkLoanAmount('0', limits)).toBe('zero');
    expect(checkLoanAmount('1,5', { ...limits, min: '1' })).toBeNull();
    expect(checkLoanAmount('1500,5', { ...limits, language: 'vi' })).toBeNull();
    expect(checkLoanAmount('1000\n2000', limits)).toBe('multiple');
    expect(checkLoanAmount('999.99', limits)).toBe('belowMin');
    expect(checkLoanAmount('1000', limits)).toBeNull();
    expect(checkLoanAmount('20000', limits)).toBeNull();
    expect(checkLoanAmount('20000.01', limits)).toBe('aboveMax');
    expect(checkLoanAmount('30000', { ...limits, max: null })).toBeNull();
    expect(checkLoanAmount('40000.01', { ...limits, max: null })).toBe('aboveAvailable');
    expect(checkLoanAmount('5000', { ...limits, available: '4000' })).toBe('aboveAvailable');
  });

  it('accepts exactly the amounts inside [min, min(max, available)] (property)', () => {
    const next = random(3);
    for (let i = 0; i < 1000; i += 1) {
      const min = new Big(Math.floor(next() * 5000));
      const max = next() < 0.3 ? null : min.plus(Math.floor(next() * 50000));
      const available = new Big(Math.floor(next() * 60000));
      const amount = new Big((next() * 70000).toFixed(2));
      const ceiling = max === null || available.lt(max) ? available : max;
      const ok = amount.gt(0) && amount.gte(min) && amount.lte(ceiling);
      const problem = checkLoanAmount(amount.toFixed(2), {
        min: min.toString(),
        max: max?.toString() ?? null,
        available: available.toString(),
      });
      expect(problem === null).toBe(ok);
    }
  });
});

describe('loan amounts in the user language', () => {
  it('reads separators as the language writes them', () => {
    const limits = { min: 1, max: 10, available: 100 };
    expect(checkLoanAmount('1,5', { ...limits, language: 'vi' })).toBeNull();
    // a point before three digits is a Vietnamese thousands separator, an English decimal point
    expect(checkLoanAmount('1.234', { ...limits, language: 'vi' })).toBe('grouping');
    expect(checkLoanAmount('1.234', { ...limits, language: 'en' })).toBe('decimals');
  });
});

import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { checkStakingAmount, stakingPayout } from './staking-math';

const random = (seed: number) => () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};

describe('staking maths', () => {
  it("pays each day's yield rounded down to cents, times the days; at expiry the amount comes back with it", () => {
    expect(stakingPayout('2000', '1.200', 30)).toEqual({ daily: '24.00', total: '720.00', atExpiry: '2720.00' });
    expect(stakingPayout('1000', '0.800', 7)).toEqual({ daily: '8.00', total: '56.00', atExpiry: '1056.00' });
    // 1,234.56 × 1.2 % = 14.81472 a day: 14.81 is credited, 30 × 14.81 = 444.30 (not 444.44)
    expect(stakingPayout('1234.56', '1.2', 30)).toEqual({ daily: '14.81', total: '444.30', atExpiry: '1678.86' });
    expect(stakingPayout('', '1', 3)).toBeNull();
    expect(stakingPayout('0', '1', 3)).toBeNull();
    const next = random(11);
    for (let i = 0; i < 1000; i += 1) {
      const amount = (next() * 1e6).toFixed(2);
      const yieldPct = (next() * 5).toFixed(3);
      const days = 1 + Math.floor(next() * 365);
      const payout = stakingPayout(amount, yieldPct, days);
      const daily = new Big(amount).times(yieldPct).div(100);
      expect(new Big(payout?.daily ?? 'NaN').lte(daily)).toBe(true);
      expect(daily.minus(payout?.daily ?? 'NaN').lt('0.01')).toBe(true);
      expect(new Big(payout?.total ?? 'NaN').eq(new Big(payout?.daily ?? 'NaN').times(days))).toBe(true);
      expect(new Big(payout?.atExpiry ?? 'NaN').eq(new Big(amount).plus(payout?.total ?? 'NaN'))).toBe(true);
    }
  });

  it('an amount must be within [min, max] and not above the available balance', () => {
    const limits = { min: '500', max: '50000', available: '8000' };
    expect(checkStakingAmount('', limits)).toBe('required');
    expect(checkStakingAmount('abc', limits)).toBe('format');
    expect(checkStakingAmount('５００', limits)).toBe('fullWidth');
    expect(checkStakingAmount('500,5', { ...limits, language: 'fr' })).toBeNull();
    expect(checkStakingAmount('499.99', limits)).toBe('belowMin');
    expect(checkStakingAmount('500', limits)).toBeNull();
    expect(checkStakingAmount('8000', limits)).toBeNull();
    expect(checkStakingAmount('8000.01', limits)).toBe('aboveBalance');
    expect(checkStakingAmount('60000', { ...limits, available: '100000' })).toBe('aboveMax');
    expect(checkStakingAmount('600', { ...limits, available: null })).toBe('aboveBalance');
  });

  it('accepts exactly the amounts inside [min, min(max, balance)] (property)', () => {
    const next = random(5);
    for (let i = 0; i < 1000; i += 1) {
      const min = new Big(Math.floor(next() * 3000));
      const max = min.plus(Math.floor(next() * 30000));
      const balance = new Big((next() * 40000).toFixed(2));
      const amount = new Big((next() * 45000).toFixed(2));
      const ok = amount.gt(0) && amount.gte(min) && amount.lte(max) && amount.lte(balance);
      expect(
        checkStakingAmount(amount.toFixed(2), {
          min: min.toString(),
          max: max.toString(),
          available: balance.toString(),
        }) === null,
      ).toBe(ok);
    }
  });
});

describe('staking amounts in the user language', () => {
  it('reads separators as the language writes them', () => {
    const limits = { min: 1, max: 10, available: 100 };
    expect(checkStakingAmount('1,5', { ...limits, language: 'vi' })).toBeNull();
    // a point before three digits is a Vietnamese thousands separator, an English decimal point
    expect(checkStakingAmount('1.234', { ...limits, language: 'vi' })).toBe('grouping');
    expect(checkStakingAmount('1.234', { ...limits, language: 'en' })).toBe('decimals');
  });
});

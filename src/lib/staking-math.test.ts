import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { checkStakingAmount, expectedReward } from './staking-math';

const random = (seed: number) => () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};

describe('staking maths', () => {
  it('expected reward = amount × daily yield % × days / 100', () => {
    expect(expectedReward('2000', '1.200', 30)).toBe('720.00');
    expect(expectedReward('1000', '0.800', 7)).toBe('56.00');
    expect(expectedReward('1500', '1.350', 90)).toBe('1822.50');
    expect(expectedReward('0.1', '0.7', 3, 6)).toBe('0.002100');
    expect(expectedReward('', '1', 3)).toBeNull();
    const next = random(11);
    for (let i = 0; i < 1000; i += 1) {
      const amount = (next() * 1e6).toFixed(2);
      const yieldPct = (next() * 5).toFixed(3);
      const days = 1 + Math.floor(next() * 365);
      const reward = new Big(expectedReward(amount, yieldPct, days, 10) ?? 'NaN');
      expect(reward.eq(new Big(amount).times(yieldPct).times(days).div(100).round(10, Big.roundHalfUp))).toBe(true);
      // doubling the amount doubles the reward
      const doubled = new Big(expectedReward(new Big(amount).times(2).toFixed(2), yieldPct, days, 10) ?? 'NaN');
      expect(doubled.minus(reward.times(2)).abs().lte('0.0000000002')).toBe(true);
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
      expect(checkStakingAmount(amount.toFixed(2), { min: min.toString(), max: max.toString(), available: balance.toString() }) === null).toBe(ok);
    }
  });
});

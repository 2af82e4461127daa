import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { checkStake, countdownDays, estimatedIncome, formatCountdown, stakeToSend } from './option-math';

describe('option stake rules', () => {
  const limits = { min: 500, available: '12530.75' };

  it('asks for an amount, then a readable one', () => {
    expect(checkStake('', limits)).toBe('required');
    expect(checkStake('  ', limits)).toBe('required');
    expect(checkStake('abc', limits)).toBe('format');
    expect(checkStake('1.234', limits)).toBe('decimals');
    expect(checkStake('-5', limits)).toBe('negative');
    expect(checkStake('0', { min: 0, available: null })).toBe('zero');
  });

  it('needs at least the expiry minimum and at most the available balance, both inclusive', () => {
    expect(checkStake('499.99', limits)).toBe('belowMin');
    expect(checkStake('500', limits)).toBeNull();
    expect(checkStake('12530.75', limits)).toBeNull();
    expect(checkStake('12530.76', limits)).toBe('aboveBalance');
  });

  it('leaves the balance to the provider while it is unknown', () => {
    expect(checkStake('1000000', { min: '100', available: null })).toBeNull();
  });

  it('estimates the income as stake × payout / 100, in decimals, never rounded up', () => {
    expect(estimatedIncome('1000', 30)).toBe('300.00');
    expect(estimatedIncome('0.1', '45')).toBe('0.04');
    expect(estimatedIncome('333.33', '33.3')).toBe('110.99');
    expect(estimatedIncome('', 30)).toBeNull();
    expect(estimatedIncome('100', null)).toBeNull();
  });

  it('sends the typed stake as a plain decimal string', () => {
    expect(stakeToSend(new Big('0100.50'))).toBe('100.5');
    expect(stakeToSend(new Big('1000'))).toBe('1000');
  });
});

describe('countdown', () => {
  it.each([
    [60_000, '01:00'],
    [59_001, '01:00'],
    [59_000, '00:59'],
    [1, '00:01'],
    [0, '00:00'],
    [-500, '00:00'],
    [300_000, '05:00'],
    [3_600_000, '1:00:00'],
    [3_725_000, '1:02:05'],
  ])('%i ms left shows %s', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });
});

describe('countdown of a day or more', () => {
  it.each([
    [7 * 86_400_000, 7, '0:00:00'],
    // the seconds shown are rounded up, so the days are counted on them: never "6 days 24:00:00"
    [7 * 86_400_000 - 500, 7, '0:00:00'],
    [7 * 86_400_000 - 1_000, 6, '23:59:59'],
    [2 * 86_400_000 + 3_599_000, 2, '0:59:59'],
    [86_400_000 - 400, 1, '0:00:00'],
  ])('%i ms left reads %i days and %s', (ms, days, time) => {
    expect(countdownDays(ms)).toEqual({ days, time });
  });

  it('is null under a day', () => {
    expect(countdownDays(86_400_000 - 1_000)).toBeNull();
    expect(countdownDays(0)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { checkStopLoss, checkTakeProfit, parseLots, parsePrice } from './contract-math';

describe('lots as typed', () => {
  it('reads whole lots of at least 1, surrounding spaces ignored', () => {
    expect(parseLots('5')?.toString()).toBe('5');
    expect(parseLots(' 12 ')?.toString()).toBe('12');
    expect(parseLots('1')?.toString()).toBe('1');
    expect(parseLots('999999999')?.toString()).toBe('999999999');
  });

  it('refuses zero, fractions, signs, words, more than nine digits and nothing', () => {
    for (const text of ['0', '00', '1.5', '-1', '+1', '1e3', 'five', '1 2', '1234567890', '', '  ']) {
      expect(parseLots(text), text).toBeNull();
    }
  });
});

describe('a typed price', () => {
  it('is a positive decimal, surrounding spaces ignored', () => {
    expect(parsePrice('3875.40')?.toFixed(2)).toBe('3875.40');
    expect(parsePrice(' 0.5 ')?.toString()).toBe('0.5');
    expect(parsePrice('7')?.toString()).toBe('7');
  });

  it('refuses zero, signs, exponents, a lone point and anything else', () => {
    for (const text of ['0', '0.00', '-5', '+5', '1e3', '.5', '5.', '1,5', 'abc', '1 000', '']) {
      expect(parsePrice(text), text).toBeNull();
    }
  });
});

describe('take profit and stop loss against the order price', () => {
  const LONG = 1;
  const SHORT = 2;

  it('empty means none, whatever the side', () => {
    expect(checkTakeProfit('', LONG, '100')).toBeNull();
    expect(checkTakeProfit('   ', SHORT, '100')).toBeNull();
    expect(checkStopLoss('', LONG, '100')).toBeNull();
    expect(checkStopLoss(' ', SHORT, '100')).toBeNull();
  });

  it('a long takes profit strictly above the price and stops its loss strictly below it', () => {
    expect(checkTakeProfit('100.01', LONG, '100')).toBeNull();
    expect(checkTakeProfit('100', LONG, '100')).toBe('tpAbove');
    expect(checkTakeProfit('99', LONG, '100')).toBe('tpAbove');
    expect(checkStopLoss('99.99', LONG, '100')).toBeNull();
    expect(checkStopLoss('100', LONG, '100')).toBe('slBelow');
    expect(checkStopLoss('101', LONG, '100')).toBe('slBelow');
  });

  it('a short takes profit strictly below the price and stops its loss strictly above it', () => {
    expect(checkTakeProfit('99.99', SHORT, '100')).toBeNull();
    expect(checkTakeProfit('100', SHORT, '100')).toBe('tpBelow');
    expect(checkTakeProfit('100.5', SHORT, '100')).toBe('tpBelow');
    expect(checkStopLoss('100.01', SHORT, '100')).toBeNull();
    // a stop loss at the order price would close the position the moment it opens
    expect(checkStopLoss('100', SHORT, '100')).toBe('slAbove');
    expect(checkStopLoss('100.00', SHORT, '100')).toBe('slAbove');
    expect(checkStopLoss('99', SHORT, '100')).toBe('slAbove');
  });

  it('refuses what is not a positive price before comparing', () => {
    expect(checkStopLoss('0', LONG, '100')).toBe('format');
    expect(checkStopLoss('abc', SHORT, '100')).toBe('format');
    expect(checkTakeProfit('-5', SHORT, '100')).toBe('format');
    expect(checkTakeProfit('abc', LONG, '100')).toBe('format');
  });

  it('without an order price yet, only the format is checked', () => {
    expect(checkTakeProfit('50', LONG, null)).toBeNull();
    expect(checkTakeProfit('150', SHORT, 'n/a')).toBeNull();
    expect(checkStopLoss('150', LONG, undefined)).toBeNull();
    expect(checkStopLoss('50', SHORT, '')).toBeNull();
    expect(checkStopLoss('x', SHORT, null)).toBe('format');
  });
});

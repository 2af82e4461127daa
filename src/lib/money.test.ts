import { describe, expect, it } from 'vitest';
import { convert, subtract, toDecimal } from './money';

describe('decimal money maths', () => {
  it('reads numbers and numeric strings, and refuses anything else', () => {
    expect(toDecimal('12850.75')?.toString()).toBe('12850.75');
    expect(toDecimal(0.1)?.toString()).toBe('0.1');
    expect(toDecimal('1e3')?.toString()).toBe('1000');
    for (const bad of ['', 'abc', '1,5', null, undefined, Number.NaN, Number.POSITIVE_INFINITY])
      expect(toDecimal(bad)).toBeNull();
  });

  it('reads text with spaces around it, signs, exponents of several digits, and refuses halves of a number', () => {
    expect(toDecimal(' 12.50 ')?.toFixed(2)).toBe('12.50');
    expect(toDecimal('-3.5')?.toString()).toBe('-3.5');
    expect(toDecimal('2.5e-10')?.toString()).toBe('2.5e-10');
    expect(toDecimal('1E+21')?.toFixed()).toBe('1000000000000000000000');
    expect(toDecimal(1e21)?.toFixed()).toBe('1000000000000000000000');
    for (const bad of ['1.', '.5', '+1', '1e', '1e+', '- 1', 'e5', '12abc', 'abc12', '1.2.3', Number.NEGATIVE_INFINITY])
      expect(toDecimal(bad), String(bad)).toBeNull();
  });

  it('converts without binary-float error', () => {
    // 0.1 × 3 is 0.30000000000000004 in floats.
    expect(convert('0.1', '3')).toBe('0.30');
    expect(convert('12850.75', '25350', 0)).toBe('325766513');
    expect(convert('1.005', '1', 2)).toBe('1.01');
    expect(convert('abc', '2')).toBeNull();
  });

  it('subtracts frozen funds from the balance exactly', () => {
    expect(subtract('12850.75', '320.00')).toBe('12530.75');
    expect(subtract('0.3', 0.1)).toBe('0.20');
    expect(subtract('100', undefined)).toBe('100.00');
    expect(subtract('100', null)).toBe('100.00');
    expect(subtract('10', '0.005')).toBe('10.00'); // 9.995, half up
    expect(subtract('10', '0.006')).toBe('9.99');
    expect(subtract('10', '0.0051', 3)).toBe('9.995');
  });

  it('has no difference when either side is unusable', () => {
    expect(subtract('abc', '1')).toBeNull();
    expect(subtract('1', 'abc')).toBeNull();
    expect(subtract(undefined, '1')).toBeNull();
  });

  it('converts with the decimals asked for, and not when the rate is unusable', () => {
    expect(convert('2', '0.333333')).toBe('0.67');
    expect(convert('2', '0.333333', 4)).toBe('0.6667');
    expect(convert('2', null)).toBeNull();
    expect(convert(null, '2')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { convert, subtract, toDecimal } from './money';

describe('decimal money maths', () => {
  it('reads numbers and numeric strings, and refuses anything else', () => {
    expect(toDecimal('12850.75')?.toString()).toBe('12850.75');
    expect(toDecimal(0.1)?.toString()).toBe('0.1');
    expect(toDecimal('1e3')?.toString()).toBe('1000');
    for (const bad of ['', 'abc', '1,5', null, undefined, Number.NaN, Number.POSITIVE_INFINITY]) expect(toDecimal(bad)).toBeNull();
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
  });
});

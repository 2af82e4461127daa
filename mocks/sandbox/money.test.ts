import { describe, expect, it } from 'vitest';
import { Big, fixed, fixedDown } from './money.ts';

describe('sandbox money formatting', () => {
  it('rounds a loss under a cent to 0.00, never -0.00', () => {
    expect(fixed(new Big('-0.0011'))).toBe('0.00');
    expect(fixedDown(new Big('-0.009'))).toBe('0.00');
    expect(fixed(new Big('-0.0000001'), 4)).toBe('0.0000');
  });

  it('keeps the sign of anything that rounds to a cent or more', () => {
    expect(fixed(new Big('-0.005'))).toBe('-0.01');
    expect(fixed(new Big('-12.345'))).toBe('-12.35');
    expect(fixedDown(new Big('-12.349'))).toBe('-12.34');
    expect(fixed(new Big('0.004'))).toBe('0.00');
  });
});

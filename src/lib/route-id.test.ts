import { describe, expect, it } from 'vitest';
import { routeId } from './route-id';

describe('routeId', () => {
  it('reads a positive whole id', () => {
    expect(routeId('11')).toBe(11);
    expect(routeId(' 7 ')).toBe(7);
  });

  it('has no id for a missing, empty, zero, negative, fractional or foreign value', () => {
    for (const value of [null, '', ' ', '0', '00', '-3', '1.5', '1e3', 'abc', '0x10', '99999999999999999999']) {
      expect(routeId(value), String(value)).toBeNull();
    }
  });
});

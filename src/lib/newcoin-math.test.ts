import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { changePercent, coinQuantity, soldPercent } from './newcoin-math';

describe('new-coin maths', () => {
  it('coins for an amount at the issue price, rounded down', () => {
    expect(coinQuantity('1200', '0.1200')).toBe('10000.0000');
    expect(coinQuantity('100', '0.0450')).toBe('2222.2222');
    expect(coinQuantity('100', '0')).toBeNull();
    let seed = 9;
    for (let i = 0; i < 500; i += 1) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      const amount = new Big(seed % 100000).div(7).toFixed(2);
      const price = new Big((seed % 997) + 1).div(1000).toFixed(4);
      const coins = new Big(coinQuantity(amount, price) ?? 'NaN');
      // never more coins than paid for, and less than one smallest unit short
      expect(coins.times(price).lte(amount)).toBe(true);
      expect(coins.plus('0.0001').times(price).gt(amount)).toBe(true);
    }
  });

  it('change of a subscription since it was bought', () => {
    expect(changePercent('0.1200', '0.1875')).toBe('56.25');
    expect(changePercent('0.0450', '0.0412')).toBe('-8.44');
    expect(changePercent('0', '1')).toBeNull();
  });

  it('share sold', () => {
    expect(soldPercent('36250000', '50000000')).toBe(72);
    expect(soldPercent('0', '120000000')).toBe(0);
    expect(soldPercent('5', '4')).toBe(100);
    expect(soldPercent(undefined, '4')).toBeNull();
  });
});

describe('new coin figures without usable inputs', () => {
  it('have no value', () => {
    expect(coinQuantity(null, '0.5')).toBeNull();
    expect(coinQuantity('100', null)).toBeNull();
    expect(coinQuantity('100', '0')).toBeNull();
    expect(changePercent(null, '2')).toBeNull();
    expect(changePercent('1', null)).toBeNull();
    expect(changePercent('0', '2')).toBeNull();
    expect(soldPercent(null, '10')).toBeNull();
    expect(soldPercent('5', '0')).toBeNull();
  });
});

import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { riskRateOf } from './contract-math';
import { isLiquidatedAt, liquidationPriceOf, liquidationText } from './liquidation';

describe('liquidation', () => {
  it('is where the loss equals the margin, below the open for a long and above for a short', () => {
    // BTC at 100,000, 2 lots, 10x: margin 20,000, so 10,000 a lot of room
    expect(liquidationPriceOf(1, '100000', '2', '20000')?.toString()).toBe('90000');
    expect(liquidationPriceOf(2, '100000', '2', '20000')?.toString()).toBe('110000');
  });

  it('has no liquidation price for a long that put up the whole price, or with a missing value', () => {
    expect(liquidationPriceOf(1, '100', '1', '100')).toBeNull();
    expect(liquidationPriceOf(1, '100', '0', '10')).toBeNull();
    expect(liquidationPriceOf(2, null, '1', '10')).toBeNull();
  });

  it('liquidates exactly at the liquidation price and not a tick before', () => {
    expect(isLiquidatedAt(1, '100000', '90000', '2', '20000')).toBe(true);
    expect(isLiquidatedAt(1, '100000', '90000.01', '2', '20000')).toBe(false);
    expect(isLiquidatedAt(2, '100000', '110000', '2', '20000')).toBe(true);
    expect(isLiquidatedAt(2, '100000', '109999.99', '2', '20000')).toBe(false);
  });

  it('is never liquidated without a margin or a P/L to compare', () => {
    expect(isLiquidatedAt(1, '100000', '1', '2', null)).toBe(false);
    expect(isLiquidatedAt(1, '100000', '1', '2', '0')).toBe(false);
    expect(isLiquidatedAt(1, null, '1', '2', '20000')).toBe(false);
    expect(isLiquidatedAt(2, '100000', 'n/a', '2', '20000')).toBe(false);
  });

  it('shows the price rounded towards the open price: up for a long, down for a short', () => {
    expect(liquidationText(1, new Big('3487.855'), 2)).toBe('3487.86');
    expect(liquidationText(1, new Big('3487.851'), 2)).toBe('3487.86');
    expect(liquidationText(2, new Big('4262.949'), 2)).toBe('4262.94');
    expect(liquidationText(2, new Big('4262.94'), 4)).toBe('4262.9400');
  });

  it('reads the margin ratio (the risk rate) as the share of the margin lost', () => {
    expect(riskRateOf(new Big(-5000), new Big(20000))?.toString()).toBe('25');
    expect(riskRateOf(new Big(300), new Big(20000))?.toString()).toBe('0');
  });
});

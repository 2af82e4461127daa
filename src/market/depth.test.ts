import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { depthSide, spreadOf } from './depth';

describe('order book sides', () => {
  it('orders asks from the lowest and bids from the highest price', () => {
    const levels = [
      { price: '101.5', volume: 1 },
      { price: 100.25, volume: '3' },
      { price: '102', volume: 0.5 },
    ];
    expect(depthSide(levels, 'asks').map((row) => row.price)).toEqual(['100.25', '101.5', '102']);
    expect(depthSide(levels, 'bids').map((row) => row.price)).toEqual(['102', '101.5', '100.25']);
  });

  it("gives each level its share of the side's total volume, decimal exact", () => {
    const rows = depthSide(
      [
        { price: '1', volume: 0.1 },
        { price: '2', volume: 0.2 },
        { price: '3', volume: '0.7' },
      ],
      'asks',
    );
    // 0.1 + 0.2 is exactly 0.3 here, so the shares are exactly 10 %, 20 % and 70 %.
    expect(rows.map((row) => row.share)).toEqual(['10.00', '20.00', '70.00']);
  });

  it('counts every level in the total even when fewer are shown', () => {
    const levels = Array.from({ length: 10 }, (_, index) => ({ price: String(100 + index), volume: 1 }));
    const rows = depthSide(levels, 'asks', 8);
    expect(rows).toHaveLength(8);
    expect(rows.every((row) => row.share === '10.00')).toBe(true);
  });

  it('rounds shares half-up to two places and they add up to about 100', () => {
    const rows = depthSide(
      [
        { price: '1', volume: 1 },
        { price: '2', volume: 1 },
        { price: '3', volume: 1 },
      ],
      'bids',
    );
    expect(rows.map((row) => row.share)).toEqual(['33.33', '33.33', '33.33']);
    const total = rows.reduce((sum, row) => sum.plus(row.share), new Big(0));
    expect(total.toFixed(2)).toBe('99.99');
  });

  it('drops unreadable levels and copes with an empty or missing side', () => {
    expect(
      depthSide(
        [
          { price: 'x', volume: 1 },
          { price: '5', volume: '2' },
        ],
        'asks',
      ),
    ).toEqual([{ price: '5', volume: '2', share: '100.00', depth: '100.00' }]);
    expect(depthSide([], 'asks')).toEqual([]);
    expect(depthSide(undefined, 'bids')).toEqual([]);
    expect(depthSide([{ price: '5', volume: 0 }], 'bids')).toEqual([
      { price: '5', volume: '0', share: '0.00', depth: '0.00' },
    ]);
  });
});

describe('cumulative depth and spread', () => {
  it('adds the volume up from the best price outwards, 100 % at the deepest shown level', () => {
    const levels = [
      { price: '100.3', volume: '2' },
      { price: '100.1', volume: '1' },
      { price: '100.2', volume: 1 },
    ];
    expect(depthSide(levels, 'asks').map((row) => row.depth)).toEqual(['25.00', '50.00', '100.00']);
    expect(depthSide(levels, 'bids').map((row) => row.depth)).toEqual(['50.00', '75.00', '100.00']);
  });

  it('measures the spread between the best ask and the best bid, and against the mid price', () => {
    const bids = depthSide(
      [
        { price: '99.9', volume: 1 },
        { price: '100', volume: 1 },
      ],
      'bids',
    );
    const asks = depthSide(
      [
        { price: '100.20', volume: 1 },
        { price: '100.10', volume: 1 },
      ],
      'asks',
    );
    // 100.10 − 100 = 0.1, against the mid 100.05: 0.09995 % → 0.100 %
    expect(spreadOf(bids, asks)).toEqual({ value: '0.1', percent: '0.100' });
    expect(spreadOf([], asks)).toBeNull();
  });
});

describe('order book display', () => {
  it('keeps a price string as sent and writes tiny numbers in plain decimals', () => {
    const [row] = depthSide([{ price: '1.16390', volume: 0.0000001 }], 'bids');
    expect(row).toEqual({ price: '1.16390', volume: '0.0000001', share: '100.00', depth: '100.00' });
  });

  it('shows a price or volume string without the spaces around it', () => {
    expect(depthSide([{ price: ' 1.50 ', volume: ' 2 ' }], 'asks')[0]).toMatchObject({ price: '1.50', volume: '2' });
  });
});

describe('spread edge cases', () => {
  const side = (price: string) => depthSide([{ price, volume: 1 }], 'asks');

  it('has no spread without asks, without bids, or when the best prices cross', () => {
    expect(spreadOf(side('100'), [])).toBeNull();
    expect(spreadOf([], [])).toBeNull();
    expect(spreadOf(side('100.2'), side('100.1'))).toBeNull();
  });

  it('is zero when the best prices meet, and 0 % around a zero mid price', () => {
    expect(spreadOf(side('100'), side('100'))).toEqual({ value: '0', percent: '0.000' });
    expect(spreadOf(side('0'), side('0'))).toEqual({ value: '0', percent: '0.000' });
  });
});

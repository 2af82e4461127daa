import { describe, expect, it } from 'vitest';
import { depthCurve, nearestLevel } from './depth-curve';

describe('depth curve', () => {
  const curve = depthCurve({
    bids: [
      { price: '99', volume: 2 },
      { price: '100', volume: 1 },
      { price: 'x', volume: 5 },
    ],
    asks: [
      { price: '103', volume: 3 },
      { price: '101', volume: 1 },
    ],
  })!;

  it('adds up each side from its best price outwards, around the mid price', () => {
    expect(curve.bids.map((level) => [level.price, level.total])).toEqual([
      ['100', 1],
      ['99', 3],
    ]);
    expect(curve.asks.map((level) => [level.price, level.total])).toEqual([
      ['101', 1],
      ['103', 4],
    ]);
    expect(curve.mid).toBe(100.5);
    expect([curve.low, curve.high]).toEqual([98, 103]);
    expect(curve.top).toBe(4);
  });

  it('picks the nearest level of the side tapped', () => {
    expect(nearestLevel(curve, 98.2)?.price).toBe('99');
    expect(nearestLevel(curve, 100.4)?.price).toBe('100');
    expect(nearestLevel(curve, 100.6)?.price).toBe('101');
    expect(nearestLevel(curve, 103)?.price).toBe('103');
  });

  it('is null without a readable level, and draws one side alone', () => {
    expect(depthCurve(undefined)).toBeNull();
    expect(depthCurve({ bids: [], asks: [] })).toBeNull();
    const asks = depthCurve({ asks: [{ price: '5', volume: 1 }] })!;
    expect(asks.mid).toBe(5);
    expect(nearestLevel(asks, 4)?.price).toBe('5');
  });
});

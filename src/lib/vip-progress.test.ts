import { describe, expect, it } from 'vitest';
import { vipProgress } from './vip-progress';

const LEVELS = [
  { level: 1, points: '3888' },
  { level: 2, points: '18888' },
  { level: 3, points: '58888' },
];

describe('vipProgress', () => {
  it('measures from the current level threshold to the next', () => {
    expect(vipProgress(2, 21350, LEVELS)).toEqual({ next: 3, missing: '37538', percent: 6 });
    expect(vipProgress(0, '1944', LEVELS)).toEqual({ next: 1, missing: '1944', percent: 50 });
  });

  it('is full at the top and once the next threshold is reached', () => {
    expect(vipProgress(3, 60000, LEVELS)).toEqual({ next: null, missing: null, percent: 100 });
    expect(vipProgress(1, 20000, LEVELS)).toEqual({ next: 2, missing: '0', percent: 100 });
  });

  it('reads the levels in any order, from the highest threshold at or below the current level', () => {
    const shuffled = [LEVELS[2]!, LEVELS[0]!, LEVELS[1]!];
    expect(vipProgress(2, 21350, shuffled)).toEqual({ next: 3, missing: '37538', percent: 6 });
    expect(vipProgress(1, 11388, shuffled)).toEqual({ next: 2, missing: '7500', percent: 50 });
    expect(vipProgress(3, 1, shuffled)).toEqual({ next: null, missing: null, percent: 100 });
  });

  it('is empty below the current threshold, and says nothing when the next threshold is unreadable', () => {
    expect(vipProgress(2, 100, LEVELS)).toEqual({ next: 3, missing: '58788', percent: 0 });
    expect(
      vipProgress(1, 100, [
        { level: 1, points: '3888' },
        { level: 2, points: 'soon' },
      ]),
    ).toBeNull();
  });

  it('says nothing without points or levels', () => {
    expect(vipProgress(2, undefined, LEVELS)).toBeNull();
    expect(vipProgress(2, 100, [])).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { calibratedSlowdown } from './lighthouse-calibration.ts';

describe("the CPU slowdown calibrated to the host (Lighthouse's throttling guide)", () => {
  it("keeps the preset's × 4 for the host it was made for", () => {
    expect(calibratedSlowdown(1750)).toEqual({ slowdown: 4, host: 'a high-end desktop' });
  });

  it("gives the guide's suggested values in the middle of each class", () => {
    expect(calibratedSlowdown(1250).slowdown).toBeCloseTo(2.9, 5); // a low-end desktop: 2 (1–5)
    expect(calibratedSlowdown(1000).slowdown).toBeCloseTo(2.3, 5);
    expect(calibratedSlowdown(900)).toEqual({ slowdown: 2.1, host: 'a high-end phone' }); // 2 (1–5)
    expect(calibratedSlowdown(450)).toEqual({ slowdown: 1, host: 'a mid-tier phone' }); // 1
  });

  it('slows a faster host more and a slower one less, never below × 1', () => {
    const indexes = [100, 300, 700, 900, 1200, 1600, 2400];
    const slowdowns = indexes.map((index) => calibratedSlowdown(index).slowdown);
    expect(slowdowns).toEqual([...slowdowns].sort((a, b) => a - b));
    expect(Math.min(...slowdowns)).toBe(1);
    expect(calibratedSlowdown(2400).slowdown).toBeCloseTo(5.5, 5);
  });
});

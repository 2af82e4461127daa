import { describe, expect, it } from 'vitest';
import { chartLoader, type ChartComponent } from './chart-module';

const KlineChart = (() => null) as unknown as ChartComponent;

describe('the chart’s own download', () => {
  it('happens once, and the chart is then at hand for a panel’s first render', async () => {
    let downloads = 0;
    const chart = chartLoader(() => {
      downloads += 1;
      return Promise.resolve({ KlineChart });
    });
    expect(chart.loaded()).toBeNull();
    const [first, second] = await Promise.all([chart.load(), chart.load()]);
    expect(first).toBe(KlineChart);
    expect(second).toBe(KlineChart);
    expect(chart.loaded()).toBe(KlineChart);
    expect(downloads).toBe(1);
  });

  it('is tried again after a failed one', async () => {
    let attempts = 0;
    const chart = chartLoader(() => {
      attempts += 1;
      return attempts === 1
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : Promise.resolve({ KlineChart });
    });
    await expect(chart.load()).rejects.toThrow(/Failed to fetch/);
    expect(chart.loaded()).toBeNull();
    await expect(chart.load()).resolves.toBe(KlineChart);
    expect(attempts).toBe(2);
  });
});

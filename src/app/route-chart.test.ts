import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('../components/market-chart/chart-module');
  vi.resetModules();
});

describe('screens with a chart', () => {
  it('start the chart’s download with their own code; other screens do not', async () => {
    vi.resetModules();
    const loadChartModule = vi.fn(() => Promise.reject(new TypeError('offline')));
    vi.doMock('../components/market-chart/chart-module', () => ({ loadChartModule }));
    const { PRIVATE_ROUTES } = await import('./route-table');
    await PRIVATE_ROUTES['/pages/trade/loan']?.();
    expect(loadChartModule).not.toHaveBeenCalled();
    // a failed chart download does not fail the screen's own
    await expect(PRIVATE_ROUTES['/pages/trade']?.()).resolves.toHaveProperty('Component');
    expect(loadChartModule).toHaveBeenCalledTimes(1);
    await PRIVATE_ROUTES['/pages/trade/contract']?.();
    expect(loadChartModule).toHaveBeenCalledTimes(2);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { OPERATIONS } from '../api/generated/operations';
import { FIRST_CALLS } from './route-table';

afterEach(() => {
  vi.doUnmock('../api/response-contract');
  vi.resetModules();
});

describe("screens' first calls", () => {
  it('are operations of the contract', () => {
    const known = new Set(OPERATIONS.map((operation) => operation.id));
    expect(
      Object.values(FIRST_CALLS)
        .flat()
        .filter((id) => !known.has(id)),
    ).toEqual([]);
  });

  it('have their answer checks downloaded with the screen’s code', async () => {
    vi.resetModules();
    const warmChecks = vi.fn();
    vi.doMock('../api/response-contract', async (importOriginal) => ({
      ...(await importOriginal<object>()),
      warmChecks,
    }));
    const { HOME_TABS, PRIVATE_ROUTES } = await import('./route-table');
    await HOME_TABS.find((tab) => tab.path === '/')?.screen();
    expect(warmChecks).toHaveBeenLastCalledWith(FIRST_CALLS.home);
    await HOME_TABS.find((tab) => tab.path === '/pages/home/market')?.screen();
    expect(warmChecks).toHaveBeenLastCalledWith(FIRST_CALLS.market);
    await PRIVATE_ROUTES['/pages/trade']?.();
    expect(warmChecks).toHaveBeenLastCalledWith(FIRST_CALLS.trade);
    await PRIVATE_ROUTES['/pages/trade/loan']?.();
    expect(warmChecks).toHaveBeenCalledTimes(3);
  });
});

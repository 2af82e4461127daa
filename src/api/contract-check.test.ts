import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('./response-contract');
  vi.resetModules();
});

describe('the contract check’s own chunk', () => {
  it('names an operation from the contract once it has loaded', async () => {
    const { operationNameOf } = await import('./contract-check');
    expect(await operationNameOf('post', '/api/login?x=1')).toBe('loginUser');
  });

  it('when it cannot be downloaded, names the call by method and path, and the next call tries again', async () => {
    let attempts = 0;
    vi.doMock('./response-contract', async (importOriginal) => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return importOriginal();
    });
    const { loadContractCheck, operationNameOf } = await import('./contract-check');
    expect(await operationNameOf('post', '/login?x=1')).toBe('POST /login');
    expect(await loadContractCheck()).not.toBeNull();
    expect(await operationNameOf('post', '/login')).toBe('loginUser');
    expect(attempts).toBe(2);
  });
});

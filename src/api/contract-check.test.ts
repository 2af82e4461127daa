import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('./response-problems');
  vi.resetModules();
});

const broken = { status: 200, result: { id: null } };

describe('the contract check’s own chunk', () => {
  it('is downloaded once, however many calls ask for it', async () => {
    const { loadContractCheck } = await import('./contract-check');
    const [first, second] = await Promise.all([loadContractCheck(), loadContractCheck()]);
    expect(first).not.toBeNull();
    expect(second).toBe(first);
  });

  it('when it cannot be downloaded, the answer is used as it is, and the next call tries again', async () => {
    let attempts = 0;
    vi.doMock('./response-problems', async (importOriginal) => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return importOriginal();
    });
    const { checkResponse } = await import('./response-contract');
    expect(await checkResponse('GET', '/userdetail', broken)).toBeNull();
    const problem = await checkResponse('GET', '/userdetail', broken);
    expect(problem?.operation).toBe('getUserDetail');
    expect(problem?.detail).toMatch(/^result\.id: /);
    expect(attempts).toBe(2);
  });
});

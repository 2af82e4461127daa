import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { config } from 'zod/mini';

afterEach(() => {
  vi.doUnmock('./response-problems');
  vi.doUnmock('zod/v4/locales/en.js');
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

  it('when the English texts of problems cannot be downloaded, a broken answer is still refused, and the next one tries again', async () => {
    // as before any form's zod has loaded: no locale set for the whole app
    const { localeError } = config();
    config({ localeError: undefined });
    onTestFinished(() => void config({ localeError }));
    let attempts = 0;
    vi.doMock('zod/v4/locales/en.js', async (importOriginal) => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return importOriginal();
    });
    const { checkResponse } = await import('./response-contract');
    const wrongName = { status: 200, result: { id: 7, username: 5 } };
    expect(await checkResponse('GET', '/userdetail', wrongName)).toEqual({
      operation: 'getUserDetail',
      detail: 'result.username: Invalid input',
    });
    expect(await checkResponse('GET', '/userdetail', wrongName)).toEqual({
      operation: 'getUserDetail',
      detail: 'result.username: Invalid input: expected string, received number',
    });
    // an answer that keeps the contract never asks for them
    expect(
      await checkResponse('GET', '/userdetail', { status: 200, result: { id: 7, username: '0901234567' } }),
    ).toBeNull();
    expect(attempts).toBe(2);
  });
});

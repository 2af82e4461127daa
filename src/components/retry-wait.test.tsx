import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, errorFromResponse, retryAfterSeconds } from '../api/errors';
import { useRetryWait, waitText } from './retry-wait';

afterEach(() => {
  vi.useRealTimers();
});

describe('the wait of a throttled try', () => {
  it('reads Retry-After as seconds or as a date, only on a 429', () => {
    expect(retryAfterSeconds('120')).toBe(120);
    expect(retryAfterSeconds('Fri, 27 Nov 2026 22:00:30 GMT', Date.UTC(2026, 10, 27, 22, 0, 0))).toBe(30);
    expect(retryAfterSeconds('soon')).toBeUndefined();
    expect(retryAfterSeconds(null)).toBeUndefined();
    expect(errorFromResponse(429, { status: 429, message: 'Wait' }, '60').retryAfterSeconds).toBe(60);
    expect(errorFromResponse(200, { status: 429, message: 'Wait' }, '60')).toMatchObject({
      kind: 'business',
      retryAfterSeconds: 60,
      serverMessage: 'Wait',
    });
    expect(errorFromResponse(403, { status: 403, message: 'No' }, '60').retryAfterSeconds).toBeUndefined();
  });

  it('counts down to 0, second by second, and starts again from a new error', () => {
    vi.useFakeTimers();
    const first = errorFromResponse(429, { status: 429 }, '3');
    const { result, rerender } = renderHook(({ error }: { error: unknown }) => useRetryWait(error), {
      initialProps: { error: first },
    });
    expect(result.current).toBe(3);
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current).toBe(2);
    for (let second = 0; second < 5; second += 1) act(() => void vi.advanceTimersByTime(1000));
    expect(result.current).toBe(0);
    rerender({ error: errorFromResponse(429, { status: 429 }, '90') });
    expect(result.current).toBe(90);
    rerender({ error: new ApiError({ kind: 'forbidden', httpStatus: 403 }) });
    expect(result.current).toBe(0);
  });

  it('writes the wait as minutes and seconds', () => {
    expect(waitText(905)).toBe('15:05');
    expect(waitText(59)).toBe('0:59');
  });
});

import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNow } from './use-now';

const START = new Date('2026-11-23T07:30:00Z');

describe('useNow', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(START);
  });
  afterEach(() => vi.useRealTimers());

  it('reads the time every 30 seconds by default', () => {
    const { result } = renderHook(() => useNow());
    expect(result.current).toEqual(START);
    act(() => {
      vi.advanceTimersByTime(29_999);
    });
    expect(result.current).toEqual(START);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.valueOf()).toBe(START.valueOf() + 30_000);
  });

  it('reads it as often as asked while running, and not at all when stopped', () => {
    const { result, rerender } = renderHook(({ running }) => useNow(250, running), { initialProps: { running: true } });
    act(() => {
      vi.advanceTimersByTime(750);
    });
    expect(result.current.valueOf()).toBe(START.valueOf() + 750);
    rerender({ running: false });
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(result.current.valueOf()).toBe(START.valueOf() + 750);
  });
});

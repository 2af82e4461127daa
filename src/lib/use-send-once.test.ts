import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSendOnce } from './use-send-once';

describe('useSendOnce', () => {
  it('sends once while a send is in flight, then again after it settles', async () => {
    const { result } = renderHook(() => useSendOnce());
    let calls = 0;
    let release: () => void = () => undefined;
    const send = () => {
      calls += 1;
      return new Promise<void>((resolve) => {
        release = resolve;
      });
    };
    let first: Promise<boolean> = Promise.resolve(false);
    let second: Promise<boolean> = Promise.resolve(false);
    act(() => {
      first = result.current(send);
      second = result.current(send);
    });
    expect(await second).toBe(false);
    expect(calls).toBe(1);
    release();
    expect(await first).toBe(true);
    await act(async () => {
      const third = result.current(() => Promise.reject(new Error('refused')));
      expect(await third).toBe(false);
    });
    expect(calls).toBe(1);
  });

  it('takes the next send once the last one succeeded or failed', async () => {
    const { result } = renderHook(() => useSendOnce());
    const send = vi.fn(() => Promise.resolve());
    await act(async () => {
      expect(await result.current(send)).toBe(true);
      expect(await result.current(send)).toBe(true);
      expect(await result.current(() => Promise.reject(new Error('refused')))).toBe(false);
      expect(await result.current(send)).toBe(true);
    });
    expect(send).toHaveBeenCalledTimes(3);
  });
});

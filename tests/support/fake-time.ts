import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** Lets `ms` of fake time pass and renders what it changed (with vi.useFakeTimers in force). */
export const elapse = (ms: number): void => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};

import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/support/render';
import { toaster } from './toaster';

afterEach(() => {
  toaster.remove();
  vi.useRealTimers();
});

describe('toasts', () => {
  it.each(['success', 'error', 'info'] as const)('a %s message stays 5 s, long enough to read, then goes', async (type) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithProviders(<div />);
    act(() => void toaster.create({ type, description: 'Order placed.' }));
    expect(await screen.findByText('Order placed.')).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(4_500));
    expect(screen.getByText('Order placed.')).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    await vi.waitFor(() => expect(screen.queryByText('Order placed.')).toBeNull());
  });
});

import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/support/render';
import { toaster } from './toaster';

afterEach(() => {
  toaster.remove();
  vi.useRealTimers();
});

describe('toasts', () => {
  it.each(['success', 'error', 'info'] as const)(
    'a %s message stays 5 s, long enough to read, then goes',
    async (type) => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      renderWithProviders(<div />);
      act(() => void toaster.create({ type, description: 'Order placed.' }));
      expect(await screen.findByText('Order placed.')).toBeVisible();
      await act(() => vi.advanceTimersByTimeAsync(4_500));
      expect(screen.getByText('Order placed.')).toBeVisible();
      await act(() => vi.advanceTimersByTimeAsync(1_500));
      await vi.waitFor(() => expect(screen.queryByText('Order placed.')).toBeNull());
    },
  );
});

describe('the toasts’ view', () => {
  /** A fresh toaster module (its view is set up once per page), drawn in Chakra's provider. */
  const freshToaster = async () => {
    vi.resetModules();
    const [{ Toaster, toaster: freshStore }, { ChakraProvider }, { system }, { render }] = await Promise.all([
      import('./toaster'),
      import('@chakra-ui/react'),
      import('../../theme/system'),
      import('@testing-library/react'),
    ]);
    const draw = () =>
      render(
        <ChakraProvider value={system}>
          <Toaster />
        </ChakraProvider>,
      );
    return { toaster: freshStore, draw };
  };

  it('is not set up before the first message, then shows every message, those created before it too', async () => {
    const fresh = await freshToaster();
    fresh.toaster.create({ type: 'error', description: 'You are offline. Nothing was sent.' });
    fresh.draw();
    expect(await screen.findByText('You are offline. Nothing was sent.')).toBeVisible();
    act(() => void fresh.toaster.create({ type: 'info', description: 'Copied.' }));
    expect(await screen.findByText('Copied.')).toBeVisible();
    act(() => fresh.toaster.remove());
  });

  it('draws nothing until a message comes', async () => {
    const fresh = await freshToaster();
    fresh.draw();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(document.querySelector('[data-scope="toast"]')).toBeNull();
    act(() => void fresh.toaster.create({ type: 'success', description: 'Order placed.' }));
    expect(await screen.findByText('Order placed.')).toBeVisible();
    expect(document.querySelector('[data-scope="toast"]')).not.toBeNull();
    act(() => fresh.toaster.remove());
  });

  it('downloads at the first touch, before any message, so a message can show once the network is gone', async () => {
    const imported = vi.fn();
    vi.doMock('./toaster-view', async (importOriginal) => {
      imported();
      return importOriginal();
    });
    const fresh = await freshToaster();
    fresh.draw();
    expect(imported).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerdown'));
    await vi.waitFor(() => expect(imported).toHaveBeenCalledTimes(1));
    window.dispatchEvent(new Event('pointerdown'));
    await Promise.resolve();
    expect(imported).toHaveBeenCalledTimes(1);
    vi.doUnmock('./toaster-view');
  });

  it('waits for the network when its download fails, then shows the message, the page unharmed', async () => {
    let attempts = 0;
    vi.doMock('./toaster-view', async (importOriginal) => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return importOriginal();
    });
    const fresh = await freshToaster();
    fresh.draw();
    act(() => void fresh.toaster.create({ type: 'error', description: 'You are offline. Nothing was sent.' }));
    await vi.waitFor(() => expect(attempts).toBe(1));
    expect(screen.queryByText('You are offline. Nothing was sent.')).toBeNull();
    act(() => void window.dispatchEvent(new Event('online')));
    // well before the 5 s retry: the returning network is what brings it
    expect(await screen.findByText('You are offline. Nothing was sent.', {}, { timeout: 2_000 })).toBeVisible();
    expect(attempts).toBe(2);
    act(() => fresh.toaster.remove());
    vi.doUnmock('./toaster-view');
  });
});

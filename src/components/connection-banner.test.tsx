import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MarketContext } from '../market/market-context';
import type { ConnectionStatus } from '../market/socket';
import { MarketStore } from '../market/store';
import { renderWithProviders } from '../../tests/support/render';
import { ConnectionBanner } from './connection-banner';
import { elapse } from '../../tests/support/fake-time';

const banner = (status: ConnectionStatus, retry = vi.fn()) => {
  renderWithProviders(
    <MarketContext.Provider
      value={{ store: new MarketStore(), getStatus: () => status, subscribeStatus: () => () => undefined, retry }}
    >
      <ConnectionBanner />
    </MarketContext.Provider>,
  );
  return retry;
};

afterEach(() => {
  vi.useRealTimers();
});

describe('connection banner', () => {
  it('says nothing while prices are only on their way (1.5 s), then that they are; a brief drop never shows', () => {
    vi.useFakeTimers();
    let status: ConnectionStatus = 'connecting';
    const listeners = new Set<() => void>();
    const set = (next: ConnectionStatus): void => {
      status = next;
      for (const listener of listeners) listener();
    };
    renderWithProviders(
      <MarketContext.Provider
        value={{
          store: new MarketStore(),
          getStatus: () => status,
          subscribeStatus: (listener) => {
            listeners.add(listener);
            return () => listeners.delete(listener);
          },
          retry: vi.fn(),
        }}
      >
        <ConnectionBanner />
      </MarketContext.Provider>,
    );
    const shown = () => screen.queryByTestId('connection-banner');
    // the first connection: nothing for 1.5 s, then it says prices are coming
    expect(shown()).toBeNull();
    elapse(1499);
    expect(shown()).toBeNull();
    elapse(1);
    expect(shown()).toHaveTextContent('Connecting to live prices…');
    act(() => set('connected'));
    expect(shown()).toBeNull();
    // a drop that lasts: counted from the drop, through the reconnection attempts
    act(() => set('disconnected'));
    elapse(1000);
    act(() => set('connecting'));
    expect(shown()).toBeNull();
    elapse(500);
    expect(shown()).toHaveTextContent('Connecting to live prices…');
    act(() => set('connected'));
    expect(shown()).toBeNull();
    // a blip shorter than the grace period never shows
    act(() => set('disconnected'));
    elapse(1400);
    act(() => set('connected'));
    elapse(5000);
    expect(shown()).toBeNull();
    // the attempts ran out: said at once
    act(() => set('paused'));
    expect(shown()).toHaveTextContent('Live prices paused');
  });

  it('says the price service stopped answering (not the user’s network) and retries at once on request', async () => {
    const retry = banner('paused');
    const alert = await screen.findByTestId('connection-banner');
    expect(alert).toHaveTextContent('Live prices paused: the price service did not answer after 10 attempts.');
    expect(alert).not.toHaveTextContent(/you are back online/i);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry now' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('offers no retry while the app is still reconnecting by itself', async () => {
    banner('disconnected');
    expect(await screen.findByTestId('connection-banner')).toHaveTextContent('Live prices interrupted, reconnecting…');
    expect(screen.queryByRole('button', { name: 'Retry now' })).toBeNull();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MarketContext } from '../market/market-context';
import type { ConnectionStatus } from '../market/socket';
import { MarketStore } from '../market/store';
import { renderWithProviders } from '../../tests/support/render';
import { ConnectionBanner } from './connection-banner';

const banner = (status: ConnectionStatus, retry = vi.fn()) => {
  renderWithProviders(
    <MarketContext.Provider value={{ store: new MarketStore(), getStatus: () => status, subscribeStatus: () => () => undefined, retry }}>
      <ConnectionBanner />
    </MarketContext.Provider>,
  );
  return retry;
};

describe('connection banner', () => {
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

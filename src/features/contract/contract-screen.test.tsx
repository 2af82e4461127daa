import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '../../components/ui/toaster';
import { liveStore, open, summary } from '../../../tests/support/contract-screen';
import { renderApp } from '../../../tests/support/render';

// The toaster is app-wide and shows at most three toasts: start every test without any.
afterEach(() => toaster.remove());

describe('contract screen: order book, signals and symbols', () => {
  it('shows the order book with its spread and cumulative depth; a tap on a level makes a limit order at that price', async () => {
    const user = userEvent.setup();
    const store = liveStore();
    await open(store);
    const panel = screen.getByTestId('market-panel');
    expect(within(panel).getByTestId('chart-panel')).toBeVisible();
    act(() =>
      store.apply({
        kind: 'depth',
        frame: {
          cmd_id: 22999,
          data: {
            code: 'ETHUSDT',
            asks: [
              { price: '3876.10', volume: 3 },
              { price: '3875.90', volume: 1 },
            ],
            bids: [
              { price: 3875.2, volume: '2' },
              { price: 3874.8, volume: '2' },
            ],
          },
        },
      }),
    );
    // 3,875.90 − 3,875.20
    expect(within(panel).getByTestId('depth-spread')).toHaveTextContent('Spread 0.70 (0.018%)');
    expect(
      within(panel)
        .getAllByTestId('depth-ask')
        .map((row) => row.getAttribute('data-depth')),
    ).toEqual(['25.00', '100.00']);
    await user.click(
      within(panel).getByRole('button', { name: /^3,875\.90\s*1.*Tap a price to place a limit order at it\.$/ }),
    );
    expect(screen.getByRole('button', { name: 'Limit' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('textbox', { name: /Order price \(limit\)/ })).toHaveValue('3875.90');
    expect(summary('price')).toHaveTextContent('3,875.90');
    // Folded away: the form stays.
    await user.click(within(panel).getByRole('button', { name: 'Hide chart and order book' }));
    expect(within(panel).queryByTestId('order-book')).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Show chart and order book' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByRole('form', { name: 'Contract order' })).toBeVisible();
  });

  it('opens from a signal with its side, take profit and stop loss filled in', async () => {
    renderApp('/pages/trade/contract?symbol=ethusdt&side=short&tp=3700&sl=3990.5', {
      token: 'tok',
      market: liveStore(),
    });
    await screen.findByRole('form', { name: 'Contract order' }, { timeout: 8000 });
    expect(screen.getByTestId('side-short')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('textbox', { name: 'Take profit' })).toHaveValue('3700');
    expect(screen.getByRole('textbox', { name: 'Stop loss' })).toHaveValue('3990.5');
    expect(screen.getByTestId('place-order')).toHaveTextContent('Open short');
  });

  it('opens the first listed symbol without ?symbol= and explains an unknown one', async () => {
    const first = renderApp('/pages/trade/contract', { token: 'tok', market: liveStore() });
    expect(await screen.findByTestId('contract-header')).toHaveTextContent('BTCUSDT');
    first.unmount();
    renderApp('/pages/trade/contract?symbol=nope', { token: 'tok', market: liveStore() });
    expect(await screen.findByText('NOPE is not a listed symbol. Choose one from the market list.')).toBeVisible();
  });
});

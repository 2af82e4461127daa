import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from '@chakra-ui/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../components/ui/toaster';
import { server } from '../../../tests/support/msw-server';
import { renderApp, renderWithProviders } from '../../../tests/support/render';
import { openSheet, pricedStore } from '../../../tests/support/trade-screen';
import { withBalance } from '../../../tests/support/trading';
import { useActiveOrders } from './active-orders-store';

// jsdom has no canvas: the drawn chart is checked in the browser tests; here, what it is given.
vi.mock('../../components/market-chart/kline-chart', () => ({
  KlineChart: ({ bars, period, precision }: { bars: unknown[]; period: string; precision: number }) => (
    <div data-testid="kline-chart" data-candles={bars.length} data-period={period} data-precision={precision} />
  ),
}));

// A browser that can draw (jsdom cannot; the setup says so with a null context).
beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({} as CanvasRenderingContext2D);
});

afterEach(() => {
  // The toaster is app-wide: start every test without any.
  toaster.remove();
  vi.restoreAllMocks();
  vi.useRealTimers();
  useActiveOrders.setState({ orders: [] });
});

describe('option orders', () => {
  it('checks the stake against the expiry minimum and the available balance, keeping what was typed', async () => {
    server.use(withBalance('3000', '500'));
    const user = userEvent.setup();
    renderApp('/pages/trade?symbol=btcusdt', { token: 'tok', market: pricedStore() });
    const sheet = await openSheet(user);
    expect(within(sheet).getByRole('heading', { name: 'Buy up · BTCUSDT' })).toBeVisible();
    const expiries = await within(sheet).findAllByTestId('expiry-option');
    expect(expiries.map((option) => option.textContent)).toEqual([
      '30 sPayout 20%Min. 100',
      '1 minPayout 30%Min. 500',
      '5 minPayout 45%Min. 1,000',
      '1 hPayout 60%Min. 5,000',
      '1 dPayout 70%Min. 10,000',
      '1 wkPayout 80%Min. 20,000',
      '1 moPayout 90%Min. 50,000',
    ]);
    expect(await within(sheet).findByText('Available: 2,500.00 USDT')).toBeVisible();
    const amount = within(sheet).getByRole('textbox', { name: /amount/i });
    await user.type(amount, '50');
    expect(within(sheet).getByText('The minimum for 30 s is 100.00 USDT.')).toBeVisible();
    await user.click(within(sheet).getByRole('button', { name: /1 min/ }));
    expect(within(sheet).getByText('The minimum for 1 min is 500.00 USDT.')).toBeVisible();
    await user.clear(amount);
    await user.type(amount, '2600');
    expect(within(sheet).getByText('That is more than your available balance of 2,500.00 USDT.')).toBeVisible();
    expect(within(sheet).getByTestId('estimated-income')).toHaveTextContent('—');
    await user.click(within(sheet).getByRole('button', { name: 'Buy up' }));
    expect(screen.queryByTestId('confirm-send-dialog')).toBeNull();
    expect(amount).toHaveValue('2600');
    await user.clear(amount);
    await user.type(amount, '12.345');
    expect(within(sheet).getByText('At most 2 decimals')).toBeVisible();
    expect(amount).toHaveValue('12.345');
  });

  it('keeps the sheet open when a dialog beneath it closes (only the user closes it)', async () => {
    server.use(withBalance('20000', '0'));
    const user = userEvent.setup();
    // A dialog that opened before the sheet (as a confirmation does when the sheet finishes opening
    // after it on a slow device): closing a dialog closes every dialog opened after it, unless asked not to.
    let close = (): void => undefined;
    const Beneath = () => {
      const [open, setOpen] = useState(true);
      close = () => setOpen(false);
      return (
        <Dialog.Root open={open} modal={false} lazyMount unmountOnExit>
          <Dialog.Positioner>
            <Dialog.Content aria-label="beneath">beneath</Dialog.Content>
          </Dialog.Positioner>
        </Dialog.Root>
      );
    };
    renderWithProviders(<Beneath />);
    renderApp('/pages/trade?symbol=btcusdt', { token: 'tok', market: pricedStore() });
    const sheet = await openSheet(user);
    await user.type(within(sheet).getByRole('textbox', { name: /amount/i }), '1000');
    act(() => close());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'beneath' })).toBeNull());
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(sheet).toHaveAttribute('data-state', 'open');
    expect(within(sheet).getByRole('heading', { name: 'Buy up · BTCUSDT' })).toBeVisible();
    expect(within(sheet).getByRole('textbox', { name: /amount/i })).toHaveValue('1000');
  });

  it('keeps the sheet open when focus leaves it after a confirmation closed (only the user closes it)', async () => {
    server.use(withBalance('20000', '0'));
    const user = userEvent.setup();
    renderApp('/pages/trade?symbol=btcusdt', { token: 'tok', market: pricedStore() });
    const sheet = await openSheet(user);
    await user.click(await within(sheet).findByRole('button', { name: '1,000' }));
    await user.click(within(sheet).getByRole('button', { name: 'Buy up' }));
    const dialog = await screen.findByTestId('confirm-send-dialog');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-send-dialog')).toBeNull());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    // Focus moves out of the sheet by no act of the user (here a script; in the app a dialog or a
    // message taking focus as it opens): the sheet keeps its focus and stays open.
    const outside = document.createElement('button');
    outside.textContent = 'outside';
    document.body.append(outside);
    act(() => outside.focus());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    outside.remove();
    expect(sheet).toHaveAttribute('data-state', 'open');
    expect(within(sheet).getByRole('heading', { name: 'Buy up · BTCUSDT' })).toBeVisible();
    expect(within(sheet).getByRole('textbox', { name: /amount/i })).toHaveValue('1000');
  });

  it('stakes a share of the available balance, never more than there is', async () => {
    server.use(withBalance('1500.03', '500'));
    const user = userEvent.setup();
    renderApp('/pages/trade?symbol=btcusdt', { token: 'tok', market: pricedStore() });
    const sheet = await openSheet(user);
    expect(await within(sheet).findByText('Available: 1,000.03 USDT')).toBeVisible();
    const shares = within(sheet).getByRole('group', { name: 'Share of available balance' });
    const amount = within(sheet).getByRole('textbox', { name: /amount/i });
    await user.click(within(shares).getByRole('button', { name: '25%' }));
    expect(amount).toHaveValue('250'); // 250.0075, rounded down to the cent
    await user.click(within(shares).getByRole('button', { name: '75%' }));
    expect(amount).toHaveValue('750.02'); // 750.0225
    await user.click(within(shares).getByRole('button', { name: '100%' }));
    expect(amount).toHaveValue('1000.03');
    expect(within(sheet).queryByText(/more than your available balance/)).toBeNull();
  });

  it('fills a quick amount and estimates the income from the payout', async () => {
    server.use(withBalance('20000', '0'));
    const user = userEvent.setup();
    renderApp('/pages/trade?symbol=btcusdt', { token: 'tok', market: pricedStore() });
    const sheet = await openSheet(user, 'Buy down');
    expect(within(sheet).getByRole('heading', { name: 'Buy down · BTCUSDT' })).toBeVisible();
    const quick = await within(sheet).findAllByTestId('quick-amount');
    expect(quick.map((button) => button.textContent)).toEqual([
      '1,000',
      '5,000',
      '10,000',
      '50,000',
      '100,000',
      '200,000',
      '500,000',
      '1,000,000',
    ]);
    await user.click(within(sheet).getByRole('button', { name: '5,000' }));
    expect(within(sheet).getByRole('textbox', { name: /amount/i })).toHaveValue('5000');
    // 30 s pays 20 %.
    expect(within(sheet).getByTestId('estimated-income')).toHaveTextContent('1,000.00 USDT');
    await user.click(within(sheet).getByRole('button', { name: /5 min/ }));
    expect(within(sheet).getByTestId('estimated-income')).toHaveTextContent('2,250.00 USDT');
  });
});

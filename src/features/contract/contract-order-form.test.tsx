import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { getGetHomeMockHandler } from '../../api/generated/endpoints/home/home.msw';
import { MarketStore } from '../../market/store';
import { toaster } from '../../components/ui/toaster';
import { liveStore, lotsInput, open, summary } from '../../../tests/support/contract-screen';
import { server } from '../../../tests/support/msw-server';
import { renderApp } from '../../../tests/support/render';
import { price, withBalance } from '../../../tests/support/trading';

// The toaster is app-wide and shows at most three toasts: start every test without any.
afterEach(() => toaster.remove());

describe('contract order form: what an order costs and what it must meet', () => {
  it('shows the live order price, margin, lot fee, overnight fee, total and available balance', async () => {
    await open();
    expect(screen.getByTestId('contract-header')).toHaveTextContent('ETHUSDT');
    expect(within(screen.getByTestId('contract-header')).getByTestId('live-price')).toHaveTextContent('3,875.40');
    // 1 lot at 10x (the first leverage), fee 0.002, overnight 0.0005 (/home examples)
    expect(summary('price')).toHaveTextContent('3,875.40');
    expect(summary('margin')).toHaveTextContent('387.54 USDT');
    expect(summary('fee')).toHaveTextContent('7.75 USDT'); // 7.7508
    expect(summary('overnight')).toHaveTextContent('1.94 USDT per night'); // 1.9377
    expect(summary('total')).toHaveTextContent('395.29 USDT'); // 395.2908
    expect(summary('available')).toHaveTextContent('12,530.75 USDT');
    expect(screen.getByRole('link', { name: 'Options' })).toHaveAttribute('href', '#/pages/trade?symbol=ethusdt');
  });

  it('says what one lot needs before any lot is typed, and how much more a small balance needs', async () => {
    server.use(withBalance('100'));
    renderApp('/pages/trade/contract?symbol=ethusdt', { token: 'tok', market: liveStore() });
    await screen.findByText('100.00 USDT', {}, { timeout: 8000 });
    const lot = await screen.findByTestId('one-lot');
    // 1 lot of ETH at 3,875.40 and 10×: margin 387.54 + fee 7.75
    expect(lot).toHaveTextContent(
      'One lot of ETHUSDT at 10× needs 395.29 USDT: margin 387.54 + fee 7.75. Lots are whole numbers.',
    );
    expect(within(lot).getByTestId('one-lot-short')).toHaveTextContent('You need 295.29 USDT more for one lot.');
    expect(within(lot).getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '#/pages/recharge');
  });

  it('shows the liquidation price of the position before it is opened, by side, moving with the price', async () => {
    const user = userEvent.setup();
    const store = liveStore();
    await open(store);
    // 1 lot at 10×: margin 387.54, so the long is closed at 3,875.40 − 387.54
    expect(summary('liquidation')).toHaveTextContent('Est. liquidation price3,487.86');
    await user.click(screen.getByTestId('side-short'));
    expect(summary('liquidation')).toHaveTextContent('4,262.94'); // 3,875.40 + 387.54
    act(() => store.apply(price('ETHUSDT', 4000)));
    expect(summary('liquidation')).toHaveTextContent('4,400.00'); // 4,000 + 400
  });

  it('falls back to a 0.02 fee and says the overnight fee is per night without a figure when /home has neither', async () => {
    server.use(getGetHomeMockHandler({ status: 200, result: { fee: 0 } }));
    await open();
    await waitFor(() => expect(summary('fee')).toHaveTextContent('77.51 USDT')); // 3875.40 × 0.02
    expect(summary('overnight')).toHaveTextContent('Charged per night held');
    expect(summary('overnight')).not.toHaveTextContent(/\d/);
  });

  it('moves with the live price', async () => {
    const store = liveStore();
    await open(store);
    act(() => store.apply(price('ETHUSDT', 4000)));
    expect(summary('price')).toHaveTextContent('4,000.00');
    expect(summary('margin')).toHaveTextContent('400.00 USDT');
  });

  it('takes lots from the presets and leverage from /trade/Contractinfo', async () => {
    const user = userEvent.setup();
    await open();
    const leverage = screen.getByRole('group', { name: 'Leverage' });
    expect(
      within(leverage)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['10×', '20×', '50×', '100×']);
    expect(within(leverage).getByRole('button', { name: '10×' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(screen.getByRole('group', { name: 'Lot presets' })).getByRole('button', { name: '5' }));
    expect(lotsInput()).toHaveValue('5');
    expect(summary('margin')).toHaveTextContent('1,937.70 USDT');
    await user.click(within(leverage).getByRole('button', { name: '20×' }));
    expect(summary('margin')).toHaveTextContent('968.85 USDT');
    expect(summary('fee')).toHaveTextContent('38.75 USDT'); // the fee does not depend on leverage (38.754)
  });

  it('sets the largest whole number of lots that fits a share of the available balance', async () => {
    const user = userEvent.setup();
    await open();
    const shares = screen.getByRole('group', { name: 'Share of available balance' });
    // One lot at 10x takes 387.54 + 7.7508 = 395.2908; 12,530.75 / 395.2908 = 31.7
    await user.click(within(shares).getByRole('button', { name: '100%' }));
    expect(lotsInput()).toHaveValue('31');
    expect(summary('total')).toHaveTextContent('12,254.01 USDT');
    await user.click(within(shares).getByRole('button', { name: '25%' }));
    expect(lotsInput()).toHaveValue('7'); // 3,132.69 / 395.29 = 7.9
    await user.click(within(screen.getByRole('group', { name: 'Leverage' })).getByRole('button', { name: '100×' }));
    await user.click(within(shares).getByRole('button', { name: '100%' }));
    expect(lotsInput()).toHaveValue('269'); // one lot: 38.754 + 7.7508 = 46.5048
    expect(screen.queryByTestId('balance-error')).toBeNull();
  });

  it('says when a share of the balance does not cover one lot', async () => {
    const user = userEvent.setup();
    server.use(withBalance('500'));
    renderApp('/pages/trade/contract?symbol=ethusdt', { token: 'tok', market: liveStore() });
    await screen.findByText('500.00 USDT');
    await user.click(
      within(screen.getByRole('group', { name: 'Share of available balance' })).getByRole('button', { name: '25%' }),
    );
    expect(
      await screen.findByText(
        '25% of your available balance (500.00 USDT) does not cover one lot at this price and leverage.',
      ),
    ).toBeVisible();
  });

  it('asks for a delegated price on a limit order and prices the order with it', async () => {
    const user = userEvent.setup();
    const store = liveStore();
    await open(store);
    await user.click(screen.getByRole('button', { name: 'Limit' }));
    // The limit price starts at the live price; moving prices do not overwrite it.
    const limit = screen.getByRole('textbox', { name: /Order price \(limit\)/ });
    expect(limit).toHaveValue('3875.4');
    act(() => store.apply(price('ETHUSDT', 3880)));
    expect(limit).toHaveValue('3875.4');
    await user.clear(limit);
    await user.click(screen.getByTestId('place-order'));
    expect(await screen.findByText('Enter the price to open at.')).toBeVisible();
    expect(screen.queryByTestId('confirm-send-dialog')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /Order price \(limit\)/ }), '3800');
    expect(summary('price')).toHaveTextContent('3,800.00');
    expect(summary('margin')).toHaveTextContent('380.00 USDT');
  });

  it('checks take profit and stop loss against the side and the order price, keeping what was typed', async () => {
    const user = userEvent.setup();
    await open();
    const tp = screen.getByRole('textbox', { name: 'Take profit' });
    const sl = screen.getByRole('textbox', { name: 'Stop loss' });
    await user.type(tp, '3800');
    await user.type(sl, '3900');
    expect(screen.getByText('For a long, take profit must be above the order price (3,875.40).')).toBeVisible();
    expect(screen.getByText('For a long, stop loss must be below the order price (3,875.40).')).toBeVisible();
    await user.click(screen.getByTestId('place-order'));
    expect(screen.queryByTestId('confirm-send-dialog')).toBeNull();
    expect(tp).toHaveValue('3800');
    // The same levels are right for a short.
    await user.click(screen.getByTestId('side-short'));
    expect(screen.queryByText(/take profit must be/)).toBeNull();
    expect(screen.queryByText(/stop loss must be/)).toBeNull();
    await user.clear(tp);
    await user.type(tp, '3900');
    expect(screen.getByText('For a short, take profit must be below the order price (3,875.40).')).toBeVisible();
    await user.clear(sl);
    await user.type(sl, '0');
    expect(screen.getByText('Enter a price above 0.')).toBeVisible();
  });

  it('catches an insufficient balance before sending', async () => {
    const user = userEvent.setup();
    let sent = 0;
    server.use(
      http.post('*/trade/createPerpetualContract', () => {
        sent += 1;
        return HttpResponse.json({ status: 200, message: 'Order placed' });
      }),
    );
    await open();
    await user.click(within(screen.getByRole('group', { name: 'Lot presets' })).getByRole('button', { name: '50' }));
    expect(await screen.findByTestId('balance-error')).toHaveTextContent(
      'Insufficient balance: this order needs 19,764.54 USDT and you have 12,530.75 USDT available.',
    );
    await user.click(screen.getByTestId('place-order'));
    expect(screen.queryByTestId('confirm-send-dialog')).toBeNull();
    expect(sent).toBe(0);
  });

  it('refuses a market order while the symbol has no live price', async () => {
    const user = userEvent.setup();
    await open(new MarketStore({ schedule: (flush) => flush() }));
    await user.click(screen.getByTestId('place-order'));
    expect(await screen.findByText(/There is no live price for ETHUSDT right now/)).toBeVisible();
    expect(screen.queryByTestId('confirm-send-dialog')).toBeNull();
  });
});

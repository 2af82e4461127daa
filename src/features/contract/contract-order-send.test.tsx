import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '../../components/ui/toaster';
import { lotsInput, open } from '../../../tests/support/contract-screen';
import { server } from '../../../tests/support/msw-server';

// The toaster is app-wide and shows at most three toasts: start every test without any.
afterEach(() => toaster.remove());

describe('contract order form: confirming and sending', () => {
  it('confirms exactly the request it sends, sends it once on a double tap, then refreshes the positions', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    let listCalls = 0;
    server.use(
      http.post('*/trade/createPerpetualContract', async ({ request }) => {
        bodies.push(await request.json());
        await delay(150);
        return HttpResponse.json({ status: 200, message: 'Order placed' });
      }),
      http.get('*/trade/Contractorderlist', () => {
        listCalls += 1;
        return undefined;
      }),
    );
    await open();
    await screen.findAllByTestId('contract-order');
    const before = listCalls;
    await user.click(within(screen.getByRole('group', { name: 'Lot presets' })).getByRole('button', { name: '5' }));
    await user.click(within(screen.getByRole('group', { name: 'Leverage' })).getByRole('button', { name: '20×' }));
    await user.type(screen.getByRole('textbox', { name: 'Take profit' }), '4000');
    await user.type(screen.getByRole('textbox', { name: 'Stop loss' }), '3800.5');
    await user.click(screen.getByTestId('place-order'));
    const dialog = await screen.findByTestId('confirm-send-dialog');
    const rows = Object.fromEntries(
      within(dialog)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(rows).toEqual({
      Symbol: 'ETHUSDT',
      Direction: 'Long',
      'Order type': 'Market',
      Lots: '5',
      Leverage: '20×',
      'Order price': '3,875.40',
      'Take profit': '4,000.00',
      'Stop loss': '3,800.50',
      Margin: '968.85 USDT',
      'Lot fee': '38.75 USDT',
      'Total (margin + fee)': '1,007.60 USDT',
      // 3,875.40 − 968.85 / 5: where the loss of the position reaches its margin
      'Est. liquidation price': '3,681.63',
      'Overnight fee': '9.69 USDT per night',
    });
    const confirm = within(dialog).getByRole('button', { name: 'Place order' });
    act(() => {
      fireEvent.click(confirm);
      fireEvent.click(confirm);
    });
    expect(await screen.findByText('Order placed.')).toBeVisible();
    expect(bodies).toEqual([
      {
        symbol: 'ethusdt',
        tradetype: 1,
        quantity: '5',
        multiple: 20,
        pricetype: '1',
        target_price: '3875.4',
        target_profit_price: 4000,
        stop_loss_price: 3800.5,
      },
    ]);
    // The confirmation rows are the body: symbol, side, type, lots, leverage, price, TP, SL.
    await waitFor(() => expect(listCalls).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByTestId('confirm-send-dialog')).toBeNull());
  });

  it('sends a limit short without take profit or stop loss when none was given', async () => {
    const user = userEvent.setup();
    let body: unknown;
    server.use(
      http.post('*/trade/createPerpetualContract', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ status: 200, message: 'Order placed' });
      }),
    );
    await open();
    await user.click(screen.getByTestId('side-short'));
    await user.click(screen.getByRole('button', { name: 'Limit' }));
    await user.clear(screen.getByRole('textbox', { name: /Order price \(limit\)/ }));
    await user.type(screen.getByRole('textbox', { name: /Order price \(limit\)/ }), '3950.25');
    await user.click(screen.getByTestId('place-order'));
    const dialog = await screen.findByTestId('confirm-send-dialog');
    expect(dialog).toHaveTextContent('Open a short position?');
    expect(dialog).not.toHaveTextContent('Take profit');
    await user.click(within(dialog).getByRole('button', { name: 'Place order' }));
    await waitFor(() =>
      expect(body).toEqual({
        symbol: 'ethusdt',
        tradetype: 2,
        quantity: '1',
        multiple: 10,
        pricetype: '2',
        target_price: '3950.25',
      }),
    );
  });

  it('shows the server message on a refusal and keeps what the user typed', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('*/trade/createPerpetualContract', () =>
        HttpResponse.json({ status: 403, message: 'Insufficient margin' }),
      ),
    );
    await open();
    await user.click(within(screen.getByRole('group', { name: 'Lot presets' })).getByRole('button', { name: '10' }));
    await user.type(screen.getByRole('textbox', { name: 'Take profit' }), '4100');
    await user.click(screen.getByTestId('place-order'));
    await user.click(
      within(await screen.findByTestId('confirm-send-dialog')).getByRole('button', { name: 'Place order' }),
    );
    expect(await screen.findByText('Insufficient margin')).toBeVisible();
    expect(lotsInput()).toHaveValue('10');
    expect(screen.getByRole('textbox', { name: 'Take profit' })).toHaveValue('4100');
  });
});

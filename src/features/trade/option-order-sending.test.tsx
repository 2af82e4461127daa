/** The option order sheet sending an order: the entry price, the confirmation, one order per tap and refusals. */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../components/ui/toaster';
import { server } from '../../../tests/support/msw-server';
import { renderApp } from '../../../tests/support/render';
import { liveStore, openSheet, pricedStore } from '../../../tests/support/trade-screen';
import { price, withBalance } from '../../../tests/support/trading';
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
  it('shows the entry price the order is judged against, and refuses to send on a stale price', async () => {
    const bodies: unknown[] = [];
    server.use(
      withBalance('20000', '0'),
      http.post('*/order', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          status: 200,
          message: 'Order placed',
          result: {
            order_id: 778,
            trade_time: 30,
            symbol: 'btcusdt',
            direction: 1,
            amount: '1000',
            open_price: '96900',
            expectedprofit: '200.00',
          },
        });
      }),
    );
    const store = liveStore();
    const user = userEvent.setup();
    renderApp('/pages/trade?symbol=btcusdt', { token: 'tok', market: store });
    const sheet = await openSheet(user);
    // No price has arrived: nothing can be judged, nothing can be sent.
    expect(within(sheet).getByTestId('stale-price')).toHaveTextContent('No live price for BTCUSDT right now');
    expect(within(sheet).getByRole('button', { name: 'Buy up' })).toBeDisabled();
    act(() => store.apply(price('BTCUSDT', 96900)));
    expect(within(sheet).getByTestId('entry-price')).toHaveTextContent('96,900.00');
    expect(within(sheet).queryByTestId('stale-price')).toBeNull();
    await user.click(await within(sheet).findByRole('button', { name: '1,000' }));
    await user.click(within(sheet).getByRole('button', { name: 'Buy up' }));
    const dialog = await screen.findByTestId('confirm-send-dialog');
    expect(dialog).toHaveTextContent('Entry price96,900.00');
    // The feed stops while the confirmation is open (a zero price: the market closed): it can no longer be confirmed.
    act(() => store.apply(price('BTCUSDT', 0)));
    await waitFor(() => expect(screen.queryByTestId('confirm-send-dialog')).toBeNull());
    expect(bodies).toEqual([]);
    expect(within(sheet).getByTestId('stale-price')).toBeVisible();
    expect(within(sheet).getByRole('textbox', { name: /amount/i })).toHaveValue('1000');
    // Prices flow again: the order goes out, once.
    act(() => store.apply(price('BTCUSDT', 96910)));
    await user.click(within(sheet).getByRole('button', { name: 'Buy up' }));
    const again = await screen.findByTestId('confirm-send-dialog');
    expect(again).toHaveTextContent('Entry price96,910.00');
    await user.click(within(again).getByRole('button', { name: 'Place order' }));
    await waitFor(() =>
      expect(bodies).toEqual([{ symbol: 'btcusdt', currency: 'USDT', amount: '1000', direction: 1, trade_time: 30 }]),
    );
  });

  it('confirms exactly what is sent, sends one order on a double tap, then counts down', async () => {
    const bodies: unknown[] = [];
    server.use(
      withBalance('20000', '0'),
      http.post('*/order', async ({ request }) => {
        bodies.push(await request.json());
        await delay(150);
        return HttpResponse.json({
          status: 200,
          message: 'Order placed',
          result: {
            order_id: 777,
            trade_time: 60,
            symbol: 'btcusdt',
            direction: 2,
            amount: '1000',
            open_price: '96842.50',
            expectedprofit: '300.00',
          },
        });
      }),
    );
    const user = userEvent.setup();
    renderApp('/pages/trade?symbol=btcusdt', { token: 'tok', market: pricedStore() });
    const sheet = await openSheet(user, 'Buy down');
    await user.click(await within(sheet).findByRole('button', { name: /1 min/ }));
    await user.click(within(sheet).getByRole('button', { name: '1,000' }));
    await user.click(within(sheet).getByRole('button', { name: 'Buy down' }));
    const dialog = await screen.findByTestId('confirm-send-dialog');
    const rows = within(dialog)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual([
      'Instrument: BTCUSDT',
      'Direction: Down',
      'Entry price: 96,842.50',
      'Amount: 1,000.00 USDT',
      'Currency: USDT',
      'Expiry: 1 min',
      'Payout: 30%',
      'Estimated income: 300.00 USDT',
    ]);
    const confirm = within(dialog).getByRole('button', { name: 'Place order' });
    act(() => {
      fireEvent.click(confirm);
      fireEvent.click(confirm);
    });
    const card = await screen.findByTestId('active-order');
    expect(bodies).toEqual([{ symbol: 'btcusdt', currency: 'USDT', amount: '1000', direction: 2, trade_time: 60 }]);
    expect(card).toHaveTextContent('BTCUSDT');
    expect(card).toHaveTextContent('Down');
    expect(card).toHaveTextContent('1,000.00 USDT');
    expect(card).toHaveTextContent('Open 96,842.50');
    expect(within(card).getByTestId('countdown').textContent).toMatch(/^0[01]:[0-5]\d$/);
    await waitFor(() => expect(screen.queryByTestId('order-sheet')).toBeNull());
    expect(await screen.findByText('Order placed. The countdown has started.')).toBeVisible();
  });

  it.each([
    ['a refusal (403)', { status: 403, message: 'Insufficient available balance' }, 'Insufficient available balance'],
    [
      'a field error (400)',
      {
        status: 400,
        message: 'The given data was invalid.',
        result: { amount: ['The minimum purchase amount is 500 USDT.'] },
      },
      'The minimum purchase amount is 500 USDT.',
    ],
  ])('shows %s in the sheet, which stays open with the amount', async (_name, body, message) => {
    server.use(
      withBalance('20000', '0'),
      http.post('*/order', () => HttpResponse.json(body)),
    );
    const user = userEvent.setup();
    renderApp('/pages/trade?symbol=btcusdt', { token: 'tok', market: pricedStore() });
    const sheet = await openSheet(user);
    const amount = await within(sheet).findByRole('textbox', { name: /amount/i });
    await user.type(amount, '700');
    await user.click(within(sheet).getByRole('button', { name: 'Buy up' }));
    await user.click(
      within(await screen.findByTestId('confirm-send-dialog')).getByRole('button', { name: 'Place order' }),
    );
    const error = await within(sheet).findByTestId('order-error');
    expect(error).toHaveTextContent('The order was not placed');
    expect(error).toHaveTextContent(message);
    expect(amount).toHaveValue('700');
    expect(screen.queryByTestId('active-order')).toBeNull();
    // the confirmation closes (after its exit frame) and leaves the sheet with the error
    await waitFor(() => expect(screen.queryByTestId('confirm-send-dialog')).toBeNull());
    expect(within(sheet).getByTestId('order-error')).toBeVisible();
  });
});

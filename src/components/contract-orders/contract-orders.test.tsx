import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { formatProviderTime } from '../../domain/provider-time';
import { getGetContractOrderAllListMockHandler } from '../../api/generated/endpoints/contract/contract.msw';
import { toaster } from '../ui/toaster';
import { server } from '../../../tests/support/msw-server';
import { renderApp } from '../../../tests/support/render';
import { contractOrder, price, syncStore as store } from '../../../tests/support/trading';

// The toaster is app-wide and shows at most three toasts: start every test without any.
afterEach(() => toaster.remove());
// The first render loads the lazy route: allow a slow machine its time.
const FIRST_LOAD = { timeout: 8000 };
const card = (id: number) =>
  screen.getAllByTestId('contract-order').find((row) => row.getAttribute('data-id') === String(id))!;

const PENDING = contractOrder({
  id: 7745,
  trade_type: 2,
  order_quantity: '2',
  open_price: 3460,
  leverage: 10,
  margin: 692,
  fee: 13.84,
  status: 0,
});

describe('contract position cards', () => {
  it('show P/L, P/L ratio and risk rate moving with the live price, the mark price until one arrives', async () => {
    const market = store();
    renderApp('/pages/lever/leverList?status=1', { token: 'tok', market });
    await screen.findAllByTestId('contract-order', {}, FIRST_LOAD);
    // No live price yet: measured at the server's mark price (3,412.18): (3412.18 − 3380.20) × 1
    expect(within(card(7731)).getByTestId('order-pnl')).toHaveTextContent('+31.98');
    act(() => {
      market.apply(price('ETHUSDT', 3500));
      market.apply(price('XAUUSD', 2660));
    });
    const eth = card(7731);
    expect(within(eth).getByTestId('order-live-price')).toHaveTextContent('3,500.00');
    expect(within(eth).getByTestId('order-pnl')).toHaveTextContent('+119.80');
    expect(within(eth).getByTestId('order-pnl')).toHaveStyle({ color: 'var(--chakra-colors-profit)' });
    expect(within(eth).getByTestId('order-pnl-ratio')).toHaveTextContent('+70.88%'); // 119.80 / 169.01
    expect(within(eth).getByTestId('order-risk')).toHaveTextContent('0.00%');
    // margin ratio: (margin + P/L) / margin = (169.01 + 119.80) / 169.01
    expect(within(eth).getByTestId('order-margin-ratio')).toHaveTextContent('170.88%');
    // A short of 2 lots of gold opened at 2,652.10: (2652.10 − 2660) × 2
    expect(within(card(7728)).getByTestId('order-pnl')).toHaveTextContent('−15.80');
    expect(within(card(7728)).getByTestId('order-pnl')).toHaveStyle({ color: 'var(--chakra-colors-loss)' });
    expect(within(card(7728)).getByTestId('order-risk')).toHaveTextContent('14.89%'); // 15.80 / 106.08
    act(() => market.apply(price('ETHUSDT', 3300)));
    expect(within(card(7731)).getByTestId('order-pnl')).toHaveTextContent('−80.20');
    expect(within(card(7731)).getByTestId('order-risk')).toHaveTextContent('47.45%'); // 80.20 / 169.01
    expect(within(card(7731)).getByTestId('order-margin-ratio')).toHaveTextContent('52.55%'); // 88.81 / 169.01
    // AAPL has no live price in this store: the mark price 229.87 → (229.87 − 226.40) × 10
    expect(within(card(7702)).getByTestId('order-pnl')).toHaveTextContent('+34.70');
  });

  it('show each open position’s liquidation price and margin ratio, by the sandbox’s own rule', async () => {
    const market = store();
    renderApp('/pages/lever/leverList?status=1', { token: 'tok', market });
    await screen.findAllByTestId('contract-order', {}, FIRST_LOAD);
    // A long of 1 lot at 3,380.20 with 169.01 margin: liquidated at 3,380.20 − 169.01 / 1
    const eth = card(7731);
    expect(within(eth).getByText('Liq. price')).toBeVisible();
    expect(within(eth).getByTestId('order-liquidation')).toHaveTextContent('3,211.19');
    // A short of 2 lots of gold at 2,652.10 with 106.08 margin: 2,652.10 + 106.08 / 2
    expect(within(card(7728)).getByTestId('order-liquidation')).toHaveTextContent('2,705.14');
    // At that price the margin ratio reaches 0 % and the risk (the share of the margin lost) 100 %.
    act(() => market.apply(price('ETHUSDT', 3211.19)));
    expect(within(card(7731)).getByText('Margin ratio')).toBeVisible();
    expect(within(card(7731)).getByTestId('order-margin-ratio')).toHaveTextContent('0.00%');
    expect(within(card(7731)).getByTestId('order-risk')).toHaveTextContent('100.00%');
  });

  it('set take profit / stop loss checked against the side and the live price, sent as target_profit_price', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    server.use(
      http.post('*/trade/setContract', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ status: 200, message: 'Take profit and stop loss saved' });
      }),
    );
    const market = store();
    renderApp('/pages/lever/leverList?status=1', { token: 'tok', market });
    await screen.findAllByTestId('contract-order');
    act(() => market.apply(price('ETHUSDT', 3500)));
    await user.click(within(card(7731)).getByRole('button', { name: 'TP / SL' }));
    const dialog = await screen.findByTestId('tpsl-dialog');
    const tp = within(dialog).getByRole('textbox', { name: 'Take profit' });
    const sl = within(dialog).getByRole('textbox', { name: 'Stop loss' });
    expect(tp).toHaveValue('3550');
    expect(sl).toHaveValue('3300');
    await user.clear(tp);
    await user.type(tp, '3400');
    await user.clear(sl);
    await user.type(sl, '3600');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('For a long position, take profit must be above 3,500.00.')).toBeVisible();
    expect(within(dialog).getByText('For a long position, stop loss must be below 3,500.00.')).toBeVisible();
    expect(tp).toHaveValue('3400');
    expect(bodies).toEqual([]);
    await user.clear(tp);
    await user.type(tp, '3650.5');
    await user.clear(sl);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toEqual([{ id: 7731, target_profit_price: 3650.5, stop_loss_price: null }]));
    expect(await screen.findByText('Take profit and stop loss saved.')).toBeVisible();
    await waitFor(() => expect(screen.queryByTestId('tpsl-dialog')).toBeNull());
  });

  it('check a short position the other way round', async () => {
    const user = userEvent.setup();
    const market = store();
    renderApp('/pages/lever/leverList?status=1', { token: 'tok', market });
    await screen.findAllByTestId('contract-order');
    act(() => market.apply(price('XAUUSD', 2660)));
    await user.click(within(card(7728)).getByRole('button', { name: 'TP / SL' }));
    const dialog = await screen.findByTestId('tpsl-dialog');
    const tp = within(dialog).getByRole('textbox', { name: 'Take profit' });
    await user.clear(tp);
    await user.type(tp, '2700');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('For a short position, take profit must be below 2,660.00.')).toBeVisible();
    // 2,672 stop loss is above 2,660: fine for a short.
    expect(within(dialog).queryByText(/stop loss must be/)).toBeNull();
  });

  it('keep the dialog and what was typed when the server refuses the levels', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('*/trade/setContract', () => HttpResponse.json({ status: 403, message: 'Position already closing' })),
    );
    renderApp('/pages/lever/leverList?status=1', { token: 'tok', market: store() });
    await screen.findAllByTestId('contract-order');
    await user.click(within(card(7731)).getByRole('button', { name: 'TP / SL' }));
    const dialog = await screen.findByTestId('tpsl-dialog');
    const tp = within(dialog).getByRole('textbox', { name: 'Take profit' });
    await user.clear(tp);
    await user.type(tp, '3700');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Position already closing')).toBeVisible();
    expect(screen.getByTestId('tpsl-dialog')).toBeVisible();
    expect(tp).toHaveValue('3700');
  });

  it('close one position after a confirmation, sending its id once however fast it is tapped, then refresh', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    let listCalls = 0;
    server.use(
      http.post('*/trade/Contractclose', async ({ request }) => {
        bodies.push(await request.json());
        await delay(150);
        return HttpResponse.json({ status: 200, message: 'Position closed' });
      }),
      http.get('*/trade/Contractorderalllist', () => {
        listCalls += 1;
        return undefined;
      }),
    );
    const market = store();
    renderApp('/pages/lever/leverList?status=1', { token: 'tok', market });
    await screen.findAllByTestId('contract-order');
    act(() => market.apply(price('ETHUSDT', 3500)));
    await user.click(within(card(7731)).getByRole('button', { name: 'Close' }));
    const dialog = await screen.findByTestId('confirm-send-dialog');
    expect(dialog).toHaveTextContent('#7731');
    expect(dialog).toHaveTextContent('+119.80 USDT');
    const before = listCalls;
    const confirm = within(dialog).getByRole('button', { name: 'Close position' });
    act(() => {
      fireEvent.click(confirm);
      fireEvent.click(confirm);
    });
    expect(await screen.findByText('Position closed.')).toBeVisible();
    expect(bodies).toEqual([{ id: 7731 }]);
    await waitFor(() => expect(listCalls).toBeGreaterThan(before));
  });

  it('cancel a pending order after a confirmation', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    server.use(
      getGetContractOrderAllListMockHandler({ status: 200, result: { data: [PENDING], count: 1 } }),
      http.post('*/trade/Contractordercancel', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ status: 200, message: 'Order cancelled' });
      }),
    );
    renderApp('/pages/lever/leverList?status=0', { token: 'tok', market: store() });
    const row = await screen.findByTestId('contract-order');
    expect(row).toHaveTextContent('Pending');
    expect(within(row).queryByRole('button', { name: 'Close' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'TP / SL' })).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByTestId('confirm-send-dialog');
    expect(dialog).toHaveTextContent('3,460.00');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(bodies).toEqual([{ id: 7745 }]));
    expect(await screen.findByText('Order cancelled.')).toBeVisible();
  });
});

describe('contract orders by status (leverList)', () => {
  it('asks for each status as its tab is chosen', async () => {
    const user = userEvent.setup();
    const statuses: (string | null)[] = [];
    server.use(
      http.get('*/trade/Contractorderalllist', ({ request }) => {
        const url = new URL(request.url);
        statuses.push(url.searchParams.get('status'));
        expect(url.searchParams.get('page')).toBe('1');
        expect(url.searchParams.get('limit')).toBe('10');
        return HttpResponse.json({ status: 200, result: { data: [], count: 0 } });
      }),
    );
    renderApp('/pages/lever/leverList', { token: 'tok', market: store() });
    expect(await screen.findByText('No open positions.')).toBeVisible();
    for (const [tab, empty] of [
      ['Pending', 'No pending orders.'],
      ['Closed', 'No closed orders yet.'],
      ['Cancelled', 'No cancelled orders.'],
    ] as const) {
      await user.click(screen.getByRole('tab', { name: tab }));
      expect(await screen.findByText(empty)).toBeVisible();
    }
    expect(statuses).toEqual(['1', '0', '2', '3']);
  });

  it('reads the rows under `list` when the provider sends them there', async () => {
    server.use(
      http.get('*/trade/Contractorderalllist', () =>
        HttpResponse.json({ status: 200, result: { list: [{ ...PENDING, id: 9001, status: 1 }], count: 1 } }),
      ),
    );
    renderApp('/pages/lever/leverList?status=1', { token: 'tok', market: store() });
    expect(await screen.findByTestId('contract-order')).toHaveAttribute('data-id', '9001');
  });

  it('shows the server P/L of a closed order and the close price', async () => {
    server.use(
      http.get('*/trade/Contractorderalllist', () =>
        HttpResponse.json({
          status: 200,
          result: {
            data: [
              {
                ...PENDING,
                id: 7650,
                symbol: 'tsla',
                trade_type: 1,
                order_quantity: '5',
                open_price: 341.2,
                current_price: 348,
                margin: 170.6,
                profit_loss: 34,
                status: 2,
                close_time: '2026-11-19 16:40:27',
              },
            ],
            count: 1,
          },
        }),
      ),
    );
    renderApp('/pages/lever/leverList?status=2', { token: 'tok', market: store() });
    const row = await screen.findByTestId('contract-order');
    expect(within(row).getByTestId('order-pnl')).toHaveTextContent('+34.00');
    expect(within(row).getByTestId('order-pnl-ratio')).toHaveTextContent('+19.93%'); // 34 / 170.6
    expect(row).toHaveTextContent('Close price');
    // provider times (UTC+7) shown in the device's zone, as the chart's
    expect(row).toHaveTextContent(
      `${formatProviderTime('2026-11-22 04:30:18', 'en')} → ${formatProviderTime('2026-11-19 16:40:27', 'en')}`,
    );
    expect(within(row).queryByRole('button', { name: 'Close' })).toBeNull();
    expect(within(row).getByRole('link', { name: 'Details' })).toHaveAttribute(
      'href',
      '#/pages/trade/orderdetail?id=7650&status=2',
    );
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getGetContractOrderListMockHandler } from '../../api/generated/endpoints/contract/contract.msw';
import type { ContractOrder } from '../../api/generated/model';
import { toaster } from '../../components/ui/toaster';
import { server } from '../../../tests/support/msw-server';
import { renderApp } from '../../../tests/support/render';
import { contractOrder, price, syncStore as store } from '../../../tests/support/trading';
import { formatProviderTime } from '../../domain/provider-time';

/** A provider time as the screens show it: in the device's zone (decision 0035), in English. */
const shown = (text: string): string => formatProviderTime(text, 'en-US');

// The toaster is app-wide and shows at most three toasts: start every test without any.
afterEach(() => {
  toaster.remove();
  vi.unstubAllGlobals();
});

// The first render loads the lazy route: allow a slow machine its time.
const FIRST_LOAD = { timeout: 8000 };

const order = (patch: Partial<ContractOrder>): ContractOrder =>
  contractOrder({ overnight_fee: 0.34, profit_loss: 31.98, order_time: '2026-11-21 22:14:05', ...patch });

const LONG = order({ id: 11 });
const SHORT = order({ id: 12, trade_type: 2, order_quantity: '2', open_price: 3460, leverage: 10, margin: 692 });
const PENDING = order({ id: 13, trade_type: 2, open_price: 3600, status: 0 });

describe('one symbol’s orders (orderList)', () => {
  it('totals the live P/L of the open positions, each counted once', async () => {
    // The provider repeats a row (as a second page might); pending orders have no P/L.
    server.use(
      getGetContractOrderListMockHandler({ status: 200, result: { data: [LONG, SHORT, LONG, PENDING], count: 4 } }),
    );
    const market = store();
    renderApp('/pages/lever/orderList?symbol=ethusdt', { token: 'tok', market });
    const summary = await screen.findByTestId('batch-close', {}, FIRST_LOAD);
    expect(summary).toHaveTextContent('Open positions: 2');
    act(() => market.apply(price('ETHUSDT', 3500)));
    // long (3500 − 3380.20) × 1 = +119.80; short (3460 − 3500) × 2 = −80.00
    expect(within(summary).getByTestId('total-pnl')).toHaveTextContent('+39.80 USDT');
    act(() => market.apply(price('ETHUSDT', 3400)));
    expect(within(summary).getByTestId('total-pnl')).toHaveTextContent('+139.80 USDT'); // +19.80 + 120.00
    expect(screen.getAllByTestId('contract-order')).toHaveLength(4);
  });

  it('lists and totals only the page symbol’s positions, each valued at its own live price', async () => {
    // The provider answers symbol=btcusdt with an ETH long among the BTC positions.
    const btcLong = order({ id: 21, symbol: 'btcusdt', open_price: 97000, margin: 4850, order_quantity: '1' });
    const btcShort = order({
      id: 22,
      symbol: 'BTCUSDT',
      trade_type: 2,
      open_price: 98000,
      margin: 4900,
      order_quantity: '1',
    });
    server.use(
      getGetContractOrderListMockHandler({ status: 200, result: { data: [btcLong, LONG, btcShort], count: 3 } }),
    );
    const market = store();
    renderApp('/pages/lever/orderList?symbol=btcusdt', { token: 'tok', market });
    const summary = await screen.findByTestId('batch-close', {}, FIRST_LOAD);
    act(() => {
      market.apply(price('BTCUSDT', 97500));
      market.apply(price('ETHUSDT', 3444.61));
    });
    // long +500.00, short +500.00; the ETH long (+64.41 at its own price) is not this screen's
    expect(summary).toHaveTextContent('Open positions: 2');
    expect(within(summary).getByTestId('total-pnl')).toHaveTextContent('+1,000.00 USDT');
    const cards = screen.getAllByTestId('contract-order');
    expect(cards.map((card) => card.getAttribute('data-id'))).toEqual(['21', '22']);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close all' }));
    const dialog = await screen.findByTestId('confirm-send-dialog');
    expect(dialog).toHaveTextContent('2');
    expect(dialog).toHaveTextContent('+1,000.00 USDT');
  });

  it('asks for the symbol’s orders page by page until the total is complete', async () => {
    // The list's own scrolling never fires here (nothing scrolls in jsdom): the screen loads the pages itself.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    const pages: string[] = [];
    server.use(
      http.get('*/trade/Contractorderlist', ({ request }) => {
        const url = new URL(request.url);
        pages.push(`${url.searchParams.get('symbol')}:${url.searchParams.get('page')}`);
        const page = Number(url.searchParams.get('page'));
        const rows = Array.from({ length: page === 1 ? 10 : 2 }, (_, index) => order({ id: page * 100 + index }));
        return HttpResponse.json({ status: 200, result: { data: rows, count: 12 } });
      }),
    );
    const market = store();
    renderApp('/pages/lever/orderList?symbol=ethusdt', { token: 'tok', market });
    await waitFor(() => expect(screen.getByTestId('batch-close')).toHaveTextContent('Open positions: 12'), FIRST_LOAD);
    expect(pages).toEqual(['ethusdt:1', 'ethusdt:2']);
    act(() => market.apply(price('ETHUSDT', 3390.2)));
    expect(screen.getByTestId('total-pnl')).toHaveTextContent('+120.00 USDT'); // 12 × 10.00
  });

  it.each([
    ['Close all', 'Close every ETHUSDT position?', 'All', { symbol: 'ethusdt' }],
    ['Close longs', 'Close every ETHUSDT long?', 'Longs only', { symbol: 'ethusdt', tradetype: 1 }],
    ['Close shorts', 'Close every ETHUSDT short?', 'Shorts only', { symbol: 'ethusdt', tradetype: 2 }],
  ])('%s: confirms, then sends %j once', async (button, title, which, body) => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    server.use(
      getGetContractOrderListMockHandler({ status: 200, result: { data: [LONG, SHORT], count: 2 } }),
      http.post('*/trade/batchClose', async ({ request }) => {
        bodies.push(await request.json());
        await delay(100);
        return HttpResponse.json({ status: 200, message: 'All positions closed' });
      }),
    );
    renderApp('/pages/lever/orderList?symbol=ethusdt', { token: 'tok', market: store() });
    await user.click(await screen.findByRole('button', { name: button }, FIRST_LOAD));
    const dialog = await screen.findByTestId('confirm-send-dialog');
    expect(dialog).toHaveTextContent(title);
    expect(dialog).toHaveTextContent(which);
    const confirm = within(dialog).getByRole('button', { name: 'Close positions' });
    act(() => {
      fireEvent.click(confirm);
      fireEvent.click(confirm);
    });
    expect(await screen.findByText('Positions closed.')).toBeVisible();
    expect(bodies).toEqual([body]);
  });

  it('offers nothing to close without open positions, and cancels a pending order', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    server.use(
      getGetContractOrderListMockHandler({ status: 200, result: { data: [PENDING], count: 1 } }),
      http.post('*/trade/Contractordercancel', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ status: 200, message: 'Order cancelled' });
      }),
    );
    renderApp('/pages/lever/orderList?symbol=ethusdt', { token: 'tok', market: store() });
    expect(await screen.findByText('There are no open positions to close.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Close all' })).toBeDisabled();
    await user.click(within(screen.getByTestId('contract-order')).getByRole('button', { name: 'Cancel order' }));
    await user.click(
      within(await screen.findByTestId('confirm-send-dialog')).getByRole('button', { name: 'Cancel order' }),
    );
    await waitFor(() => expect(bodies).toEqual([{ id: 13 }]));
  });

  it('is no dead end without a symbol: every order, or one symbol’s, is a tap away', async () => {
    renderApp('/pages/lever/orderList', { token: 'tok', market: store() });
    const pick = await screen.findByTestId('order-list-pick', {}, { timeout: 15_000 });
    expect(within(pick).getByText('Choose a symbol to see its orders')).toBeVisible();
    expect(within(pick).getByRole('link', { name: 'All contract orders' })).toHaveAttribute(
      'href',
      '#/pages/lever/leverList',
    );
    const symbolLinks = () =>
      within(pick)
        .queryAllByRole('link')
        .filter((link) => link.getAttribute('href')?.includes('orderList?symbol='));
    await waitFor(() => expect(symbolLinks().length).toBeGreaterThan(0));
    const symbols = symbolLinks();
    await userEvent.setup().click(symbols[0]!);
    // that symbol's own list opens
    expect(await screen.findByTestId('batch-close', {}, { timeout: 15_000 })).toBeVisible();
    expect(screen.queryByTestId('order-list-pick')).toBeNull();
  });
});

describe('order detail', () => {
  it('opens from a list row with every field, its P/L live while holding', async () => {
    const user = userEvent.setup();
    const market = store();
    const { router } = renderApp('/pages/lever/leverList?status=1', { token: 'tok', market });
    const rows = await screen.findAllByTestId('contract-order', {}, FIRST_LOAD);
    await user.click(within(rows[0]!).getByRole('link', { name: 'Details' }));
    await waitFor(() => expect(router.state.location.search).toBe('?id=7731&status=1'));
    await screen.findByTestId('order-detail', {}, FIRST_LOAD);
    // each figure is read from the detail on screen now (a busy machine may draw it anew between steps)
    const field = (key: string) => within(screen.getByTestId('order-detail')).getByTestId(`detail-rows-${key}`);
    expect(field('symbol')).toHaveTextContent('ETHUSDT');
    expect(field('side')).toHaveTextContent('Long');
    expect(field('lots')).toHaveTextContent('1');
    expect(field('price')).toHaveTextContent('Open price3,380.20');
    expect(field('tp')).toHaveTextContent('3,550.00');
    expect(field('sl')).toHaveTextContent('3,300.00');
    expect(field('leverage')).toHaveTextContent('20×');
    expect(field('margin')).toHaveTextContent('169.01 USDT');
    expect(field('fee')).toHaveTextContent('6.76 USDT');
    expect(field('overnight')).toHaveTextContent('0.34 USDT');
    expect(field('openTime')).toHaveTextContent(shown('2026-11-21 22:14:05'));
    expect(field('closeTime')).toHaveTextContent('—');
    expect(field('status')).toHaveTextContent('Holding');
    act(() => market.apply(price('ETHUSDT', 3300)));
    await waitFor(() => expect(field('current')).toHaveTextContent('3,300.00'));
    expect(field('pnl')).toHaveTextContent('−80.20 USDT');
    expect(field('ratio')).toHaveTextContent('−47.45%');
    expect(field('risk')).toHaveTextContent('47.45%');
    // the share of the margin lost, named as on the position card (decision 0035), not "Margin ratio"
    expect(field('risk')).toHaveTextContent(/^Risk/);
  });

  it('finds a deep-linked order by fetching its status list page by page', async () => {
    const pages: string[] = [];
    server.use(
      http.get('*/trade/Contractorderalllist', ({ request }) => {
        const url = new URL(request.url);
        const page = Number(url.searchParams.get('page'));
        pages.push(`${url.searchParams.get('status')}:${page}`);
        const rows = Array.from({ length: page === 1 ? 10 : 3 }, (_, index) =>
          order({
            id: page * 100 + index,
            status: 2,
            profit_loss: -12.5,
            current_price: 3367.7,
            close_time: '2026-11-22 01:00:00',
          }),
        );
        return HttpResponse.json({ status: 200, result: { data: rows, count: 13 } });
      }),
    );
    renderApp('/pages/trade/orderdetail?id=202&status=2', { token: 'tok', market: store() });
    const detail = await screen.findByTestId('order-detail', {}, FIRST_LOAD);
    expect(pages).toEqual(['2:1', '2:2']);
    expect(detail).toHaveAttribute('data-id', '202');
    expect(within(detail).getByTestId('detail-rows-current')).toHaveTextContent('Close price3,367.70');
    expect(within(detail).getByTestId('detail-rows-pnl')).toHaveTextContent('−12.50 USDT');
    expect(within(detail).getByTestId('detail-rows-ratio')).toHaveTextContent('−7.40%'); // 12.50 / 169.01
    expect(within(detail).getByTestId('detail-rows-closeTime')).toHaveTextContent(shown('2026-11-22 01:00:00'));
  });

  it('says clearly when the order is not in the list of its status', async () => {
    renderApp('/pages/trade/orderdetail?id=999&status=1', { token: 'tok', market: store() });
    expect(
      await screen.findByText(
        'Order #999 could not be found in the list “Holding”. It may have changed status: open it again from the order list.',
      ),
    ).toBeVisible();
  });

  it('says clearly when no order is given', async () => {
    renderApp('/pages/trade/orderdetail?id=abc', { token: 'tok', market: store() });
    expect(await screen.findByText('No order was given. Open an order from an order list.')).toBeVisible();
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../components/ui/toaster';
import { server } from '../../../tests/support/msw-server';
import { renderApp } from '../../../tests/support/render';
import { FIRST_LOAD, liveStore } from '../../../tests/support/trade-screen';
import { day, price } from '../../../tests/support/trading';
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

describe('trade screen: price, chart and order book', () => {
  it('shows the pair with its live price, honest change and day figures, and says when the price is stale', async () => {
    const store = liveStore();
    renderApp('/pages/trade?symbol=btcusdt', { token: 'tok', market: store });
    const header = await screen.findByTestId('price-header', {}, FIRST_LOAD);
    expect(header).toHaveTextContent('BTCUSDT');
    expect(header).toHaveTextContent('Bitcoin');
    expect(within(header).getByTestId('stale-badge')).toHaveTextContent('No live price');
    // no price yet: nothing to say about a last price (the hint would vanish with the first one)
    expect(within(header).queryByTestId('stale-hint')).toBeNull();
    act(() => {
      store.apply(day('BTCUSDT', '100000', '104100.5', '99850.25', '21788.18'));
      store.apply(price('BTCUSDT', 103500));
    });
    expect(within(header).getByTestId('live-price')).toHaveTextContent('103,500.00');
    expect(within(header).getByTestId('live-change')).toHaveTextContent('+3.50%');
    expect(within(header).getByTestId('day-high')).toHaveTextContent('104,100.50');
    expect(within(header).getByTestId('day-low')).toHaveTextContent('99,850.25');
    expect(within(header).getByTestId('day-volume')).toHaveTextContent('21,788.18');
    // The feed's figures are the UTC day's (its day candle), not a rolling 24 hours: the labels say so.
    expect(header).toHaveTextContent('High today (UTC)');
    expect(header).toHaveTextContent('Volume today (UTC)');
    expect(header).not.toHaveTextContent('24h');
    expect(within(header).queryByTestId('stale-badge')).toBeNull();
    // A zero price means the market closed: the last price stays, marked stale.
    act(() => store.apply(price('BTCUSDT', 0)));
    expect(within(header).getByTestId('stale-badge')).toBeVisible();
    expect(within(header).getByTestId('stale-hint')).toHaveTextContent('the last known price is shown');
    expect(within(header).getByTestId('live-price')).toHaveTextContent('103,500.00');
  });

  it('keeps the instrument’s precision, and greys the whole quote (price and change) while stale', async () => {
    const store = liveStore();
    renderApp('/pages/trade?symbol=btcusdt', { token: 'tok', market: store });
    const header = await screen.findByTestId('price-header', {}, FIRST_LOAD);
    act(() => {
      store.apply(day('BTCUSDT', '2.40', '2.45', '2.39', '1000'));
      store.apply(price('BTCUSDT', 2.4245));
    });
    const change = within(header).getByTestId('live-change');
    expect(within(header).getByTestId('live-price')).toHaveTextContent('2.4245');
    expect(change).toHaveAttribute('data-sign', 'up');
    expect(change).toHaveAttribute('data-status', '1');
    // 2.419 arrives without its last digit: it keeps the instrument's four decimals.
    act(() => store.apply(price('BTCUSDT', 2.419)));
    expect(within(header).getByTestId('live-price')).toHaveTextContent('2.4190');
    act(() => store.apply(price('BTCUSDT', 0)));
    expect(within(header).getByTestId('live-price')).toHaveAttribute('data-status', '-1');
    // The change badge no longer reads as a live gain: it is greyed with the price.
    expect(change).toHaveAttribute('data-status', '-1');
  });

  it('opens the first listed instrument without a symbol, and says so for one that is not offered', async () => {
    const first = renderApp('/pages/trade', { token: 'tok', market: liveStore() });
    expect(await screen.findByTestId('trade-screen', {}, FIRST_LOAD)).toHaveAttribute('data-symbol', 'btcusdt');
    first.unmount();
    renderApp('/pages/trade?symbol=dogecoin2', { token: 'tok', market: liveStore() });
    expect(await screen.findByTestId('unknown-symbol', {}, FIRST_LOAD)).toHaveTextContent(
      '“DOGECOIN2” is not an instrument we offer.',
    );
    expect(screen.getByRole('link', { name: 'Browse markets' })).toHaveAttribute('href', '#/pages/home/market');
  });

  it('switches to the perpetual contract of the same symbol and links to the option orders', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/pages/trade?symbol=ETHUSDT', { token: 'tok', market: liveStore() });
    const contract = await screen.findByRole('link', { name: 'Perpetual contract' }, FIRST_LOAD);
    expect(contract).toHaveAttribute('href', '#/pages/trade/contract?symbol=ethusdt');
    await user.click(screen.getByRole('link', { name: 'Option orders' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/trade/traderecords'));
  });

  it('asks for the candles of the symbol and period, and again for another period', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/kline/query/history', ({ request }) => {
        const url = new URL(request.url);
        asked.push(`${url.searchParams.get('coinName')} ${url.searchParams.get('type')}`);
        return undefined;
      }),
    );
    const user = userEvent.setup();
    renderApp('/pages/trade?symbol=btcusdt', { token: 'tok', market: liveStore() });
    const chart = await screen.findByTestId('kline-chart', {}, FIRST_LOAD);
    // the chart is drawn while its history is on its way; the candles follow
    await waitFor(() => expect(Number(chart.getAttribute('data-candles'))).toBeGreaterThan(0));
    expect(asked).toEqual(['btcusdt 1min']);
    expect(chart).toHaveAttribute('data-period', '1min');
    expect(chart).toHaveAttribute('data-precision', '2');
    await user.click(screen.getByRole('tab', { name: '1H' }));
    await waitFor(() => expect(screen.getByTestId('kline-chart')).toHaveAttribute('data-period', '1hour'));
    expect(asked).toEqual(['btcusdt 1min', 'btcusdt 1hour']);
  });

  it('says when there are no candles, and offers a retry when they cannot be loaded', async () => {
    let fail = true;
    server.use(
      http.get('*/kline/query/history', () =>
        fail
          ? HttpResponse.json({ code: 400, message: 'Unknown coinName: btcusdt' }, { status: 400 })
          : HttpResponse.json({ kline_type: 1, code: 'btcusdt', kline_list: [] }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/pages/trade?symbol=btcusdt', { token: 'tok', market: liveStore() });
    const error = await screen.findByTestId('query-error', {}, FIRST_LOAD);
    expect(error).toHaveTextContent('The chart could not be loaded');
    expect(error).toHaveTextContent('Unknown coinName: btcusdt');
    fail = false;
    await user.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No candles for this period yet.')).toBeVisible();
  });

  it('says so when the browser cannot draw charts, and keeps the rest of the screen', async () => {
    vi.mocked(HTMLCanvasElement.prototype.getContext).mockReturnValue(null);
    renderApp('/pages/trade?symbol=btcusdt', { token: 'tok', market: liveStore() });
    expect(
      await screen.findByText(
        'This browser cannot draw charts. Prices, the order book and trading still work.',
        {},
        FIRST_LOAD,
      ),
    ).toBeVisible();
    expect(screen.queryByTestId('kline-chart')).toBeNull();
    expect(screen.getByRole('button', { name: /Buy up/ })).toBeVisible();
  });

  it("draws the order book: best prices first, each level's share of its side", async () => {
    const store = liveStore();
    renderApp('/pages/trade?symbol=btcusdt', { token: 'tok', market: store });
    expect(await screen.findByTestId('depth-waiting', {}, FIRST_LOAD)).toHaveTextContent('Waiting for the order book…');
    act(() =>
      store.apply({
        kind: 'depth',
        frame: {
          cmd_id: 22999,
          data: {
            code: 'BTCUSDT',
            asks: [
              { price: '100.20', volume: 3 },
              { price: '100.10', volume: 1 },
            ],
            bids: [
              { price: 99.9, volume: '0.1' },
              { price: 100, volume: '0.2' },
              { price: '99.8', volume: 0.7 },
            ],
          },
        },
      }),
    );
    const asks = screen.getAllByTestId('depth-ask');
    const bids = screen.getAllByTestId('depth-bid');
    expect(asks.map((row) => row.getAttribute('data-share'))).toEqual(['25.00', '75.00']);
    expect(asks[0]).toHaveTextContent('100.10');
    expect(bids.map((row) => row.getAttribute('data-share'))).toEqual(['20.00', '10.00', '70.00']);
    expect(bids[0]).toHaveTextContent(/^100\.00\s*0\.2, 20\.00% of its side$/);
  });
});

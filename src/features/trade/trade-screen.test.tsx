import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getGetOrderDetailMockHandler } from '../../api/generated/endpoints/options/options.msw';
import { getGetUserDetailMockHandler } from '../../api/generated/endpoints/profile/profile.msw';
import type { OptionOrderDetailResponse } from '../../api/generated/model';
import { toaster } from '../../components/ui/toaster';
import type { MarketFrame } from '../../market/frames';
import { MarketStore } from '../../market/store';
import { server } from '../../../tests/support/msw-server';
import { renderApp } from '../../../tests/support/render';
import { useActiveOrders } from './hooks/active-orders';

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

const FIRST_LOAD = { timeout: 15_000 };

const price = (code: string, value: number): MarketFrame => ({ kind: 'price', frame: { cmd_id: 22998, data: { code, price: value } } });
const day = (code: string, open: string, high: string, low: string, volume: string): MarketFrame => ({
  kind: 'ticker',
  frame: { data: [{ code, kline_data: [{ open_price: open, high_price: high, low_price: low, close_price: open, volume, timestamp: 1 }] }] },
});
const liveStore = () => new MarketStore({ schedule: (flush) => flush() });
/** A store with a fresh BTC price: an option is judged against it, so none is sent without one. */
const pricedStore = () => {
  const store = liveStore();
  store.apply(price('BTCUSDT', 96842.5));
  return store;
};

const withBalance = (balance: string, frozen: string) =>
  getGetUserDetailMockHandler({ status: 200, result: { id: 1, username: '0901234567', balance, frozen } });

const detail = (result: Partial<OptionOrderDetailResponse['result']>): OptionOrderDetailResponse => ({
  status: 200,
  result: { status: 1, symbol: 'btcusdt', direction: 1, amount: '1000', trade_time: 60, open_price: '96842.50', close_price: '96871.15', profit: '300.00', profitloss: '300.00', ...result },
});

const openSheet = async (user: ReturnType<typeof userEvent.setup>, direction: 'Buy up' | 'Buy down' = 'Buy up') => {
  await user.click(await screen.findByRole('button', { name: direction }, FIRST_LOAD));
  return screen.findByTestId('order-sheet');
};

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
    expect(await screen.findByTestId('unknown-symbol', {}, FIRST_LOAD)).toHaveTextContent('“DOGECOIN2” is not an instrument we offer.');
    expect(screen.getByRole('link', { name: 'Browse markets' })).toHaveAttribute('href', '/pages/home/market');
  });

  it('switches to the perpetual contract of the same symbol and links to the option orders', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/pages/trade?symbol=ETHUSDT', { token: 'tok', market: liveStore() });
    const contract = await screen.findByRole('link', { name: 'Perpetual contract' }, FIRST_LOAD);
    expect(contract).toHaveAttribute('href', '/pages/trade/contract?symbol=ethusdt');
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
    expect(asked).toEqual(['btcusdt 1min']);
    expect(chart).toHaveAttribute('data-period', '1min');
    expect(Number(chart.getAttribute('data-candles'))).toBeGreaterThan(0);
    expect(chart).toHaveAttribute('data-precision', '2');
    await user.click(screen.getByRole('tab', { name: '1H' }));
    await waitFor(() => expect(screen.getByTestId('kline-chart')).toHaveAttribute('data-period', '1hour'));
    expect(asked).toEqual(['btcusdt 1min', 'btcusdt 1hour']);
  });

  it('says when there are no candles, and offers a retry when they cannot be loaded', async () => {
    let fail = true;
    server.use(
      http.get('*/kline/query/history', () =>
        fail ? HttpResponse.json({ code: 400, message: 'Unknown coinName: btcusdt' }, { status: 400 }) : HttpResponse.json({ kline_type: 1, code: 'btcusdt', kline_list: [] }),
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
    expect(await screen.findByText('This browser cannot draw charts. Prices, the order book and trading still work.', {}, FIRST_LOAD)).toBeVisible();
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
            asks: [{ price: '100.20', volume: 3 }, { price: '100.10', volume: 1 }],
            bids: [{ price: 99.9, volume: '0.1' }, { price: 100, volume: '0.2' }, { price: '99.8', volume: 0.7 }],
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

  it('shows the entry price the order is judged against, and refuses to send on a stale price', async () => {
    const bodies: unknown[] = [];
    server.use(
      withBalance('20000', '0'),
      http.post('*/order', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ status: 200, message: 'Order placed', result: { order_id: 778, trade_time: 30, symbol: 'btcusdt', direction: 1, amount: '1000', open_price: '96900', expectedprofit: '200.00' } });
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
    await waitFor(() => expect(bodies).toEqual([{ symbol: 'btcusdt', currency: 'USDT', amount: '1000', direction: 1, trade_time: 30 }]));
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
    expect(quick.map((button) => button.textContent)).toEqual(['1,000', '5,000', '10,000', '50,000', '100,000', '200,000', '500,000', '1,000,000']);
    await user.click(within(sheet).getByRole('button', { name: '5,000' }));
    expect(within(sheet).getByRole('textbox', { name: /amount/i })).toHaveValue('5000');
    // 30 s pays 20 %.
    expect(within(sheet).getByTestId('estimated-income')).toHaveTextContent('1,000.00 USDT');
    await user.click(within(sheet).getByRole('button', { name: /5 min/ }));
    expect(within(sheet).getByTestId('estimated-income')).toHaveTextContent('2,250.00 USDT');
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
          result: { order_id: 777, trade_time: 60, symbol: 'btcusdt', direction: 2, amount: '1000', open_price: '96842.50', expectedprofit: '300.00' },
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
    const rows = within(dialog).getAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
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
      { status: 400, message: 'The given data was invalid.', result: { amount: ['The minimum purchase amount is 500 USDT.'] } },
      'The minimum purchase amount is 500 USDT.',
    ],
  ])('shows %s in the sheet, which stays open with the amount', async (_name, body, message) => {
    server.use(withBalance('20000', '0'), http.post('*/order', () => HttpResponse.json(body)));
    const user = userEvent.setup();
    renderApp('/pages/trade?symbol=btcusdt', { token: 'tok', market: pricedStore() });
    const sheet = await openSheet(user);
    const amount = await within(sheet).findByRole('textbox', { name: /amount/i });
    await user.type(amount, '700');
    await user.click(within(sheet).getByRole('button', { name: 'Buy up' }));
    await user.click(within(await screen.findByTestId('confirm-send-dialog')).getByRole('button', { name: 'Place order' }));
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

describe('countdown and settlement', () => {
  const placeOrder = async (user: ReturnType<typeof userEvent.setup>) => {
    const sheet = await openSheet(user);
    await user.click(await within(sheet).findByRole('button', { name: '1,000' }));
    await user.click(within(sheet).getByRole('button', { name: 'Buy up' }));
    await user.click(within(await screen.findByTestId('confirm-send-dialog')).getByRole('button', { name: 'Place order' }));
    return screen.findByTestId('active-order');
  };

  const fakeTime = () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  };

  it('counts the expiry down, asks for the result 200 ms after zero, and shows the win', async () => {
    const asked: number[] = [];
    server.use(
      withBalance('20000', '0'),
      getGetOrderDetailMockHandler(({ params }) => {
        asked.push(Number(params.id));
        return detail({});
      }),
    );
    const user = fakeTime();
    renderApp('/pages/trade?symbol=btcusdt', { token: 'tok', market: pricedStore() });
    const card = await placeOrder(user);
    // The example order of the contract: 60 s.
    expect(within(card).getByTestId('countdown').textContent).toMatch(/^(01:00|00:59)$/);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(within(card).getByTestId('countdown').textContent).toMatch(/^00:(30|29)$/);
    await act(() => vi.advanceTimersByTimeAsync(29_500));
    expect(asked).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(asked).toEqual([260412]));
    const result = await screen.findByTestId('settlement-dialog');
    expect(result).toHaveAttribute('data-outcome', 'win');
    expect(within(result).getByRole('heading', { name: 'You won' })).toBeVisible();
    expect(within(result).getByTestId('settlement-amount')).toHaveTextContent('+300.00 USDT');
    expect(result).toHaveTextContent('96,842.50');
    expect(result).toHaveTextContent('96,871.15');
    await user.click(within(result).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByTestId('settlement-dialog')).toBeNull());
    expect(screen.queryByTestId('active-order')).toBeNull();
  });

  it('shows the live price against the entry while counting down: winning, losing or even', async () => {
    server.use(withBalance('20000', '0'));
    const store = pricedStore();
    const user = userEvent.setup();
    renderApp('/pages/trade?symbol=btcusdt', { token: 'tok', market: store });
    // The contract's example ticket: buy up, entry 96,842.50.
    const card = await placeOrder(user);
    const outlook = within(card).getByTestId('live-outlook');
    act(() => store.apply(price('BTCUSDT', 96900)));
    expect(outlook).toHaveTextContent('Live 96,900.00');
    expect(outlook).toHaveTextContent('Winning');
    act(() => store.apply(price('BTCUSDT', 96800.1)));
    expect(outlook).toHaveTextContent('Losing');
    act(() => store.apply(price('BTCUSDT', 96842.5)));
    expect(outlook).toHaveTextContent('Even (stake back)');
    act(() => store.apply(price('BTCUSDT', 0)));
    expect(outlook).toHaveTextContent('No live price');
    expect(outlook).not.toHaveTextContent('Even');
  });

  it('reads a long countdown as days and hours, never "24:00:00" at a day boundary', async () => {
    server.use(
      withBalance('20000', '0'),
      http.post('*/order', () =>
        HttpResponse.json({
          status: 200,
          message: 'Order placed',
          result: { order_id: 779, trade_time: 7 * 86_400, symbol: 'btcusdt', direction: 1, amount: '1000', open_price: '96842.50', expectedprofit: '800.00' },
        }),
      ),
    );
    // the clock stands still unless the test moves it (requests and the screen's other timers run as usual)
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    try {
      const user = userEvent.setup();
      renderApp('/pages/trade?symbol=btcusdt', { token: 'tok', market: pricedStore() });
      const countdown = within(await placeOrder(user)).getByTestId('countdown');
      expect(countdown).toHaveTextContent(/^7 days 0:00:00$/);
      // half a second later the whole seconds left still make seven days
      act(() => {
        vi.advanceTimersByTime(500);
      });
      expect(countdown).toHaveTextContent(/^7 days 0:00:00$/);
      act(() => {
        vi.advanceTimersByTime(1_000);
      });
      expect(countdown).toHaveTextContent(/^6 days 23:59:59$/);
      // the last hour of a day keeps its hours: 0:59:59, not 59:59
      act(() => {
        vi.advanceTimersByTime(5 * 86_400_000 + 23 * 3_600_000);
      });
      expect(countdown).toHaveTextContent(/^1 day 0:59:59$/);
      act(() => {
        vi.advanceTimersByTime(3_600_000);
      });
      expect(countdown).toHaveTextContent(/^23:59:59$/);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks again every 2 s while the order is not settled, then shows the loss with its sign', async () => {
    let calls = 0;
    server.use(
      withBalance('20000', '0'),
      getGetOrderDetailMockHandler(() => {
        calls += 1;
        return calls < 3 ? detail({ status: 0, profit: '0', profitloss: '0', close_price: '0' }) : detail({ profit: '-1000.00', profitloss: '1000.00', close_price: '96801.05' });
      }),
    );
    const user = fakeTime();
    renderApp('/pages/trade?symbol=btcusdt', { token: 'tok', market: pricedStore() });
    await placeOrder(user);
    await act(() => vi.advanceTimersByTimeAsync(60_300));
    await waitFor(() => expect(calls).toBe(1));
    expect(screen.getByTestId('active-order')).toHaveAttribute('data-state', 'settling');
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await waitFor(() => expect(calls).toBe(2));
    expect(screen.queryByTestId('settlement-dialog')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    const result = await screen.findByTestId('settlement-dialog');
    expect(calls).toBe(3);
    expect(result).toHaveAttribute('data-outcome', 'loss');
    expect(within(result).getByRole('heading', { name: 'You lost' })).toBeVisible();
    expect(within(result).getByTestId('settlement-amount')).toHaveTextContent('−1,000.00 USDT');
    expect(result).toHaveTextContent('96,801.05');
  });

  it('tells the user where to find an order the provider has not settled 30 s later, and can ask again', async () => {
    let calls = 0;
    let settled = false;
    server.use(
      withBalance('20000', '0'),
      getGetOrderDetailMockHandler(() => {
        calls += 1;
        return settled ? detail({}) : detail({ status: 0, profit: '0', profitloss: '0' });
      }),
    );
    const user = fakeTime();
    renderApp('/pages/trade?symbol=btcusdt', { token: 'tok', market: pricedStore() });
    await placeOrder(user);
    await act(() => vi.advanceTimersByTimeAsync(60_300));
    await waitFor(() => expect(calls).toBe(1));
    for (let step = 0; step < 15; step += 1) await act(() => vi.advanceTimersByTimeAsync(2_000));
    const pending = await screen.findByTestId('settlement-pending');
    expect(pending).toHaveTextContent('The result is not in yet. It will appear in your option orders as soon as the order is settled.');
    expect(within(pending).getByRole('link', { name: 'Option orders' })).toHaveAttribute('href', '/pages/trade/traderecords?tab=open');
    const asked = calls;
    expect(asked).toBeGreaterThanOrEqual(15);
    expect(asked).toBeLessThanOrEqual(16);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(calls).toBe(asked);
    settled = true;
    await user.click(within(pending).getByRole('button', { name: 'Check again' }));
    expect(await screen.findByTestId('settlement-dialog')).toHaveAttribute('data-outcome', 'win');
  });

  it('keeps counting down while the user is away from the trade screen', async () => {
    server.use(withBalance('20000', '0'));
    const user = fakeTime();
    const { router } = renderApp('/pages/trade?symbol=btcusdt', { token: 'tok', market: pricedStore() });
    await placeOrder(user);
    await act(() => router.navigate('/pages/trade/traderecords'));
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    await act(() => router.navigate('/pages/trade?symbol=ethusdt'));
    const card = await screen.findByTestId('active-order', {}, FIRST_LOAD);
    expect(card).toHaveTextContent('BTCUSDT');
    expect(within(card).getByTestId('countdown').textContent).toMatch(/^00:(40|39|38)$/);
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getGetOrderDetailMockHandler } from '../../api/generated/endpoints/options/options.msw';
import { toaster } from '../../components/ui/toaster';
import { server } from '../../../tests/support/msw-server';
import { renderApp } from '../../../tests/support/render';
import { detail, FIRST_LOAD, openSheet, pricedStore } from '../../../tests/support/trade-screen';
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

describe('countdown and settlement', () => {
  const placeOrder = async (user: ReturnType<typeof userEvent.setup>) => {
    const sheet = await openSheet(user);
    await user.click(await within(sheet).findByRole('button', { name: '1,000' }));
    await user.click(within(sheet).getByRole('button', { name: 'Buy up' }));
    await user.click(
      within(await screen.findByTestId('confirm-send-dialog')).getByRole('button', { name: 'Place order' }),
    );
    return screen.findByTestId('active-order');
  };

  const fakeTime = () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  };

  it('counts the expiry down, asks for the result 200 ms after zero, and shows the win', async () => {
    const asked: number[] = [];
    let balanceReads = 0;
    server.use(
      http.get('*/userdetail', () => {
        balanceReads += 1;
        return undefined;
      }),
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
    const readsBefore = balanceReads;
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(asked).toEqual([260412]));
    const result = await screen.findByTestId('settlement-dialog');
    // the order behind the dialog tells the same outcome at the same moment, never "Settling…"
    expect(card).toHaveAttribute('data-state', 'settled');
    expect(card).not.toHaveTextContent('Settling…');
    expect(within(card).getByTestId('active-result')).toHaveTextContent('You won+300.00 USDT');
    // and the balance the result went into has been read again
    expect(balanceReads).toBeGreaterThan(readsBefore);
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
          result: {
            order_id: 779,
            trade_time: 7 * 86_400,
            symbol: 'btcusdt',
            direction: 1,
            amount: '1000',
            open_price: '96842.50',
            expectedprofit: '800.00',
          },
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
        return calls < 3
          ? detail({ status: 0, profit: '0', profitloss: '0', close_price: '0' })
          : detail({ profit: '-1000.00', profitloss: '1000.00', close_price: '96801.05' });
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
    expect(pending).toHaveTextContent(
      'The result is not in yet. It will appear in your option orders as soon as the order is settled.',
    );
    expect(within(pending).getByRole('link', { name: 'Option orders' })).toHaveAttribute(
      'href',
      '#/pages/trade/traderecords?tab=open',
    );
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

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getGetHomeMockHandler, getGetNoticeListMockHandler } from '../../api/generated/endpoints/home/home.msw';
import { getGetContractOrderAllListMockHandler } from '../../api/generated/endpoints/contract/contract.msw';
import { getGetUserDetailMockHandler } from '../../api/generated/endpoints/profile/profile.msw';
import type { MarketFrame } from '../../market/frames';
import { MarketStore } from '../../market/store';
import { server } from '../../../tests/support/msw-server';
import { renderApp } from '../../../tests/support/render';
import { elapse } from '../../../tests/support/fake-time';

const price = (code: string, value: number): MarketFrame => ({
  kind: 'price',
  frame: { cmd_id: 22998, data: { code, price: value } },
});
const day = (code: string, open: string): MarketFrame => ({
  kind: 'ticker',
  frame: {
    data: [
      {
        code,
        kline_data: [
          { open_price: open, high_price: open, low_price: open, close_price: open, volume: '1', timestamp: 1 },
        ],
      },
    ],
  },
});

// The first render loads the lazy route: allow a slow machine its time.
const FIRST_LOAD = { timeout: 15_000 };

describe('home tab', () => {
  it("shows live prices in the strip and ranks the top movers by the day's change, inventing none", async () => {
    const store = new MarketStore({ schedule: (flush) => flush() });
    renderApp('/', { token: 'tok', market: store });
    await screen.findAllByTestId('market-row', {}, FIRST_LOAD);
    act(() => {
      store.apply(day('BTCUSDT', '100000'));
      store.apply(price('BTCUSDT', 103500));
      store.apply(day('XAUUSD', '2000'));
      store.apply(price('XAUUSD', 1900));
      store.apply(day('AAPL', '200'));
      store.apply(price('AAPL', 201));
    });
    const btc = within(screen.getByTestId('ticker-strip')).getAllByRole('link')[0] as HTMLElement;
    expect(within(btc).getByTestId('live-price')).toHaveTextContent('103,500.00');
    expect(within(btc).getByTestId('live-change')).toHaveTextContent('+3.50%');
    const rows = screen.getAllByTestId('market-row');
    // |−5.00| > |+3.50| > |+0.50|, then the provider's order for symbols without a change
    expect(rows.slice(0, 4).map((row) => row.getAttribute('data-code'))).toEqual([
      'xauusd',
      'btcusdt',
      'aapl',
      'ethusdt',
    ]);
    expect(within(rows[0] as HTMLElement).getByTestId('live-change')).toHaveTextContent(/^[-−]5\.00%$/);
    expect(within(rows[3] as HTMLElement).getByTestId('live-change')).toHaveTextContent('—');
  });

  it('ranks the top movers again at most every 3 s: a row does not move under a thumb on every tick', async () => {
    const store = new MarketStore({ schedule: (flush) => flush() });
    renderApp('/', { token: 'tok', market: store });
    await screen.findAllByTestId('market-row', {}, FIRST_LOAD);
    vi.useFakeTimers();
    try {
      const order = () =>
        screen
          .getAllByTestId('market-row')
          .slice(0, 2)
          .map((row) => row.getAttribute('data-code'));
      act(() => {
        store.apply(day('BTCUSDT', '100'));
        store.apply(day('XAUUSD', '100'));
        store.apply(price('BTCUSDT', 103));
        store.apply(price('XAUUSD', 101));
      });
      // the first changes rank at once
      expect(order()).toEqual(['btcusdt', 'xauusd']);
      // gold overtakes: its price is live at once, its place waits
      act(() => store.apply(price('XAUUSD', 96)));
      const gold = screen.getAllByTestId('market-row')[1] as HTMLElement;
      expect(within(gold).getByTestId('live-change')).toHaveTextContent(/^[-−]4\.00%$/);
      elapse(2999);
      expect(order()).toEqual(['btcusdt', 'xauusd']);
      elapse(1);
      expect(order()).toEqual(['xauusd', 'btcusdt']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows banners, notices, shortcuts, markets and the site data', async () => {
    renderApp('/', { token: 'tok' });
    const banners = await screen.findByTestId('banners', {}, FIRST_LOAD);
    expect(within(banners).getAllByRole('img')).toHaveLength(3);
    // the first slide (the largest picture on screen) is fetched first, the others when near
    expect(
      within(banners)
        .getAllByRole('img')
        .map((image) => [image.getAttribute('fetchpriority'), image.getAttribute('loading')]),
    ).toEqual([
      ['high', 'eager'],
      ['low', 'lazy'],
      ['low', 'lazy'],
    ]);
    await waitFor(() =>
      expect(screen.getByTestId('notice-bar')).toHaveTextContent(/Withdrawals are processed Monday to Friday/),
    );
    const shortcuts = screen.getByRole('navigation', { name: 'Shortcuts' });
    for (const [name, href] of [
      ['Deposit', '/pages/recharge/select'],
      ['Withdraw', '/pages/withdraw'],
      ['Loan', '/pages/trade/loan'],
      ['Mining', '/pages/trade/staking'],
      ['New coins', '/pages/newcoin'],
      ['Team', '/pages/user/team'],
      ['Support', '/pages/user/kefu'],
    ] as const) {
      expect(within(shortcuts).getByRole('link', { name })).toHaveAttribute('href', `#${href}`);
    }
    const strip = await screen.findByTestId('ticker-strip');
    // highest sort first
    expect(strip.firstElementChild).toHaveTextContent('BTCUSDT');
    expect(screen.getAllByTestId('market-row')).toHaveLength(6);
    expect(await screen.findByTestId('site-data')).toHaveTextContent('0.2%');
  });

  it('says "No announcements" when the notice list is empty, and falls back to the default fee', async () => {
    server.use(
      getGetNoticeListMockHandler({ code: 200, data: [] }),
      getGetHomeMockHandler({ status: 200, result: { fee: 0 } }),
    );
    renderApp('/', { token: 'tok' });
    expect(await screen.findByText('No announcements', {}, FIRST_LOAD)).toBeVisible();
    expect(await screen.findByTestId('site-data')).toHaveTextContent(/^Contract lot fee rate2%$/);
  });

  it('shows the balance, hides it on request and remembers that on this device', async () => {
    const user = userEvent.setup();
    server.use(
      getGetUserDetailMockHandler({
        status: 200,
        result: { id: 1, username: '0901234567', balance: '12530.75', frozen: '500' },
      }),
      getGetContractOrderAllListMockHandler({ status: 200, result: { data: [], count: 0 } } as never),
    );
    renderApp('/', { token: 'tok' });
    expect(await screen.findByTestId('home-balance-total', {}, FIRST_LOAD)).toHaveTextContent('12,530.75 USD');
    expect(screen.getByTestId('home-balance-available')).toHaveTextContent('Available: 12,030.75 USD');
    await user.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(screen.getByTestId('home-balance-total')).not.toHaveTextContent('12,530.75');
    expect(screen.getByTestId('home-balance-available')).not.toHaveTextContent('12,030.75');
    expect(screen.getByRole('button', { name: 'Show balance' })).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(window.localStorage.getItem('app-state') ?? '{}')).toMatchObject({
      state: { hideBalance: true },
    });
  });

  it("opens a ticker tile's own trade screen, and counts unread messages on the bell and the tab", async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/', { token: 'tok' });
    // 1 customer service + 2 system messages + 1 announcement
    expect(await screen.findByRole('link', { name: 'Message centre, 4 unread' }, FIRST_LOAD)).toBeVisible();
    expect(within(screen.getByRole('navigation', { name: 'Main sections' })).getByLabelText('4 unread')).toBeVisible();
    const strip = await screen.findByTestId('ticker-strip');
    await user.click(within(strip).getAllByRole('link')[0] as HTMLElement);
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/pages/trade?symbol=btcusdt'),
    );
  });
});

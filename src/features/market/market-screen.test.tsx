import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getGetOptionalMockHandler } from '../../api/generated/endpoints/market/market.msw';
import { MarketStore } from '../../market/store';
import type { MarketFrame } from '../../market/frames';
import { server } from '../../../tests/support/msw-server';
import { renderApp } from '../../../tests/support/render';

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

const liveStore = () => {
  const store = new MarketStore({ schedule: (flush) => flush() });
  return store;
};

const codes = () => screen.getAllByTestId('instrument-row').map((row) => row.getAttribute('data-code'));

// The first render loads the lazy route: allow a slow machine its time.

describe('market tab', () => {
  it('lists every instrument of /tradesymbol with live price and honest change', async () => {
    const store = liveStore();
    renderApp('/pages/home/market', { token: 'tok', market: store });
    await screen.findAllByTestId('instrument-row', {}, { timeout: 8000 });
    expect(codes()).toHaveLength(24);
    act(() => {
      store.apply(day('BTCUSDT', '100000'));
      store.apply(price('BTCUSDT', 103500));
    });
    const btc = screen.getAllByTestId('instrument-row').find((row) => row.getAttribute('data-code') === 'btcusdt')!;
    expect(within(btc).getByTestId('live-price')).toHaveTextContent('103,500.00');
    expect(within(btc).getByTestId('live-change')).toHaveTextContent('+3.50%');
    const eth = screen.getAllByTestId('instrument-row').find((row) => row.getAttribute('data-code') === 'ethusdt')!;
    expect(within(eth).getByTestId('live-change')).toHaveTextContent('—');
  });

  it('filters by category and shows the USDT pairs', async () => {
    renderApp('/pages/home/market', { token: 'tok' });
    const user = userEvent.setup();
    await screen.findAllByTestId('instrument-row', {}, { timeout: 8000 });
    await user.click(screen.getByRole('button', { name: 'Metals' }));
    expect(codes()).toEqual(['xauusd', 'xagusd']);
    await user.click(screen.getByRole('button', { name: 'All' }));
    await user.click(screen.getByRole('tab', { name: 'USDT' }));
    expect(codes().every((code) => code?.endsWith('usdt'))).toBe(true);
    expect(codes()).toHaveLength(6);
  });

  it('sorts by name and by live change', async () => {
    const store = liveStore();
    renderApp('/pages/home/market', { token: 'tok', market: store });
    const user = userEvent.setup();
    await screen.findAllByTestId('instrument-row', {}, { timeout: 8000 });
    await user.click(screen.getByRole('button', { name: 'Metals' }));
    await user.click(screen.getByRole('button', { name: 'Sort by Name' }));
    expect(codes()).toEqual(['xagusd', 'xauusd']);
    act(() => {
      store.apply(day('XAUUSD', '100'));
      store.apply(price('XAUUSD', 101));
      store.apply(day('XAGUSD', '100'));
      store.apply(price('XAGUSD', 99));
    });
    await user.click(screen.getByRole('button', { name: 'Sort by Change today (UTC)' }));
    expect(codes()).toEqual(['xauusd', 'xagusd']);
    act(() => store.apply(price('XAGUSD', 105)));
    expect(codes()).toEqual(['xagusd', 'xauusd']);
  });

  it('shows the watchlist and stars an instrument at once, sending its id', async () => {
    let sent: unknown;
    const favourites = [{ jiaoyidui: 'BTCUSDT', currency_id: 1 }];
    server.use(
      getGetOptionalMockHandler(() => ({ status: 200, result: { data: [...favourites] } })),
      http.post('*/addoptional', async ({ request }) => {
        sent = await request.json();
        favourites.push({ jiaoyidui: 'ETHUSDT', currency_id: 2 });
        return HttpResponse.json({ status: 200, message: 'ok' });
      }),
    );
    renderApp('/pages/home/market', { token: 'tok' });
    const user = userEvent.setup();
    await screen.findAllByTestId('instrument-row', {}, { timeout: 8000 });
    await user.click(screen.getByRole('tab', { name: 'Watchlist' }));
    expect(codes()).toEqual(['btcusdt']);
    await user.click(screen.getByRole('tab', { name: 'All' }));
    await user.click(screen.getByRole('button', { name: 'Add ETHUSDT to watchlist' }));
    expect(screen.getByRole('button', { name: 'Remove ETHUSDT from watchlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() => expect(sent).toEqual({ currency_id: 2 }));
    await user.click(screen.getByRole('tab', { name: 'Watchlist' }));
    await waitFor(() => expect(codes()).toEqual(['btcusdt', 'ethusdt']));
  });

  it('rolls the star back with a message when the provider refuses', async () => {
    server.use(http.post('*/addoptional', () => HttpResponse.json({ status: 500, message: 'busy' })));
    renderApp('/pages/home/market', { token: 'tok' });
    const user = userEvent.setup();
    await screen.findAllByTestId('instrument-row', {}, { timeout: 8000 });
    await user.click(screen.getByRole('button', { name: 'Add SOLUSDT to watchlist' }));
    expect(await screen.findByText('Your watchlist could not be updated. Please try again.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add SOLUSDT to watchlist' })).toHaveAttribute('aria-pressed', 'false');
  });
});

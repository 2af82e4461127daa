import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MarketFrame } from '../../market/frames';
import { MarketStore } from '../../market/store';
import { renderApp } from '../../../tests/support/render';

const day = (code: string, volume: string): MarketFrame => ({
  kind: 'ticker',
  frame: {
    data: [
      {
        code,
        kline_data: [{ open_price: '1', high_price: '1', low_price: '1', close_price: '1', volume, timestamp: 1 }],
      },
    ],
  },
});
const price = (code: string, value: number): MarketFrame => ({
  kind: 'price',
  frame: { cmd_id: 22998, data: { code, price: value } },
});

const results = () => screen.queryAllByTestId('instrument-row').map((row) => row.getAttribute('data-code'));

describe('symbol search', () => {
  it('finds instruments by code or name as the user types', async () => {
    renderApp('/pages/currency/search', { token: 'tok' });
    const user = userEvent.setup();
    const input = await screen.findByRole('searchbox', { name: 'Search markets' });
    await user.type(input, 'btc');
    await waitFor(() => expect(results()).toEqual(['btcusdt']));
    await user.clear(input);
    await user.type(input, 'gold');
    await waitFor(() => expect(results()).toEqual(['xauusd']));
    await user.clear(input);
    await user.type(input, 'zzz');
    expect(await screen.findByText('No instrument matches “zzz”.')).toBeVisible();
  });

  it('finds instruments by what traders call them in their language', async () => {
    renderApp('/pages/currency/search', { token: 'tok' });
    const user = userEvent.setup();
    const input = await screen.findByRole('searchbox', { name: 'Search markets' }, { timeout: 8000 });
    await user.type(input, 'Vàng');
    await waitFor(() => expect(results()).toEqual(['xauusd']));
    await user.clear(input);
    await user.type(input, '黄金');
    await waitFor(() => expect(results()).toEqual(['xauusd']));
    await user.clear(input);
    await user.type(input, 'dau tho');
    await waitFor(() => expect(results()).toEqual(['usoil']));
    await user.clear(input);
    await user.type(input, '特斯拉');
    await waitFor(() => expect(results()).toEqual(['tsla']));
  });

  it('opens on the watchlist and the most active symbols before anything is typed', async () => {
    const store = new MarketStore({ schedule: (flush) => flush() });
    renderApp('/pages/currency/search', { token: 'tok', market: store });
    act(() => {
      // turnover today: gold 5,000 × 2,650, bitcoin 100 × 97,000, ether 10 × 3,500; silver none
      for (const [code, volume, last] of [
        ['XAUUSD', '5000', 2650],
        ['BTCUSDT', '100', 97000],
        ['ETHUSDT', '10', 3500],
      ] as const) {
        store.apply(day(code, volume));
        store.apply(price(code, last));
      }
    });
    const watchlist = await screen.findByTestId('search-watchlist', {}, { timeout: 8000 });
    expect(
      within(watchlist)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['BTCUSDT', 'ETHUSDT', 'NVDA', 'XAUUSD']);
    const active = screen.getByTestId('most-active');
    expect(
      within(active)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['XAUUSD', 'BTCUSDT', 'ETHUSDT']);
    expect(screen.getByRole('region', { name: 'Most active today' })).toBeVisible();
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search markets' }), 'x');
    await waitFor(() => expect(screen.queryByTestId('most-active')).toBeNull());
  });

  it('keeps the most active chips in place while prices move, and re-ranks them ten seconds later', async () => {
    const store = new MarketStore({ schedule: (flush) => queueMicrotask(flush) });
    renderApp('/pages/currency/search', { token: 'tok', market: store });
    // turnover today, highest first: gold, bitcoin, Nvidia, ether, silver, Apple; Tesla trades least
    const market = [
      ['XAUUSD', '5000', 2650],
      ['BTCUSDT', '100', 97000],
      ['NVDA', '40000', 180],
      ['ETHUSDT', '1000', 3500],
      ['XAGUSD', '20000', 31],
      ['AAPL', '2000', 230],
      ['TSLA', '100', 350],
    ] as const;
    // one flush for all of them, as a burst of frames arrives
    await act(async () => {
      for (const [code, volume, last] of market) {
        store.apply(day(code, volume));
        store.apply(price(code, last));
      }
      await Promise.resolve();
    });
    const chips = () =>
      within(screen.getByTestId('most-active'))
        .getAllByRole('link')
        .map((link) => link.textContent);
    await screen.findByTestId('most-active', {}, { timeout: 8000 });
    expect(chips()).toEqual(['XAUUSD', 'BTCUSDT', 'NVDA', 'ETHUSDT', 'XAGUSD', 'AAPL']);

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      // Tesla becomes the most traded: the chips a finger may be on do not jump at once
      await act(async () => {
        store.apply(day('TSLA', '100000'));
        await Promise.resolve();
      });
      expect(chips()).toEqual(['XAUUSD', 'BTCUSDT', 'NVDA', 'ETHUSDT', 'XAGUSD', 'AAPL']);
      await act(async () => {
        vi.advanceTimersByTime(10_000);
        await Promise.resolve();
      });
      expect(chips()).toEqual(['TSLA', 'XAUUSD', 'BTCUSDT', 'NVDA', 'ETHUSDT', 'XAGUSD']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('remembers opened instruments as recent searches, most recent first', async () => {
    const { router } = renderApp('/pages/currency/search', { token: 'tok' });
    const user = userEvent.setup();
    const input = await screen.findByRole('searchbox', { name: 'Search markets' });
    await user.type(input, 'eth');
    await user.click(await screen.findByRole('link', { name: /ETHUSDT/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?symbol=ethusdt'));
    await screen.findByTestId('trade-screen', {}, { timeout: 5000 });
    await router.navigate('/pages/currency/search');
    await user.type(await screen.findByRole('searchbox', { name: 'Search markets' }), 'xag');
    await user.click(await screen.findByRole('link', { name: /XAGUSD/ }));
    await screen.findByTestId('trade-screen', {}, { timeout: 5000 });
    await router.navigate('/pages/currency/search');
    const recent = await screen.findByTestId('recent-searches');
    expect([...recent.querySelectorAll('a')].map((link) => link.textContent)).toEqual(['XAGUSD', 'ETHUSDT']);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByTestId('recent-searches')).toBeNull();
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { OptionOrder } from '../../api/generated/model';
import { server } from '../../../tests/support/msw-server';
import { renderApp } from '../../../tests/support/render';
import { formatProviderTime } from '../../domain/provider-time';

/** A provider time as the screens show it: in the device's zone (decision 0035), in English. */
const shown = (text: string): string => formatProviderTime(text, 'en-US');

const FIRST_LOAD = { timeout: 15_000 };

const order = (id: number, patch: Partial<OptionOrder> = {}): OptionOrder => ({
  order_id: id,
  product_name: 'BTC/USDT',
  direction: 1,
  open_price: '96842.50',
  close_price: '0',
  amount: '1000',
  trade_time: 60,
  create_time: '2026-11-22 04:52:10',
  profitloss: '0',
  profitrate: '30',
  pincang_time: null,
  status: 0,
  ...patch,
});

describe('option order records', () => {
  it('lists open orders first, asking for status 0', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/orderrecord', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({ status: 200, result: { list: [order(260412)], total: 1 } });
      }),
    );
    renderApp('/pages/trade/traderecords', { token: 'tok' });
    const rows = await screen.findAllByTestId('option-order', {}, FIRST_LOAD);
    expect(asked).toEqual(['?page=1&limit=10&status=0']);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toHaveTextContent('BTC/USDT');
    expect(within(row).getByTestId('option-direction')).toHaveTextContent('Up');
    expect(row).toHaveTextContent('Open');
    expect(row).toHaveTextContent('1,000.00 USDT');
    expect(row).toHaveTextContent('1 min');
    expect(row).toHaveTextContent('96,842.50');
    expect(row).toHaveTextContent('30.00%');
    expect(row).toHaveTextContent(shown('2026-11-22 04:52:10'));
    // Not settled: no close price, result or close time yet.
    expect(within(row).queryByTestId('option-close-price')).toBeNull();
    expect(within(row).queryByTestId('option-result')).toBeNull();
    expect(row).not.toHaveTextContent('Closed');
  });

  it('lists settled orders with close price, signed and coloured result, return rate and times', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/orderrecord', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('status') ?? '');
        return undefined;
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/pages/trade/traderecords', { token: 'tok' });
    await screen.findAllByTestId('option-order', {}, FIRST_LOAD);
    await user.click(screen.getByRole('tab', { name: 'Settled' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=settled'));
    await waitFor(() => expect(asked).toEqual(['0', '1']));
    const rows = await screen.findAllByTestId('option-order');
    expect(rows).toHaveLength(2);
    const [win, loss] = rows as [HTMLElement, HTMLElement];
    expect(win).toHaveTextContent('BTC/USDT');
    expect(within(win).getByTestId('option-close-price')).toHaveTextContent('96,795.80');
    expect(within(win).getByTestId('option-result')).toHaveTextContent('+300.00');
    expect(within(win).getByTestId('option-result')).toHaveStyle({ color: 'var(--chakra-colors-profit)' });
    expect(win).toHaveTextContent(shown('2026-11-22 03:41:02'));
    expect(loss).toHaveTextContent('XAU/USD');
    expect(within(loss).getByTestId('option-direction')).toHaveTextContent('Down');
    expect(loss).toHaveTextContent('30 s');
    expect(within(loss).getByTestId('option-result')).toHaveTextContent('−500.00');
    expect(within(loss).getByTestId('option-result')).toHaveStyle({ color: 'var(--chakra-colors-loss)' });
    expect(loss).toHaveTextContent('20.00%');
  });

  it('loads the next page when the end of the list scrolls into view, and says when there is none', async () => {
    const observed: IntersectionObserverCallback[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          observed.push(callback);
        }
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    const pages: string[] = [];
    server.use(
      http.get('*/orderrecord', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        pages.push(String(page));
        const list = Array.from({ length: page === 1 ? 10 : 2 }, (_, index) => order((page - 1) * 10 + index + 1));
        return HttpResponse.json({ status: 200, result: { list, total: 12 } });
      }),
    );
    renderApp('/pages/trade/traderecords', { token: 'tok' });
    expect(await screen.findAllByTestId('option-order', {}, FIRST_LOAD)).toHaveLength(10);
    act(() => observed.at(-1)?.([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    await waitFor(() => expect(screen.getAllByTestId('option-order')).toHaveLength(12));
    expect(pages).toEqual(['1', '2']);
    expect(screen.getByText('No more records')).toBeVisible();
    vi.unstubAllGlobals();
  });

  it('says when there are no orders', async () => {
    server.use(http.get('*/orderrecord', () => HttpResponse.json({ status: 200, result: { list: [], total: 0 } })));
    renderApp('/pages/trade/traderecords?tab=settled', { token: 'tok' });
    expect(await screen.findByText('You have no settled option orders yet.', {}, FIRST_LOAD)).toBeVisible();
  });
});

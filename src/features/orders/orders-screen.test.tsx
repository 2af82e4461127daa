import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../tests/support/msw-server';
import { renderApp } from '../../../tests/support/render';

const FIRST_LOAD = { timeout: 15_000 };

describe('orders tab', () => {
  it('opens on the holding contract positions and switches status and kind, asking the provider each time', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/trade/Contractorderalllist') || url.pathname.endsWith('/orderrecord')) {
        asked.push(`${url.pathname.split('/').pop()}?status=${url.searchParams.get('status')}`);
      }
    });
    renderApp('/pages/home/order', { token: 'tok' });
    expect(await screen.findByRole('heading', { name: 'Orders' }, FIRST_LOAD)).toBeVisible();
    const statuses = screen.getByRole('group', { name: 'Order status' });
    expect(within(statuses).getByRole('button', { name: 'Holding' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findAllByTestId('contract-order', {}, FIRST_LOAD)).toHaveLength(3);
    const u = userEvent.setup();
    await u.click(within(statuses).getByRole('button', { name: 'Cancelled' }));
    expect(await within(statuses).findByRole('button', { name: 'Cancelled', pressed: true })).toBeVisible();
    await screen.findAllByTestId('contract-order');
    await u.click(screen.getByRole('tab', { name: 'Options' }));
    expect(
      await within(screen.getByRole('group', { name: 'Order status' })).findByRole('button', { name: 'Open' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await u.click(within(screen.getByRole('group', { name: 'Order status' })).getByRole('button', { name: 'Settled' }));
    expect(await screen.findAllByTestId('option-order')).not.toHaveLength(0);
    expect(screen.getByRole('link', { name: 'All records' })).toHaveAttribute('href', '#/pages/trade/traderecords');
    // (the account summary above the lists reads the holding and closed contracts and the settled options once)
    expect(new Set(asked)).toEqual(
      new Set([
        'Contractorderalllist?status=1',
        'Contractorderalllist?status=2',
        'Contractorderalllist?status=3',
        'orderrecord?status=0',
        'orderrecord?status=1',
      ]),
    );
    server.events.removeAllListeners();
  });

  it('shows the empty state of a status with no orders', async () => {
    server.use(
      http.get('*/trade/Contractorderalllist', () =>
        HttpResponse.json({ status: 200, result: { data: [], count: 0 } }),
      ),
    );
    renderApp('/pages/home/order?kind=contract&status=0', { token: 'tok' });
    expect(await screen.findByText('No pending orders.', {}, FIRST_LOAD)).toBeVisible();
  });
});

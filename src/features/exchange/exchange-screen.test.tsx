import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../tests/support/msw-server';
import { renderApp } from '../../../tests/support/render';

const FIRST_LOAD = { timeout: 15_000 };

// Screens load lazily on a machine shared with other test runs: allow for a slow first render.

describe('exchange', () => {
  it('shows the live rate and the converted amount, and refuses more than the available balance', async () => {
    let query = '';
    server.use(
      http.get('*/exchange', ({ request }) => {
        query = new URL(request.url).search;
        return HttpResponse.json({ status: 200, result: { rate: 0.00001033 } });
      }),
    );
    renderApp('/pages/user/exchange', { token: 'tok' });
    expect(await screen.findByTestId('exchange-rate', {}, FIRST_LOAD)).toHaveTextContent('1 USDT = 0.00001033 BTC');
    expect(query).toBe('?from=USDT&to=BTC');
    const u = userEvent.setup();
    const amount = screen.getByRole('textbox', { name: /Amount \(USDT\)/ });
    await u.type(amount, '1000');
    // 1000 × 0.00001033 = 0.01033
    expect(screen.getByTestId('exchange-received')).toHaveTextContent('0.01033000 BTC');
    await u.clear(amount);
    await u.type(amount, '12530.76');
    expect(await screen.findByText('The amount exceeds the available balance (12,530.75)')).toBeVisible();
    await u.click(screen.getByRole('button', { name: 'All' }));
    expect(amount).toHaveValue('12530.75');
  });

  it('keeps a failed rate’s error, Retry busy, while the 30-s poll asks again, then shows the rate', async () => {
    let held: (() => void) | null = null;
    let fail = true;
    server.use(
      http.get('*/exchange', async () => {
        if (fail) return HttpResponse.json({ status: 500, message: 'Server busy' }, { status: 500 });
        await new Promise<void>((resolve) => (held = resolve));
        return HttpResponse.json({ status: 200, result: { rate: 0.00001033 } });
      }),
    );
    const { queryClient } = renderApp('/pages/user/exchange', { token: 'tok' });
    const alert = await screen.findByTestId('query-error', {}, FIRST_LOAD);
    fail = false;
    const polled = queryClient.refetchQueries({ queryKey: ['/exchange'], exact: false, type: 'active' });
    await waitFor(() => expect(within(alert).getByRole('button', { name: 'Retry' })).toBeDisabled());
    expect(screen.getByTestId('query-error')).toBe(alert);
    expect(screen.queryByTestId('exchange-rate')).toBeNull();
    held!();
    await act(() => polled);
    expect(await screen.findByTestId('exchange-rate')).toHaveTextContent('1 USDT = 0.00001033 BTC');
    expect(screen.queryByTestId('query-error')).toBeNull();
  });

  it('exchanges from BTC within its own available balance (balances less froze), in 8 decimals', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get('*/exchange', () => HttpResponse.json({ status: 200, result: { rate: 96810.5 } })),
      http.post('*/coinexchange', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ status: 200, message: 'Exchange successful' });
      }),
    );
    renderApp('/pages/user/exchange', { token: 'tok' });
    const u = userEvent.setup();
    await u.selectOptions(await screen.findByRole('combobox', { name: 'From' }, FIRST_LOAD), 'BTC');
    // the example user: balances.btc 0.0125, froze.btc 0
    expect(await screen.findByText('Available 0.01250000 BTC')).toBeVisible();
    const amount = screen.getByRole('textbox', { name: /Amount \(BTC\)/ });
    await u.type(amount, '0.01250001');
    expect(await screen.findByText('The amount exceeds the available balance (0.01250000)')).toBeVisible();
    await u.clear(amount);
    await u.type(amount, '0.012345678');
    expect(await screen.findByText('At most 8 decimals')).toBeVisible();
    await u.clear(amount);
    await u.type(amount, '0.0125');
    // 0.0125 × 96810.5 = 1210.13125, rounded down to cents
    expect(screen.getByTestId('exchange-received')).toHaveTextContent('1,210.13 USDT');
    await u.click(screen.getByRole('button', { name: 'Exchange' }));
    const dialog = await screen.findByTestId('exchange-confirm');
    expect(within(dialog).getByTestId('exchange-summary-pay')).toHaveTextContent('0.01250000 BTC');
    await u.click(within(dialog).getByRole('button', { name: 'Exchange' }));
    await waitFor(() => expect(bodies).toEqual([{ from: 'BTC', to: 'USDT', amount: '0.01250000' }]));
  });

  it('says a coin without a reported balance cannot be exchanged from', async () => {
    server.use(
      http.get('*/userdetail', () =>
        HttpResponse.json({ status: 200, result: { id: 1, username: '0901234567', balance: '100.00', frozen: '0' } }),
      ),
    );
    renderApp('/pages/user/exchange', { token: 'tok' });
    const u = userEvent.setup();
    await u.selectOptions(await screen.findByRole('combobox', { name: 'From' }, FIRST_LOAD), 'BTC');
    expect(await screen.findByTestId('exchange-no-balance')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Exchange' })).toBeDisabled();
    // choosing the same coin on both sides swaps them
    expect(screen.getByRole('combobox', { name: 'To' })).toHaveValue('USDT');
  });

  it('confirms, then sends one exchange on a double tap', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/coinexchange', async ({ request }) => {
        bodies.push(await request.json());
        await delay(50);
        return HttpResponse.json({ status: 200, message: 'Exchange successful' });
      }),
    );
    renderApp('/pages/user/exchange', { token: 'tok' });
    const u = userEvent.setup();
    await screen.findByTestId('exchange-rate', {}, FIRST_LOAD);
    await u.type(screen.getByRole('textbox', { name: /Amount/ }), '1000');
    await u.click(screen.getByRole('button', { name: 'Exchange' }));
    const dialog = await screen.findByTestId('exchange-confirm');
    expect(within(dialog).getByTestId('exchange-summary-pay')).toHaveTextContent('1,000.00 USDT');
    expect(within(dialog).getByTestId('exchange-summary-receive')).toHaveTextContent('0.01033000 BTC');
    const send = within(dialog).getByRole('button', { name: 'Exchange' });
    fireEvent.click(send);
    fireEvent.click(send);
    expect(await screen.findByText('Exchange successful', {}, FIRST_LOAD)).toBeVisible();
    await waitFor(() => expect(bodies).toEqual([{ from: 'USDT', to: 'BTC', amount: '1000.00' }]));
  });
});

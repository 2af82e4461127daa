import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getGetSubscriptionMockHandler } from '../../api/generated/endpoints/newcoin/newcoin.msw';
import { getGetUserDetailMockHandler } from '../../api/generated/endpoints/profile/profile.msw';
import { server } from '../../../tests/support/msw-server';
import { renderApp } from '../../../tests/support/render';

describe('new coins', () => {
  it('lists the coins for a visitor, and asks them to sign in before subscribing', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/pages/newcoin');
    const coins = await screen.findAllByTestId('new-coin');
    expect(coins).toHaveLength(2);
    expect(coins[0]).toHaveTextContent('Orbix Network');
    expect(coins[0]).toHaveTextContent('0.1200 USDT');
    expect(coins[0]).toHaveTextContent('72% sold');
    expect(within(coins[1] as HTMLElement).getByRole('button', { name: 'Not open yet' })).toBeDisabled();
    await user.click(within(coins[0] as HTMLElement).getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/login'));
    expect((router.state.location.state as { from: { pathname: string } }).from.pathname).toBe('/pages/newcoin');
    // back after signing in
    await user.type(await screen.findByLabelText(/phone number/i), '0901234567');
    await user.type(screen.getByLabelText(/^password/i), 'Trade@2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/newcoin'));
  });

  it('checks the amount, confirms what is sent and sends one request on a double tap', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    server.use(
      getGetUserDetailMockHandler({
        status: 200,
        result: { id: 1, username: '0901234567', balance: '5000', frozen: '0' },
      }),
      http.post('*/newcoins/subscribe', async ({ request }) => {
        bodies.push(await request.json());
        await delay(150);
        return HttpResponse.json({ status: 200, message: 'Subscription successful' });
      }),
    );
    renderApp('/pages/newcoin', { token: 'tok' });
    const [orbx] = await screen.findAllByTestId('new-coin');
    await user.click(within(orbx as HTMLElement).getByRole('button', { name: 'Subscribe' }));
    const form = await screen.findByTestId('subscribe-dialog');
    await within(form).findByText('Available balance: 5,000.00 USDT');
    const amount = within(form).getByRole('textbox', { name: /amount to pay/i });
    await user.type(amount, '50');
    expect(await within(form).findByText('The minimum is 100.00 USDT.')).toBeVisible();
    await user.clear(amount);
    await user.type(amount, '6000');
    expect(await within(form).findByText('Your available balance is 5,000.00 USDT.')).toBeVisible();
    await user.clear(amount);
    await user.type(amount, '1200');
    expect(within(form).getByTestId('coin-quantity')).toHaveTextContent('10,000.0000 ORBX');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByTestId('confirm-send-dialog');
    expect(dialog).toHaveTextContent('Orbix Network (ORBX)');
    expect(dialog).toHaveTextContent('1,200.00 USDT');
    const confirm = within(dialog).getByRole('button', { name: 'Subscribe' });
    act(() => {
      fireEvent.click(confirm);
      fireEvent.click(confirm);
    });
    await waitFor(() => expect(screen.queryByTestId('confirm-send-dialog')).toBeNull());
    expect(bodies).toEqual([{ id: 14, amount: '1200' }]);
  });
});

describe('subscription records', () => {
  it('shows what was paid, the prices and the change', async () => {
    renderApp('/pages/ncrecords', { token: 'tok' });
    const records = await screen.findAllByTestId('subscription-record');
    expect(records).toHaveLength(2);
    expect(records[0]).toHaveTextContent('ORBX');
    expect(records[0]).toHaveTextContent('1,200.00 USDT');
    expect(records[0]).toHaveTextContent('+56.25%');
    expect(records[1]).toHaveTextContent('−8.44%');
  });

  it('says when there is none', async () => {
    server.use(getGetSubscriptionMockHandler({ status: 200, result: { data: [], count: 0 } }));
    renderApp('/pages/ncrecords', { token: 'tok' });
    expect(await screen.findByText('No subscription records yet.')).toBeVisible();
  });

  it('is public: a visitor is asked to sign in and the records call (token required) is not sent', async () => {
    const calls: string[] = [];
    server.use(
      http.get('*/api/subscription', ({ request }) => {
        calls.push(request.url);
        return HttpResponse.json({ status: 401, message: 'Unauthenticated.' }, { status: 401 });
      }),
    );
    renderApp('/pages/ncrecords');
    expect(await screen.findByText('No subscription records yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '#/pages/login');
    expect(calls).toHaveLength(0);
  });
});

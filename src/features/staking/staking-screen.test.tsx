import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  getGetStakingDetailMockHandler,
  getGetStakingHistoryMockHandler,
} from '../../api/generated/endpoints/staking/staking.msw';
import { getGetUserDetailMockHandler } from '../../api/generated/endpoints/profile/profile.msw';
import { server } from '../../../tests/support/msw-server';
import { renderApp } from '../../../tests/support/render';
import { formatProviderTime } from '../../domain/provider-time';

/** A provider time as the screens show it: in the device's zone (decision 0035), in English. */
const shown = (text: string): string => formatProviderTime(text, 'en-US');

const withBalance = (balance: string, frozen: string) =>
  getGetUserDetailMockHandler({ status: 200, result: { id: 1, username: '0901234567', balance, frozen } });

describe('staking products and orders', () => {
  it('lists the products, each opening its details', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/pages/trade/staking', { token: 'tok' });
    const products = await screen.findAllByTestId('staking-product');
    expect(products).toHaveLength(4);
    expect(products[0]).toHaveTextContent('ETH Flexible Mining');
    expect(products[0]).toHaveTextContent('1.200%');
    expect(products[0]).toHaveTextContent('30 days');
    expect(products[0]).toHaveTextContent('68% subscribed');
    await user.click(within(products[0] as HTMLElement).getByRole('link', { name: 'ETH Flexible Mining' }));
    await waitFor(() => expect(router.state.location.search).toBe('?id=3'));
  });

  it('lists the orders with their state, dates, rewards and cancel fee', async () => {
    let query = '';
    server.use(
      http.get('*/stakinghistory', ({ request }) => {
        query = new URL(request.url).search;
        return undefined;
      }),
    );
    renderApp('/pages/trade/staking?tab=orders', { token: 'tok' });
    const orders = await screen.findAllByTestId('staking-order');
    expect(query).toContain('page=1');
    expect(query).toContain('perPage=10');
    expect(orders).toHaveLength(3);
    expect(orders[0]).toHaveTextContent('Active');
    expect(orders[0]).toHaveTextContent(`${shown('2026-11-08')} → ${shown('2026-12-08')}`);
    expect(orders[0]).toHaveTextContent('720.00 USDT');
    expect(orders[0]).toHaveTextContent('336.00 USDT');
    expect(orders[0]).toHaveTextContent('100.00 USDT');
    expect(orders[0]).toHaveTextContent('Day 14 of 30');
    expect(orders[1]).toHaveTextContent('Completed');
    expect(orders[2]).toHaveTextContent('Pending activation');
  });

  it('says when there are no orders', async () => {
    server.use(getGetStakingHistoryMockHandler({ status: 200, result: [], total: 0, last_page: 1 }));
    renderApp('/pages/trade/staking?tab=orders', { token: 'tok' });
    expect(await screen.findByText('You have no mining orders yet.')).toBeVisible();
  });
});

describe('staking details', () => {
  it('shows limits, days, yield and rebate method, and computes the expected reward', async () => {
    const user = userEvent.setup();
    server.use(withBalance('10000', '2000'));
    renderApp('/pages/trade/stakingdetails?id=3', { token: 'tok' });
    const facts = await screen.findByTestId('staking-facts');
    expect(facts).toHaveTextContent('500.00 USDT');
    expect(facts).toHaveTextContent('50,000.00 USDT');
    expect(within(facts).getByTestId('staking-rebate')).toHaveTextContent('Daily yield, deposit returned at expiry');
    expect(await screen.findByText('Available balance: 8,000.00 USDT')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: /amount to lock/i }), '2000');
    // 2000 × 1.2 % × 30
    expect(screen.getByTestId('staking-reward')).toHaveTextContent('720.00 USDT');
  });

  it('explains both rebate methods, worked out for the minimum and then for the amount typed', async () => {
    const user = userEvent.setup();
    server.use(withBalance('10000', '2000'));
    renderApp('/pages/trade/stakingdetails?id=3', { token: 'tok' });
    const explainer = await screen.findByTestId('rebate-explainer');
    expect(explainer).toHaveTextContent('Example with the minimum, 500.00 USDT, over 30 days');
    // 500 × 1.2 % = 6.00 a day
    expect(within(explainer).getByTestId('rebate-daily')).toHaveTextContent(
      '6.00 USDT is paid to your balance every day for 30 days (180.00 USDT in all), and your 500.00 USDT comes back at expiry.',
    );
    expect(within(explainer).getByTestId('rebate-daily')).toHaveTextContent('This plan');
    expect(within(explainer).getByTestId('rebate-atMaturity')).not.toHaveTextContent('This plan');
    await user.type(screen.getByRole('textbox', { name: /amount to lock/i }), '1234.56');
    // 1,234.56 × 1.2 % = 14.81472: 14.81 a day, 30 × 14.81 = 444.30
    expect(explainer).toHaveTextContent('Worked out for your 1,234.56 USDT over 30 days');
    expect(within(explainer).getByTestId('rebate-daily')).toHaveTextContent(
      '14.81 USDT is paid to your balance every day for 30 days (444.30 USDT in all)',
    );
    expect(within(explainer).getByTestId('rebate-atMaturity')).toHaveTextContent(
      'at expiry 1,678.86 USDT comes back together, your 1,234.56 USDT and 444.30 USDT of yield.',
    );
    expect(screen.getByTestId('staking-reward')).toHaveTextContent('444.30 USDT');
  });

  it('names the rebate method that pays everything at expiry', async () => {
    server.use(
      getGetStakingDetailMockHandler({
        status: 200,
        result: {
          data: {
            id: 4,
            name: 'BTC Node Mining',
            interest: '1.550',
            min_amount: '2000',
            max_amount: '200000',
            day: 60,
            type: 2,
          },
        },
      }),
    );
    renderApp('/pages/trade/stakingdetails?id=4', { token: 'tok' });
    expect(await screen.findByTestId('staking-rebate')).toHaveTextContent(
      'Yield and deposit returned together at expiry',
    );
  });

  it('checks the amount against the limits and the available balance', async () => {
    const user = userEvent.setup();
    server.use(withBalance('3000', '500'));
    renderApp('/pages/trade/stakingdetails?id=3', { token: 'tok' });
    await screen.findByText('Available balance: 2,500.00 USDT');
    const amount = screen.getByRole('textbox', { name: /amount to lock/i });
    await user.type(amount, '100');
    expect(await screen.findByText('The minimum is 500.00 USDT.')).toBeVisible();
    await user.clear(amount);
    await user.type(amount, '2600');
    expect(await screen.findByText('Your available balance is 2,500.00 USDT.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.queryByTestId('confirm-send-dialog')).toBeNull();
  });

  it('confirms what is sent and sends one request however fast it is tapped', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    server.use(
      withBalance('10000', '0'),
      http.post('*/stakingsubmit', async ({ request }) => {
        bodies.push(await request.json());
        await delay(150);
        return HttpResponse.json({ status: 200, message: 'Subscription successful' });
      }),
    );
    const { router } = renderApp('/pages/trade/stakingdetails?id=3', { token: 'tok' });
    await screen.findByText('Available balance: 10,000.00 USDT');
    await user.type(screen.getByRole('textbox', { name: /amount to lock/i }), '2000');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const dialog = await screen.findByTestId('confirm-send-dialog');
    expect(dialog).toHaveTextContent('ETH Flexible Mining');
    expect(dialog).toHaveTextContent('2,000.00 USDT');
    expect(dialog).toHaveTextContent('720.00 USDT');
    const confirm = within(dialog).getByRole('button', { name: 'Subscribe' });
    // Two taps before React re-renders the disabled button.
    act(() => {
      fireEvent.click(confirm);
      fireEvent.click(confirm);
    });
    await waitFor(() => expect(router.state.location.search).toBe('?tab=orders'));
    expect(bodies).toEqual([{ plan_id: '3', amount: '2000' }]);
  });
});

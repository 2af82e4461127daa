import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getGetExchangeCurrencyMockHandler } from '../../api/generated/endpoints/market/market.msw';
import { getGetUserDetailMockHandler } from '../../api/generated/endpoints/profile/profile.msw';
import { getGetContractOrderAllListMockHandler } from '../../api/generated/endpoints/contract/contract.msw';
import { getGetOrderRecordMockHandler } from '../../api/generated/endpoints/options/options.msw';
import { usePersistedState } from '../../lib/persisted-state';
import { server } from '../../../tests/support/msw-server';
import { renderApp } from '../../../tests/support/render';

const FIRST_LOAD = { timeout: 15_000 };
const currencies = getGetExchangeCurrencyMockHandler({
  status: 200,
  data: [
    { cryptoprotocol: 'USD', rate: '1' },
    { cryptoprotocol: 'VND', rate: '25350' },
    { cryptoprotocol: 'EUR', rate: '0.9223' },
  ],
});

// Screens load lazily on a machine shared with other test runs: allow for a slow first render.

describe('assets tab', () => {
  it('shows equity (balance + unrealised P/L), available, frozen and today’s P/L net of fees', async () => {
    // a provider time of `ms` (UTC+7)
    const providerTime = (ms: number) => new Date(ms + 7 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
    const holding = {
      id: 7731,
      symbol: 'ethusdt',
      trade_type: 1,
      order_quantity: '1',
      open_price: '3380.20',
      current_price: '3412.18',
      margin: '169.01',
      fee: '6.76',
      overnight_fee: '0.00',
      leverage: 20,
      status: 1,
      order_time: '2026-11-22 04:30:18',
    };
    // closed a minute ago: +45.76 gross, 192.33 lot fee → −146.57; and the provider's gross todayprofit is not what is shown
    const closed = {
      ...holding,
      id: 7800,
      symbol: 'btcusdt',
      profit_loss: '45.76',
      fee: '192.33',
      status: 2,
      close_time: providerTime(Date.now() - 60_000),
    };
    server.use(
      currencies,
      getGetUserDetailMockHandler({
        status: 200,
        result: { id: 1, username: 'x', balance: '12850.75', frozen: '320.00', todayprofit: '45.76' },
      }),
      getGetContractOrderAllListMockHandler(({ request }) => {
        const status = new URL(request.url).searchParams.get('status');
        const data = status === '1' ? [holding] : status === '2' ? [closed] : [];
        return { status: 200, result: { data, count: data.length } } as never;
      }),
      getGetOrderRecordMockHandler({
        status: 200,
        result: {
          list: [
            {
              order_id: 9,
              product_name: 'BTC/USDT',
              direction: 1,
              amount: '100',
              trade_time: 60,
              create_time: providerTime(Date.now() - 120_000),
              profitloss: '20',
              pincang_time: providerTime(Date.now() - 60_000),
              status: 1,
            },
          ],
          total: 1,
        },
      } as never),
    );
    renderApp('/pages/home/assets', { token: 'tok' });
    // 12,850.75 + (3,412.18 − 3,380.20) × 1 at the mark price
    expect(await screen.findByTestId('assets-total', {}, FIRST_LOAD)).toHaveTextContent('12,882.73 USD');
    expect(screen.getByTestId('assets-available')).toHaveTextContent('12,530.75');
    expect(screen.getByTestId('assets-frozen')).toHaveTextContent('320.00');
    expect(screen.getByTestId('assets-unrealised')).toHaveTextContent('+31.98');
    // −146.57 + 20
    expect(await screen.findByTestId('assets-profit')).toHaveTextContent('−126.57');
    expect(screen.getByTestId('assets-profit')).toHaveStyle({ color: 'var(--chakra-colors-loss)' });
    expect(screen.getByRole('navigation', { name: 'Main sections' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '#/pages/recharge/counter');
    expect(screen.getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '#/pages/withdraw');
    expect(screen.getByRole('link', { name: 'Exchange' })).toHaveAttribute('href', '#/pages/user/exchange');
    expect(screen.getByRole('link', { name: 'Records' })).toHaveAttribute('href', '#/pages/wallet/record');
  });

  it('shows the total in the chosen display currency and remembers the choice', async () => {
    server.use(
      currencies,
      getGetContractOrderAllListMockHandler({ status: 200, result: { data: [], count: 0 } } as never),
    );
    renderApp('/pages/home/assets', { token: 'tok' });
    // the first currency is the default: 12850.75 × 1
    expect(await screen.findByTestId('assets-total-fiat', {}, FIRST_LOAD)).toHaveTextContent('≈ 12,850.75 USD');
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Display currency' }), 'VND');
    // 12850.75 × 25350 = 325,766,512.5 → shown whole, half-up
    expect(await screen.findByTestId('assets-total-fiat')).toHaveTextContent('≈ 325,766,513 VND');
    expect(usePersistedState.getState().fiatCurrency).toEqual({ code: 'VND', rate: '25350' });
  });
  it('after the provider closes a position on its own, counts it once: in the balance, not again as open P/L', async () => {
    const position = {
      id: 7731,
      symbol: 'solusdt',
      trade_type: 1,
      order_quantity: '5',
      open_price: '200.00',
      current_price: '216.00',
      margin: '100.00',
      fee: '2.00',
      overnight_fee: '0.00',
      leverage: 10,
      status: 1,
      order_time: '2026-11-22 04:30:18',
    };
    const account = { open: true };
    server.use(
      currencies,
      getGetUserDetailMockHandler(
        () =>
          ({
            status: 200,
            result: { id: 1, username: 'x', balance: account.open ? '19998.00' : '20078.00', frozen: '0.00' },
          }) as never,
      ),
      getGetContractOrderAllListMockHandler(({ request }) => {
        const status = new URL(request.url).searchParams.get('status');
        const data =
          status === '1' && account.open
            ? [position]
            : status === '2' && !account.open
              ? [{ ...position, status: 2, profit_loss: '80.00', close_time: '2026-11-22 05:30:18' }]
              : [];
        return { status: 200, result: { data, count: data.length } } as never;
      }),
    );
    const { router } = renderApp('/pages/lever/leverList?status=1', { token: 'tok' });
    await screen.findAllByTestId('contract-order', {}, FIRST_LOAD);
    // its take profit is reached: the provider closes it and books +80.00 into the balance
    account.open = false;
    await router.navigate('/pages/home/assets');
    await waitFor(() => expect(screen.getByTestId('assets-total')).toHaveTextContent('20,078.00 USD'), FIRST_LOAD);
    expect(screen.getByTestId('assets-unrealised')).toHaveTextContent('0.00');
  });
});

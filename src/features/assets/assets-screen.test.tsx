import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getGetExchangeCurrencyMockHandler } from '../../api/generated/endpoints/market/market.msw';
import { getGetUserDetailMockHandler } from '../../api/generated/endpoints/profile/profile.msw';
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
  it('shows balance, available (balance − frozen), frozen and a signed, coloured profit', async () => {
    server.use(
      currencies,
      getGetUserDetailMockHandler({ status: 200, result: { id: 1, username: 'x', balance: '12850.75', frozen: '320.00', todayprofit: '-65.8' } }),
    );
    renderApp('/pages/home/assets', { token: 'tok' });
    expect(await screen.findByTestId('assets-total', {}, FIRST_LOAD)).toHaveTextContent('12,850.75 USD');
    expect(screen.getByTestId('assets-available')).toHaveTextContent('12,530.75');
    expect(screen.getByTestId('assets-frozen')).toHaveTextContent('320.00');
    expect(screen.getByTestId('assets-profit')).toHaveTextContent('-65.80');
    expect(screen.getByRole('navigation', { name: 'Main sections' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '#/pages/recharge/counter');
    expect(screen.getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '#/pages/withdraw');
    expect(screen.getByRole('link', { name: 'Exchange' })).toHaveAttribute('href', '#/pages/user/exchange');
    expect(screen.getByRole('link', { name: 'Records' })).toHaveAttribute('href', '#/pages/wallet/record');
  });

  it('shows the total in the chosen display currency and remembers the choice', async () => {
    server.use(currencies);
    renderApp('/pages/home/assets', { token: 'tok' });
    // the first currency is the default: 12850.75 × 1
    expect(await screen.findByTestId('assets-total-fiat', {}, FIRST_LOAD)).toHaveTextContent('≈ 12,850.75 USD');
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Display currency' }), 'VND');
    // 12850.75 × 25350 = 325,766,512.5 → shown whole, half-up
    expect(await screen.findByTestId('assets-total-fiat')).toHaveTextContent('≈ 325,766,513 VND');
    expect(usePersistedState.getState().fiatCurrency).toEqual({ code: 'VND', rate: '25350' });
    expect(screen.getByTestId('assets-profit')).toHaveTextContent('+184.20');
  });
});

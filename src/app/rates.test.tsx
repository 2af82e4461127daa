import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { getGetDepositTypeMockHandler } from '../api/generated/endpoints/deposit/deposit.msw';
import { getGetUserDetailMockHandler } from '../api/generated/endpoints/profile/profile.msw';
import { getGetBankWayMockHandler } from '../api/generated/endpoints/wallet/wallet.msw';
import { usePersistedState } from '../lib/persisted-state';
import { server } from '../../tests/support/msw-server';
import { renderApp } from '../../tests/support/render';

// Every rate is written in the user's language (vi here: "25.350" is twenty-five thousand, "0,5" a half).

beforeEach(async () => {
  usePersistedState.setState({ language: 'vi' });
  await i18next.changeLanguage('vi');
});

describe('rates in Vietnamese', () => {
  it('the exchange rate, small or large, with the language’s separators', async () => {
    server.use(http.get('*/exchange', () => HttpResponse.json({ status: 200, result: { rate: 0.00001033 } })));
    renderApp('/pages/user/exchange', { token: 'tok' });
    expect(await screen.findByTestId('exchange-rate', {}, { timeout: 8000 })).toHaveTextContent(
      '1 USDT = 0,00001033 BTC',
    );
    server.use(http.get('*/exchange', () => HttpResponse.json({ status: 200, result: { rate: 96810.5 } })));
    const u = userEvent.setup();
    await u.selectOptions(screen.getByRole('combobox', { name: 'Từ' }), 'BTC');
    expect(await screen.findByText('1 BTC = 96.810,5 USDT')).toBeVisible();
  });

  it('the deposit channel’s rate', async () => {
    server.use(
      getGetDepositTypeMockHandler({
        status: 200,
        result: {
          id: 21,
          currency: 'VND',
          cryptoprotocol: 'Bank transfer (VND)',
          address: 'Techcombank 19036728451011',
          rate: '25350',
          max_amount: '20000',
        },
      }),
    );
    renderApp('/pages/recharge?id=21', { token: 'tok' });
    expect(await screen.findByTestId('deposit-rate', {}, { timeout: 8000 })).toHaveTextContent('1 USD = 25.350 VND');
  });

  it('the withdrawal channel’s rate', async () => {
    server.use(
      getGetUserDetailMockHandler({
        status: 200,
        result: {
          id: 10028,
          username: '0901234567',
          balance: '12850.75',
          frozen: '320.00',
          realauth_status: 1,
          moneypssd_status: 1,
        },
      }),
      getGetBankWayMockHandler({
        status: 200,
        result: {
          result: [
            { cryptoprotocol: 'Bank transfer (VND)', currency: 'VND', rate: '25350.5', min_amont: '10', fee: '0.01' },
          ],
        },
      }),
    );
    renderApp('/pages/withdraw', { token: 'tok' });
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'Thẻ ngân hàng' }, { timeout: 15_000 }));
    expect(await screen.findByText('Tỷ giá: 1 USD = 25.350,5 VND')).toBeVisible();
  });
});

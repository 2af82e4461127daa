import { act, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePersistedState } from '../lib/persisted-state';
import { MarketStore } from '../market/store';
import { renderApp } from '../../tests/support/render';

// Every percentage is written in the user's language (vi here: a decimal comma, "1.200" would read
// as one thousand two hundred), whether a screen formats it whole or a message places the % sign.

beforeEach(async () => {
  usePersistedState.setState({ language: 'vi' });
  await i18next.changeLanguage('vi');
});

describe('percentages in Vietnamese', () => {
  it('the order book reads each level’s share of its side with a decimal comma', async () => {
    const store = new MarketStore({ schedule: (flush) => flush() });
    renderApp('/pages/trade?symbol=btcusdt', { token: 'tok', market: store });
    await screen.findByTestId('depth-waiting', {}, { timeout: 8000 });
    act(() =>
      store.apply({
        kind: 'depth',
        frame: {
          cmd_id: 22999,
          data: {
            code: 'BTCUSDT',
            asks: [{ price: '100.10', volume: 1 }],
            bids: [
              { price: '100.00', volume: '0.2' },
              { price: '99.90', volume: '0.6' },
            ],
          },
        },
      }),
    );
    expect(screen.getAllByTestId('depth-bid')[0]).toHaveTextContent(/25,00% của bên này/);
    expect(screen.getAllByTestId('depth-ask')[0]).toHaveTextContent(/100,00% của bên này/);
  });

  it('staking yields keep their decimals with a decimal comma', async () => {
    renderApp('/pages/trade/staking', { token: 'tok' });
    const [first] = await screen.findAllByTestId('staking-product', {}, { timeout: 8000 });
    expect(first).toHaveTextContent('1,200%');
    expect(first).not.toHaveTextContent('1.200%');
  });

  it('loan rates per day, in the terms and the loans', async () => {
    renderApp('/pages/trade/loan', { token: 'tok' });
    expect(await screen.findByText(/^7 ngày · 0,1% mỗi ngày$/, {}, { timeout: 8000 })).toBeVisible();
    expect(screen.getByText(/^30 ngày · 0,08% mỗi ngày$/)).toBeVisible();
  });

  it('the loans read their daily rate with a decimal comma', async () => {
    renderApp('/pages/trade/loan?tab=history', { token: 'tok' });
    const [repaying] = await screen.findAllByTestId('loan-record', {}, { timeout: 8000 });
    expect(repaying).toHaveTextContent('0,1% mỗi ngày');
  });

  it('new-coin records read the change with a decimal comma and a minus sign', async () => {
    renderApp('/pages/ncrecords', { token: 'tok' });
    const records = await screen.findAllByTestId('subscription-record', {}, { timeout: 8000 });
    expect(within(records[0] as HTMLElement).getByText('+56,25%')).toBeVisible();
    expect(within(records[1] as HTMLElement).getByText('−8,44%')).toBeVisible();
  });
});

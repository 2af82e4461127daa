import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { getGetUserDetailMockHandler } from '../../api/generated/endpoints/profile/profile.msw';
import { MarketStore } from '../../market/store';
import { toaster } from '../../components/ui/toaster';
import { server } from '../../../tests/support/msw-server';
import { renderApp } from '../../../tests/support/render';

afterEach(() => toaster.remove());

/**
 * One lot of ETH at 3,875.40 and 10× (the first leverage), lot fee rate 0.002 (/home's example):
 * margin 387.54 + lot fee 7.75 (7.7508) = 395.29 taken from the available balance.
 */
const openWithBalance = async (balance: string, shown: string) => {
  server.use(
    getGetUserDetailMockHandler({ status: 200, result: { id: 1, username: '0901234567', balance, frozen: '0' } }),
  );
  const store = new MarketStore({ schedule: (flush) => flush() });
  store.apply({ kind: 'price', frame: { cmd_id: 22998, data: { code: 'ETHUSDT', price: 3875.4 } } });
  renderApp('/pages/trade/contract?symbol=ethusdt', { token: 'tok', market: store });
  await screen.findByRole('form', { name: 'Contract order' }, { timeout: 8000 });
  await waitFor(() => expect(screen.getByTestId('order-summary-available')).toHaveTextContent(`${shown} USDT`));
};

describe('the contract order checks the balance against margin and lot fee together', () => {
  it('refuses an order whose margin fits but whose margin + lot fee does not', async () => {
    const user = userEvent.setup();
    let sent = 0;
    server.use(
      http.post('*/trade/createPerpetualContract', () => {
        sent += 1;
        return HttpResponse.json({ status: 200, message: 'Order placed' });
      }),
    );
    // 390.00 covers the 387.54 margin, not the 395.29 total
    await openWithBalance('390', '390.00');
    expect(screen.getByTestId('order-summary-total')).toHaveTextContent('395.29 USDT');
    expect(await screen.findByTestId('balance-error')).toHaveTextContent(
      'Insufficient balance: this order needs 395.29 USDT and you have 390.00 USDT available.',
    );
    await user.click(screen.getByTestId('place-order'));
    expect(screen.queryByTestId('confirm-send-dialog')).toBeNull();
    expect(sent).toBe(0);
  });

  it('accepts an order that takes the whole available balance to the cent', async () => {
    const user = userEvent.setup();
    await openWithBalance('395.29', '395.29');
    expect(screen.queryByTestId('balance-error')).toBeNull();
    await user.click(screen.getByTestId('place-order'));
    expect(await screen.findByTestId('confirm-send-dialog')).toBeVisible();
  });
});

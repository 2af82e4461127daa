import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { OptionOrderDetailResponse } from '../../src/api/generated/model';
import { price, syncStore } from './trading';

/** The option trade screen's tests: its first paint, stores, the order sheet and a settled order. */

export const FIRST_LOAD = { timeout: 15_000 };

export const liveStore = syncStore;

/** A store with a fresh BTC price: an option is judged against it, so none is sent without one. */
export const pricedStore = () => {
  const store = liveStore();
  store.apply(price('BTCUSDT', 96842.5));
  return store;
};

export const detail = (result: Partial<OptionOrderDetailResponse['result']>): OptionOrderDetailResponse => ({
  status: 200,
  result: {
    status: 1,
    symbol: 'btcusdt',
    direction: 1,
    amount: '1000',
    trade_time: 60,
    open_price: '96842.50',
    close_price: '96871.15',
    profit: '300.00',
    profitloss: '300.00',
    ...result,
  },
});

export const openSheet = async (
  user: ReturnType<typeof userEvent.setup>,
  direction: 'Buy up' | 'Buy down' = 'Buy up',
) => {
  await user.click(await screen.findByRole('button', { name: direction }, FIRST_LOAD));
  return screen.findByTestId('order-sheet');
};

import { screen } from '@testing-library/react';
import { renderApp } from './render';
import { FIRST_LOAD } from './trade-screen';
import { price, syncStore } from './trading';

/** The contract screen's tests: a priced store, the screen opened on ETH, its summary rows and lots. */

/** A store fed by the test: ETH trades at 3,875.40. */
export const liveStore = (eth = 3875.4) => {
  const store = syncStore();
  store.apply(price('ETHUSDT', eth));
  return store;
};

export const open = async (store = liveStore()) => {
  const view = renderApp('/pages/trade/contract?symbol=ethusdt', { token: 'tok', market: store });
  await screen.findByRole('form', { name: 'Contract order' }, FIRST_LOAD);
  await screen.findByText('12,530.75 USDT');
  return view;
};

export const summary = (key: string) => screen.getByTestId(`order-summary-${key}`);
export const lotsInput = () => screen.getByRole('textbox', { name: /^Lots/ });

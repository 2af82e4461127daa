import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../components/ui/toaster';
import { server } from '../../tests/support/msw-server';
import { renderApp } from '../../tests/support/render';
import { price, syncStore } from '../../tests/support/trading';

const FIRST_LOAD = { timeout: 15_000 };
const UNAVAILABLE = 'The symbol list could not be loaded: prices still update, ordering waits until it loads.';

/** `/tradesymbol` answers 503 until `recover()`; then the generated handler answers again. */
const failingSymbols = () => {
  let failing = true;
  const asked = { count: 0 };
  server.use(
    http.get('*/api/tradesymbol', () => {
      asked.count += 1;
      return failing ? new HttpResponse('<html>503</html>', { status: 503 }) : undefined;
    }),
  );
  return { asked, recover: () => (failing = false) };
};

afterEach(() => {
  toaster.remove();
  vi.restoreAllMocks();
});

describe('trading screens while /tradesymbol fails', () => {
  it('the options screen keeps the live price, chart and book; only ordering waits, and Retry brings it back', async () => {
    const user = userEvent.setup();
    const symbols = failingSymbols();
    const store = syncStore();
    renderApp('/pages/trade?symbol=btcusdt', { token: 'tok', market: store });
    const header = await screen.findByTestId('price-header', {}, FIRST_LOAD);
    act(() => store.apply(price('BTCUSDT', 103500)));
    expect(within(header).getByTestId('live-price')).toHaveTextContent('103,500.00');
    expect(screen.getByTestId('chart-panel')).toBeVisible();
    expect(screen.getByTestId('order-book')).toBeVisible();
    const failed = screen.getByTestId('query-error');
    expect(failed).toHaveTextContent(UNAVAILABLE);
    expect(screen.getByRole('button', { name: 'Buy up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Buy down' })).toBeDisabled();

    symbols.recover();
    const before = symbols.asked.count;
    await user.click(within(failed).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Buy up' })).toBeEnabled(), FIRST_LOAD);
    expect(symbols.asked.count).toBeGreaterThan(before);
    expect(screen.queryByTestId('query-error')).toBeNull();
    // the listed facts are back (the instrument's name)
    expect(screen.getByTestId('price-header')).toHaveTextContent('Bitcoin');
    expect(screen.getByTestId('live-price')).toHaveTextContent('103,500.00');
  });

  it('the contract screen keeps the live price, chart and book; only the order button waits, and Retry brings it back', async () => {
    const user = userEvent.setup();
    const symbols = failingSymbols();
    const store = syncStore();
    store.apply(price('ETHUSDT', 3875.4));
    renderApp('/pages/trade/contract?symbol=ethusdt', { token: 'tok', market: store });
    const header = await screen.findByTestId('contract-header', {}, FIRST_LOAD);
    expect(header).toHaveTextContent('ETHUSDT');
    expect(header).toHaveTextContent('3,875.40');
    const panel = screen.getByTestId('market-panel');
    expect(within(panel).getByTestId('chart-panel')).toBeVisible();
    expect(within(panel).getByTestId('order-book')).toBeVisible();
    const failed = screen.getByTestId('query-error');
    expect(failed).toHaveTextContent(UNAVAILABLE);
    const place = await screen.findByTestId('place-order', {}, FIRST_LOAD);
    expect(place).toBeDisabled();

    symbols.recover();
    await user.click(within(failed).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByTestId('place-order')).toBeEnabled(), FIRST_LOAD);
    expect(screen.queryByTestId('query-error')).toBeNull();
  });
});

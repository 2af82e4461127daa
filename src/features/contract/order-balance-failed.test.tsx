import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MarketStore } from '../../market/store';
import { server } from '../../../tests/support/msw-server';
import { renderApp } from '../../../tests/support/render';

/** The balance an order is paid from cannot be read: the order screen says so, with Retry. */
describe('contract screen when the user (and so the available balance) cannot be read', () => {
  it('shows what went wrong with Retry above the order form, and Retry asks again', async () => {
    let asked = 0;
    server.use(
      http.get('*/userdetail', () => {
        asked += 1;
        return new HttpResponse('<html><body>503</body></html>', {
          status: 503,
          headers: { 'Content-Type': 'text/html' },
        });
      }),
    );
    const store = new MarketStore({ schedule: (flush) => flush() });
    store.apply({ kind: 'price', frame: { cmd_id: 22998, data: { code: 'ETHUSDT', price: 3875.4 } } });
    renderApp('/pages/trade/contract?symbol=ethusdt', { token: 'tok', market: store });
    // the order form's part says so, and the account summary's too (it reads the same balance)
    const parts = await screen.findAllByTestId('query-error', {}, { timeout: 15_000 });
    const failed = parts[0];
    // the rest of the screen still shows: the order form
    expect(await screen.findByRole('form', { name: 'Contract order' }, { timeout: 15_000 })).toBeVisible();
    expect(failed).toHaveTextContent('The service is temporarily unavailable');
    const before = asked;
    const [retry] = screen.getAllByRole('button', { name: 'Retry' });
    if (retry) await userEvent.setup().click(retry);
    await waitFor(() => expect(asked).toBeGreaterThan(before));
  }, 40_000);
});

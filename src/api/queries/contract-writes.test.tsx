import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { open } from '../../../tests/support/contract-screen';
import { server } from '../../../tests/support/msw-server';
import { contractOrder, withBalance } from '../../../tests/support/trading';

const position = contractOrder({
  id: 7901,
  open_price: 3875.4,
  current_price: 3875.4,
  margin: 193.77,
  fee: 7.75,
  order_time: '2026-11-27 09:15:00',
});

describe('a contract write answers with the state it made', () => {
  it('says "Order placed" only once the new position and balance are on screen, never over the old ones', async () => {
    let placed = false;
    server.use(
      withBalance('12530.75', '0'),
      http.post('*/trade/createPerpetualContract', () => {
        placed = true;
        server.use(withBalance('12523', '193.77'));
        return HttpResponse.json({ status: 200, message: 'Order placed' });
      }),
      // reading the lists again takes a while (a busy provider): the screen must not speak before they arrive
      http.get('*/trade/Contractorderlist', async () => {
        if (!placed) return HttpResponse.json({ status: 200, result: { data: [], count: 0 } });
        await delay(400);
        return HttpResponse.json({ status: 200, result: { data: [position], count: 1 } });
      }),
      http.get('*/trade/Contractorderalllist', async ({ request }) => {
        const holding = new URL(request.url).searchParams.get('status') === '1';
        if (!placed || !holding) return HttpResponse.json({ status: 200, result: { data: [], count: 0 } });
        await delay(400);
        return HttpResponse.json({ status: 200, result: { data: [position], count: 1 } });
      }),
    );
    const user = userEvent.setup();
    await open();
    const positions = screen.getByTestId('symbol-positions');
    expect(await within(positions).findByText('No open positions or pending orders on ETHUSDT.')).toBeVisible();
    await user.click(screen.getByTestId('place-order'));
    const dialog = await screen.findByTestId('confirm-send-dialog');
    act(() => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Place order' }));
    });
    await screen.findByText('Order placed.');
    // at the moment the success is said: the position is listed and the balance is the new one
    expect(within(positions).queryByText(/No open positions/)).toBeNull();
    expect(within(positions).getAllByTestId('contract-order')).toHaveLength(1);
    expect(screen.queryByText('12,530.75 USDT')).toBeNull();
    expect(screen.getByText('12,329.23 USDT')).toBeVisible();
  });
});

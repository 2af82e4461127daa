import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../tests/support/msw-server';
import { renderApp } from '../../tests/support/render';
import { contractOrder, syncStore as store } from '../../tests/support/trading';

const HOLDING = contractOrder({ id: 9002 });

describe('a list that failed with nothing to show (the open positions, polled every 5 s)', () => {
  it('keeps its error in place, its Retry busy, while the poll asks again, then shows the rows', async () => {
    const user = userEvent.setup();
    let answer: 'fail' | 'hold' = 'fail';
    let release = () => undefined as void;
    let sent = 0;
    server.use(
      http.get('*/trade/Contractorderalllist', async () => {
        sent += 1;
        if (answer === 'fail') return HttpResponse.json({ status: 500, message: 'Server busy' }, { status: 500 });
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ status: 200, result: { data: [{ ...HOLDING }], count: 1 } });
      }),
    );
    const { queryClient } = renderApp('/pages/lever/leverList?status=1', { token: 'tok', market: store() });
    const alert = await screen.findByTestId('query-error', {}, { timeout: 8000 });
    const retry = within(alert).getByRole('button', { name: 'Retry' });
    expect(retry).toBeEnabled();

    // the poll fails again: the same error stays, never loading rows in between
    await act(() => queryClient.refetchQueries({ type: 'active' }));
    expect(sent).toBe(2);
    expect(screen.getByTestId('query-error')).toBe(alert);
    expect(screen.queryByRole('status', { name: 'Loading…' })).toBeNull();

    // the next attempt is under way: the error still shows, its Retry busy and not sent twice
    answer = 'hold';
    const polled = queryClient.refetchQueries({ type: 'active' });
    await waitFor(() => expect(within(alert).getByRole('button', { name: 'Retry' })).toBeDisabled());
    expect(sent).toBe(3);
    expect(screen.getByTestId('query-error')).toBe(alert);
    expect(within(alert).getByRole('button', { name: 'Retry' })).toHaveTextContent(/^Retry$/);
    expect(screen.queryByRole('status', { name: 'Loading…' })).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(sent).toBe(3);

    // the answer comes: the rows replace the error
    release();
    await act(() => polled);
    expect(await screen.findByTestId('contract-order')).toHaveAttribute('data-id', '9002');
    expect(screen.queryByTestId('query-error')).toBeNull();
  });
});

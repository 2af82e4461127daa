import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getGetLoanHistoryMockHandler, getGetLoanInfoMockHandler } from '../../api/generated/endpoints/loan/loan.msw';
import { server } from '../../../tests/support/msw-server';
import { renderApp } from '../../../tests/support/render';

const chooseTerm = async (user: ReturnType<typeof userEvent.setup>, label: string) => {
  const terms = await screen.findAllByTestId('loan-term');
  const term = terms.find((node) => node.textContent?.includes(label));
  if (!term) throw new Error(`no term ${label}`);
  await user.click(term);
};

// Screens load lazily on a machine shared with other test runs: allow for a slow first render.

describe('loan products', () => {
  it('shows the credit left and computes the total interest of the chosen term', async () => {
    const user = userEvent.setup();
    renderApp('/pages/trade/loan', { token: 'tok' });
    expect(await screen.findByTestId('credit-available')).toHaveTextContent('40,000.00');
    await chooseTerm(user, '7-day loan');
    await user.type(screen.getByRole('textbox', { name: /amount/i }), '10000');
    // 10000 × 0.001 × 7
    expect(screen.getByTestId('loan-interest')).toHaveTextContent('70.00');
    expect(screen.getByTestId('loan-description')).toHaveTextContent('Borrow from 1,000 to 20,000 USDT');
  });

  it('requires a term, and an amount within the term and the credit left', async () => {
    const user = userEvent.setup();
    let calls = 0;
    server.use(
      http.post('*/loansubmit', () => {
        calls += 1;
        return HttpResponse.json({ status: 200, message: 'ok' });
      }),
    );
    renderApp('/pages/trade/loan', { token: 'tok' });
    await user.click(await screen.findByRole('button', { name: 'Apply for a loan' }));
    expect(await screen.findByText('Choose a loan term.')).toBeVisible();
    await chooseTerm(user, '7-day loan');
    const amount = screen.getByRole('textbox', { name: /amount/i });
    await user.type(amount, '500');
    expect(await screen.findByText('The minimum for this term is 1,000.00 USDT.')).toBeVisible();
    await user.clear(amount);
    await user.type(amount, '25000');
    expect(await screen.findByText('The maximum for this term is 20,000.00 USDT.')).toBeVisible();
    await chooseTerm(user, '30-day loan');
    await user.clear(amount);
    await user.type(amount, '45000');
    expect(await screen.findByText('You can borrow at most 40,000.00 USDT.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Apply for a loan' }));
    expect(screen.queryByTestId('confirm-send-dialog')).toBeNull();
    expect(calls).toBe(0);
  });

  it('confirms exactly what is sent and sends one request on a double tap', async () => {
    // the later taps may land while the dialog closes (pointer-events: none): they must still send nothing
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const bodies: unknown[] = [];
    server.use(
      http.post('*/loansubmit', async ({ request }) => {
        bodies.push(await request.json());
        await delay(150);
        return HttpResponse.json({ status: 200, message: 'Loan application submitted' });
      }),
    );
    renderApp('/pages/trade/loan', { token: 'tok' });
    await chooseTerm(user, '7-day loan');
    await user.type(screen.getByRole('textbox', { name: /amount/i }), '5000');
    await user.click(screen.getByRole('button', { name: 'Apply for a loan' }));
    const dialog = await screen.findByTestId('confirm-send-dialog');
    expect(dialog).toHaveTextContent('7-day loan');
    expect(dialog).toHaveTextContent('5,000.00 USDT');
    expect(dialog).toHaveTextContent('0.1%');
    expect(dialog).toHaveTextContent('35.00 USDT');
    const confirm = within(dialog).getByRole('button', { name: 'Apply' });
    await user.dblClick(confirm);
    await user.click(confirm);
    await waitFor(() => expect(screen.getAllByText(/Loan application submitted/).length).toBeGreaterThan(0));
    expect(bodies).toEqual([{ id: 1, amount: 5000 }]);
  });

  it('keeps what was typed when the provider refuses', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('*/loansubmit', () =>
        HttpResponse.json({ status: 403, result: 'You have an unpaid loan, please repay it first' }, { status: 403 }),
      ),
    );
    renderApp('/pages/trade/loan', { token: 'tok' });
    await chooseTerm(user, '7-day loan');
    await user.type(screen.getByRole('textbox', { name: /amount/i }), '2000');
    await user.click(screen.getByRole('button', { name: 'Apply for a loan' }));
    await user.click(within(await screen.findByTestId('confirm-send-dialog')).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('You have an unpaid loan, please repay it first')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /amount/i })).toHaveValue('2000');
  });

  it('says when there is no product', async () => {
    server.use(
      getGetLoanInfoMockHandler({ status: 200, result: { user_loanall: 0, user_alreadyloan: 0, loan_terms: [] } }),
    );
    renderApp('/pages/trade/loan', { token: 'tok' });
    expect(await screen.findByText('No loan product is available right now.')).toBeVisible();
  });
});

describe('loan history', () => {
  it('shows amount, rate, interest, progress and state, and repays through customer service', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/pages/trade/loan?tab=history', { token: 'tok' });
    const records = await screen.findAllByTestId('loan-record');
    expect(records).toHaveLength(3);
    const [repaying, settled, pending] = records as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(repaying).getByTestId('loan-state')).toHaveTextContent('Repaying');
    expect(repaying).toHaveTextContent('10,000.00 USDT');
    expect(repaying).toHaveTextContent('0.1% per day');
    expect(repaying).toHaveTextContent('Repaid 0.00 of 10,070.00 USDT');
    expect(within(settled).getByTestId('loan-state')).toHaveTextContent('Settled');
    expect(within(pending).getByTestId('loan-state')).toHaveTextContent('Pending');
    expect(within(settled).queryByRole('link', { name: /customer service/ })).toBeNull();
    await user.click(within(repaying).getByRole('link', { name: /Repay via customer service/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/user/kefu'));
    expect(router.state.location.search).toBe('?loan=1203');
  });

  it('names all six states', async () => {
    const row = (status: 0 | 1 | 2 | 3, daikuan: 0 | 1 | 2 | 3 | 4 | 5) => ({
      id: status * 10 + daikuan + 1,
      loan_amount: '1000',
      daily_interest_rate: '0.001',
      create_time: '2026-11-01 10:00:00',
      status,
      daikuan_status: daikuan,
    });
    server.use(
      getGetLoanHistoryMockHandler({
        status: 200,
        result: [row(0, 0), row(0, 1), row(0, 2), row(1, 3), row(2, 4), row(3, 5)],
      }),
    );
    renderApp('/pages/trade/loan?tab=history', { token: 'tok' });
    await screen.findAllByTestId('loan-record');
    expect(screen.getAllByTestId('loan-state').map((node) => node.textContent)).toEqual([
      'Pending',
      'Approved',
      'Rejected',
      'Repaying',
      'Settled',
      'Broken contract',
    ]);
  });
});

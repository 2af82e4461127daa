import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getGetUserDetailMockHandler } from '../../api/generated/endpoints/profile/profile.msw';
import { server } from '../../../tests/support/msw-server';
import { renderApp } from '../../../tests/support/render';

/** The signed-in user; `salary` is the proposed salary balance (absent: the provider offers no salary withdrawal). */
const user = (patch: Record<string, unknown> = {}) =>
  getGetUserDetailMockHandler({
    status: 200,
    result: {
      id: 10028,
      username: '0901234567',
      balance: '12850.75',
      frozen: '320.00',
      realauth_status: 1,
      moneypssd_status: 1,
      ...patch,
    },
  });

/** The first screen of a test loads its lazy route and locale; give it time on a busy machine. */
const FIRST_LOAD = { timeout: 15_000 };

const amountField = () => screen.findByRole('textbox', { name: /Amount \(USD\)/ }, FIRST_LOAD);
const salaryChoice = () => screen.findByRole('radio', { name: /^Salary/ }, FIRST_LOAD);

/** Fixes the clock (Date only) at a time in Vietnam. */
const at = (isoVietnam: string) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${isoVietnam}+07:00`));
};

/** Records the bodies sent to both withdrawal calls. */
const capture = () => {
  const sent: Record<'wallet' | 'salary', unknown[]> = { wallet: [], salary: [] };
  server.use(
    http.post('*/withdrawbywallet', async ({ request }) => {
      sent.wallet.push(await request.json());
      return HttpResponse.json({ status: 200, message: 'Withdrawal submitted, please wait for review' });
    }),
    http.post('*/withdrawsalary', async ({ request }) => {
      sent.salary.push(await request.json());
      await delay(50);
      return HttpResponse.json({ status: 200, message: 'Salary withdrawal submitted, please wait for review' });
    }),
  );
  return sent;
};

describe('salary withdrawal', () => {
  // inside both windows (Monday 07:30 in Vietnam) unless a test moves the clock
  beforeEach(() => at('2026-11-23T07:30:00'));
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is not offered where the provider sends no salary balance', async () => {
    server.use(user());
    renderApp('/pages/withdraw', { token: 'tok' });
    await amountField();
    expect(screen.queryByRole('radio', { name: /^Salary/ })).toBeNull();
    expect(screen.queryByTestId('hours-salary')).toBeNull();
    expect(screen.getByTestId('hours-ordinary')).toBeVisible();
  });

  it('shows the salary balance, withdraws from it on a Saturday morning, names it in the confirmation and sends once to the salary call', async () => {
    at('2026-11-28T08:00:00'); // Saturday: salary withdrawals open, the others closed
    server.use(user({ salary: '2700.00' }));
    const sent = capture();
    const { router } = renderApp('/pages/withdraw', { token: 'tok' });
    const u = userEvent.setup();
    const salary = await salaryChoice();
    expect(salary).toHaveAccessibleDescription('Available 2,700.00 USD');
    expect(screen.getByRole('radio', { name: /^Balance/ })).toBeChecked();
    expect(screen.getByTestId('hours-salary')).toHaveAttribute('data-open', 'true');
    expect(screen.getByTestId('hours-ordinary')).toHaveAttribute('data-open', 'false');
    await u.click(salary);
    expect(salary).toBeChecked();
    expect(screen.getByText('Available 2,700.00 USD · minimum 10.00 USD')).toBeVisible();
    await u.type(await amountField(), '1000');
    const quote = await screen.findByTestId('withdraw-quote');
    expect(within(quote).getByTestId('withdraw-quote-total')).toHaveTextContent('1,012.00 USD');

    await u.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByTestId('withdraw-confirm');
    expect(within(dialog).getByTestId('withdraw-confirm-details-source')).toHaveTextContent('Withdraw fromSalary');
    expect(within(dialog).getByTestId('withdraw-confirm-quote-total')).toHaveTextContent('1,012.00 USD');
    expect(within(dialog).queryByTestId('outside-hours-warning')).toBeNull();
    await u.type(within(dialog).getByLabelText(/Withdrawal password/), '246801');
    const send = within(dialog).getByRole('button', { name: 'Withdraw' });
    fireEvent.click(send);
    fireEvent.click(send);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/wallet/record'), FIRST_LOAD);
    expect(sent.salary).toEqual([
      {
        address: 'TXz9bQ3mRk7Yd2VfW8hJpL4nC6sE1aG5uK',
        amount: '1000.00',
        pay_password: '246801',
        currency: 'USDT',
        cryptoprotocol: 'TRC20',
      },
    ]);
    expect(sent.wallet).toEqual([]);
  });

  it('checks the amount against the salary balance in its own words, and "All" fills what the salary covers', async () => {
    server.use(user({ salary: '500.00' }));
    renderApp('/pages/withdraw', { token: 'tok' });
    const u = userEvent.setup();
    await u.click(await salaryChoice());
    const amount = await amountField();
    await u.type(amount, '600');
    expect(await screen.findByText('The amount exceeds your salary balance (500.00)')).toBeVisible();
    await u.clear(amount);
    // 495 + 1 % fee 4.95 + 20 % tax 0.99 = 500.94
    await u.type(amount, '495');
    expect(
      await screen.findByText('With the fee and tax the total is 500.94: 0.94 more than your salary balance (500.00)'),
    ).toBeVisible();
    await u.click(screen.getByRole('button', { name: 'All' }));
    // 494.07 + 4.94 + 0.99 = 500.00
    expect(amount).toHaveValue('494.07');
    expect(screen.queryByText(/salary balance \(/)).toBeNull();
    // back to the balance: its own limit applies again
    await u.click(screen.getByRole('radio', { name: /^Balance/ }));
    expect(screen.getByText('Available 12,530.75 USD · minimum 10.00 USD')).toBeVisible();
  });

  it('outside the hours says when each kind opens next, and withdrawing waits for the chosen kind’s window, keeping what was typed', async () => {
    at('2026-11-28T09:30:00'); // Saturday after the window
    const sent = capture();
    server.use(user({ salary: '2700.00' }));
    renderApp('/pages/withdraw', { token: 'tok' });
    const u = userEvent.setup();
    await u.click(await salaryChoice());
    const notice = screen.getByTestId('hours-notice');
    expect(within(notice).getByTestId('hours-ordinary')).toHaveTextContent('Opens Monday at 07:00');
    expect(within(notice).getByTestId('hours-salary')).toHaveTextContent('Opens tomorrow at 07:00');
    const amount = await amountField();
    await u.type(amount, '100');
    // nothing to send that the provider would refuse for certain: the button says when it opens
    const withdraw = screen.getByRole('button', { name: 'Withdraw' });
    expect(withdraw).toBeDisabled();
    expect(withdraw).toHaveAccessibleDescription('Salary withdrawals are closed now. Opens tomorrow at 07:00.');
    await u.click(withdraw);
    expect(screen.queryByTestId('withdraw-confirm')).toBeNull();
    // the ordinary balance waits for Monday
    await u.click(screen.getByRole('radio', { name: /^Balance/ }));
    expect(screen.getByTestId('withdraw-closed')).toHaveTextContent(
      'Withdrawals are closed now. Opens Monday at 07:00.',
    );
    expect(amount).toHaveValue('100');
    expect(sent).toEqual({ wallet: [], salary: [] });
  });

  it('before 07:00 says the window opens today, and on a Sunday that ordinary withdrawals open tomorrow', async () => {
    at('2026-11-29T06:30:00'); // Sunday
    server.use(user({ salary: '2700.00' }));
    renderApp('/pages/withdraw', { token: 'tok' });
    expect(await screen.findByTestId('hours-salary', {}, FIRST_LOAD)).toHaveTextContent('Opens today at 07:00');
    expect(screen.getByTestId('hours-ordinary')).toHaveTextContent('Opens tomorrow at 07:00');
  });

  it('comes back from a setup screen with the salary still chosen', async () => {
    server.use(user({ salary: '2700.00', moneypssd_status: 0 }));
    const { router } = renderApp('/pages/withdraw', { token: 'tok' });
    const u = userEvent.setup();
    const prompt = await screen.findByRole('alertdialog', {}, FIRST_LOAD);
    await u.click(within(prompt).getByRole('button', { name: 'Cancel' }));
    await u.click(await salaryChoice());
    await u.type(await amountField(), '300');
    await u.click(screen.getByRole('button', { name: 'Withdraw' }));
    await u.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Set now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/user/setPayPassword'), FIRST_LOAD);
    // the router's state moves before its lazy screen is drawn: wait for it, so that what follows reads
    // the withdrawal screen drawn anew, not the one still on display
    await screen.findByLabelText(/^New withdrawal password/, {}, FIRST_LOAD);
    const back = new URLSearchParams(router.state.location.search).get('from') ?? '';
    expect(back).toBe('/pages/withdraw?kind=salary&method=wallet&channel=0&amount=300');
    await router.navigate(back);
    // still no withdrawal password: the screen asks again, over what was chosen and typed
    await u.click(
      within(await screen.findByRole('alertdialog', {}, FIRST_LOAD)).getByRole('button', { name: 'Cancel' }),
    );
    expect(await salaryChoice()).toBeChecked();
    expect(await amountField()).toHaveValue('300');
  });
});

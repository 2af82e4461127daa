import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getGetUserDetailMockHandler } from '../../api/generated/endpoints/profile/profile.msw';
import { getGetBankMockHandler } from '../../api/generated/endpoints/wallet/wallet.msw';
import { server } from '../../../tests/support/msw-server';
import { renderApp } from '../../../tests/support/render';

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

const amountField = () => screen.findByRole('textbox', { name: /Amount \(USD\)/ }, FIRST_LOAD);

/** The first screen of a test loads its lazy route and locale; give it time on a busy machine. */
const FIRST_LOAD = { timeout: 15_000 };

// Screens load lazily on a machine shared with other test runs: allow for a slow first render.

describe('withdrawal', () => {
  // inside the window (Monday 07:30 in Vietnam) unless a test moves the clock; Date only, timers stay real
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T07:30:00+07:00'));
  });
  it('asks to verify the identity first (before the withdrawal password) and leads to verification', async () => {
    server.use(user({ realauth_status: 0, moneypssd_status: 0 }));
    const { router } = renderApp('/pages/withdraw', { token: 'tok' });
    const u = userEvent.setup();
    const prompt = await screen.findByRole('alertdialog', {}, FIRST_LOAD);
    expect(prompt).toHaveTextContent('Withdrawals need real-name verification. Verify your identity first?');
    await u.click(within(prompt).getByRole('button', { name: 'Cancel' }));
    const amount = await amountField();
    await u.type(amount, '100');
    await u.click(screen.getByRole('button', { name: 'Withdraw' }));
    // asked again, never the confirmation, and the amount stays
    const again = await screen.findByRole('alertdialog');
    expect(again).toHaveTextContent('Verify your identity first?');
    expect(screen.queryByTestId('withdraw-confirm')).toBeNull();
    expect(amount).toHaveValue('100');
    await u.click(within(again).getByRole('button', { name: 'Verify now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/user/auth'), FIRST_LOAD);
  });

  it('says the verification is under review instead of offering it again', async () => {
    server.use(user({ realauth_status: 3 }));
    renderApp('/pages/withdraw', { token: 'tok' });
    const prompt = await screen.findByRole('alertdialog', {}, FIRST_LOAD);
    expect(prompt).toHaveTextContent(
      'Your real-name verification is under review. You can withdraw once it is approved.',
    );
    expect(within(prompt).getByRole('button', { name: 'View status' })).toBeVisible();
  });

  it('asks to set the withdrawal password first and links to its setup with a way back', async () => {
    server.use(user({ moneypssd_status: 0 }));
    const { router } = renderApp('/pages/withdraw', { token: 'tok' });
    const prompt = await screen.findByRole('alertdialog', {}, FIRST_LOAD);
    expect(prompt).toHaveTextContent('Withdrawal password not set, set now?');
    await userEvent.setup().click(within(prompt).getByRole('button', { name: 'Set now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/user/setPayPassword'), FIRST_LOAD);
    expect(new URLSearchParams(router.state.location.search).get('from')).toBe(
      '/pages/withdraw?method=wallet&channel=0',
    );
  });

  it('asks to bind a bank card for a bank withdrawal and links to binding with a way back', async () => {
    server.use(user(), getGetBankMockHandler({ status: 200, result: [] }));
    const { router } = renderApp('/pages/withdraw', { token: 'tok' });
    const u = userEvent.setup();
    await u.click(await screen.findByRole('tab', { name: 'Bank card' }, FIRST_LOAD));
    const prompt = await screen.findByRole('alertdialog', {}, FIRST_LOAD);
    expect(prompt).toHaveTextContent('No bank card bound, bind now?');
    await u.click(within(prompt).getByRole('button', { name: 'Bind now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/setting/bank'), FIRST_LOAD);
    expect(new URLSearchParams(router.state.location.search).get('from')).toBe('/pages/withdraw?method=bank&channel=0');
  });

  it('offers every bank channel and charges the chosen one’s fee; "Bind now" comes back to the bank tab with the amount', async () => {
    server.use(user(), getGetBankMockHandler({ status: 200, result: [] }));
    const { router } = renderApp('/pages/withdraw', { token: 'tok' });
    const u = userEvent.setup();
    await u.click(await screen.findByRole('tab', { name: 'Bank card' }, FIRST_LOAD));
    await u.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    const channel = screen.getByRole('combobox', { name: 'Channel' });
    expect(
      within(channel)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Bank transfer (VND)', 'Bank transfer (USD)']);
    await u.selectOptions(channel, 'Bank transfer (USD)');
    await u.type(screen.getByRole('textbox', { name: /Amount \(USD\)/ }), '100');
    const quote = await screen.findByTestId('withdraw-quote');
    expect(within(quote).getByTestId('withdraw-quote-fee')).toHaveTextContent('1.50 USD');
    expect(within(quote).getByTestId('withdraw-quote-tax')).toHaveTextContent('0.30 USD');
    expect(within(quote).getByTestId('withdraw-quote-received')).toHaveTextContent('100.00 USD');
    await u.selectOptions(channel, 'Bank transfer (VND)');
    expect(within(quote).getByTestId('withdraw-quote-fee')).toHaveTextContent('1.00 USD');
    expect(within(quote).getByTestId('withdraw-quote-received')).toHaveTextContent('2,535,000.00 VND');
    await u.click(screen.getByRole('link', { name: 'Bind now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/setting/bank'), FIRST_LOAD);
    // the router's state moves before its lazy screen is drawn: wait for the binding form itself, or
    // the withdrawal screen still on display would answer the next query and then be replaced
    await screen.findByRole('textbox', { name: /Account name/ }, FIRST_LOAD);
    const back = new URLSearchParams(router.state.location.search).get('from') ?? '';
    await router.navigate(back);
    // still no card bound: the prompt asks again over the bank tab, and cancelling it leaves what was typed
    await u.click(
      within(await screen.findByRole('alertdialog', {}, FIRST_LOAD)).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('tab', { name: 'Bank card', selected: true })).toBeVisible();
    expect(await amountField()).toHaveValue('100');
    expect(screen.getByRole('combobox', { name: 'Channel' })).toHaveDisplayValue('Bank transfer (VND)');
  });

  it('checks the channel minimum and the available balance; "All" fills the largest amount whose total fits', async () => {
    server.use(user());
    renderApp('/pages/withdraw', { token: 'tok' });
    const u = userEvent.setup();
    const amount = await amountField();
    await u.type(amount, '9.99');
    expect(await screen.findByText('The minimum is 10.00')).toBeVisible();
    await u.clear(amount);
    await u.type(amount, '12530.76');
    expect(await screen.findByText('The amount exceeds the available balance (12,530.75)')).toBeVisible();
    await u.clear(amount);
    await u.type(amount, '12500');
    expect(
      await screen.findByText(
        'With the fee and tax the total is 12,650.00: 119.25 more than your available balance (12,530.75)',
      ),
    ).toBeVisible();
    await u.click(screen.getByRole('button', { name: 'All' }));
    // 12,382.17 + 1 % fee 123.82 + 20 % tax 24.76 = 12,530.75
    expect(amount).toHaveValue('12382.17');
    expect(screen.queryByText(/exceeds|more than your available/)).toBeNull();
  });

  it('shows amount, fee, 20% tax, total and received, then sends exactly one request on a double tap', async () => {
    server.use(user());
    const bodies: unknown[] = [];
    server.use(
      http.post('*/withdrawbywallet', async ({ request }) => {
        bodies.push(await request.json());
        await delay(50);
        return HttpResponse.json({ status: 200, message: 'Withdrawal submitted, please wait for review' });
      }),
    );
    const { router } = renderApp('/pages/withdraw', { token: 'tok' });
    const u = userEvent.setup();
    await u.type(await amountField(), '250');
    const quote = await screen.findByTestId('withdraw-quote');
    expect(within(quote).getByTestId('withdraw-quote-fee')).toHaveTextContent('2.50 USD');
    expect(within(quote).getByTestId('withdraw-quote-tax')).toHaveTextContent('0.50 USD');
    expect(within(quote).getByTestId('withdraw-quote-total')).toHaveTextContent('253.00 USD');
    expect(within(quote).getByTestId('withdraw-quote-received')).toHaveTextContent('250.00 USDT');

    await u.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByTestId('withdraw-confirm');
    expect(within(dialog).getByTestId('withdraw-confirm-quote-total')).toHaveTextContent('253.00 USD');
    expect(dialog).toHaveTextContent('TXz9bQ3mRk7Yd2VfW8hJpL4nC6sE1aG5uK');
    const send = within(dialog).getByRole('button', { name: 'Withdraw' });
    expect(send).toBeDisabled();
    await u.type(within(dialog).getByLabelText(/Withdrawal password/), '246801');
    fireEvent.click(send);
    fireEvent.click(send);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/wallet/record'), FIRST_LOAD);
    expect(bodies).toEqual([
      {
        address: 'TXz9bQ3mRk7Yd2VfW8hJpL4nC6sE1aG5uK',
        amount: '250.00',
        pay_password: '246801',
        currency: 'USDT',
        cryptoprotocol: 'TRC20',
      },
    ]);
  });

  it('keeps the typed amount when the provider refuses, and shows its message', async () => {
    server.use(
      user(),
      http.post('*/withdrawbywallet', () =>
        HttpResponse.json({ status: 403, message: 'The withdrawal password is incorrect' }, { status: 403 }),
      ),
    );
    renderApp('/pages/withdraw', { token: 'tok' });
    const u = userEvent.setup();
    const amount = await amountField();
    await u.type(amount, '100');
    await u.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByTestId('withdraw-confirm');
    await u.type(within(dialog).getByLabelText(/Withdrawal password/), '000000');
    await u.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('The withdrawal password is incorrect')).toBeVisible();
    expect(amount).toHaveValue('100');
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('outside the hours (Saturday 08:00 in Vietnam) cannot be sent and says when withdrawals open, keeping what was typed', async () => {
    vi.setSystemTime(new Date('2026-11-28T08:00:00+07:00'));
    server.use(user());
    renderApp('/pages/withdraw', { token: 'tok' });
    const notice = await screen.findByTestId('hours-notice', {}, FIRST_LOAD);
    expect(notice).toHaveTextContent('Closed now');
    const u = userEvent.setup();
    const amount = await amountField();
    await u.type(amount, '100');
    const withdraw = screen.getByRole('button', { name: 'Withdraw' });
    expect(withdraw).toBeDisabled();
    expect(withdraw).toHaveAccessibleDescription('Withdrawals are closed now. Opens Monday at 07:00.');
    await u.click(withdraw);
    expect(screen.queryByTestId('withdraw-confirm')).toBeNull();
    expect(amount).toHaveValue('100');
  });

  it('shows no warning inside the window (Monday 07:30 in Vietnam)', async () => {
    server.use(user());
    renderApp('/pages/withdraw', { token: 'tok' });
    expect(await screen.findByTestId('hours-notice', {}, FIRST_LOAD)).toHaveTextContent('Open now');
    const u = userEvent.setup();
    await u.type(await amountField(), '100');
    await u.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByTestId('withdraw-confirm')).toBeVisible();
    expect(screen.queryByTestId('outside-hours-warning')).toBeNull();
  });

  it('shows the withdrawal hours and whether they are open', async () => {
    server.use(user());
    renderApp('/pages/withdraw', { token: 'tok' });
    const notice = await screen.findByTestId('hours-notice', {}, FIRST_LOAD);
    expect(notice).toHaveTextContent('Monday to Friday 07:00–09:00; salary withdrawals every day 07:00–09:00');
    expect(notice).toHaveTextContent(/Open now|Closed now/);
  });
});

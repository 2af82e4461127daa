import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { getGetUserDetailMockHandler } from '../api/generated/endpoints/profile/profile.msw';
import { server } from '../../tests/support/msw-server';
import { renderApp } from '../../tests/support/render';

// Loans need real-name verification first: the user is asked, and led there.

const user = (realauth_status: 0 | 1 | 2 | 3) =>
  server.use(
    getGetUserDetailMockHandler({
      status: 200,
      result: { id: 1, username: '0901234567', realauth_status },
    }),
  );

describe('real-name verification before a loan', () => {
  it('a loan asks for verification first, keeps what was typed and sends nothing', async () => {
    user(2);
    let sent = 0;
    server.use(http.post('*/loansubmit', () => ((sent += 1), HttpResponse.json({ status: 200, message: 'ok' }))));
    const { router } = renderApp('/pages/trade/loan', { token: 'tok' });
    const u = userEvent.setup();
    const terms = await screen.findAllByTestId('loan-term');
    await u.click(terms[0]!);
    const amount = screen.getByRole('textbox', { name: /amount/i });
    await u.type(amount, '5000');
    await u.click(screen.getByRole('button', { name: 'Apply for a loan' }));
    const prompt = await screen.findByTestId('loan-kyc-prompt');
    expect(prompt).toHaveTextContent('Loans need real-name verification. Verify now?');
    await u.click(within(prompt).getByRole('button', { name: 'Cancel' }));
    expect(amount).toHaveValue('5000');
    await u.click(screen.getByRole('button', { name: 'Apply for a loan' }));
    await u.click(within(await screen.findByTestId('loan-kyc-prompt')).getByRole('button', { name: 'Verify now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/user/auth'));
    expect(sent).toBe(0);
  });

  it('a verified borrower confirms the total to repay and the due date', async () => {
    user(1);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T03:00:00Z'));
    try {
      renderApp('/pages/trade/loan', { token: 'tok' });
      const u = userEvent.setup();
      const terms = await screen.findAllByTestId('loan-term');
      const week = terms.find((node) => node.textContent?.includes('7-day loan'))!;
      await u.click(week);
      await u.type(screen.getByRole('textbox', { name: /amount/i }), '5000');
      await u.click(screen.getByRole('button', { name: 'Apply for a loan' }));
      const dialog = await screen.findByTestId('confirm-send-dialog');
      // 5000 + 5000 × 0.001 × 7
      expect(dialog).toHaveTextContent('Total to repay5,035.00 USDT');
      expect(dialog).toHaveTextContent('Due onDec 2, 2026');
    } finally {
      vi.useRealTimers();
    }
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getGetBankMockHandler } from '../../api/generated/endpoints/wallet/wallet.msw';
import { server } from '../../../tests/support/msw-server';
import { renderApp } from '../../../tests/support/render';

const FIRST_LOAD = { timeout: 15_000 };

// Screens load lazily on a machine shared with other test runs: allow for a slow first render.

describe('wallet and binding', () => {
  it('lists the bound bank card and addresses', async () => {
    renderApp('/pages/wallet', { token: 'tok' });
    expect(await screen.findByTestId('bound-bank', {}, FIRST_LOAD)).toHaveTextContent('•••• 4567');
    expect(screen.getByTestId('bound-bank')).not.toHaveTextContent('0071001234567');
    expect(screen.getAllByTestId('bound-address')).toHaveLength(2);
  });

  it('shows a bound bank card read-only', async () => {
    renderApp('/pages/setting/bank', { token: 'tok' });
    expect(await screen.findByTestId('bank-readonly', {}, FIRST_LOAD)).toHaveTextContent('Vietcombank');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('shows a bound bank card at once, without asking for the binding channels (only the form needs them)', async () => {
    // the channels would never answer: a bound card neither waits for them nor asks for them
    const asked: string[] = [];
    server.use(
      http.get('*/bankway', ({ request }) => {
        asked.push(request.url);
        return new Promise<never>(() => undefined);
      }),
    );
    renderApp('/pages/setting/bank', { token: 'tok' });
    expect(await screen.findByTestId('bank-readonly', {}, FIRST_LOAD)).toHaveTextContent('Vietcombank');
    expect(screen.queryByRole('status', { name: 'Loading…' })).toBeNull();
    expect(asked).toEqual([]);
  });

  it('validates each bank field, sends the card and returns to where the user came from', async () => {
    const bodies: unknown[] = [];
    server.use(
      getGetBankMockHandler({ status: 200, result: [] }),
      http.post('*/wallet/blindbank', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ status: 200, message: 'Bank card bound successfully' });
      }),
    );
    const { router } = renderApp('/pages/setting/bank?from=/pages/withdraw', { token: 'tok' });
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Bind bank card' }, FIRST_LOAD));
    expect(await screen.findByText('Enter the account name')).toBeVisible();
    expect(screen.getByText('Enter the bank name')).toBeVisible();
    expect(screen.getByText('Enter the branch name')).toBeVisible();
    expect(screen.getByText('Enter the bank code')).toBeVisible();
    expect(screen.getByText('Enter the card or account number')).toBeVisible();

    await u.type(screen.getByRole('textbox', { name: /Account name/ }), 'NGUYEN MINH ANH');
    await u.type(screen.getByRole('textbox', { name: /Bank name/ }), 'Vietcombank');
    await u.type(screen.getByRole('textbox', { name: /Branch name/ }), 'Ho Chi Minh City Branch');
    await u.type(screen.getByRole('textbox', { name: /Bank code/ }), 'BFTV');
    await u.type(screen.getByRole('textbox', { name: /Card or account number/ }), '0071001234567');
    await u.click(screen.getByRole('button', { name: 'Bind bank card' }));
    expect(await screen.findByText('Enter an 8 or 11 character BIC/SWIFT code or an 11 character IFSC')).toBeVisible();
    await u.type(screen.getByRole('textbox', { name: /Bank code/ }), 'VNVX');
    await u.type(screen.getByRole('textbox', { name: /IFSC/ }), 'SBIN123');
    await u.click(screen.getByRole('button', { name: 'Bind bank card' }));
    expect(await screen.findByText('An IFSC has 11 characters: 4 letters, 0, then 6 letters or digits')).toBeVisible();
    expect(bodies).toEqual([]);
    await u.clear(screen.getByRole('textbox', { name: /IFSC/ }));
    await u.click(screen.getByRole('button', { name: 'Bind bank card' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/withdraw'), FIRST_LOAD);
    expect(bodies).toEqual([
      {
        cryptoprotocol: 'Bank transfer (VND)',
        realname: 'NGUYEN MINH ANH',
        bankname: 'Vietcombank',
        bankzhiname: 'Ho Chi Minh City Branch',
        code: 'BFTVVNVX',
        cardno: '0071001234567',
      },
    ]);
  });

  it('sends the IFSC, bank address and branch OTP when the bank has them', async () => {
    const bodies: unknown[] = [];
    server.use(
      getGetBankMockHandler({ status: 200, result: [] }),
      http.post('*/wallet/blindbank', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ status: 200, message: 'Bank card bound successfully' });
      }),
    );
    renderApp('/pages/setting/bank', { token: 'tok' });
    const u = userEvent.setup();
    await u.type(await screen.findByRole('textbox', { name: /Account name/ }, FIRST_LOAD), 'RAVI KUMAR');
    await u.type(screen.getByRole('textbox', { name: /Bank name/ }), 'State Bank of India');
    await u.type(screen.getByRole('textbox', { name: /Branch name/ }), 'Fort Mumbai');
    await u.type(screen.getByRole('textbox', { name: /Bank code/ }), 'SBININBB');
    await u.type(screen.getByRole('textbox', { name: /Card or account number/ }), '30001234567');
    await u.type(screen.getByRole('textbox', { name: /IFSC/ }), 'sbin0000300');
    await u.type(screen.getByRole('textbox', { name: /Bank address/ }), 'Horniman Circle, Fort, Mumbai');
    await u.type(screen.getByRole('textbox', { name: /Branch number/ }), '00300');
    await u.click(screen.getByRole('button', { name: 'Bind bank card' }));
    await waitFor(() => expect(bodies).toHaveLength(1), FIRST_LOAD);
    expect(bodies[0]).toMatchObject({
      code: 'SBININBB',
      ifsc_code: 'SBIN0000300',
      bank_address: 'Horniman Circle, Fort, Mumbai',
      branch_otp: '00300',
    });
  });

  it('checks the address format of the chosen network before binding', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/wallet/blindaddress', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ status: 200, message: 'Wallet address bound successfully' });
      }),
    );
    const { router } = renderApp('/pages/setting/addwallet', { token: 'tok' });
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Bind address' }, FIRST_LOAD));
    expect(await screen.findByText('Enter the address')).toBeVisible();
    const address = screen.getByRole('textbox', { name: /Address/ });
    // an ERC20 address on the TRC20 channel
    await u.type(address, '0x8f3A2b9C41d7E6f05a1B2c3D4e5F60718293a4B5');
    await u.click(screen.getByRole('button', { name: 'Bind address' }));
    expect(await screen.findByText('This is not a valid address for the chosen network')).toBeVisible();
    await u.selectOptions(screen.getByRole('combobox', { name: /Currency and network/ }), 'USDT (ERC20)');
    await u.click(screen.getByRole('button', { name: 'Bind address' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/wallet'), FIRST_LOAD);
    expect(bodies).toEqual([
      { currency: 'USDT', cryptoprotocol: 'ERC20', wallet_address: '0x8f3A2b9C41d7E6f05a1B2c3D4e5F60718293a4B5' },
    ]);
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getGetUserDetailMockHandler } from '../../api/generated/endpoints/profile/profile.msw';
import { server } from '../../../tests/support/msw-server';
import { renderApp } from '../../../tests/support/render';

// These tests type and upload like a user; the shared test machine can be slow.

const LONG = { timeout: 15_000 };
const capture = (method: 'post' | 'put', path: string, answer: object = { status: 200, message: 'ok' }) => {
  const bodies: unknown[] = [];
  server.use(
    http[method](`*/${path}`, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(answer);
    }),
  );
  return bodies;
};
const user = (moneypssd_status: number) =>
  server.use(
    getGetUserDetailMockHandler({
      status: 200,
      result: { id: 1, username: '0901234567', moneypssd_status, realauth_status: 1 },
    }),
  );

describe('account security', () => {
  it('links to the password screens, verification and recovery, with the withdrawal password state', async () => {
    user(0);
    renderApp('/pages/user/accountsecurity', { token: 'tok' });
    expect(await screen.findByTestId('pay-password-state')).toHaveTextContent('Not set');
    expect(screen.getByRole('link', { name: 'Login password' })).toHaveAttribute('href', '#/pages/setting/secure');
    expect(screen.getByRole('link', { name: /Withdrawal password/ })).toHaveAttribute(
      'href',
      '#/pages/user/setPayPassword?from=/pages/user/accountsecurity',
    );
    expect(screen.getByRole('link', { name: /Identity verification/ })).toHaveAttribute('href', '#/pages/user/auth');
    expect(screen.getByRole('link', { name: 'Forgot password' })).toHaveAttribute('href', '#/pages/user/findpassword');
  });
});

describe('change login password', () => {
  it('requires the old password and a matching repeat, and sends nothing otherwise', async () => {
    const bodies = capture('put', 'password');
    renderApp('/pages/setting/secure', { token: 'tok' });
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Enter your current password')).toBeVisible();
    expect(screen.getByText('Enter a new password')).toBeVisible();
    expect(screen.getByText('Repeat the new password')).toBeVisible();
    await u.type(screen.getByLabelText(/^Current password/), 'Trade@2026');
    await u.type(screen.getByLabelText(/^New password/), 'Trade@2027');
    await u.type(screen.getByLabelText(/^Repeat new password/), 'Trade@2028');
    await u.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Passwords do not match')).toBeVisible();
    expect(bodies).toEqual([]);
  });

  it('sends the old and new password (not the repeat) and returns to account security', async () => {
    const bodies = capture('put', 'password');
    const { router } = renderApp('/pages/setting/secure', { token: 'tok' });
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText(/^Current password/), 'Trade@2026');
    await u.type(screen.getByLabelText(/^New password/), 'Trade@2027');
    await u.type(screen.getByLabelText(/^Repeat new password/), 'Trade@2027');
    await u.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/user/accountsecurity'), LONG);
    expect(bodies).toEqual([{ old_password: 'Trade@2026', new_password: 'Trade@2027' }]);
  });

  it('shows the refusal and keeps what was typed', async () => {
    capture('put', 'password', { status: 403, message: 'The original password is incorrect' });
    renderApp('/pages/setting/secure', { token: 'tok' });
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText(/^Current password/), 'Wrong@2026');
    await u.type(screen.getByLabelText(/^New password/), 'Trade@2027');
    await u.type(screen.getByLabelText(/^Repeat new password/), 'Trade@2027');
    await u.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The original password is incorrect', {}, LONG)).toBeVisible();
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('Wrong@2026');
  });
});

describe('withdrawal password', () => {
  it('sets a first password without an old one, then returns where it was opened from', async () => {
    user(0);
    const bodies = capture('put', 'withdrawpassword');
    const { router } = renderApp('/pages/user/setPayPassword?from=/pages/withdraw', { token: 'tok' });
    const u = userEvent.setup();
    await screen.findByLabelText(/^New withdrawal password/);
    expect(screen.getByRole('heading', { name: 'Set withdrawal password' })).toBeVisible();
    expect(screen.queryByLabelText(/^Current withdrawal password/)).toBeNull();
    await u.type(screen.getByLabelText(/^New withdrawal password/), '12345');
    await u.type(screen.getByLabelText(/^Repeat withdrawal password/), '12345');
    await u.click(screen.getByRole('button', { name: 'Save withdrawal password' }));
    expect(await screen.findByText('The withdrawal password must be 6 digits')).toBeVisible();
    await u.type(screen.getByLabelText(/^New withdrawal password/), '6');
    await u.clear(screen.getByLabelText(/^Repeat withdrawal password/));
    await u.type(screen.getByLabelText(/^Repeat withdrawal password/), '123456');
    await u.click(screen.getByRole('button', { name: 'Save withdrawal password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/withdraw'), LONG);
    expect(bodies).toEqual([{ new_withdraw_password: '123456' }]);
  });

  it('changes an existing password with the old one (moneypssd_status 1)', async () => {
    user(1);
    const bodies = capture('put', 'withdrawpassword');
    const { router } = renderApp('/pages/user/setPayPassword', { token: 'tok' });
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText(/^Current withdrawal password/), '135790');
    expect(screen.getByRole('heading', { name: 'Change withdrawal password' })).toBeVisible();
    await u.type(screen.getByLabelText(/^New withdrawal password/), '246801');
    await u.type(screen.getByLabelText(/^Repeat withdrawal password/), '246801');
    await u.click(screen.getByRole('button', { name: 'Save withdrawal password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/user/accountsecurity'), LONG);
    expect(bodies).toEqual([{ old_withdraw_password: '135790', new_withdraw_password: '246801' }]);
  });

  it('never returns to an outside address', async () => {
    user(0);
    capture('put', 'withdrawpassword');
    const { router } = renderApp('/pages/user/setPayPassword?from=https://evil.example', { token: 'tok' });
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText(/^New withdrawal password/), '123456');
    await u.type(screen.getByLabelText(/^Repeat withdrawal password/), '123456');
    await u.click(screen.getByRole('button', { name: 'Save withdrawal password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/user/accountsecurity'), LONG);
  });
});

describe('password recovery (public)', () => {
  it('sends a code to a valid phone, then the new password, then opens sign-in with the phone filled in', async () => {
    const codes = capture('post', 'password/recover/code');
    const resets = capture('post', 'password/recover');
    const { router } = renderApp('/pages/user/findpassword');
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText(/^Phone number/), '090123456');
    await u.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Phone number must be at least 10 digits')).toBeVisible();
    expect(codes).toEqual([]);
    await u.type(screen.getByLabelText(/^Phone number/), '7');
    await u.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: /Resend in \d+ s/ }, LONG)).toBeDisabled();
    expect(codes).toEqual([{ phone: '0901234567' }]);
    await u.type(screen.getByLabelText(/^Verification code/), '482913');
    await u.type(screen.getByLabelText(/^New password/), 'NewTrade#2026');
    await u.type(screen.getByLabelText(/^Repeat new password/), 'NewTrade#2026');
    await u.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/login'), LONG);
    expect(resets).toEqual([
      { phone: '0901234567', code: '482913', new_password: 'NewTrade#2026', confirm_password: 'NewTrade#2026' },
    ]);
    // the router's state moves before the lazy sign-in screen is drawn: read the phone field of the
    // sign-in form (its "Sign in" button is there), not the field of the screen still on display
    await screen.findByRole('button', { name: 'Sign in' }, { timeout: 10_000 });
    expect(screen.getByLabelText(/phone number/i)).toHaveValue('0901234567');
  });

  it('clears the phone message while the phone is corrected, before "Send code" is tapped again', async () => {
    const codes = capture('post', 'password/recover/code');
    renderApp('/pages/user/findpassword');
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Enter your phone number')).toBeVisible();
    expect(screen.queryByText('The code is sent by SMS to this number.')).toBeNull();
    await u.type(screen.getByLabelText(/^Phone number/), '090123');
    expect(screen.getByText('Phone number must be at least 10 digits')).toBeVisible();
    await u.type(screen.getByLabelText(/^Phone number/), '4567');
    // the message has gone and the hint holds its line: nothing moves when the button is pressed
    expect(screen.queryByText('Phone number must be at least 10 digits')).toBeNull();
    expect(screen.getByText('The code is sent by SMS to this number.')).toBeVisible();
    expect(screen.getByLabelText(/^Phone number/)).toHaveFocus();
    await u.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(codes).toEqual([{ phone: '0901234567' }]));
  });

  it('says how long a throttled recovery must wait and keeps what was typed', async () => {
    server.use(
      http.post('*/password/recover', () =>
        HttpResponse.json(
          { status: 429, message: 'Too many failed attempts. Please wait 75 seconds before trying again' },
          { status: 429, headers: { 'Retry-After': '75' } },
        ),
      ),
    );
    renderApp('/pages/user/findpassword');
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText(/^Phone number/), '0901234567');
    await u.type(screen.getByLabelText(/^Verification code/), '111111');
    await u.type(screen.getByLabelText(/^New password/), 'NewTrade#2026');
    await u.type(screen.getByLabelText(/^Repeat new password/), 'NewTrade#2026');
    await u.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByTestId('retry-wait', {}, LONG)).toHaveTextContent('You can try again in 1:15.');
    expect(screen.getByRole('button', { name: 'Reset password' })).toBeDisabled();
    expect(screen.getByLabelText(/^Phone number/)).toHaveValue('0901234567');
    expect(screen.getByLabelText(/^Verification code/)).toHaveValue('111111');
    expect(screen.getByLabelText(/^New password/)).toHaveValue('NewTrade#2026');
  });

  it('checks the code and the repeat, and offers customer service', async () => {
    const resets = capture('post', 'password/recover');
    renderApp('/pages/user/findpassword');
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText(/^Phone number/), '0901234567');
    await u.type(screen.getByLabelText(/^Verification code/), '12a');
    await u.type(screen.getByLabelText(/^New password/), 'NewTrade#2026');
    await u.type(screen.getByLabelText(/^Repeat new password/), 'NewTrade#2025');
    await u.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('The code has 6 digits')).toBeVisible();
    expect(screen.getByText('Passwords do not match')).toBeVisible();
    expect(resets).toEqual([]);
    expect(screen.getByRole('link', { name: 'Contact customer service' })).toHaveAttribute('href', '#/pages/user/kefu');
  });
});

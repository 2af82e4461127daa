import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { getGetUserDetailMockHandler } from '../api/generated/endpoints/profile/profile.msw';
import { getGetBankMockHandler } from '../api/generated/endpoints/wallet/wallet.msw';
import { server } from '../../tests/support/msw-server';
import { renderApp } from '../../tests/support/render';

// Every form that writes sends exactly one request however it is submitted: three taps on the
// button, Enter pressed twice and three submits fired in the same instant (before React re-renders).

let releases: (() => void)[] = [];
afterEach(() => {
  releases.forEach((release) => release());
  releases = [];
});

/** Answers `path` only when released, counting every request that reaches the provider. */
const held = (method: 'post' | 'put', path: string, answer: object = { status: 200, message: 'Done' }) => {
  let count = 0;
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  releases.push(release);
  server.use(
    http[method](`*/${path}`, async () => {
      count += 1;
      await gate;
      return HttpResponse.json(answer);
    }),
  );
  return { count: () => count, release };
};

/** Submits the form of `button` every way a user can, as fast as possible. */
const hammer = async (u: UserEvent, button: HTMLElement, field: HTMLElement) => {
  const form = button.closest('form');
  if (!form) throw new Error('the button is not in a form');
  fireEvent.submit(form);
  fireEvent.submit(form);
  fireEvent.click(button);
  await u.click(button);
  await u.click(button);
  await u.type(field, '{Enter}{Enter}', { skipClick: false });
};

const user = (overrides: object = {}) =>
  server.use(
    getGetUserDetailMockHandler({
      status: 200,
      result: {
        id: 1,
        username: '0901234567',
        realauth_status: 1,
        certification_status: 0,
        moneypssd_status: 1,
        nickname: 'MinhAnh',
        ...overrides,
      },
    }),
  );

describe('one request per submit', () => {
  it('real-name verification', async () => {
    user({ realauth_status: 0 });
    const sent = held('post', 'authverify/:type');
    const { router } = renderApp('/pages/auth/authstepone', { token: 'tok' });
    const u = userEvent.setup();
    const phone = await screen.findByLabelText(/^Phone number/);
    await waitFor(() => expect(phone).toHaveValue('0901234567'));
    await hammer(u, screen.getByRole('button', { name: 'Submit for review' }), phone);
    await waitFor(() => expect(sent.count()).toBe(1));
    sent.release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/user/auth'));
    expect(sent.count()).toBe(1);
  });

  it('advanced verification', async () => {
    user();
    let uploads = 0;
    server.use(
      http.post('*/uploadfile', () => {
        uploads += 1;
        return HttpResponse.json({
          status: 200,
          message: 'Upload successful',
          data: { image: `/uploads/files/side-${uploads}.png` },
        });
      }),
    );
    const sent = held('post', 'authverify/:type');
    const { router } = renderApp('/pages/auth/authstepsecond', { token: 'tok' });
    const u = userEvent.setup();
    await u.click(await screen.findByRole('radio', { name: 'Passport' }));
    await u.type(screen.getByLabelText(/^Full name/), 'Nguyen Minh Anh');
    await u.type(screen.getByLabelText(/^Document number/), 'B1234567');
    const input = (id: string) => document.querySelector<HTMLInputElement>(`[data-testid="${id}"] input[type="file"]`)!;
    await u.upload(input('kyc-front'), new File([new Uint8Array(64)], 'front.png', { type: 'image/png' }));
    await waitFor(() => expect(uploads).toBe(1));
    await u.upload(input('kyc-back'), new File([new Uint8Array(64)], 'back.png', { type: 'image/png' }));
    await waitFor(() => expect(uploads).toBe(2));
    await hammer(
      u,
      screen.getByRole('button', { name: 'Submit for review' }),
      screen.getByLabelText(/^Document number/),
    );
    await waitFor(() => expect(sent.count()).toBe(1));
    sent.release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/user/auth'));
    expect(sent.count()).toBe(1);
  });

  it('binding a bank card', async () => {
    server.use(getGetBankMockHandler({ status: 200, result: [] }));
    const sent = held('post', 'wallet/blindbank');
    const { router } = renderApp('/pages/setting/bank?from=/pages/withdraw', { token: 'tok' });
    const u = userEvent.setup();
    await u.type(await screen.findByRole('textbox', { name: /Account name/ }), 'NGUYEN MINH ANH');
    await u.type(screen.getByRole('textbox', { name: /Bank name/ }), 'Vietcombank');
    await u.type(screen.getByRole('textbox', { name: /Branch name/ }), 'Ho Chi Minh City Branch');
    await u.type(screen.getByRole('textbox', { name: /Bank code/ }), 'BFTVVNVX');
    const card = screen.getByRole('textbox', { name: /Card or account number/ });
    await u.type(card, '0071001234567');
    await hammer(u, screen.getByRole('button', { name: 'Bind bank card' }), card);
    await waitFor(() => expect(sent.count()).toBe(1));
    sent.release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/withdraw'));
    expect(sent.count()).toBe(1);
  });

  it('binding a wallet address', async () => {
    const sent = held('post', 'wallet/blindaddress');
    const { router } = renderApp('/pages/setting/addwallet', { token: 'tok' });
    const u = userEvent.setup();
    const address = await screen.findByRole('textbox', { name: /Address/ });
    await u.type(address, 'TQn4Lk8vXb2YcR7wP3mZs9dF6hJ1gE5aT2');
    await hammer(u, screen.getByRole('button', { name: 'Bind address' }), address);
    await waitFor(() => expect(sent.count()).toBe(1));
    sent.release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/wallet'));
    expect(sent.count()).toBe(1);
  });

  it('changing the sign-in password', async () => {
    const sent = held('put', 'password');
    const { router } = renderApp('/pages/setting/secure', { token: 'tok' });
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText(/^Current password/), 'Trade@2026');
    await u.type(screen.getByLabelText(/^New password/), 'Trade@2027');
    const repeat = screen.getByLabelText(/^Repeat new password/);
    await u.type(repeat, 'Trade@2027');
    await hammer(u, screen.getByRole('button', { name: 'Change password' }), repeat);
    await waitFor(() => expect(sent.count()).toBe(1));
    sent.release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/user/accountsecurity'));
    expect(sent.count()).toBe(1);
  });

  it('setting the withdrawal password', async () => {
    user({ moneypssd_status: 0 });
    const sent = held('put', 'withdrawpassword');
    const { router } = renderApp('/pages/user/setPayPassword?from=/pages/withdraw', { token: 'tok' });
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText(/^New withdrawal password/), '246801');
    const repeat = screen.getByLabelText(/^Repeat withdrawal password/);
    await u.type(repeat, '246801');
    await hammer(u, screen.getByRole('button', { name: 'Save withdrawal password' }), repeat);
    await waitFor(() => expect(sent.count()).toBe(1));
    sent.release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/withdraw'));
    expect(sent.count()).toBe(1);
  });

  it('password recovery: the code and the new password', async () => {
    const code = held('post', 'password/recover/code');
    const reset = held('post', 'password/recover');
    const { router } = renderApp('/pages/user/findpassword');
    const u = userEvent.setup();
    const phone = await screen.findByLabelText(/^Phone number/);
    await u.type(phone, '0901234567');
    const send = screen.getByRole('button', { name: 'Send code' });
    fireEvent.click(send);
    fireEvent.click(send);
    await u.click(send);
    await waitFor(() => expect(code.count()).toBe(1));
    code.release();
    await u.type(screen.getByLabelText(/^Verification code/), '482913');
    await u.type(screen.getByLabelText(/^New password/), 'NewTrade#2026');
    const repeat = screen.getByLabelText(/^Repeat new password/);
    await u.type(repeat, 'NewTrade#2026');
    await hammer(u, screen.getByRole('button', { name: 'Reset password' }), repeat);
    await waitFor(() => expect(reset.count()).toBe(1));
    reset.release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/login'));
    expect(code.count()).toBe(1);
    expect(reset.count()).toBe(1);
  });

  it('saving the nickname', async () => {
    user();
    const sent = held('post', 'updatenickname');
    renderApp('/pages/userinfo', { token: 'tok' });
    const u = userEvent.setup();
    const input = await screen.findByRole('textbox', { name: 'Nickname' });
    await u.clear(input);
    await u.type(input, 'Minh Anh');
    await hammer(u, screen.getByRole('button', { name: 'Save nickname' }), input);
    await waitFor(() => expect(sent.count()).toBe(1));
    sent.release();
    expect(await screen.findByText('Nickname updated')).toBeVisible();
    expect(sent.count()).toBe(1);
  });

  it('registering', async () => {
    const sent = held('post', 'register');
    const { router } = renderApp('/pages/user/register');
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText(/^Phone number/), '0907654321');
    await u.type(screen.getByLabelText(/^Password/), 'Trade@2026');
    const repeat = screen.getByLabelText(/^Repeat password|^Confirm password/);
    await u.type(repeat, 'Trade@2026');
    const agree = screen.queryByRole('checkbox');
    if (agree) await u.click(agree);
    await hammer(u, screen.getByRole('button', { name: 'Create account' }), repeat);
    await waitFor(() => expect(sent.count()).toBe(1));
    sent.release();
    // registered, then signed in with what was typed: home
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sent.count()).toBe(1);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getGetAgreementMockHandler } from '../../api/generated/endpoints/auth/auth.msw';
import { server } from '../../../tests/support/msw-server';
import { renderApp } from '../../../tests/support/render';
import { withBalance } from '../../../tests/support/trading';
import { getToken } from '../../lib/session';

const form = async () => {
  const user = userEvent.setup();
  const phone = await screen.findByLabelText(/phone number/i);
  return {
    user,
    phone,
    password: screen.getByLabelText(/^password/i),
    repeat: screen.getByLabelText(/repeat password/i),
    invite: screen.getByLabelText(/invite code/i),
    agree: screen.getByRole('checkbox'),
    submit: screen.getByRole('button', { name: 'Create account' }),
  };
};

describe('registration screen', () => {
  it('says when the passwords do not match, and sends nothing', async () => {
    let calls = 0;
    server.use(
      http.post('*/register', () => {
        calls += 1;
        return HttpResponse.json({ status: 200 });
      }),
    );
    renderApp('/pages/user/register');
    const f = await form();
    await f.user.type(f.phone, '0907654321');
    await f.user.type(f.password, 'Secret#2026');
    await f.user.type(f.repeat, 'Secret#2025');
    await f.user.click(f.agree);
    await f.user.click(f.submit);
    expect(await screen.findByText('Passwords do not match')).toBeVisible();
    expect(calls).toBe(0);
  });

  it('says nothing about the repeat before the user reaches it, and checks it again when the password changes', async () => {
    renderApp('/pages/user/register');
    const f = await form();
    await f.user.type(f.phone, '0907654321');
    await f.user.type(f.password, 'Secret#2026');
    await f.user.click(f.repeat);
    expect(screen.queryByText('Repeat your password')).not.toBeInTheDocument();
    await f.user.type(f.repeat, 'Secret#2026');
    await f.user.click(f.agree);
    expect(f.agree).toBeChecked();
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
    await f.user.type(f.password, 'X');
    expect(await screen.findByText('Passwords do not match')).toBeVisible();
  });

  it('requires every field and the agreement', async () => {
    renderApp('/pages/user/register');
    const f = await form();
    await f.user.click(f.submit);
    expect(await screen.findByText('Enter your phone number')).toBeVisible();
    expect(screen.getByText('Enter your password')).toBeVisible();
    expect(screen.getByText('Repeat your password')).toBeVisible();
    expect(screen.getByText('Please accept the User Agreement')).toBeVisible();
  });

  const fillAndSend = async (f: Awaited<ReturnType<typeof form>>) => {
    await f.user.type(f.phone, '0907654321');
    await f.user.type(f.password, 'Secret#2026');
    await f.user.type(f.repeat, 'Secret#2026');
    await f.user.click(f.agree);
    await f.user.click(f.submit);
  };

  it('prefills the invite code of a share link, sends it, signs in with what was typed and opens home with the first steps', async () => {
    const sent: Array<{ path: string; body: unknown }> = [];
    server.use(
      http.post('*/register', async ({ request }) => {
        sent.push({ path: 'register', body: await request.json() });
        return HttpResponse.json({ status: 200, message: 'Registration successful' });
      }),
      http.post('*/login', async ({ request }) => {
        sent.push({ path: 'login', body: await request.json() });
        return HttpResponse.json({
          status: 200,
          message: 'ok',
          data: { token: 'new-token', user: { id: 9, username: '0907654321', balance: 0, frozen: 0 } },
        });
      }),
      // a new account: nothing held, nothing closed or settled yet
      withBalance('0', '0'),
      http.get('*/trade/Contractorderalllist', () =>
        HttpResponse.json({ status: 200, result: { data: [], count: 0 } }),
      ),
      http.get('*/orderrecord', () => HttpResponse.json({ status: 200, result: { list: [], total: 0 } })),
    );
    const { router } = renderApp('/pages/user/register?refcode=A7K2Q9');
    const f = await form();
    expect(f.invite).toHaveValue('A7K2Q9');
    await fillAndSend(f);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sent).toEqual([
      {
        path: 'register',
        body: {
          username: '0907654321',
          password: 'Secret#2026',
          confirmPassword: 'Secret#2026',
          invite_code: 'A7K2Q9',
        },
      },
      { path: 'login', body: { userName: '0907654321', password: 'Secret#2026', type: 'username' } },
    ]);
    expect(getToken()).toBe('new-token');
    expect(await screen.findByText('Account created. You are signed in.')).toBeVisible();
    // home, as a new account meets it: the call to deposit and to verify the identity
    const steps = await screen.findByTestId('first-steps', {}, { timeout: 10_000 });
    expect(within(steps).getByRole('link', { name: 'Deposit' })).toBeVisible();
    expect(within(steps).getByRole('link', { name: 'Verify identity' })).toBeVisible();
  });

  it('opens sign-in with the phone filled in when the sign-in after registering fails', async () => {
    server.use(
      http.post('*/register', () => HttpResponse.json({ status: 200, message: 'Registration successful' })),
      http.post('*/login', () => HttpResponse.json({ status: 500, message: 'Server busy' }, { status: 500 })),
    );
    const { router } = renderApp('/pages/user/register');
    await fillAndSend(await form());
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/login'));
    expect(getToken()).toBeNull();
    expect(await screen.findByText('Account created. Please sign in.')).toBeVisible();
    // the router's state moves before the lazy sign-in screen is drawn: read the phone field of the
    // sign-in form (its "Sign in" button is there), not the field of the screen still on display
    await screen.findByRole('button', { name: 'Sign in' }, { timeout: 10_000 });
    expect(screen.getByLabelText(/phone number/i)).toHaveValue('0907654321');
  });

  it('shows the agreement, sanitised, without losing what was typed', async () => {
    server.use(
      getGetAgreementMockHandler({
        status: 200,
        result: {
          data: {
            title: 'Terms',
            content: '<p>Play fair.</p><img src=x onerror="window.__xss=1"><script>window.__xss=2</script>',
          },
        },
      }),
    );
    renderApp('/pages/user/register');
    const f = await form();
    await f.user.type(f.phone, '0907654321');
    await f.user.click(screen.getByRole('button', { name: 'User Agreement' }));
    const sheet = await screen.findByRole('dialog');
    expect(await within(sheet).findByText('Play fair.')).toBeVisible();
    expect(sheet.querySelector('script')).toBeNull();
    expect(sheet.querySelector('[onerror]')).toBeNull();
    expect((window as { __xss?: number }).__xss).toBeUndefined();
    await f.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText(/phone number/i)).toHaveValue('0907654321');
  });
});

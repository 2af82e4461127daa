import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getLoginUserMockHandler } from '../../api/generated/endpoints/auth/auth.msw';
import { server } from '../../../tests/support/msw-server';
import { renderApp } from '../../../tests/support/render';

const fill = async (phone: string, password: string) => {
  const user = userEvent.setup();
  if (phone) await user.type(await screen.findByLabelText(/phone number/i), phone);
  if (password) await user.type(screen.getByLabelText(/^password/i), password);
  await user.click(await screen.findByRole('button', { name: 'Sign in' }));
  return user;
};

describe('sign-in screen', () => {
  it('asks for both fields before sending anything', async () => {
    let calls = 0;
    server.use(
      getLoginUserMockHandler(() => {
        calls += 1;
        return { status: 200, data: { token: 't', user: { id: 1, username: 'x' } } };
      }),
    );
    renderApp('/pages/login');
    await fill('', '');
    expect(await screen.findByText('Enter your phone number')).toBeVisible();
    expect(screen.getByText('Enter your password')).toBeVisible();
    expect(calls).toBe(0);
  });

  it('refuses a phone number shorter than 10 digits', async () => {
    renderApp('/pages/login');
    await fill('090123', 'secret1');
    expect(await screen.findByText('Phone number must be at least 10 digits')).toBeVisible();
  });

  it('sends the contract body, stores the token and opens home', async () => {
    let body: unknown;
    server.use(
      http.post('*/login', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          status: 200,
          message: 'ok',
          data: { token: 'tok-abc', user: { id: 7, username: '0901234567' } },
        });
      }),
    );
    const { router } = renderApp('/pages/login');
    await fill('090 123 4567', 'Trade@2026');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(body).toEqual({ userName: '0901234567', password: 'Trade@2026', type: 'username' });
    expect(window.localStorage.getItem('token')).toBe('tok-abc');
    expect(await screen.findByRole('navigation', { name: 'Main sections' })).toBeVisible();
  });

  it('says how long a throttled sign-in must wait, keeps what was typed and holds the button until then', async () => {
    let calls = 0;
    server.use(
      http.post('*/login', () => {
        calls += 1;
        return HttpResponse.json(
          { status: 429, message: 'Too many failed attempts. Please wait 900 seconds before trying again' },
          { status: 429, headers: { 'Retry-After': '900' } },
        );
      }),
    );
    renderApp('/pages/login');
    await fill('0901234567', 'Wrong#1');
    expect(await screen.findByTestId('retry-wait')).toHaveTextContent('Too many attempts. You can try again in 15:00.');
    expect(within(screen.getByTestId('retry-wait')).getByRole('status')).toHaveTextContent(
      'Too many attempts. You can try again in 15:00.',
    );
    expect(screen.getByText('What you typed is kept.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    expect(screen.getByLabelText(/phone number/i)).toHaveValue('0901234567');
    expect(screen.getByLabelText(/^password/i)).toHaveValue('Wrong#1');
    expect(calls).toBe(1);
  });

  it('returns a visitor to the page they were sent away from', async () => {
    const { router } = renderApp('/pages/wallet');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/home/cme'));
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Sign in' }));
    await fill('0901234567', 'Trade@2026');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/wallet'));
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    server.use(
      http.post('*/login', () =>
        HttpResponse.json({ status: 403, message: 'Incorrect account or password' }, { status: 403 }),
      ),
    );
    renderApp('/pages/login');
    await fill('0901234567', 'wrong-pass');
    expect(await screen.findByText('Incorrect account or password')).toBeVisible();
    expect(screen.getByLabelText(/phone number/i)).toHaveValue('0901234567');
    expect(screen.getByLabelText(/^password/i)).toHaveValue('wrong-pass');
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('shows the first field error of a 400 answer', async () => {
    server.use(
      http.post('*/login', () =>
        HttpResponse.json(
          { status: 400, message: 'invalid', result: { userName: ['This account does not exist.'] } },
          { status: 400 },
        ),
      ),
    );
    renderApp('/pages/login');
    await fill('0901234567', 'Trade@2026');
    expect(await screen.findByText('This account does not exist.')).toBeVisible();
  });

  it('explains a lost connection and offers to retry', async () => {
    let attempts = 0;
    server.use(
      http.post('*/login', () => {
        attempts += 1;
        return attempts === 1
          ? HttpResponse.error()
          : HttpResponse.json({ status: 200, data: { token: 'tok-retry', user: { id: 1, username: '0901234567' } } });
      }),
    );
    const { router } = renderApp('/pages/login');
    const user = await fill('0901234567', 'Trade@2026');
    expect(await screen.findByText(/you appear to be offline/i)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(window.localStorage.getItem('token')).toBe('tok-retry'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getGetUserDetailMockHandler } from '../../api/generated/endpoints/profile/profile.msw';
import { getGetExchangeCurrencyMockHandler } from '../../api/generated/endpoints/market/market.msw';
import { usePersistedState } from '../../lib/persisted-state';
import { server } from '../../../tests/support/msw-server';
import { renderApp } from '../../../tests/support/render';

// The tab renders the whole home shell; the shared test machine can be slow.

describe('"me" tab', () => {
  it('offers a visitor sign-in and registration', async () => {
    renderApp('/pages/home/cme');
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '#/pages/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '#/pages/user/register');
    expect(screen.queryByRole('navigation', { name: 'Main sections' })).toBeNull();
  });

  it('shows the signed-in user from /userdetail', async () => {
    server.use(
      getGetUserDetailMockHandler({
        status: 200,
        result: {
          id: 10028,
          username: '0901234567',
          nickname: 'Minh Anh',
          vip_level: 2,
          credit_score: 96,
          balance: '12850.75',
          realauth_status: 3,
        },
      }),
    );
    renderApp('/pages/home/cme', { token: 'tok' });
    expect(await screen.findByText('Minh Anh')).toBeVisible();
    expect(screen.getByTestId('account-id')).toHaveTextContent('10028');
    expect(screen.getByText('VIP 2')).toBeVisible();
    expect(screen.getByText('96')).toBeVisible();
    expect(screen.getByTestId('profile-balance')).toHaveTextContent('12,850.75');
    expect(screen.getByText(/Under review/)).toBeVisible();
  });

  it('shows the balance in the saved display currency too, computed exactly', async () => {
    server.use(
      getGetUserDetailMockHandler({ status: 200, result: { id: 1, username: '0901234567', balance: '12850.75' } }),
      getGetExchangeCurrencyMockHandler({
        status: 200,
        data: [
          { cryptoprotocol: 'USD', rate: '1' },
          { cryptoprotocol: 'VND', rate: '25350' },
        ],
      }),
    );
    usePersistedState.getState().setFiatCurrency({ code: 'VND', rate: '25000' });
    renderApp('/pages/home/cme', { token: 'tok' });
    // 12850.75 × 25350 (today's rate, not the saved one) = 325,766,512.5 → 325,766,513
    expect(await screen.findByTestId('profile-balance-fiat')).toHaveTextContent('≈ 325,766,513 VND');
  });

  it('says so when the user information cannot be fetched, and retries', async () => {
    let attempts = 0;
    server.use(
      http.get('*/userdetail', () => {
        attempts += 1;
        return attempts === 1
          ? HttpResponse.json({ status: 500, message: 'Database busy' })
          : HttpResponse.json({ status: 200, result: { id: 1, username: '0901234567', nickname: 'Back again' } });
      }),
    );
    renderApp('/pages/home/cme', { token: 'tok' });
    expect(await screen.findByText('Failed to fetch user information')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Back again')).toBeVisible();
  });

  it('signs out: the token and the user are gone, preferences stay', async () => {
    renderApp('/pages/home/cme', { token: 'tok' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByTestId('visitor-card')).toBeVisible();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('switches to the dark theme and remembers it', async () => {
    renderApp('/pages/home/cme');
    await userEvent.setup().click(await screen.findByRole('switch', { name: 'Dark mode' }));
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'));
    expect(JSON.parse(window.localStorage.getItem('app-state') ?? '{}')).toMatchObject({ state: { theme: 'dark' } });
  });

  it('shows the session-expired dialog once when the token is refused, then the visitor view', async () => {
    server.use(http.get('*/userdetail', () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })));
    const { router } = renderApp('/pages/user/kefu', { token: 'stale' });
    await router.navigate('/pages/home/cme');
    const dialogs = await screen.findAllByRole('alertdialog');
    expect(dialogs).toHaveLength(1);
    expect(dialogs[0]).toHaveTextContent('Token expired, please login again.');
    expect(window.localStorage.getItem('token')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/pages/home/cme');
    expect(await screen.findByTestId('visitor-card')).toBeVisible();
  });
});

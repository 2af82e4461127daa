import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  getGetUserDetailMockHandler,
  getGetVipLevelInfoMockHandler,
} from '../../api/generated/endpoints/profile/profile.msw';
import { getGetExchangeCurrencyMockHandler } from '../../api/generated/endpoints/market/market.msw';
import { server } from '../../../tests/support/msw-server';
import { renderApp } from '../../../tests/support/render';

// These tests type and upload like a user; the shared test machine can be slow.

describe('user centre', () => {
  it('shows the account id, VIP level, credit score, verification, display currency and the account links', async () => {
    server.use(
      getGetUserDetailMockHandler({
        status: 200,
        result: {
          id: 10028,
          username: '0901234567',
          nickname: 'Minh Anh',
          vip_level: 3,
          credit_score: 88,
          realauth_status: 2,
        },
      }),
      getGetExchangeCurrencyMockHandler({ status: 200, data: [{ cryptoprotocol: 'VND', rate: '25350' }] }),
    );
    renderApp('/pages/usercenter', { token: 'tok' });
    expect(await screen.findByTestId('account-id')).toHaveTextContent('10028');
    expect(screen.getByRole('button', { name: 'Copy account ID' })).toBeVisible();
    expect(screen.getByText('VIP 3')).toBeVisible();
    expect(screen.getByText('88')).toBeVisible();
    expect(screen.getByText(/Rejected/)).toBeVisible();
    expect(await screen.findByTestId('fiat-currency')).toHaveTextContent('VND');
    for (const [name, href] of [
      ['Personal information', '/pages/userinfo'],
      ['Account security', '/pages/user/accountsecurity'],
      ['Identity verification', '/pages/user/auth'],
      ['VIP privileges', '/pages/user/vip'],
      ['Invite friends', '/pages/user/share'],
      ['My team', '/pages/user/team'],
      ['About us', '/pages/user/aboutus'],
      ['Download the app', '/pages/appdownload'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', `#${href}`);
    }
  });

  it('signs out and returns to the "me" tab', async () => {
    const { router } = renderApp('/pages/usercenter', { token: 'tok' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/home/cme'));
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(await screen.findByTestId('visitor-card')).toBeVisible();
  });

  it('ends the session at the provider with the token it had, and forgets it whatever the answer (404, 401)', async () => {
    const seen: Array<string | null> = [];
    for (const status of [200, 404, 401]) {
      server.use(
        http.post('*/logout', ({ request }) => {
          seen.push(request.headers.get('Authorization'));
          return HttpResponse.json({ status, message: status === 200 ? 'Signed out' : 'Not found' }, { status });
        }),
      );
      const { router, unmount } = renderApp('/pages/usercenter', { token: `tok-${status}` });
      await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign out' }));
      await waitFor(() => expect(seen).toHaveLength([200, 404, 401].indexOf(status) + 1));
      await waitFor(() => expect(router.state.location.pathname).toBe('/pages/home/cme'));
      expect(window.localStorage.getItem('token')).toBeNull();
      expect(await screen.findByTestId('visitor-card')).toBeVisible();
      // no "session expired" dialog after a sign-out the user asked for
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(screen.queryByRole('dialog')).toBeNull();
      unmount();
    }
    expect(seen).toEqual(['Bearer tok-200', 'Bearer tok-404', 'Bearer tok-401']);
  });

  it('the "me" tab links to the user centre and the account screens', async () => {
    renderApp('/pages/home/cme', { token: 'tok' });
    expect(await screen.findByRole('link', { name: 'User centre' })).toHaveAttribute('href', '#/pages/usercenter');
    expect(screen.getByRole('link', { name: 'Invite friends' })).toHaveAttribute('href', '#/pages/user/share');
  });
});

describe('VIP', () => {
  it('shows the level, credit score and points, and the rules without scripts', async () => {
    server.use(
      getGetUserDetailMockHandler({
        status: 200,
        result: { id: 1, username: '0901234567', vip_level: 2, credit_score: 96 },
      }),
      getGetVipLevelInfoMockHandler({
        code: 200,
        data: {
          title: 'VIP privileges',
          content:
            '<table><tr><td>VIP 1</td><td>3,888</td></tr></table><img src=x onerror="window.__vip=1"><script>window.__vip=2</script>',
        },
      }),
    );
    renderApp('/pages/user/vip', { token: 'tok' });
    expect(await screen.findByRole('heading', { name: 'VIP 2' })).toBeVisible();
    expect(screen.getByTestId('vip-credit')).toHaveTextContent('96');
    // points are not the credit score: without the provider's points the figure is unknown
    expect(screen.getByTestId('vip-points')).toHaveTextContent('—');
    const rules = await screen.findByTestId('vip-rules');
    expect(rules).toHaveTextContent('3,888');
    expect(rules.querySelector('script')).toBeNull();
    expect(rules.querySelector('[onerror]')).toBeNull();
    expect((window as { __vip?: number }).__vip).toBeUndefined();
  });
});

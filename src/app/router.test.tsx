import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../tests/support/render';
import { HOME_TABS, ME_TAB, PRIVATE_ROUTES, PUBLIC_ROUTES } from './route-table';

const PUBLIC = [
  '/pages/login',
  '/pages/user/register',
  '/pages/user/findpassword',
  '/pages/home/cme',
  '/pages/language',
  '/pages/user/kefu',
  '/pages/recharge/counter',
  '/pages/newcoin',
  '/pages/ncrecords',
];

describe('route table', () => {
  it('registers the 54 routes of the product (plus the public agreement)', () => {
    const all = [
      ...Object.keys(PUBLIC_ROUTES),
      ME_TAB.path,
      ...HOME_TABS.map((tab) => tab.path),
      ...Object.keys(PRIVATE_ROUTES),
    ];
    expect(new Set(all).size).toBe(all.length);
    expect(all.filter((path) => path !== '/pages/user/agreement')).toHaveLength(54);
    expect(HOME_TABS.map((tab) => tab.path)).toEqual([
      '/',
      '/pages/home/market',
      '/pages/home/msgs',
      '/pages/home/order',
      '/pages/home/assets',
    ]);
    expect([...Object.keys(PUBLIC_ROUTES), ME_TAB.path].sort()).toEqual([...PUBLIC, '/pages/user/agreement'].sort());
  });

  it.each(Object.keys(PRIVATE_ROUTES).concat(HOME_TABS.map((tab) => tab.path)))(
    'sends a visitor from %s to the "me" tab',
    async (path) => {
      const { router } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/pages/home/cme'));
      expect(await screen.findByTestId('visitor-card')).toBeVisible();
    },
  );

  it('opens password recovery without a token (a public route)', async () => {
    const { router } = renderApp('/pages/user/findpassword');
    expect(await screen.findByRole('form', { name: 'Recover password' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/pages/user/findpassword');
  });

  it('opens a screen whatever the address’ case and with a trailing slash (the old client’s links)', async () => {
    renderApp('/Pages/User/FindPassword/');
    expect(await screen.findByRole('form', { name: 'Recover password' })).toBeVisible();
  });

  it('opens the deposit counter without a token (a public route)', async () => {
    const { router } = renderApp('/pages/recharge/counter');
    expect(await screen.findByTestId('deposit-method-crypto')).toBeVisible();
    expect(router.state.location.pathname).toBe('/pages/recharge/counter');
  });

  it('shows signed-in users the home screen with its tab bar, tab 0 active', async () => {
    renderApp('/', { token: 'tok' });
    const nav = await screen.findByRole('navigation', { name: 'Main sections' });
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(nav.querySelectorAll('a')).toHaveLength(6);
    expect(await screen.findByRole('navigation', { name: 'Shortcuts' })).toBeVisible();
  });

  it('moves between tabs with the tab bar', async () => {
    const { router } = renderApp('/', { token: 'tok' });
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Assets' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/home/assets'));
    // The tab bar re-renders once the next tab's screen has loaded.
    await waitFor(() => expect(screen.getByRole('link', { name: 'Assets' })).toHaveAttribute('aria-current', 'page'));
  });

  it('answers an unknown address with a not-found screen', async () => {
    renderApp('/pages/does-not-exist');
    expect(await screen.findByTestId('not-found')).toBeVisible();
  });

  it('scrolls to the top after each navigation', async () => {
    const scrolled: number[] = [];
    window.scrollTo = ((x: number, y: number) => {
      scrolled.push(y ?? x);
    }) as unknown as typeof window.scrollTo;
    const { router } = renderApp('/pages/home/cme');
    await screen.findByTestId('visitor-card');
    scrolled.length = 0;
    await router.navigate('/pages/language');
    await screen.findByRole('radiogroup');
    expect(scrolled).toContain(0);
  });
});

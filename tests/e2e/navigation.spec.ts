import { EXAMPLE_ACCOUNT, expect, open, seed, test } from './fixtures';

/**
 * Navigation as a user meets it: the provider's old client's links (the query inside the hash, any
 * case, a trailing slash), the browser's Back after a screen handed state to the next one, and an
 * address the app does not know.
 */
test.describe('navigation', () => {
  test('an old client’s link with its query inside the hash opens that screen for that symbol', async ({ page }) => {
    await seed(page, { token: 'demo-token' });
    await open(page, '/Pages/Trade/Contract/?symbol=ethusdt');
    await expect(page.getByTestId('contract-header')).toContainText('ETHUSDT');
    expect(await page.evaluate(() => ({ hash: window.location.hash, search: window.location.search }))).toEqual({
      hash: '#/Pages/Trade/Contract/?symbol=ethusdt',
      search: '',
    });
    // the screen's own links keep the query inside the hash too
    await page.getByTestId('to-options').click();
    await expect(page).toHaveURL(/#\/pages\/trade\?symbol=ethusdt$/);
    expect(await page.evaluate(() => window.location.search)).toBe('');
  });

  test('Back after a handed-over state: the sign-in still returns where the visitor was headed', async ({ page }) => {
    await seed(page);
    await open(page, '/pages/recharge/counter');
    await page.getByTestId('deposit-sign-in').getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/#\/pages\/login$/);
    // the header's Back knows the previous entry is the app's own: it goes there, not to the app's start
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/#\/pages\/recharge\/counter$/);
    await expect(page.getByTestId('deposit-sign-in')).toBeVisible();
    // forward again: the entry still holds where the visitor was headed, and signing in goes there
    await page.goForward();
    await expect(page).toHaveURL(/#\/pages\/login$/);
    await page.getByLabel('Phone number').fill(EXAMPLE_ACCOUNT.phone);
    await page.getByLabel(/^Password/).fill(EXAMPLE_ACCOUNT.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/#\/pages\/recharge\/counter$/);
    await expect(page.getByTestId('deposit-sign-in')).toBeHidden();
    // a page opened here has no previous entry of the app: Back goes to its fallback, inside the app
    await open(page, '/pages/user/findpassword');
    await page.reload();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/#\/pages\/login$/);
  });

  test('an unknown address says so inside the app and leads back home', async ({ page }) => {
    await seed(page, { token: 'demo-token' });
    await open(page, '/pages/no-such-screen?symbol=btcusdt');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByTestId('not-found')).toContainText(
      'The page you are looking for does not exist or has moved.',
    );
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/#\/$/);
    await expect(page.getByRole('navigation', { name: 'Main sections' })).toBeVisible();
  });
});

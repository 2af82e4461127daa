import { expect, open, seed, test } from './fixtures';

test.describe('home tab', () => {
  test.beforeEach(async ({ page }) => seed(page, { token: 'demo-token' }));

  test('shows banners, the notice bar, shortcuts, the ticker strip, markets and the site data', async ({ page }) => {
    await open(page, '/');
    await expect(page.getByTestId('banners').getByRole('img')).toHaveCount(3);
    await expect(page.getByTestId('notice-bar')).toContainText('Withdrawals are processed Monday to Friday');
    const shortcuts = page.getByRole('navigation', { name: 'Shortcuts' });
    for (const name of ['Deposit', 'Withdraw', 'Loan', 'Mining', 'New coins', 'Team', 'Support']) {
      await expect(shortcuts.getByRole('link', { name })).toBeVisible();
    }
    const btc = page.getByTestId('ticker-strip').getByRole('link').first();
    await expect(btc).toContainText('BTCUSDT');
    // live from the tick generator: a price, and the change against the day's open
    await expect(btc.getByTestId('live-price')).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/);
    await expect(btc.getByTestId('live-change')).toHaveText(/^[+−-]?\d+\.\d{2}%$/);
    await expect(page.getByTestId('market-row')).toHaveCount(6);
    await expect(page.getByTestId('market-row').first().getByTestId('live-change')).toHaveText(/^[+−-]?\d+\.\d{2}%$/);
    await expect(page.getByTestId('site-data')).toContainText('0.2%');
    await shortcuts.getByRole('link', { name: 'Loan' }).click();
    await expect(page).toHaveURL(/#\/pages\/trade\/loan$/);
  });

  test('says "No announcements" when the provider has none', async ({ page }) => {
    await page.route('**/api/getnoticelist*', (route) =>
      route.continue({ headers: { ...route.request().headers(), prefer: 'example=empty' } }),
    );
    await open(page, '/');
    await expect(page.getByTestId('notice-bar')).toContainText('No announcements');
  });
});

test('the welfare centre shows the provider page', async ({ page }) => {
  await seed(page, { token: 'demo-token' });
  const read = page.waitForRequest((request) => request.url().includes('/api/wealth-admin/find/html'));
  await open(page, '/pages/find');
  expect((await read).method()).toBe('POST');
  await expect(page.getByTestId('welfare-content')).toContainText('New user gift');
  await expect(page.getByTestId('welfare-content').getByRole('heading', { name: 'Invite friends' })).toBeVisible();
});

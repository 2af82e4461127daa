import { expect, open, seed, test } from './fixtures';

test.describe('messages', () => {
  test.beforeEach(async ({ page }) => seed(page, { token: 'demo-token' }));

  test('the messages tab leads to system messages and one message', async ({ page }) => {
    await open(page, '/pages/home/msgs');
    await expect(page.getByTestId('section-system').getByLabel('2 unread')).toBeVisible();
    await expect(page.getByTestId('section-announcements').getByLabel('1 unread')).toBeVisible();
    await page.getByRole('link', { name: 'System messages' }).click();
    await expect(page.getByTestId('article-row')).toHaveCount(3);
    await page.getByRole('link', { name: 'Advanced verification received' }).click();
    await expect(page).toHaveURL(/detail\?id=305&type=1$/);
    await expect(page.getByTestId('article-content')).toContainText('Your deposit of 500 USDT');
  });

  test('the message centre lists announcements and opens one', async ({ page }) => {
    await open(page, '/pages/message/center');
    await page.getByRole('link', { name: 'Platform announcements' }).click();
    await expect(page.getByTestId('article-row')).toHaveCount(2);
    await page.getByRole('link', { name: 'Year-end deposit bonus up to 12%' }).click();
    const content = page.getByTestId('article-content');
    await expect(content.getByRole('listitem')).toHaveCount(3);
    // 08:00 in Vietnam, shown as the device's clock reads that instant (decision 0035)
    const shown = await page.evaluate(() =>
      new Intl.DateTimeFormat('en-US', {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      }).format(Date.UTC(2026, 10, 20, 1)),
    );
    await expect(page.getByTestId('provider-time')).toHaveText(shown);
    await expect(page.getByTestId('provider-time')).toHaveAttribute('datetime', '2026-11-20T01:00:00.000Z');
  });

  test('a legacy bare-array list and an empty list both read', async ({ page }) => {
    await page.route('**/api/wallet/messagelist*', (route) =>
      route.continue({ headers: { ...route.request().headers(), prefer: 'example=bareArray' } }),
    );
    await page.route('**/api/announcementlist*', (route) =>
      route.continue({ headers: { ...route.request().headers(), prefer: 'example=empty' } }),
    );
    await open(page, '/pages/message/notifyrecords?type=1');
    await expect(page.getByTestId('article-row')).toHaveCount(1);
    await open(page, '/pages/message/notifyrecords?type=2');
    await expect(page.getByText('No announcements yet.')).toBeVisible();
  });
});

import type { Route } from '@playwright/test';
import { expect, open, seed, test } from './fixtures';

test('an expired token shows one dialog for parallel failing calls, then the "me" tab', async ({ page, guard }) => {
  guard.allowConsole.push(/status of 401/);
  await seed(page, { token: 'expired-token' });
  // Prism answers the contract's 401 (the provider's expired token) to every call of the page. The
  // first calls of the "me" tab are held until two are in flight, then released together, so at
  // least two 401s arrive at once; later calls are answered as they come.
  let refused = 0;
  let releasing = false;
  const held: Route[] = [];
  const answer = async (route: Route): Promise<void> => {
    const response = await route.fetch({ headers: { ...route.request().headers(), prefer: 'code=401' } });
    if (response.status() === 401) refused += 1;
    await route.fulfill({ response });
  };
  await page.route('**/api/**', async (route) => {
    if (releasing) return answer(route);
    held.push(route);
    if (held.length < 2) return;
    releasing = true;
    await Promise.all(held.splice(0).map(answer));
  });
  await open(page, '/pages/home/cme');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Token expired, please login again.');
  await expect.poll(() => refused).toBeGreaterThanOrEqual(2);
  await page.waitForTimeout(300);
  await expect(dialog).toHaveCount(1);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/#\/pages\/home\/cme$/);
  await expect(page.getByTestId('visitor-card')).toBeVisible();
});

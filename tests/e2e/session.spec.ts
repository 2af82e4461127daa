import type { Route } from '@playwright/test';
import { expect, open, seed, test } from './fixtures';

test('an expired token shows one dialog for parallel failing calls, then the "me" tab', async ({ page, guard }) => {
  guard.allowConsole.push(/status of 401/);
  await seed(page, { token: 'expired-token' });
  // Prism answers the contract's 401 (the provider's expired token) to every call of the page. The
  // "me" tab loads the profile and the display currencies at once; both are held until both are in
  // flight, then released together.
  let refused = 0;
  const held: Route[] = [];
  await page.route('**/api/**', async (route) => {
    held.push(route);
    if (held.length < 2) return;
    await Promise.all(
      held.splice(0).map(async (r) => {
        const answer = await r.fetch({ headers: { ...r.request().headers(), prefer: 'code=401' } });
        if (answer.status() === 401) refused += 1;
        await r.fulfill({ response: answer });
      }),
    );
  });
  await open(page, '/pages/home/cme');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Token expired, please login again.');
  await expect.poll(() => refused).toBe(2);
  await page.waitForTimeout(300);
  await expect(dialog).toHaveCount(1);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/#\/pages\/home\/cme$/);
  await expect(page.getByTestId('visitor-card')).toBeVisible();
});

import type { Page } from '@playwright/test';
import { expect, open, seed, test } from './fixtures';

/**
 * A screen's code that cannot be downloaded once the app runs — the connection dropped, or a new
 * deploy removed the old chunk — offers a reload instead of a white page, and the reload recovers
 * once the code is served again.
 */
const ABOUT_CHUNK = /\/assets\/aboutus-screen-[^/]+\.js$/;

const openAbout = (page: Page) =>
  page.evaluate(() => {
    window.location.hash = '#/pages/user/aboutus';
  });

test.describe('a screen whose code fails to load', () => {
  test.beforeEach(async ({ page, guard }) => {
    // the failed download and the route's error boundary report themselves in the console
    guard.allowConsole.push(/Failed to load resource|dynamically imported module|\[screen load error\]/);
    await seed(page, { token: 'e2e-token' });
    await open(page, '/pages/home/cme');
    await expect(page.getByRole('navigation')).toBeVisible();
  });

  for (const [cause, fail] of [
    ['the connection dropped', (page: Page) => page.route(ABOUT_CHUNK, (route) => route.abort('internetdisconnected'))],
    [
      'a new deploy removed it',
      (page: Page) =>
        page.route(ABOUT_CHUNK, (route) => route.fulfill({ status: 404, contentType: 'text/html', body: 'Not Found' })),
    ],
  ] as const) {
    test(`${cause}: the screen offers a reload, and the reload recovers`, async ({ page }) => {
      await fail(page);
      await openAbout(page);

      const error = page.getByTestId('route-error');
      await expect(error.getByRole('heading', { name: 'This screen could not be loaded' })).toBeVisible();
      await expect(error).toContainText(
        'The connection dropped or the app was updated. Reload to get the current version.',
      );
      // and a way out that needs no download
      await expect(error.getByRole('button', { name: 'Back to home' })).toBeVisible();

      await page.unrouteAll();
      await error.getByRole('button', { name: 'Reload' }).click();
      await expect(page.getByRole('heading', { name: 'About us', level: 1 })).toBeVisible();
      await expect(page.getByTestId('route-error')).toHaveCount(0);
    });
  }

  test('in another language the reload is offered in that language', async ({ page }) => {
    await page.evaluate(() => {
      localStorage.setItem('app-state', JSON.stringify({ state: { language: 'de' }, version: 2 }));
    });
    await page.reload();
    await page.route(ABOUT_CHUNK, (route) => route.abort('internetdisconnected'));
    await openAbout(page);
    const error = page.getByTestId('route-error');
    await expect(error.getByRole('heading', { name: 'Dieser Bildschirm konnte nicht geladen werden' })).toBeVisible();
    await expect(error.getByRole('button', { name: 'Neu laden' })).toBeVisible();
  });
});

import type { Page } from '@playwright/test';
import { expect, open, seed, test } from './fixtures';

/**
 * Nothing on screen moves by itself while a screen loads (a layout shift: the row a thumb is about
 * to tap jumps away). Every layout shift the browser reports is recorded from the start; the sum
 * (Cumulative Layout Shift, the figure Lighthouse scores) must stay zero.
 */
const recordShifts = async (page: Page): Promise<void> => {
  await page.addInitScript(() => {
    const shifts: { value: number; nodes: string[] }[] = [];
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] }[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({ value: entry.value, nodes: (entry.sources ?? []).map((source) => (source.node instanceof Element ? source.node.outerHTML.slice(0, 120) : String(source.node?.nodeName))) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
};

const shifts = (page: Page) => page.evaluate(() => (window as unknown as { layoutShifts: { value: number; nodes: string[] }[] }).layoutShifts);

test.describe('layout stability', () => {
  test('the market list: its rows keep their height as they are first drawn', async ({ page }) => {
    await recordShifts(page);
    await seed(page, { token: 'demo-token' });
    await open(page, '/pages/home/market');
    await expect(page.getByTestId('instrument-row')).toHaveCount(24);
    await expect(page.locator('[data-testid="instrument-row"][data-code="btcusdt"]').getByTestId('live-price')).toHaveAttribute('data-status', '1');
    // the banner for a slow connection has a grace period: wait it out too
    await page.waitForTimeout(2_000);
    expect(await shifts(page)).toEqual([]);
  });

  test('the home tab: the balance arriving late takes the place its skeleton kept', async ({ page }) => {
    await recordShifts(page);
    await seed(page, { token: 'demo-token' });
    // the balance is held back until its skeleton is on screen, then arrives
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/userdetail*', async (route) => {
      await held;
      await route.continue();
    });
    await open(page, '/');
    await expect(page.getByTestId('home-balance-loading')).toBeVisible();
    await expect(page.getByTestId('notice-bar')).toBeVisible();
    release();
    await expect(page.getByTestId('home-balance-total')).toBeVisible();
    await page.waitForTimeout(500);
    expect(await shifts(page)).toEqual([]);
  });

  test('before any script of the app has loaded, the page already shows the brand, in the saved theme', async ({ page, guard }) => {
    guard.allowConsole.push(/Failed to load resource: net::ERR_FAILED .*\/assets\//);
    await page.addInitScript(() => localStorage.setItem('app-state', JSON.stringify({ state: { language: 'en', theme: 'dark' }, version: 1 })));
    // the app's code never arrives: what shows is the HTML alone (and the theme set before the first paint)
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await open(page, '/');
    await expect(page.locator('#root')).toHaveText('Tradex');
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(17, 17, 17)');
  });
});

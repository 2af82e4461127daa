import { expect, test } from '@playwright/test';
import { callOf, prepare, routes, saveCalls } from './faults';

/** Which calls each route makes to draw itself, on a healthy provider. */
for (const route of routes()) {
  test(`calls of ${route}`, async ({ page }) => {
    await prepare(page);
    const calls = new Set<string>();
    page.on('request', (request) => {
      const call = callOf(request);
      if (call?.startsWith('GET ')) calls.add(call);
    });
    await page.goto(`/#${route}`);
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    await expect(page.locator('#root')).not.toBeEmpty();
    // the screen's own calls start once its code has loaded: wait until nothing is loading
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 }).catch(() => undefined);
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    saveCalls(route, [...calls].sort());
  });
}

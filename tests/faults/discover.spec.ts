import { expect, test } from '@playwright/test';
import { Session } from './browse';
import { prepare, routes, saveCalls } from './faults';
import { groups } from './plan';

/**
 * Which calls each route makes to draw itself, on a healthy provider: the app starts on a route
 * that draws nothing of its own (what it asks for then is asked on every route), then opens each
 * route with every cached answer aged past its freshness, so the screen asks for all it needs.
 */
const START = '/pages/no-such-screen';

groups(routes(), 28).forEach((group, index, all) => {
  test(`calls of routes ${index + 1}/${all.length}`, async ({ page }) => {
    await prepare(page);
    const session = new Session(page, null, () => false);
    const shell = [...(await session.open(START)).calls].filter((call) => call.startsWith('GET '));
    expect(shell.length).toBeGreaterThan(0);
    for (const route of group) {
      await session.ageCache();
      const visit = await session.go(route);
      await expect(page.locator('#root')).not.toBeEmpty();
      saveCalls(route, [...visit.calls].filter((call) => call.startsWith('GET ')).sort(), shell);
    }
  });
});

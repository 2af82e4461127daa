import type { Page, Request } from '@playwright/test';
import { axeViolations, setQuotes, useTheme } from './axe';
import { expect, open, seed, test } from './fixtures';
import { routeMarketSocket, type MarketSocket } from './market-socket';
import { routePaths } from './route-list';

/**
 * axe-core (WCAG 2 A/AA, colour contrast among them) on every route of the route table, signed in
 * and as a visitor, in the light and the dark theme. One page per test visits its routes the way
 * the app moves between them (a hash change), which keeps the sweep short; a failure lists every
 * violation found, each with its route, theme, sign-in state, rule and element.
 */

/** The query a route needs to show something real (the contract's examples). */
const QUERY: Record<string, string> = {
  '/pages/trade': '?symbol=btcusdt',
  '/pages/trade/contract': '?symbol=ethusdt',
  '/pages/lever/orderList': '?symbol=ethusdt',
  '/pages/recharge': '?id=11',
  '/pages/recharge/select': '?type=1',
  '/pages/message/detail': '?id=1&type=1',
  '/pages/message/notifyrecords': '?type=2',
  '/pages/trade/orderdetail': '?id=7731&status=1',
  '/pages/trade/stakingdetails': '?id=3',
};

const ROUTES = routePaths().map((path) => `${path}${QUERY[path] ?? ''}`);
/** Signed-in routes are split in this many tests per theme (they run in parallel). */
const SHARDS = 4;

type Theme = 'light' | 'dark';

/**
 * The page's HTTP requests in flight (the socket is not one), apart from those open for more than
 * three seconds (a held or streamed answer would otherwise keep a screen "loading" for ever).
 */
const trackRequests = (page: Page) => {
  const inFlight = new Map<Request, number>();
  page.on('request', (request) => inFlight.set(request, Date.now()));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return () => [...inFlight.values()].filter((start) => Date.now() - start < 3_000).length;
};

/**
 * Waits until the screen is drawn: its code and data have arrived (no request for half a second),
 * no route progress, skeleton or busy region is left, and every finite animation has finished.
 */
const settle = async (page: Page, inFlight: () => number, route: string) => {
  await expect
    .poll(
      async () => {
        if (inFlight() > 0) return `${inFlight()} requests in flight`;
        await page.waitForTimeout(300);
        if (inFlight() > 0) return `${inFlight()} requests in flight`;
        return page.evaluate(() => {
          const busy = document.querySelector('[data-testid="route-progress"], [aria-busy="true"], .chakra-skeleton');
          if (busy) return `still loading: ${busy.outerHTML.slice(0, 120)}`;
          const running = document
            .getAnimations()
            .filter(
              (animation) => animation.effect?.getTiming().iterations !== Infinity && animation.playState === 'running',
            );
          return running.length > 0 ? `${running.length} animations running` : 'drawn';
        });
      },
      { intervals: [100], timeout: 30_000, message: `${route} never finished loading` },
    )
    .toBe('drawn');
};

const sweep = async (page: Page, socket: MarketSocket, routes: string[], theme: Theme, label: string) => {
  const inFlight = trackRequests(page);
  const report: string[] = [];
  const seen = new Set<string>();
  // the quotes go out as soon as the app opens its market socket (a visitor's screens may never open it)
  void socket.ready.then(() => setQuotes(socket));
  await open(page, routes[0]!);
  await expect(page.locator('html')).toHaveClass(new RegExp(theme));
  for (const [index, route] of routes.entries()) {
    if (index > 0) await page.evaluate((hash) => (window.location.hash = hash), `#${route}`);
    await settle(page, inFlight, route);
    // a visitor sent from a private route to the "me" tab sees a screen already checked
    const landed = new URL(page.url()).hash;
    if (seen.has(landed)) continue;
    seen.add(landed);
    const where = landed === `#${route}` ? route : `${route} (shown: ${landed.slice(1)})`;
    report.push(...(await axeViolations(page)).map((entry) => `${label} ${where}: ${entry}`));
  }
  expect(report, report.join('\n\n')).toEqual([]);
};

for (const theme of ['light', 'dark'] as const) {
  test.describe(`every route, ${theme} theme`, () => {
    let socket: MarketSocket;
    test.beforeEach(async ({ page }) => {
      socket = await routeMarketSocket(page, { live: false });
    });

    for (let shard = 0; shard < SHARDS; shard += 1) {
      const routes = ROUTES.filter((_, index) => index % SHARDS === shard);
      test(`signed in, routes ${shard + 1}/${SHARDS} have no WCAG A/AA violation`, async ({ page }) => {
        test.setTimeout(30_000 + routes.length * 15_000);
        await seed(page, { token: 'demo-token' });
        await useTheme(page, theme);
        await sweep(page, socket, routes, theme, `[${theme}, signed in]`);
      });
    }

    test('as a visitor, every route has no WCAG A/AA violation', async ({ page }) => {
      test.setTimeout(30_000 + ROUTES.length * 6_000);
      await seed(page);
      await useTheme(page, theme);
      await sweep(page, socket, ROUTES, theme, `[${theme}, visitor]`);
    });
  });
}

test('the sweep covers the route table', () => {
  expect(ROUTES.length).toBeGreaterThan(50);
  expect(ROUTES).toContain('/');
  expect(ROUTES).toContain('/pages/trade?symbol=btcusdt');
});

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, open, seed, test } from './fixtures';

/** Collects every Content-Security-Policy violation the page reports. */
const watchCsp = async (page: Page): Promise<() => Promise<string[]>> => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
};

test('the app is served with a strict Content-Security-Policy and the other security headers', async ({ page }) => {
  const response = await page.goto('/');
  const headers = response?.headers() ?? {};
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toMatch(/connect-src 'self'(;|$)/);
  expect(csp).not.toContain('unsafe-eval');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['x-frame-options']).toBe('DENY');
  // no inline script left in the page
  const inline = await page.locator('script:not([src])').count();
  expect(inline).toBe(0);
});

test('with the headers on, the screens work and no policy violation is reported', async ({ page }) => {
  await seed(page, { token: 'demo-token', language: 'en' });
  const violations = await watchCsp(page);
  await open(page, '/');
  await expect(page.getByTestId('banners').getByRole('img')).toHaveCount(3);
  await expect(page.getByTestId('ticker-strip').getByTestId('live-price').first()).toHaveText(/\d/);
  await open(page, '/pages/trade?symbol=btcusdt');
  // the chart draws (its canvases) with the policy on
  await expect(page.getByTestId('kline-chart').locator('canvas').first()).toBeVisible();
  await open(page, '/pages/home/cme');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await open(page, '/pages/user/kefu');
  await expect(page.getByTestId('support-channel').first()).toBeVisible();
  await open(page, '/pages/recharge?id=11');
  await expect(page.getByTestId('deposit-address-text')).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('the saved dark theme is applied before the app starts, by a script file the policy allows', async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('app-state', JSON.stringify({ state: { theme: 'dark', language: 'en' }, version: 2 })),
  );
  const violations = await watchCsp(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await violations()).toEqual([]);
});

test('no source map is served or referenced', async ({ page, request }) => {
  await page.goto('/');
  const scripts = await page
    .locator('script[type="module"][src]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('src') ?? ''));
  expect(scripts.length).toBeGreaterThan(0);
  for (const src of scripts) {
    const code = await (await request.get(src)).text();
    expect(code).not.toMatch(/sourceMappingURL/);
    const map = await request.get(`${src}.map`);
    // the preview answers an unknown path with the app's page, never with a map
    expect(await map.text()).not.toMatch(/"mappings"/);
  }
});

test('the build to deploy holds no source map and no file names one; the maps are kept beside it', () => {
  const dist = resolve(process.env.E2E_DIST ?? 'dist');
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
    );
  const deployed = files(dist);
  expect(deployed.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(10);
  expect(deployed.filter((file) => file.endsWith('.map'))).toEqual([]);
  const naming = deployed.filter(
    (file) => /\.(js|css|html)$/.test(file) && /sourceMappingURL/.test(readFileSync(file, 'utf8')),
  );
  expect(naming).toEqual([]);
  // kept for symbolicating error reports, outside what is deployed
  expect(existsSync(`${dist}-sourcemaps`) && files(`${dist}-sourcemaps`).some((file) => file.endsWith('.js.map'))).toBe(
    true,
  );
});

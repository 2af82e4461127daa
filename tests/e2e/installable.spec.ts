import { expect, open, seed, test } from './fixtures';

/**
 * The installable app: a web manifest with icons, and a service worker that keeps the shell and the
 * code already used, so the app starts offline and says so, without ever keeping the provider's answers.
 */
test.use({ serviceWorkers: 'allow' });

test('the manifest names the app and its icons, and the page links it', async ({ page, request }) => {
  await seed(page);
  await open(page, '/pages/usercenter');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = (await (await request.get(new URL(href!, page.url()).href)).json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
  };
  expect(manifest).toMatchObject({ name: 'Tradex', short_name: 'Tradex', start_url: '/', display: 'standalone' });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const answer = await request.get(icon.src);
    expect(answer.status(), icon.src).toBe(200);
    expect(answer.headers()['content-type']).toBe('image/png');
  }
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', /\.png$/);
});

test('after one visit the app starts offline: the shell and a clear offline state, and no answer of the provider kept', async ({
  page,
  context,
  guard,
}) => {
  test.slow(); // three whole starts of the app, one of them installing the worker
  // offline, the calls the market tab makes fail: the browser logs each
  guard.allowConsole.push(/ERR_INTERNET_DISCONNECTED|Failed to load resource|WebSocket/);
  await seed(page, { token: 'demo-token', language: 'en' });
  await open(page, '/pages/home/market');
  await expect(page.getByRole('navigation', { name: 'Main sections' })).toBeVisible();
  // the worker installs and takes charge of the page (then the code it loads is kept)
  await page.waitForFunction(
    async () => Boolean((await navigator.serviceWorker.ready).active) && navigator.serviceWorker.controller !== null,
  );
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main sections' })).toBeVisible();
  await expect(page.getByTestId('offline-status')).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main sections' })).toBeVisible();
  await expect(page.getByTestId('offline-status')).toHaveText(/You are offline\. Figures on screen may be out of date/);
  // the failed part says why, with a retry; nothing is shown as if it were live
  await expect(page.getByText('You appear to be offline. Check your connection and try again.').first()).toBeVisible();

  // everything kept is the app's own code and files: no call to the provider, no socket, no history
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const entry of await (await caches.open(name)).keys()) urls.push(new URL(entry.url).pathname);
    return urls;
  });
  expect(kept.length).toBeGreaterThan(10);
  expect(kept.filter((path) => /^\/(api|ws|kline|uploads)\b/.test(path))).toEqual([]);

  // back online, the notice goes by itself
  await context.setOffline(false);
  await expect(page.getByTestId('offline-status')).toHaveCount(0);
});

import type { Page } from '@playwright/test';
import { expect, open, seed, test } from '../fixtures';
import { asUser, fund, newAccount } from './sandbox';

/**
 * Everything the app left in the browser: both storages, IndexedDB, cookies, and what the service
 * worker keeps in Cache Storage (each entry's address and, for text, its content).
 */
const storedByApp = async (page: Page): Promise<string> =>
  page.evaluate(async () => {
    const dump = (storage: Storage): Record<string, string | null> =>
      Object.fromEntries(
        Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '').map((key) => [
          key,
          storage.getItem(key),
        ]),
      );
    const databases = 'databases' in indexedDB ? (await indexedDB.databases()).map((db) => db.name) : [];
    const cached: Record<string, string> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        const type = response?.headers.get('content-type') ?? '';
        cached[`${name} ${new URL(request.url).pathname}`] = /json|text|javascript/.test(type)
          ? ((await response?.text()) ?? '')
          : type;
      }
    }
    return JSON.stringify({
      local: dump(localStorage),
      session: dump(sessionStorage),
      databases,
      cached,
      cookies: document.cookie,
    });
  });

// the installed app, as a user has it: the service worker and its caches are part of what is at rest
test.use({ serviceWorkers: 'allow' });

test('after signing in, browsing and signing out, no personal data is left in the browser', async ({
  page,
  request,
}) => {
  const account = await newAccount(request);
  await fund(request, account, '1234.56');
  await asUser(request, account, 'POST', '/updatenickname', { nickname: 'Privacy Check' });
  const user = await asUser<{ result: { id: number | string; mail?: string | null; invite_code?: string } }>(
    request,
    account,
    'GET',
    '/userdetail',
  );

  await seed(page);
  await open(page, '/pages/login');
  await page.getByLabel('Phone number').fill(account.phone);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/#\/$/);

  // browse: balances, the profile and the "me" tab
  await open(page, '/pages/home/assets');
  await expect(page.getByTestId('assets-available')).toHaveText('1,234.56');
  await open(page, '/pages/userinfo');
  await expect(page.getByRole('textbox', { name: /Nickname/ })).toHaveValue('Privacy Check');
  await open(page, '/pages/home/cme');
  await expect(page.getByText('Privacy Check').first()).toBeVisible();
  // the service worker is installed and has kept the code of the screens seen
  await page.waitForFunction(
    async () => (await navigator.serviceWorker.ready).active !== null && (await caches.keys()).length > 0,
  );

  // while signed in only the token and the preferences are at rest
  const during = await storedByApp(page);
  expect(during).not.toContain(account.phone);
  expect(during).not.toContain('1234.56');
  expect(during).not.toContain('Privacy Check');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(
    page
      .getByRole('button', { name: 'Sign in' })
      .or(page.getByRole('link', { name: 'Sign in' }))
      .first(),
  ).toBeVisible();

  const after = await storedByApp(page);
  for (const secret of [
    account.phone,
    account.token,
    '1234.56',
    'Privacy Check',
    String(user.result.id),
    user.result.invite_code ?? account.phone,
  ]) {
    expect(after, `"${secret}" is still stored`).not.toContain(secret);
  }
  const stored = JSON.parse(after) as {
    local: Record<string, string>;
    session: Record<string, string>;
    cached: Record<string, string>;
  };
  expect(Object.keys(stored.local).filter((key) => key !== 'app-state')).toEqual([]);
  // the worker keeps the app's own files only: no answer of the provider, no upload, no candle
  expect(Object.keys(stored.cached).length).toBeGreaterThan(0);
  expect(Object.keys(stored.cached).filter((entry) => / \/(api|ws|kline|uploads|__sandbox)\b/.test(entry))).toEqual([]);
  const preferences = JSON.parse(stored.local['app-state'] ?? '{"state":{}}') as { state: Record<string, unknown> };
  expect(Object.keys(preferences.state).sort()).toEqual(['fiatCurrency', 'hideBalance', 'language', 'theme']);
});

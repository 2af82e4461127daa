import type { Page } from '@playwright/test';
import { EXAMPLE_ACCOUNT, expect, open, seed, test } from '../fixtures';
import { newAccount, signIn } from './sandbox';

/**
 * The demo build starts msw beside the app, not ahead of it (decision 0044): its first screen is
 * drawn while msw's code is still held back, and what the app sends to the provider waits for msw
 * instead of reaching the static host. The hold is the test's own (msw's script is answered only
 * when the test says so), not a matter of time. The demo project alone runs this file
 * (playwright.config.ts): msw on the page is the demo build's.
 */

/**
 * Holds msw's code on the page (the script with its client, which registers its service worker and
 * patches WebSocket) until `release` is called: until then msw is neither loaded nor started.
 */
const holdMsw = async (page: Page): Promise<() => void> => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    try {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('MOCK_ACTIVATE')) await released;
      await route.fulfill({ response, body });
    } catch {
      // the page is gone by then
    }
  });
  return release;
};

const mswAnswers = (page: Page): Promise<string | undefined> =>
  page.evaluate(() => document.documentElement.dataset.sandbox);

test('the sign-in form is drawn before msw starts, and the first sign-in is answered by the sandbox', async ({
  page,
}) => {
  const release = await holdMsw(page);
  await seed(page);
  await open(page, '/pages/login');
  await page.getByLabel('Phone number').fill(EXAMPLE_ACCOUNT.phone);
  await page.getByLabel(/^Password/).fill(EXAMPLE_ACCOUNT.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // drawn and used with msw still held back: the sign-in call waits for it
  expect(await mswAnswers(page)).toBeUndefined();
  release();
  await expect(page).toHaveURL(/#\/$/);
  expect(await mswAnswers(page)).toBe('ready');
  await open(page, '/pages/home/assets');
  await expect(page.getByTestId('assets-total')).toHaveText(/USD$/);
});

test('a signed-in start: the market socket waits for msw, with no real connection and no lost feed', async ({
  page,
  request,
}) => {
  const account = await newAccount(request);
  const real: string[] = [];
  // msw's `ws` interception answers the app's socket on the page: a socket the browser opens is a real one
  page.on('websocket', (socket) => real.push(socket.url()));
  const release = await holdMsw(page);
  const socketCode = page.waitForResponse((response) => /\/assets\/socket-[\w-]+\.js$/.test(response.url()));
  await signIn(page, account);
  await open(page, '/pages/home/market');
  await expect(page.getByRole('tab', { name: 'All', exact: true })).toBeVisible();
  // the feed's socket code is in: without the wait for msw the socket would be created now
  await socketCode;
  expect(await mswAnswers(page)).toBeUndefined();
  release();
  const btc = page.locator('[data-testid="instrument-row"][data-code="btcusdt"]').getByTestId('live-price');
  await expect(btc).toHaveAttribute('data-status', '1');
  await expect(page.getByTestId('connection-banner')).toBeHidden();
  expect(real).toEqual([]);
});

test('a read the page starts as it leaves waits with it, and never reaches the static host', async ({
  page,
  request,
}) => {
  const account = await newAccount(request);
  await signIn(page, account);
  await open(page, '/pages/home/market');
  await expect(page.locator('[data-testid="instrument-row"]').first()).toBeVisible();
  expect(await mswAnswers(page)).toBe('ready');
  const sent: string[] = [];
  page.on('request', (sentRequest) => {
    if (new URL(sentRequest.url()).pathname.includes('/api/')) sent.push(sentRequest.url());
  });
  // what a reload or a link away starts with: msw's client lets go of the page, and its service
  // worker would pass the page's requests to the static host from then on
  await page.evaluate(() => window.dispatchEvent(new Event('beforeunload')));
  // a screen whose reads were never made: its first read starts as it is drawn
  await open(page, '/pages/wallet/financialrecords');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // a request of the test's own after the screen's read began: the page's requests are reported in order
  const marker = page.waitForRequest((markerRequest) => markerRequest.url().endsWith('/favicon.svg?marker'));
  await page.evaluate(() => void fetch('./favicon.svg?marker'));
  await marker;
  expect(sent).toEqual([]);
});

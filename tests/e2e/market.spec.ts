import type { WebSocket } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, open, seed, test } from './fixtures';
import { routeMarketSocket } from './market-socket';
import { holdAnswers } from './held-answers';

test('signed in, the app opens one market socket, subscribes to the three topics once, and receives prices', async ({
  page,
}) => {
  const sockets: WebSocket[] = [];
  const sent: string[] = [];
  let prices = 0;
  page.on('websocket', (socket) => {
    sockets.push(socket);
    socket.on('framesent', (frame) => sent.push(String(frame.payload)));
    socket.on('framereceived', (frame) => {
      if (String(frame.payload).includes('"cmd_id":22998')) prices += 1;
    });
  });
  await seed(page, { token: 'demo-token' });
  await open(page, '/');
  await expect.poll(() => prices).toBeGreaterThan(24);
  expect(sockets).toHaveLength(1);
  expect(new URL(sockets[0]!.url()).pathname).toBe('/ws');
  expect(sent).toEqual(['sub:real.market_ti', 'sub:market_ti', 'sub:market_depth']);
});

test('a visitor opens no market socket', async ({ page }) => {
  let sockets = 0;
  page.on('websocket', () => (sockets += 1));
  await seed(page);
  await open(page, '/pages/home/cme');
  await expect(page.getByTestId('visitor-card')).toBeVisible();
  await page.waitForTimeout(500);
  expect(sockets).toBe(0);
});

test('the market tab shows every instrument with live prices and change from the feed', async ({ page }) => {
  await seed(page, { token: 'demo-token' });
  await open(page, '/pages/home/market');
  await expect(page.getByTestId('instrument-row')).toHaveCount(24);
  const btc = page.locator('[data-testid="instrument-row"][data-code="btcusdt"]');
  await expect(btc.getByTestId('live-price')).toHaveAttribute('data-status', '1');
  await expect(btc.getByTestId('live-price')).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/);
  await expect(btc.getByTestId('live-change')).toHaveText(/^[+−]?\d+\.\d{2}%$/);
  await page.getByRole('button', { name: 'Energy' }).click();
  await expect(page.getByTestId('instrument-row')).toHaveCount(3);
  await page.getByRole('link', { name: 'Search markets' }).click();
  await page.getByRole('searchbox', { name: 'Search markets' }).fill('nas');
  await expect(page.getByTestId('instrument-row')).toHaveCount(1);
  await expect(page.getByTestId('instrument-row')).toHaveAttribute('data-code', 'nas100');
});

test('the signal channel: the user’s signal rate arriving late takes the line kept for it, the signals do not move', async ({
  page,
}) => {
  await seed(page, { token: 'demo-token' });
  // the user (and the rate with it) is held back until the signals are drawn below its kept line
  const release = await holdAnswers(page, '**/api/userdetail*');
  await open(page, '/pages/signalchannel');
  const loading = page.getByTestId('signal-ratio-loading');
  await expect(loading).toBeVisible();
  const kept = await loading.boundingBox();
  const first = page.getByTestId('signal').first();
  await expect(first).toBeVisible();
  const firstBefore = await first.boundingBox();
  release();
  const ratio = page.getByTestId('signal-ratio');
  await expect(ratio).toBeVisible();
  await expect(loading).toHaveCount(0);
  expect(kept).not.toBeNull();
  const drawn = await ratio.boundingBox();
  expect({ y: drawn?.y, height: drawn?.height }).toEqual({ y: kept?.y, height: kept?.height });
  // the signals below the line have not moved
  expect(await first.boundingBox()).toEqual(firstBefore);
});

test('the signal channel lists the analysts’ signals with live prices, and “Trade” opens the contract order with the signal’s symbol, side, take profit and stop loss', async ({
  page,
}) => {
  // the prices are the test's, so the order is checked against a known price
  const socket = await routeMarketSocket(page, { live: false });
  await seed(page, { token: 'demo-token' });
  await open(page, '/pages/home/market');
  await socket.ready;
  await page.getByRole('link', { name: 'Signal channel' }).click();
  await expect(page.getByRole('heading', { name: 'Signal channel' })).toBeVisible();
  const btc = page.locator('[data-testid="signal"][data-code="btcusdt"]');
  await expect(btc.getByTestId('signal-side')).toHaveText('Long');
  await expect(btc.getByTestId('signal-entry')).toHaveText('96,500.00');
  socket.price('btcusdt', 96620.5);
  await expect(btc.getByTestId('live-price')).toHaveText('96,620.50');
  await expect(btc.getByTestId('live-price')).toHaveAttribute('data-status', '1');
  await expect(btc.getByRole('link', { name: 'Trade BTC/USDT' })).toHaveAttribute(
    'href',
    '#/pages/trade/contract?symbol=btcusdt&side=long&tp=98800&sl=95200',
  );
  const gold = page.locator('[data-testid="signal"][data-code="xauusd"]');
  await expect(gold.getByTestId('signal-side')).toHaveText('Short');
  await gold.getByRole('link', { name: 'Trade XAUUSD' }).click();
  // gold's short, with the signal's take profit and stop loss, ready to be checked and sent
  await expect(page.getByTestId('contract-header')).toContainText('XAUUSD');
  await expect(page.getByTestId('side-short')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('side-long')).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('textbox', { name: 'Take profit' })).toHaveValue('2620.00');
  await expect(page.getByRole('textbox', { name: 'Stop loss' })).toHaveValue('2672.00');
  socket.price('xauusd', 2650);
  await expect(page.getByTestId('contract-header').getByTestId('live-price')).toHaveText('2,650.00');
  await page.getByTestId('place-order').click();
  const confirm = page.getByTestId('confirm-send-dialog');
  await expect(confirm).toContainText('Open a short position?');
  await expect(confirm.locator('dt:has-text("Symbol") + dd')).toHaveText('XAUUSD');
  await expect(confirm.locator('dt:has-text("Order price") + dd')).toHaveText('2,650.00');
  await expect(confirm.locator('dt:has-text("Take profit") + dd')).toHaveText('2,620.00');
  await expect(confirm.locator('dt:has-text("Stop loss") + dd')).toHaveText('2,672.00');
});

test('watchlist: a star shows at once and is sent; a refused change rolls back with a message', async ({ page }) => {
  const added: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/addoptional')) added.push(request.postDataJSON());
  });
  // the provider holds its answer to the add: the star must not wait for it
  const release = await holdAnswers(page, '**/api/addoptional');
  await page.route('**/api/removeoptional', (route) =>
    route.fulfill({ status: 200, json: { status: 403, message: 'Watchlist is full' } }),
  );
  await seed(page, { token: 'demo-token' });
  await open(page, '/pages/home/market');
  const sol = page.getByRole('button', { name: 'Add SOLUSDT to watchlist' });
  await expect(sol).toHaveAttribute('aria-pressed', 'false');
  await sol.click();
  await expect(page.getByRole('button', { name: 'Remove SOLUSDT from watchlist' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect.poll(() => added).toEqual([{ currency_id: 3 }]);
  release();

  await page.getByRole('tab', { name: 'Watchlist' }).click();
  const eth = page.locator('[data-testid="instrument-row"][data-code="ethusdt"]');
  await expect(eth).toBeVisible();
  await eth.getByRole('button', { name: 'Remove ETHUSDT from watchlist' }).click();
  await expect(page.getByText('Your watchlist could not be updated. Please try again.')).toBeVisible();
  await expect(eth.getByRole('button', { name: 'Remove ETHUSDT from watchlist' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('a market of 300 instruments lists them all: the rows near the screen are in the page, each counting the whole list, and scrolling or the keyboard reaches any row with its live price', async ({
  page,
}) => {
  // /tradesymbol as the contract's example, with 276 more crypto pairs of the same shape
  await page.route('**/api/tradesymbol', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { result: Record<string, Record<string, unknown>[]> };
    const crypto = body.result.Crypto ?? [];
    const template = crypto[0] ?? {};
    const listed = Object.values(body.result).flat().length;
    body.result.Crypto = [
      ...crypto,
      ...Array.from({ length: 300 - listed }, (_, index) => ({
        ...template,
        id: 9000 + index,
        jiaoyidui: `PAD${String(index).padStart(3, '0')}USDT`,
        name: `Padding ${index}`,
        sort: 0,
      })),
    ];
    await route.fulfill({ response, json: body });
  });
  await seed(page, { token: 'demo-token' });
  await open(page, '/pages/home/market');
  const list = page.getByTestId('market-list');
  await expect(list.getByRole('listitem').first()).toHaveAttribute('aria-setsize', '300');
  const drawn = await page.getByTestId('instrument-row').count();
  expect(drawn).toBeGreaterThan(8);
  expect(drawn).toBeLessThan(60);
  await expect(
    page.locator('[data-testid="instrument-row"][data-code="btcusdt"]').getByTestId('live-price'),
  ).toHaveAttribute('data-status', '1');
  await expectNoAxeViolations(page);

  // far down the list: the row is drawn where it belongs, with its place in the list
  const far = page.locator('[data-testid="instrument-row"][data-code="pad250usdt"]');
  await expect(far).toHaveCount(0);
  await page.mouse.wheel(0, 250 * 59);
  await expect(far).toBeVisible();
  await expect(list.locator('li', { has: far })).toHaveAttribute('aria-posinset', /^2[3-9]\d$/);
  await expect(page.getByTestId('instrument-row')).not.toHaveCount(0);
  expect(await page.getByTestId('instrument-row').count()).toBeLessThan(60);

  // back at the top, the keyboard walks down the rows past what was first drawn
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.locator('[data-testid="instrument-row"][data-code="btcusdt"]').getByRole('link').focus();
  for (let step = 0; step < 60; step += 1) await page.keyboard.press('Tab');
  const focused = await page.evaluate(
    () => document.activeElement?.closest('[data-testid="instrument-row"]')?.getAttribute('data-code') ?? null,
  );
  expect(focused).toMatch(/^pad\d{3}usdt$/);
  expect(await page.getByTestId('instrument-row').count()).toBeLessThan(60);
});

import type { Page } from '@playwright/test';
import { expect, open, seed, test } from './fixtures';

/** Pixels of the chart's canvases in the theme's profit and loss colours (candle bodies and volume). */
const candlePixels = (page: Page) =>
  page.getByTestId('kline-chart').evaluate((chart) => {
    const style = getComputedStyle(document.documentElement);
    const rgb = (name: string): number[] => {
      const hex = style.getPropertyValue(name).trim().replace('#', '');
      return [0, 2, 4].map((index) => parseInt(hex.slice(index, index + 2), 16));
    };
    const [profit, loss] = [rgb('--chakra-colors-profit'), rgb('--chakra-colors-loss')];
    const near = (data: Uint8ClampedArray, at: number, colour: number[]): boolean =>
      data[at + 3]! > 200 && colour.every((value, index) => Math.abs(data[at + index]! - value) <= 2);
    let up = 0;
    let down = 0;
    for (const canvas of chart.querySelectorAll('canvas')) {
      if (canvas.width === 0 || canvas.height === 0) continue;
      const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      for (let at = 0; at < data.length; at += 4) {
        if (near(data, at, profit)) up += 1;
        else if (near(data, at, loss)) down += 1;
      }
    }
    return { up, down };
  });

test.describe('trade screen', () => {
  test.beforeEach(async ({ page }) => {
    await seed(page, { token: 'demo-token' });
  });

  test('draws the candles, refetches on a new period and moves with live prices', async ({ page }) => {
    const history: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/kline/query/history')) history.push(new URL(request.url()).search);
    });
    await open(page, '/pages/trade?symbol=btcusdt');
    const header = page.getByTestId('price-header');
    await expect(header.getByTestId('live-price')).toHaveAttribute('data-status', '1');
    await expect(header.getByTestId('live-change')).toHaveText(/^[+−]?\d+\.\d{2}%$/);
    await expect(header.getByTestId('day-high')).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/);

    const chart = page.getByTestId('kline-chart');
    await expect(chart).toHaveAttribute('data-candles', /^[1-9]\d*$/);
    expect(Number(await chart.getAttribute('data-candles'))).toBeGreaterThanOrEqual(100);
    expect(history).toEqual(['?coinName=btcusdt&type=1min']);
    await expect.poll(async () => (await candlePixels(page)).up).toBeGreaterThan(50);
    await expect.poll(async () => (await candlePixels(page)).down).toBeGreaterThan(50);
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByName('chart:first-paint', 'measure').length))
      .toBeGreaterThan(0);

    // Live prices keep arriving and the header follows them.
    const first = await header.getByTestId('live-price').textContent();
    await expect.poll(() => header.getByTestId('live-price').textContent(), { timeout: 15_000 }).not.toBe(first);

    await page.getByRole('tab', { name: '5m' }).click();
    await expect(chart).toHaveAttribute('data-period', '5min');
    await expect(chart).toHaveAttribute('data-candles', /^[1-9]\d*$/);
    expect(history).toEqual(['?coinName=btcusdt&type=1min', '?coinName=btcusdt&type=5min']);
    await expect.poll(async () => (await candlePixels(page)).up).toBeGreaterThan(50);

    // The order book follows the socket too.
    await expect(page.getByTestId('depth-bid').first()).toBeVisible();
    await expect(page.getByTestId('depth-ask').first()).toBeVisible();

    await expect(page.getByRole('link', { name: 'Perpetual contract' })).toHaveAttribute(
      'href',
      '#/pages/trade/contract?symbol=btcusdt',
    );
  });

  test('draws the chart in the dark theme, and repaints when the theme changes', async ({ page }) => {
    await page.addInitScript(() => {
      const state = JSON.parse(localStorage.getItem('app-state') ?? '{"state":{},"version":1}') as {
        state: Record<string, unknown>;
      };
      state.state.theme = 'dark';
      localStorage.setItem('app-state', JSON.stringify(state));
    });
    await open(page, '/pages/trade?symbol=ethusdt');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByTestId('kline-chart')).toHaveAttribute('data-candles', /^[1-9]\d*$/);
    // candlePixels reads the colours of the theme in force: dark green and red here.
    await expect.poll(async () => (await candlePixels(page)).up).toBeGreaterThan(50);
    await expect.poll(async () => (await candlePixels(page)).down).toBeGreaterThan(50);
    await page.evaluate(() => {
      document.documentElement.classList.replace('dark', 'light');
    });
    await expect.poll(async () => (await candlePixels(page)).up).toBeGreaterThan(50);
    await expect.poll(async () => (await candlePixels(page)).down).toBeGreaterThan(50);
  });

  test('places an option order, counts it down and shows its settlement', async ({ page }) => {
    await page.clock.install();
    await open(page, '/pages/trade?symbol=btcusdt');
    await expect(page.getByTestId('price-header').getByTestId('live-price')).toHaveAttribute('data-status', '1');
    const chart = page.getByTestId('kline-chart');
    await expect(chart).toHaveAttribute('data-candles', /^[1-9]\d*$/);
    const candles = Number(await chart.getAttribute('data-candles'));

    await page.getByRole('button', { name: 'Buy up' }).click();
    const sheet = page.getByTestId('order-sheet');
    await expect(sheet.getByRole('heading', { name: 'Buy up · BTCUSDT' })).toBeVisible();
    await sheet.getByRole('button', { name: /1 min/ }).click();
    await sheet.getByRole('button', { name: '1,000', exact: true }).click();
    await expect(sheet.getByRole('textbox', { name: /amount/i })).toHaveValue('1000');
    await expect(sheet.getByTestId('estimated-income')).toHaveText('300.00 USDT');
    await sheet.getByRole('button', { name: 'Buy up' }).click();

    const confirm = page.getByTestId('confirm-send-dialog');
    await expect(confirm).toContainText('BTCUSDT');
    await expect(confirm).toContainText('1,000.00 USDT');
    await expect(confirm).toContainText('1 min');
    const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/order'));
    await confirm.getByRole('button', { name: 'Place order' }).click();
    expect((await sent).postDataJSON()).toEqual({
      symbol: 'btcusdt',
      currency: 'USDT',
      amount: '1000',
      direction: 1,
      trade_time: 60,
    });

    const card = page.getByTestId('active-order');
    await expect(card.getByTestId('countdown')).toHaveText(/^(01:00|00:5\d)$/);
    await page.clock.fastForward(30_000);
    await expect(card.getByTestId('countdown')).toHaveText(/^00:(2\d|30)$/);

    const detail = page.waitForRequest((request) => request.url().includes('/api/orderdetail/260412'));
    await page.clock.fastForward(31_000);
    await detail;
    // A minute later the live prices have opened a new one-minute candle.
    await expect.poll(async () => Number(await chart.getAttribute('data-candles'))).toBeGreaterThan(candles);
    const result = page.getByTestId('settlement-dialog');
    await expect(result.getByRole('heading', { name: 'You won' })).toBeVisible();
    await expect(result.getByTestId('settlement-amount')).toHaveText('+300.00 USDT');
    await expect(result).toContainText('96,842.50');
    await expect(result).toContainText('96,871.15');
    await result.getByRole('button', { name: 'OK' }).click();
    await expect(result).toBeHidden();
    await expect(card).toHaveCount(0);
  });

  test('the option order records list the orders with their results', async ({ page }) => {
    await open(page, '/pages/trade?symbol=btcusdt');
    await page.getByRole('link', { name: 'Option orders' }).click();
    await expect(page).toHaveURL(/#\/pages\/trade\/traderecords$/);
    await page.getByRole('tab', { name: 'Settled' }).click();
    const rows = page.getByTestId('option-order');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText('BTC/USDT');
    await expect(rows.nth(0).getByTestId('option-result')).toHaveText('+300.00');
    await expect(rows.nth(1)).toContainText('XAU/USD');
    await expect(rows.nth(1).getByTestId('option-result')).toHaveText('−500.00');
    await expect(page.getByText('No more records')).toBeVisible();
  });

  test('says so for an instrument that is not offered', async ({ page }) => {
    await open(page, '/pages/trade?symbol=nosuchcoin');
    await expect(page.getByTestId('unknown-symbol')).toContainText('“NOSUCHCOIN” is not an instrument we offer.');
  });

  test('keeps the price, chart and book while the symbol list fails; Retry brings ordering back', async ({
    page,
    guard,
  }) => {
    guard.allowConsole.push(/503 \(Service Unavailable\) \S+\/api\/tradesymbol/);
    let failing = true;
    await page.route('**/api/tradesymbol*', (route) =>
      failing ? route.fulfill({ status: 503, contentType: 'text/html', body: '<html>503</html>' }) : route.continue(),
    );
    const notice = 'The symbol list could not be loaded: prices still update, ordering waits until it loads.';

    await open(page, '/pages/trade?symbol=btcusdt');
    await expect(page.getByTestId('price-header').getByTestId('live-price')).toHaveAttribute('data-status', '1');
    await expect(page.getByTestId('kline-chart')).toHaveAttribute('data-candles', /^[1-9]\d*$/);
    await expect(page.getByTestId('order-book')).toBeVisible();
    await expect(page.getByTestId('query-error')).toContainText(notice);
    await expect(page.getByRole('button', { name: 'Buy up' })).toBeDisabled();
    failing = false;
    await page.getByTestId('query-error').getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('button', { name: 'Buy up' })).toBeEnabled();
    await expect(page.getByTestId('query-error')).toHaveCount(0);

    failing = true;
    await open(page, '/pages/trade/contract?symbol=ethusdt');
    await page.reload();
    await expect(page.getByTestId('contract-header')).toContainText('ETHUSDT');
    await expect(page.getByTestId('market-panel').getByTestId('kline-chart')).toHaveAttribute(
      'data-candles',
      /^[1-9]\d*$/,
    );
    await expect(page.getByTestId('query-error')).toContainText(notice);
    await expect(page.getByTestId('place-order')).toBeDisabled();
    failing = false;
    await page.getByTestId('query-error').getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('place-order')).toBeEnabled();
  });
});

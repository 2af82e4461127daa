/** The trading screens in Vietnamese: search by local names, the chart's axis and every percentage. */
import type { Page } from '@playwright/test';
import { expect, open, seed, test } from './fixtures';
import { routeMarketSocket } from './market-socket';
import { holdAnswers } from './held-answers';

/** Every text of the app on the page that holds a percentage (screen-reader text included), except the provider's own text. */
const percentages = (page: Page, { provider = [] }: { provider?: string[] }): Promise<string[]> =>
  page.evaluate((skip) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (skip.some((selector) => node.parentElement?.closest(selector))) continue;
      if (node.textContent?.includes('%')) found.push(node.textContent.trim());
    }
    return found;
  }, provider);

/**
 * In Vietnamese a decimal percentage has a comma: "0.2%" (or "1.200%", which reads 1,200) is never
 * shown. `provider`: parts showing the provider's own text (its announcements), as it sent them.
 */
const expectVietnamesePercentages = async (page: Page, options: { provider?: string[] } = {}): Promise<void> => {
  const texts = await percentages(page, options);
  expect(texts.length).toBeGreaterThan(0);
  expect(texts.filter((text) => /\d\.\d+\s?%/.test(text))).toEqual([]);
};

test.describe('in Vietnamese', () => {
  test.beforeEach(async ({ page }) => seed(page, { language: 'vi', token: 'demo-token' }));

  test('search opens on the watchlist and today’s most active, finds gold by its Vietnamese name, and remembers it', async ({
    page,
  }) => {
    const socket = await routeMarketSocket(page, { live: false });
    await open(page, '/pages/currency/search');
    await socket.ready;
    // turnover today: gold 5,000 × 2,650 > bitcoin 100 × 97,000 > ether 10 × 3,500; nothing else trades
    socket.day({
      xauusd: { open: '2640.00', high: '2660.00', low: '2630.00', volume: '5000' },
      btcusdt: { open: '96000.00', high: '97500.00', low: '95500.00', volume: '100' },
      ethusdt: { open: '3450.00', high: '3520.00', low: '3440.00', volume: '10' },
    });
    socket.price('xauusd', 2650);
    socket.price('btcusdt', 97000);
    socket.price('ethusdt', 3500);
    await expect(page.getByTestId('search-watchlist').getByRole('link')).toHaveText([
      'BTCUSDT',
      'ETHUSDT',
      'NVDA',
      'XAUUSD',
    ]);
    await expect(page.getByTestId('most-active').getByRole('link')).toHaveText(['XAUUSD', 'BTCUSDT', 'ETHUSDT']);
    await expect(page.getByTestId('recent-searches')).toHaveCount(0);

    const search = page.getByRole('searchbox', { name: 'Tìm kiếm thị trường' });
    const rows = page.getByTestId('instrument-row');
    await search.fill('黄金');
    await expect(rows).toHaveCount(1);
    await expect(rows).toHaveAttribute('data-code', 'xauusd');
    await search.fill('Vàng');
    await expect(page.getByTestId('most-active')).toHaveCount(0);
    await expect(rows).toHaveCount(1);
    await expect(rows).toHaveAttribute('data-code', 'xauusd');
    await rows.getByRole('link').click();
    await expect(page.getByTestId('trade-screen')).toHaveAttribute('data-symbol', 'xauusd');

    await page.getByRole('button', { name: 'Quay lại' }).click();
    await expect(search).toHaveValue('');
    await expect(page.getByTestId('recent-searches').getByRole('link')).toHaveText(['XAUUSD']);
    await expect(page.getByTestId('most-active').getByRole('link')).toHaveText(['XAUUSD', 'BTCUSDT', 'ETHUSDT']);
  });
  test('search: the watchlist arriving late takes the place kept for it, the most active do not move', async ({
    page,
  }) => {
    // the watchlist is held back until the search's loading layout is on screen, then arrives
    const release = await holdAnswers(page, '**/api/optional*');
    await open(page, '/pages/currency/search');
    const loading = page.getByTestId('search-loading');
    await expect(loading).toBeVisible();
    const [watchlistKept, mostActiveKept] = await Promise.all(
      [0, 1].map((index) => loading.locator('> div').nth(index).boundingBox()),
    );
    release();
    const watchlist = page.getByTestId('search-watchlist');
    await expect(watchlist.getByRole('link')).toHaveCount(4);
    await expect(loading).toHaveCount(0);
    expect(watchlistKept).not.toBeNull();
    expect(await watchlist.locator('..').boundingBox()).toEqual(watchlistKept);
    // the most active symbols are drawn where their place was kept, below the watchlist
    const mostActive = page.getByTestId('most-active').locator('..');
    await expect(mostActive).toBeVisible();
    expect((await mostActive.boundingBox())?.y).toBe(mostActiveKept?.y);
  });

  test('the chart’s price axis and legend read the Vietnamese way (96.000,00, never 96000.00)', async ({ page }) => {
    // what the chart draws on its canvases, as text
    await page.addInitScript(() => {
      const drawn = new Set<string>();
      (window as unknown as { chartTexts: Set<string> }).chartTexts = drawn;
      const fillText = CanvasRenderingContext2D.prototype.fillText;
      CanvasRenderingContext2D.prototype.fillText = function (text: string, x: number, y: number, maxWidth?: number) {
        if (drawn.size < 10_000) drawn.add(String(text));
        if (maxWidth === undefined) fillText.call(this, text, x, y);
        else fillText.call(this, text, x, y, maxWidth);
      };
    });
    const socket = await routeMarketSocket(page, { live: false });
    await open(page, '/pages/trade?symbol=btcusdt');
    await socket.ready;
    await expect(page.getByTestId('kline-chart')).toHaveAttribute('data-candles', /^[1-9]\d*$/);
    const drawn = () => page.evaluate(() => [...(window as unknown as { chartTexts: Set<string> }).chartTexts]);
    // bitcoin near 96,000: the axis labels have a dot between thousands and a decimal comma
    await expect
      .poll(async () => (await drawn()).filter((text) => /^\d{2,3}\.\d{3},\d{2}$/.test(text)).length)
      .toBeGreaterThan(2);
    expect((await drawn()).filter((text) => /^\d+(,\d{3})*\.\d{2}$/.test(text))).toEqual([]);
    await expect(page.getByTestId('chart-legend')).toHaveText(/^Mở \d{2,3}\.\d{3},\d{2} {2}Cao /);
  });

  test('the home fee and every percentage of the trading and product screens read the Vietnamese way', async ({
    page,
  }) => {
    const percent = /^[+−]?\d+,\d{2}%$/;
    await open(page, '/');
    await expect(page.getByTestId('site-data')).toContainText('0,2%');
    await expect(page.getByTestId('ticker-strip').getByTestId('live-change').first()).toHaveText(percent);
    await expectVietnamesePercentages(page, { provider: ['[data-testid="notice-bar"]'] });

    await open(page, '/pages/trade?symbol=btcusdt');
    await expect(page.getByTestId('price-header').getByTestId('live-change')).toHaveText(percent);
    await expect(page.getByTestId('depth-spread')).toHaveText(/^Chênh lệch [\d.]+,\d{2} \(\d+,\d{3}%\)$/);
    await page.getByRole('button', { name: 'Mua tăng' }).click();
    await expect(page.getByTestId('order-sheet').getByTestId('expiry-option').nth(1)).toContainText('Lợi nhuận 30%');
    await expectVietnamesePercentages(page);
    await page.keyboard.press('Escape');

    await open(page, '/pages/trade/contract?symbol=ethusdt');
    const position = page.locator('[data-testid="contract-order"][data-id="7731"]');
    await expect(position.getByTestId('order-pnl-ratio')).toHaveText(percent);
    await expect(position.getByTestId('order-risk')).toHaveText(/^\d+,\d{2}%$/);
    await expect(page.getByTestId('depth-bid').first()).toBeVisible();
    await expectVietnamesePercentages(page);

    await open(page, '/pages/trade/traderecords');
    await page.getByRole('tab', { name: 'Đã thanh toán' }).click();
    await expect(page.getByTestId('option-order').first()).toContainText('30,00%');
    await expectVietnamesePercentages(page);

    await open(page, '/pages/trade/staking');
    await expect(page.getByTestId('staking-product').first()).toContainText('1,200%');
    await expectVietnamesePercentages(page);

    await open(page, '/pages/trade/loan');
    await expect(page.getByText('7 ngày · 0,1% mỗi ngày')).toBeVisible();
    await expectVietnamesePercentages(page);

    await open(page, '/pages/ncrecords');
    await expect(page.getByTestId('subscription-record').first()).toContainText('+56,25%');
    await expect(page.getByTestId('subscription-record').nth(1)).toContainText('−8,44%');
    await expectVietnamesePercentages(page);
  });
});

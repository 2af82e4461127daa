import { expectNoAxeViolations, setQuotes, useTheme } from './axe';
import { expect, open, seed, test } from './fixtures';
import { routeMarketSocket, type MarketSocket } from './market-socket';

/**
 * axe-core (WCAG 2 A/AA, colour contrast among them) on the trading screens, in both themes, with
 * what is hardest to read on them: a rising and a falling change badge and a stale quote.
 */
for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    let socket: MarketSocket;
    test.beforeEach(async ({ page }) => {
      await seed(page, { token: 'demo-token' });
      await useTheme(page, theme);
      // only the test's frames: BTC, ETH and XRP as set below, every other symbol without a price
      socket = await routeMarketSocket(page, { live: false });
    });

    test('the market tab with rising, falling and stale quotes has no WCAG A/AA violation', async ({ page }) => {
      await open(page, '/pages/home/market');
      await expect(page.locator('html')).toHaveClass(new RegExp(theme));
      await socket.ready;
      setQuotes(socket);
      const row = (code: string) =>
        page.locator(`[data-testid="instrument-row"][data-code="${code}"]`).getByTestId('live-change');
      await expect(row('btcusdt')).toHaveAttribute('data-sign', 'up');
      await expect(row('btcusdt')).toHaveText('+6.67%');
      await expect(row('ethusdt')).toHaveAttribute('data-sign', 'down');
      await expect(row('xrpusdt')).toHaveAttribute('data-status', '-1');
      await expectNoAxeViolations(page);
    });

    test('the options trade screen with a rising quote and its order sheet open has no WCAG A/AA violation', async ({
      page,
    }) => {
      await open(page, '/pages/trade?symbol=btcusdt');
      await socket.ready;
      setQuotes(socket);
      await expect(page.getByTestId('price-header').getByTestId('live-change')).toHaveAttribute('data-sign', 'up');
      await expect(page.getByTestId('kline-chart')).toHaveAttribute('data-candles', /^[1-9]/);
      await expect(page.getByTestId('depth-bid').first()).toBeVisible();
      await page.getByRole('button', { name: 'Buy up' }).click();
      await expect(page.getByTestId('order-sheet').getByTestId('entry-price')).toHaveText('96,000.00');
      await expectNoAxeViolations(page);
    });

    test('the options trade screen with a stale quote has no WCAG A/AA violation', async ({ page }) => {
      await open(page, '/pages/trade?symbol=btcusdt');
      await socket.ready;
      setQuotes(socket);
      const header = page.getByTestId('price-header');
      await expect(header.getByTestId('live-change')).toHaveAttribute('data-sign', 'up');
      socket.price('btcusdt', 0);
      await expect(header.getByTestId('live-change')).toHaveAttribute('data-status', '-1');
      await expect(header.getByTestId('stale-badge')).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('the contract screen with a falling quote has no WCAG A/AA violation', async ({ page }) => {
      await open(page, '/pages/trade/contract?symbol=ethusdt');
      await socket.ready;
      setQuotes(socket);
      await expect(page.getByTestId('contract-header').getByTestId('live-change')).toHaveAttribute('data-sign', 'down');
      await expect(page.locator('[data-testid="contract-order"][data-id="7731"]').getByTestId('order-pnl')).toHaveText(
        /^[+−]/,
      );
      await expect(page.getByTestId('kline-chart')).toHaveAttribute('data-candles', /^[1-9]/);
      await expectNoAxeViolations(page);
    });
  });
}

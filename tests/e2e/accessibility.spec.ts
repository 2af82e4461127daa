import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, open, seed, test } from './fixtures';
import { routeMarketSocket, type MarketSocket } from './market-socket';

/**
 * axe-core (WCAG 2 A/AA, colour contrast among them) on the trading screens, in both themes, with
 * what is hardest to read on them: a rising and a falling change badge and a stale quote.
 */
const useTheme = (page: Page, theme: 'light' | 'dark') =>
  page.addInitScript((name) => {
    const state = JSON.parse(localStorage.getItem('app-state') ?? '{"state":{},"version":1}') as { state: Record<string, unknown> };
    state.state.theme = name;
    localStorage.setItem('app-state', JSON.stringify(state));
  }, theme);

/** BTC up 6.67 %, ETH down 12.50 %, XRP stale (its last price 2.5000, then the market closes), and an order book. */
const setQuotes = async (socket: MarketSocket) => {
  await socket.ready;
  socket.day({
    btcusdt: { open: '90000.00', high: '97000.00', low: '89000.00', volume: '1200.5' },
    ethusdt: { open: '4000.00', high: '4100.00', low: '3400.00', volume: '9000.25' },
    xrpusdt: { open: '2.4000', high: '2.6000', low: '2.3000', volume: '150000' },
  });
  socket.price('btcusdt', 96000);
  socket.price('ethusdt', 3500);
  socket.price('xrpusdt', 2.5);
  socket.price('xrpusdt', 0);
  socket.depth('btcusdt', 96000, 5);
  socket.depth('ethusdt', 3500, 0.5);
};

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
      await setQuotes(socket);
      const row = (code: string) => page.locator(`[data-testid="instrument-row"][data-code="${code}"]`).getByTestId('live-change');
      await expect(row('btcusdt')).toHaveAttribute('data-sign', 'up');
      await expect(row('btcusdt')).toHaveText('+6.67%');
      await expect(row('ethusdt')).toHaveAttribute('data-sign', 'down');
      await expect(row('xrpusdt')).toHaveAttribute('data-status', '-1');
      await expectNoAxeViolations(page);
    });

    test('the options trade screen with a rising quote and its order sheet open has no WCAG A/AA violation', async ({ page }) => {
      await open(page, '/pages/trade?symbol=btcusdt');
      await setQuotes(socket);
      await expect(page.getByTestId('price-header').getByTestId('live-change')).toHaveAttribute('data-sign', 'up');
      await expect(page.getByTestId('kline-chart')).toHaveAttribute('data-candles', /^[1-9]/);
      await expect(page.getByTestId('depth-bid').first()).toBeVisible();
      await page.getByRole('button', { name: 'Buy up' }).click();
      await expect(page.getByTestId('order-sheet').getByTestId('entry-price')).toHaveText('96,000.00');
      await expectNoAxeViolations(page);
    });

    test('the options trade screen with a stale quote has no WCAG A/AA violation', async ({ page }) => {
      await open(page, '/pages/trade?symbol=btcusdt');
      await setQuotes(socket);
      const header = page.getByTestId('price-header');
      await expect(header.getByTestId('live-change')).toHaveAttribute('data-sign', 'up');
      socket.price('btcusdt', 0);
      await expect(header.getByTestId('live-change')).toHaveAttribute('data-status', '-1');
      await expect(header.getByTestId('stale-badge')).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('the contract screen with a falling quote has no WCAG A/AA violation', async ({ page }) => {
      await open(page, '/pages/trade/contract?symbol=ethusdt');
      await setQuotes(socket);
      await expect(page.getByTestId('contract-header').getByTestId('live-change')).toHaveAttribute('data-sign', 'down');
      await expect(page.locator('[data-testid="contract-order"][data-id="7731"]').getByTestId('order-pnl')).toHaveText(/^[+−]/);
      await expect(page.getByTestId('kline-chart')).toHaveAttribute('data-candles', /^[1-9]/);
      await expectNoAxeViolations(page);
    });
  });
}

import { expect, open, seed, test } from './fixtures';
import { routeMarketSocket } from './market-socket';

test.describe('chart history', () => {
  test.beforeEach(async ({ page }) => seed(page, { token: 'demo-token' }));

  test('a long history: the chart holds its newest 1,000 candles and takes older ones in as the user scrolls back, without the view jumping', async ({
    page,
  }) => {
    // 3,000 one-minute candles up to the current minute, from the market-data host
    const now = Math.floor(Date.now() / 60_000) * 60;
    const kline_list = Array.from({ length: 3000 }, (_, index) => {
      const open = 96000 + Math.round(Math.sin(index / 40) * 800 * 100) / 100;
      const close = open + ((index % 7) - 3) * 5;
      return {
        timestamp: now - (2999 - index) * 60,
        open_price: open.toFixed(2),
        high_price: (Math.max(open, close) + 10).toFixed(2),
        low_price: (Math.min(open, close) - 10).toFixed(2),
        close_price: close.toFixed(2),
        volume: (10 + (index % 13)).toFixed(4),
      };
    });
    await page.route('**/kline/query/history**', (route) =>
      route.fulfill({ json: { kline_type: 1, code: 'btcusdt', kline_list } }),
    );
    const socket = await routeMarketSocket(page, { live: false });
    await open(page, '/pages/trade?symbol=btcusdt');
    await socket.ready;
    const chart = page.getByTestId('kline-chart');
    await expect(chart).toHaveAttribute('data-candles', '3000');
    await expect(chart).toHaveAttribute('data-held', '1000');
    const legend = page.getByTestId('chart-legend');
    await expect(legend).toHaveAttribute('data-time', String(now));
    // MACD, turned on now, covers the candles held and no more (older points would stretch the axis)
    await page.getByRole('button', { name: 'MACD indicator' }).click();
    await expect(chart).toHaveAttribute('data-macd', '1000');

    // scroll back in equal steps; at each, read the candle under a fixed point of the chart
    const box = await chart.boundingBox();
    if (!box) throw new Error('the chart has no box');
    const x = box.x + box.width * 0.5;
    const y = box.y + box.height * 0.5;
    const steps: { held: number; time: number }[] = [];
    for (let step = 0; step < 40; step += 1) {
      await page.mouse.move(x, y);
      await page.mouse.wheel(-600, 0);
      await page.mouse.move(x + 1, y);
      await expect(legend).not.toHaveAttribute('data-time', String(steps.at(-1)?.time ?? now));
      steps.push({
        held: Number(await chart.getAttribute('data-held')),
        time: Number(await legend.getAttribute('data-time')),
      });
      if (steps.at(-1)!.held >= 2000 && steps.length >= 3 && steps.at(-3)!.held >= 2000) break;
    }
    const held = steps.map((item) => item.held);
    // older candles came in once the view neared the oldest held, 1,000 at a time
    expect(held[0]).toBe(1000);
    expect(Math.max(...held)).toBeGreaterThanOrEqual(2000);
    // and each step moved the view back by the same number of candles, across the step that took them in
    const moves = steps.slice(1).map((item, index) => (steps[index]!.time - item.time) / 60);
    const typical = moves[0]!;
    expect(typical).toBeGreaterThan(0);
    for (const move of moves) expect(Math.abs(move - typical)).toBeLessThanOrEqual(1);
    await expect(chart).toHaveAttribute('data-macd', String(held.at(-1)));
  });
});

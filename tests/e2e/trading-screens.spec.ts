import { expect, open, seed, test } from './fixtures';
import { routeMarketSocket } from './market-socket';

/** "12,530.75 USDT" → 12530.75 (for comparisons only). */
const amount = (text: string | null): number => Number((text ?? '').replace(/[^\d.−-]/g, '').replace('−', '-'));

test.describe('trading screens', () => {
  test.beforeEach(async ({ page }) => seed(page, { token: 'demo-token' }));

  test('a quote keeps its instrument’s precision, its change is today’s (UTC), and it greys as a whole (price and change) when stale', async ({
    page,
  }) => {
    const socket = await routeMarketSocket(page, { live: false });
    await open(page, '/pages/home/market');
    await socket.ready;
    // the feed's day candle is the UTC day's, not a rolling 24 hours: the column says so
    await expect(page.getByRole('button', { name: 'Sort by Change today (UTC)' })).toBeVisible();
    socket.day({ xrpusdt: { open: '2.4000', high: '2.5000', low: '2.3000', volume: '150000' } });
    socket.price('xrpusdt', 2.4245);
    const row = page.locator('[data-testid="instrument-row"][data-code="xrpusdt"]');
    await expect(row.getByTestId('live-price')).toHaveText('2.4245');
    await expect(row.getByTestId('live-change')).toHaveAttribute('data-sign', 'up');
    // 2.419 is 2.4190 at this instrument's precision, never 2.419
    socket.price('xrpusdt', 2.419);
    await expect(row.getByTestId('live-price')).toHaveText('2.4190');
    const colours = () =>
      row.evaluate((element) => {
        const colour = (id: string) => getComputedStyle(element.querySelector(`[data-testid="${id}"]`)!).color;
        return { price: colour('live-price'), change: colour('live-change') };
      });
    const live = await colours();
    socket.price('xrpusdt', 0);
    await expect(row.getByTestId('live-price')).toHaveAttribute('data-status', '-1');
    await expect(row.getByTestId('live-change')).toHaveAttribute('data-status', '-1');
    const stale = await colours();
    // the change badge loses its rising colour and reads in the same muted grey as the stale price
    expect(stale.change).not.toBe(live.change);
    expect(stale.change).toBe(stale.price);
  });

  test('the chart: the live candle takes the feed’s volume, the crosshair legend reads the candle, its volume and the averages, and MACD comes on demand', async ({
    page,
  }) => {
    const socket = await routeMarketSocket(page, { live: false });
    await open(page, '/pages/trade?symbol=btcusdt');
    await socket.ready;
    const chart = page.getByTestId('kline-chart');
    await expect(chart).toHaveAttribute('data-candles', /^[1-9]\d*$/);
    const legend = page.getByTestId('chart-legend');
    const price = '[\\d,]+\\.\\d{2}';
    const candle = new RegExp(
      `^O ${price} {2}H ${price} {2}L ${price} {2}C ${price} {2}Vol [\\d,.]+ {2}MA5 ${price} {2}MA10 ${price} {2}MA30 ${price}`,
    );
    await expect(legend).toHaveText(candle);

    // the legend follows the newest candle: the feed's one-minute candle brings its volume
    const newest = Number(await legend.getAttribute('data-time'));
    socket.minute('btcusdt', { timestamp: newest, price: '96000', volume: '123.4567' });
    await expect(legend).toContainText('  Vol 123.4567  ');
    socket.minute('btcusdt', { timestamp: newest, price: '96000', volume: '150.5' });
    await expect(legend).toContainText('  Vol 150.5  ');

    // the crosshair on an older candle: the legend reads that one
    const box = await chart.boundingBox();
    if (!box) throw new Error('the chart has no box');
    await page.mouse.move(box.x + box.width * 0.4, box.y + box.height * 0.5);
    await expect(legend).not.toHaveAttribute('data-time', String(newest));
    await expect(legend).toHaveText(candle);
    await expect(legend).not.toContainText('Vol 150.5');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height + 200);
    await expect(legend).toHaveAttribute('data-time', String(newest));
    await expect(legend).toContainText('  Vol 150.5  ');

    // MACD(12, 26, 9): its own pane, and its three values in the legend
    const macd = page.getByRole('button', { name: 'MACD indicator' });
    await expect(macd).toHaveAttribute('aria-pressed', 'false');
    await expect(legend).not.toContainText('MACD');
    await macd.click();
    await expect(macd).toHaveAttribute('aria-pressed', 'true');
    await expect(chart).toHaveAttribute('data-macd', /^[1-9]\d*$/);
    await expect(legend).toHaveText(
      new RegExp(`MA30 ${price} {2}MACD [−-]?${price} {2}Signal [−-]?${price} {2}Hist [−-]?${price}$`),
    );
    await macd.click();
    await expect(chart).not.toHaveAttribute('data-macd', /.*/);
    await expect(legend).not.toContainText('MACD');
  });

  test('the contract screen: a compact chart and order book that fold away, the spread and cumulative depth, a limit price that starts at the live price, and a tapped level that makes a limit order at its price', async ({
    page,
  }) => {
    const socket = await routeMarketSocket(page, { live: false });
    await open(page, '/pages/trade/contract?symbol=ethusdt');
    await socket.ready;
    socket.price('ethusdt', 3500);
    // ten levels a side, 0.50 apart from 3,500, each of 1.5
    socket.depth('ethusdt', 3500, 0.5);
    const panel = page.getByTestId('market-panel');
    const chart = panel.getByTestId('kline-chart');
    await expect(chart).toHaveAttribute('data-candles', /^[1-9]\d*$/);
    // compact: shorter than the options screen's chart, so the order form stays in reach
    const height = () => chart.evaluate((element) => element.getBoundingClientRect().height);
    await expect.poll(height).toBeGreaterThan(100);
    expect(await height()).toBeLessThanOrEqual(200);
    const book = panel.getByTestId('order-book');
    await expect(book.getByTestId('depth-spread')).toHaveText('Spread 1.00 (0.029%)');
    const bids = book.getByTestId('depth-bid');
    const asks = book.getByTestId('depth-ask');
    await expect(bids).toHaveCount(8);
    await expect(bids.first()).toContainText('3,499.50');
    await expect(asks.first()).toContainText('3,500.50');
    // the depth from the best price outwards: each level's shading reaches further, the last all the way
    const shading = (rows: typeof bids) =>
      rows.evaluateAll((elements) =>
        elements.map(
          (row) =>
            Math.round(
              ((row.querySelector('[aria-hidden]') as HTMLElement).getBoundingClientRect().width /
                row.getBoundingClientRect().width) *
                1000,
            ) / 10,
        ),
      );
    for (const rows of [bids, asks]) expect(await shading(rows)).toEqual([12.5, 25, 37.5, 50, 62.5, 75, 87.5, 100]);

    // a limit order starts at the live price
    const priceType = page.getByRole('group', { name: 'Order type' });
    await priceType.getByRole('button', { name: 'Limit', exact: true }).click();
    const limit = page.getByRole('textbox', { name: /Order price \(limit\)/ });
    await expect(limit).toHaveValue('3500');
    // a tap on a level of the book: a limit order at that price, from a market order too
    await priceType.getByRole('button', { name: 'Market', exact: true }).click();
    await expect(limit).toHaveCount(0);
    await asks.nth(2).click();
    await expect(priceType.getByRole('button', { name: 'Limit', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(limit).toHaveValue('3501.50');
    await bids.nth(3).click();
    await expect(limit).toHaveValue('3498.00');
    await expect(page.getByTestId('order-summary-price')).toContainText('3,498.00');

    // folded away with one tap, the form stays; and back
    await panel.getByRole('button', { name: 'Hide chart and order book' }).click();
    await expect(panel.getByTestId('kline-chart')).toHaveCount(0);
    await expect(panel.getByTestId('order-book')).toHaveCount(0);
    await expect(limit).toHaveValue('3498.00');
    await panel.getByRole('button', { name: 'Show chart and order book' }).click();
    await expect(panel.getByTestId('kline-chart')).toHaveAttribute('data-candles', /^[1-9]\d*$/);
    await expect(panel.getByTestId('depth-spread')).toHaveText('Spread 1.00 (0.029%)');
  });

  test('liquidation prices: on the order form and its confirmation, and on every open position with its margin ratio', async ({
    page,
  }) => {
    const socket = await routeMarketSocket(page, { live: false });
    await open(page, '/pages/trade/contract?symbol=ethusdt');
    await socket.ready;
    socket.price('ethusdt', 3500);
    // 5 lots at 20×: margin 3,500 × 5 / 20 = 875.00, lost at 875 / 5 = 175 from the price
    await page.getByRole('group', { name: 'Lot presets' }).getByRole('button', { name: '5', exact: true }).click();
    await page.getByRole('group', { name: 'Leverage' }).getByRole('button', { name: '20×' }).click();
    await expect(page.getByTestId('order-summary-margin')).toContainText('875.00 USDT');
    await expect(page.getByTestId('order-summary-liquidation')).toContainText('3,325.00');
    await page.getByTestId('side-short').click();
    await expect(page.getByTestId('order-summary-liquidation')).toContainText('3,675.00');
    await page.getByTestId('place-order').click();
    const confirm = page.getByTestId('confirm-send-dialog');
    await expect(confirm.locator('dt:has-text("Est. liquidation price") + dd')).toHaveText('3,675.00');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);

    // the open long #7731: 1 lot from 3,380.20 with 169.01 margin is liquidated at 3,211.19
    const position = page.locator('[data-testid="contract-order"][data-id="7731"]');
    await expect(position.getByTestId('order-liquidation')).toHaveText('3,211.19');
    await expect(position.getByTestId('order-risk')).toHaveText('0.00%');
    // at 3,300 it has lost 80.20 of its 169.01 margin
    socket.price('ethusdt', 3300);
    await expect(position.getByTestId('order-pnl')).toHaveText('−80.20');
    await expect(position.getByTestId('order-risk')).toHaveText('47.45%');

    // every open position, of every symbol: the gold short #7728, 2 lots from 2,652.10 with 106.08 margin
    await page.getByRole('link', { name: 'All orders' }).click();
    socket.price('xauusd', 2660);
    const gold = page
      .getByRole('tabpanel', { name: 'Holding' })
      .locator('[data-testid="contract-order"][data-id="7728"]');
    await expect(gold.getByTestId('order-liquidation')).toHaveText('2,705.14');
    await expect(gold.getByTestId('order-risk')).toHaveText('14.89%');
    const holding = page.getByRole('tabpanel', { name: 'Holding' }).getByTestId('contract-order');
    await expect(holding).toHaveCount(3);
    for (const card of await holding.all()) {
      await expect(card.getByTestId('order-liquidation')).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2,8}$/);
      await expect(card.getByTestId('order-risk')).toHaveText(/^\d+\.\d{2}%$/);
    }
  });

  test('one symbol’s orders: only its own positions and orders, their total P/L each at its own symbol’s price', async ({
    page,
  }) => {
    const socket = await routeMarketSocket(page, { live: false });
    await open(page, '/pages/lever/orderList?symbol=ethusdt');
    await socket.ready;
    socket.price('ethusdt', 3500);
    socket.price('xauusd', 2600);
    const summary = page.getByTestId('batch-close');
    await expect(summary).toContainText('Open positions: 1');
    await expect(page.getByTestId('contract-order')).toHaveCount(2);
    // the long #7731 from 3,380.20 at 3,500: +119.80; the pending #7745 counts for nothing
    await expect(page.locator('[data-testid="contract-order"][data-id="7731"]').getByTestId('order-pnl')).toHaveText(
      '+119.80',
    );
    await expect(summary.getByTestId('total-pnl')).toHaveText('+119.80 USDT');
    socket.price('ethusdt', 3400.2);
    await expect(summary.getByTestId('total-pnl')).toHaveText('+20.00 USDT');

    // the provider answers gold's list with ether's orders: gold's screens list none of them
    await open(page, '/pages/lever/orderList?symbol=xauusd');
    await expect(page.getByText('No orders on XAUUSD yet.')).toBeVisible();
    await expect(summary).toContainText('Open positions: 0');
    await expect(page.getByTestId('contract-order')).toHaveCount(0);
    await expect(summary.getByRole('button', { name: 'Close all' })).toBeDisabled();
    await open(page, '/pages/trade/contract?symbol=xauusd');
    await expect(page.getByTestId('symbol-positions')).toContainText('No open positions or pending orders on XAUUSD.');
    await expect(page.getByTestId('contract-order')).toHaveCount(0);
  });

  test('options: day figures of today (UTC), every expiry unit, stakes as shares of the balance, the entry price before and in the confirmation, no order on a stale price, and the running order against its entry', async ({
    page,
  }) => {
    const socket = await routeMarketSocket(page, { live: false });
    await open(page, '/pages/trade?symbol=btcusdt');
    await socket.ready;
    socket.day({ btcusdt: { open: '95000.00', high: '97500.00', low: '94800.50', volume: '1234.5' } });
    socket.price('btcusdt', 96000);
    const header = page.getByTestId('price-header');
    await expect(header.getByTestId('day-high')).toHaveText('97,500.00');
    await expect(header.getByTestId('day-low')).toHaveText('94,800.50');
    await expect(header.getByTestId('day-volume')).toHaveText('1,234.50');
    for (const label of ['High today (UTC)', 'Low today (UTC)', 'Volume today (UTC)'])
      await expect(header).toContainText(label);
    await expect(header).not.toContainText('24h');
    await page.getByRole('button', { name: 'Buy up' }).click();
    const sheet = page.getByTestId('order-sheet');
    const expiries = sheet.getByTestId('expiry-option');
    await expect(expiries).toHaveCount(7);
    for (const unit of ['30 s', '1 min', '5 min', '1 h', '1 d', '1 wk', '1 mo'])
      await expect(sheet.getByRole('group', { name: 'Expiry' })).toContainText(unit);
    await sheet.getByRole('button', { name: /1 min/ }).click();
    const available = amount(await sheet.getByText(/^Available: /).textContent());
    expect(available).toBeGreaterThan(0);
    // each share of the available balance, in whole cents rounded down
    for (const share of [100, 75, 50, 25]) {
      await sheet
        .getByRole('group', { name: 'Share of available balance' })
        .getByRole('button', { name: `${share}%` })
        .click();
      await expect
        .poll(async () => Number(await sheet.getByRole('textbox', { name: /amount/i }).inputValue()))
        .toBe(Math.floor(available * share) / 100);
    }
    await expect(sheet.getByTestId('entry-price')).toHaveText('96,000.00');

    // the price goes stale: nothing can be sent
    socket.price('btcusdt', 0);
    await expect(sheet.getByTestId('stale-price')).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Buy up' })).toBeDisabled();
    // live again: the confirmation shows the price the order is judged against
    socket.price('btcusdt', 96100.5);
    await expect(sheet.getByTestId('stale-price')).toHaveCount(0);
    await expect(sheet.getByTestId('entry-price')).toHaveText('96,100.50');
    await sheet.getByRole('button', { name: 'Buy up' }).click();
    const confirm = page.getByTestId('confirm-send-dialog');
    await expect(confirm.locator('dt:has-text("Entry price") + dd')).toHaveText('96,100.50');

    // placed: the provider opened it at 96,842.50; the card weighs the live price against that entry
    await confirm.getByRole('button', { name: 'Place order' }).click();
    const card = page.getByTestId('active-order');
    await expect(card).toContainText('Open 96,842.50');
    const outlook = card.getByTestId('live-outlook');
    await expect(outlook).toHaveText('Live 96,100.50Losing');
    socket.price('btcusdt', 96900);
    await expect(outlook).toHaveText('Live 96,900.00Winning');
    await expect(outlook).toHaveAttribute('data-outlook', 'winning');
    socket.price('btcusdt', 96842.5);
    await expect(outlook).toHaveText('Live 96,842.50Even (stake back)');
    socket.price('btcusdt', 0);
    await expect(outlook).toHaveText('No live price');
  });
});

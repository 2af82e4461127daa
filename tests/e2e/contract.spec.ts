import type { Page, Request } from '@playwright/test';
import { expect, open, seed, test } from './fixtures';

const body = (request: Request): unknown => request.postDataJSON() as unknown;
const posted = (page: Page, path: string) =>
  page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith(`/api${path}`));
/** Counts the requests the app sends to a path (to prove a double tap sends one). */
const countRequests = (page: Page, path: string) => {
  const counter = { sent: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(`/api${path}`)) counter.sent += 1;
  });
  return counter;
};
const card = (page: Page, id: number) => page.locator(`[data-testid="contract-order"][data-id="${id}"]`);
/** "3,875.40" → 3875.4 (for comparisons only). */
const amount = (text: string): number => Number(text.replace(/[^\d.−-]/g, '').replace('−', '-'));

test.describe('perpetual contracts', () => {
  test.beforeEach(async ({ page }) => seed(page, { token: 'demo-token' }));

  test('a market long is priced live, confirmed as sent and sent once on a double tap', async ({ page }) => {
    const creates = countRequests(page, '/trade/createPerpetualContract');
    await open(page, '/pages/trade/contract?symbol=ethusdt');
    const header = page.getByTestId('contract-header');
    await expect(header).toContainText('ETHUSDT');
    await expect(header.getByTestId('live-price')).toHaveAttribute('data-status', '1');
    await expect(page.getByTestId('order-summary-available')).toHaveText(/12,530\.75 USDT/);
    await page.getByRole('group', { name: 'Lot presets' }).getByRole('button', { name: '5', exact: true }).click();
    await page.getByRole('group', { name: 'Leverage' }).getByRole('button', { name: '20×' }).click();
    await expect(page.getByTestId('order-summary-overnight')).toContainText('per night');
    await page.getByTestId('place-order').click();
    const dialog = page.getByTestId('confirm-send-dialog');
    await expect(dialog).toContainText('Open a long position?');
    const shownPrice = amount((await dialog.locator('dt:has-text("Order price") + dd').textContent()) ?? '');
    const request = posted(page, '/trade/createPerpetualContract');
    await dialog.getByRole('button', { name: 'Place order' }).dblclick();
    const sent = body(await request) as Record<string, unknown>;
    expect(sent).toMatchObject({ symbol: 'ethusdt', tradetype: 1, quantity: '5', multiple: 20, pricetype: '1' });
    expect(Number(sent.target_price)).toBeCloseTo(shownPrice, 8);
    expect(sent).not.toHaveProperty('target_profit_price');
    await expect(page.getByText('Order placed.')).toBeVisible();
    // the message sits below the header: the Back button stays in reach
    const banner = await page.getByRole('banner').boundingBox();
    await expect(async () => {
      const toast = await page.getByTestId('toast').filter({ hasText: 'Order placed.' }).boundingBox();
      expect(toast!.y).toBeGreaterThanOrEqual(banner!.y + banner!.height);
    }).toPass();
    await expect(dialog).toBeHidden();
    expect(creates.sent).toBe(1);
  });

  test('positions move with the ticks; take profit / stop loss are checked, then set', async ({ page }) => {
    await open(page, '/pages/trade/contract?symbol=ethusdt');
    const position = card(page, 7731);
    await expect(position).toContainText('Holding');
    await expect(position.getByTestId('order-live-price')).not.toHaveText('3,412.18');
    const first = (await position.getByTestId('order-pnl').textContent()) ?? '';
    await expect.poll(async () => position.getByTestId('order-pnl').textContent()).not.toBe(first);
    // P/L = (live − 3,380.20) × 1 lot, shown with its sign.
    const live = amount((await position.getByTestId('order-live-price').textContent()) ?? '');
    expect(live).toBeGreaterThan(0);
    await expect(position.getByTestId('order-pnl')).toHaveText(/^[+−]\d{1,3}(,\d{3})*\.\d{2}$/);

    await position.getByRole('button', { name: 'TP / SL' }).click();
    const dialog = page.getByTestId('tpsl-dialog');
    await dialog.getByRole('textbox', { name: 'Take profit' }).fill('100');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText(/For a long position, take profit must be above/)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Take profit' })).toHaveValue('100');
    await dialog.getByRole('textbox', { name: 'Take profit' }).fill('9000');
    await dialog.getByRole('textbox', { name: 'Stop loss' }).fill('1000.5');
    const request = posted(page, '/trade/setContract');
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect(body(await request)).toEqual({ id: 7731, target_profit_price: 9000, stop_loss_price: 1000.5 });
    await expect(page.getByText('Take profit and stop loss saved.')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('one position is closed after a confirmation, once', async ({ page }) => {
    const closes = countRequests(page, '/trade/Contractclose');
    await open(page, '/pages/trade/contract?symbol=ethusdt');
    await card(page, 7731).getByRole('button', { name: 'Close' }).click();
    const dialog = page.getByTestId('confirm-send-dialog');
    await expect(dialog).toContainText('#7731');
    const request = posted(page, '/trade/Contractclose');
    await dialog.getByRole('button', { name: 'Close position' }).dblclick();
    expect(body(await request)).toEqual({ id: 7731 });
    await expect(page.getByText('Position closed.')).toBeVisible();
    expect(closes.sent).toBe(1);
  });

  test('a limit short is placed at the delegated price, and a pending order is cancelled', async ({ page }) => {
    await open(page, '/pages/trade/contract?symbol=ethusdt');
    await expect(page.getByTestId('contract-header').getByTestId('live-price')).toHaveAttribute('data-status', '1');
    await page.getByTestId('side-short').click();
    await page.getByRole('button', { name: 'Limit', exact: true }).click();
    await page.getByRole('textbox', { name: /Order price \(limit\)/ }).fill('4500');
    await page.getByRole('textbox', { name: 'Stop loss' }).fill('4400');
    await expect(page.getByText('For a short, stop loss must be above the order price (4,500.00).')).toBeVisible();
    await page.getByRole('textbox', { name: 'Stop loss' }).fill('4600');
    await page.getByTestId('place-order').click();
    const dialog = page.getByTestId('confirm-send-dialog');
    await expect(dialog).toContainText('Open a short position?');
    await expect(dialog).toContainText('Limit');
    const request = posted(page, '/trade/createPerpetualContract');
    await dialog.getByRole('button', { name: 'Place order' }).click();
    expect(body(await request)).toEqual({
      symbol: 'ethusdt',
      tradetype: 2,
      quantity: '1',
      multiple: 10,
      pricetype: '2',
      target_price: '4500',
      stop_loss_price: 4600,
    });
    await expect(page.getByText('Order placed.')).toBeVisible();

    const pending = card(page, 7745);
    await expect(pending).toContainText('Pending');
    await pending.getByRole('button', { name: 'Cancel order' }).click();
    const cancel = posted(page, '/trade/Contractordercancel');
    await page.getByTestId('confirm-send-dialog').getByRole('button', { name: 'Cancel order' }).click();
    expect(body(await cancel)).toEqual({ id: 7745 });
    await expect(page.getByText('Order cancelled.')).toBeVisible();
  });

  test('the symbol’s order list totals its open positions and closes all of them, then the longs', async ({ page }) => {
    await open(page, '/pages/trade/contract?symbol=ethusdt');
    await page.getByRole('link', { name: 'Manage' }).click();
    await expect(page).toHaveURL(/#\/pages\/lever\/orderList\?symbol=ethusdt$/);
    const summary = page.getByTestId('batch-close');
    await expect(summary).toContainText('Open positions: 1');
    // One holding long of 1 lot from 3,380.20: the total is that position's P/L, counted once.
    const pnl = card(page, 7731).getByTestId('order-pnl');
    await expect(pnl).toHaveText(/^[+−]/);
    await expect(async () => {
      const total = (await summary.getByTestId('total-pnl').textContent()) ?? '';
      expect(total).toBe(`${(await pnl.textContent()) ?? ''} USDT`);
    }).toPass();
    await expect(summary.getByRole('button', { name: 'Close shorts' })).toBeDisabled();

    await summary.getByRole('button', { name: 'Close all' }).click();
    let dialog = page.getByTestId('confirm-send-dialog');
    await expect(dialog).toContainText('Close every ETHUSDT position?');
    let request = posted(page, '/trade/batchClose');
    await dialog.getByRole('button', { name: 'Close positions' }).dblclick();
    expect(body(await request)).toEqual({ symbol: 'ethusdt' });
    await expect(page.getByText('Positions closed.')).toBeVisible();
    await expect(dialog).toBeHidden();

    await summary.getByRole('button', { name: 'Close longs' }).click();
    dialog = page.getByTestId('confirm-send-dialog');
    await expect(dialog).toContainText('Longs only');
    request = posted(page, '/trade/batchClose');
    await dialog.getByRole('button', { name: 'Close positions' }).click();
    expect(body(await request)).toEqual({ symbol: 'ethusdt', tradetype: 1 });
  });

  test('all contract orders by status, and an order’s details', async ({ page }) => {
    const statuses: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/trade/Contractorderalllist'))
        statuses.push(new URL(request.url()).searchParams.get('status') ?? '');
    });
    await open(page, '/pages/lever/leverList');
    await expect(page.getByRole('tab', { name: 'Holding' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('contract-order')).toHaveCount(3);
    for (const tab of ['Pending', 'Closed', 'Cancelled', 'Holding']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByTestId('contract-order').first()).toBeVisible();
    }
    expect([...new Set(statuses)].sort()).toEqual(['0', '1', '2', '3']);

    // the card the trader sees, in the selected tab
    const gold = page
      .getByRole('tabpanel', { name: 'Holding' })
      .locator('[data-testid="contract-order"][data-id="7728"]');
    await expect(gold).toContainText('XAUUSD');
    await expect(gold.getByTestId('order-side')).toContainText('Short');
    await gold.getByRole('link', { name: 'Details' }).click();
    await expect(page).toHaveURL(/orderdetail\?id=7728&status=1$/);
    const detail = page.getByTestId('order-detail');
    await expect(detail.getByTestId('detail-rows-symbol')).toContainText('XAUUSD');
    await expect(detail.getByTestId('detail-rows-side')).toContainText('Short');
    await expect(detail.getByTestId('detail-rows-lots')).toContainText('2');
    await expect(detail.getByTestId('detail-rows-price')).toContainText('2,652.10');
    await expect(detail.getByTestId('detail-rows-tp')).toContainText('2,620.00');
    await expect(detail.getByTestId('detail-rows-sl')).toContainText('2,672.00');
    await expect(detail.getByTestId('detail-rows-leverage')).toContainText('50×');
    await expect(detail.getByTestId('detail-rows-margin')).toContainText('106.08 USDT');
    await expect(detail.getByTestId('detail-rows-risk')).toContainText('%');
    await expect(detail.getByTestId('detail-rows-status')).toContainText('Holding');

    await open(page, '/pages/trade/orderdetail?id=424242&status=1');
    await expect(
      page.getByText('Order #424242 could not be found in the list “Holding”.', { exact: false }),
    ).toBeVisible();
  });

  test('the contract screen switches to the options screen of the same symbol', async ({ page }) => {
    await open(page, '/pages/trade/contract?symbol=ethusdt');
    await page.getByRole('link', { name: 'Options' }).click();
    await expect(page).toHaveURL(/#\/pages\/trade\?symbol=ethusdt$/);
  });
});

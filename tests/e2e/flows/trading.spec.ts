import Big from 'big.js';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, open, test } from '../fixtures';
import { advance, asUser, fund, newAccount, setPrice, signIn, type Account } from './sandbox';

interface Order {
  id: number;
  symbol: string;
  open_price: string;
  current_price: string;
  profit_loss: string;
  fee: string;
  margin: string;
  status: number;
}

const orders = async (request: APIRequestContext, account: Account, status: number): Promise<Order[]> =>
  (
    await asUser<{ result: { data: Order[] } }>(
      request,
      account,
      'GET',
      `/trade/Contractorderalllist?status=${status}&page=1&limit=50`,
    )
  ).result.data;
const balance = async (request: APIRequestContext, account: Account): Promise<string> =>
  (await asUser<{ result: { balance: string } }>(request, account, 'GET', '/userdetail')).result.balance;
const card = (page: Page, id: number) => page.locator(`[data-testid="contract-order"][data-id="${id}"]`);
/** "12,345.67 USD" → "12345.67" */
const plain = (text: string | null): string => (text ?? '').replace(/[^\d.−-]/g, '').replace('−', '-');

test('an option is ordered, counts down, settles at the feed price and pays into the balance and the records', async ({
  page,
  request,
}) => {
  const account = await newAccount(request);
  await fund(request, account, '5000');
  await signIn(page, account);
  await page.clock.install();
  await open(page, '/pages/trade?symbol=btcusdt');
  await expect(page.getByTestId('price-header').getByTestId('live-price')).toHaveAttribute('data-status', '1');
  await page.getByRole('button', { name: 'Buy up' }).click();
  const sheet = page.getByTestId('order-sheet');
  await sheet.getByRole('button', { name: /1 min/ }).click();
  await sheet.getByRole('textbox', { name: /amount/i }).fill('1000');
  await sheet.getByRole('button', { name: 'Buy up' }).click();
  const placed = page.waitForResponse((response) => response.url().endsWith('/api/order'));
  await page.getByTestId('confirm-send-dialog').getByRole('button', { name: 'Place order' }).click();
  const ticket = ((await (await placed).json()) as { result: { order_id: number; open_price: string } }).result;
  await expect(page.getByTestId('active-order')).toBeVisible();
  expect(await balance(request, account)).toBe('4000.00');

  // the market rises 1 % before the minute is up: the order wins 30 %
  await setPrice(request, 'btcusdt', new Big(ticket.open_price).times('1.01').toFixed(2));
  await advance(request, account, 61_000);
  await page.clock.fastForward(61_000);
  const result = page.getByTestId('settlement-dialog');
  await expect(result.getByRole('heading', { name: 'You won' })).toBeVisible();
  await expect(result.getByTestId('settlement-amount')).toHaveText('+300.00 USDT');
  // the order behind the dialog says the same, not "Settling…"
  await expect(page.getByTestId('active-order').getByTestId('active-result')).toHaveText('You won+300.00 USDT');
  await result.getByRole('button', { name: 'OK' }).click();
  expect(await balance(request, account)).toBe('5300.00');

  await open(page, '/pages/trade/traderecords');
  await page.getByRole('tab', { name: 'Settled' }).click();
  const row = page.getByTestId('option-order');
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('option-result')).toHaveText('+300.00');
  await open(page, '/pages/home/assets');
  await expect(page.getByTestId('assets-total')).toHaveText('5,300.00 USD');
});

test('a week’s option counts down in days, then in hours', async ({ page, request }) => {
  const account = await newAccount(request);
  await fund(request, account, '25000');
  await signIn(page, account);
  await page.clock.install();
  await open(page, '/pages/trade?symbol=ethusdt');
  await expect(page.getByTestId('price-header').getByTestId('live-price')).toHaveAttribute('data-status', '1');
  await page.getByRole('button', { name: 'Buy up' }).click();
  const sheet = page.getByTestId('order-sheet');
  await sheet.getByRole('button', { name: /1 wk/ }).click();
  await sheet.getByRole('textbox', { name: /amount/i }).fill('20000');
  await sheet.getByRole('button', { name: 'Buy up' }).click();
  const confirm = page.getByTestId('confirm-send-dialog');
  await expect(confirm).toContainText('1 wk');
  const placed = page.waitForResponse((response) => response.url().endsWith('/api/order'));
  await confirm.getByRole('button', { name: 'Place order' }).click();
  expect(((await (await placed).json()) as { result: { trade_time: number } }).result.trade_time).toBe(604_800);

  const card = page.getByTestId('active-order');
  await expect(card).toContainText('1 wk');
  const countdown = card.getByTestId('countdown');
  await expect(countdown).toHaveText(/^(7 days 0:00:00|6 days 23:59:\d\d)$/);
  await page.clock.fastForward(5 * 86_400_000);
  await expect(countdown).toHaveText(/^(2 days 0:00:00|1 day 23:59:\d\d)$/);
  await page.clock.fastForward(86_400_000 + 3_600_000);
  await expect(countdown).toHaveText(/^(23:00:00|22:59:\d\d)$/);
});

test('a perpetual long is opened, listed, moves with the price, closes at its take profit into the balance and the records', async ({
  page,
  request,
}) => {
  const account = await newAccount(request);
  await fund(request, account, '20000');
  await setPrice(request, 'solusdt', '200');
  await signIn(page, account);
  await open(page, '/pages/trade/contract?symbol=solusdt');
  await expect(page.getByTestId('contract-header').getByTestId('live-price')).toHaveAttribute('data-status', '1');
  await page.getByRole('group', { name: 'Lot presets' }).getByRole('button', { name: '5', exact: true }).click();
  await page.getByTestId('place-order').click();
  await page.getByTestId('confirm-send-dialog').getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Order placed.')).toBeVisible();
  // the confirmation is gone, and with it anything that would catch the next tap
  await expect(page.locator('[data-part="backdrop"]')).toHaveCount(0);

  const [position] = await orders(request, account, 1);
  expect(position).toBeDefined();
  const open_ = new Big(position!.open_price);
  const shown = card(page, position!.id);
  await expect(shown).toContainText('Holding');
  // the price rises 5 %: the position's P/L follows, with its sign
  await setPrice(request, 'solusdt', open_.times('1.05').toFixed(2));
  await expect(shown.getByTestId('order-pnl')).toHaveText(/^\+\d/);

  const takeProfit = open_.times('1.08').round(2, Big.roundDown);
  await shown.getByRole('button', { name: 'TP / SL' }).click();
  const dialog = page.getByTestId('tpsl-dialog');
  await dialog.getByRole('textbox', { name: 'Take profit' }).fill(takeProfit.toFixed(2));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Take profit and stop loss saved.')).toBeVisible();

  // the price reaches the take profit: the sandbox closes the position there
  await setPrice(request, 'solusdt', open_.times('1.09').toFixed(2));
  await expect.poll(async () => (await orders(request, account, 2)).length).toBe(1);
  const [closed] = await orders(request, account, 2);
  expect(closed!.current_price).toBe(takeProfit.toFixed());
  const pnl = takeProfit.minus(open_).times(5);
  expect(closed!.profit_loss).toBe(pnl.toFixed(2));
  const expected = new Big(20000).minus(closed!.fee).plus(pnl.toFixed(2)).toFixed(2);
  expect(await balance(request, account)).toBe(expected);
  await open(page, '/pages/home/assets');
  await expect.poll(async () => plain(await page.getByTestId('assets-total').textContent())).toBe(expected);
  await open(page, '/pages/wallet/financialrecords');
  // the settlement returned the margin with the profit
  await expect(page.getByText(`+${new Big(closed!.margin).plus(pnl.toFixed(2)).toFixed(2)} USDT`)).toBeVisible();
});

test('a limit order waits, fills when the price crosses it; another pending order is cancelled and returns its hold', async ({
  page,
  request,
}) => {
  const account = await newAccount(request);
  await fund(request, account, '20000');
  await setPrice(request, 'bnbusdt', '700');
  await asUser(request, account, 'POST', '/trade/createPerpetualContract', {
    symbol: 'bnbusdt',
    tradetype: 1,
    quantity: 2,
    multiple: 10,
    pricetype: '2',
    target_price: '650',
  });
  await asUser(request, account, 'POST', '/trade/createPerpetualContract', {
    symbol: 'bnbusdt',
    tradetype: 2,
    quantity: 2,
    multiple: 10,
    pricetype: '2',
    target_price: '800',
  });
  const [short, long] = await orders(request, account, 0);
  await signIn(page, account);
  await open(page, '/pages/trade/contract?symbol=bnbusdt');
  await expect(card(page, long!.id)).toContainText('Pending');
  await expect(card(page, short!.id)).toContainText('Pending');

  await setPrice(request, 'bnbusdt', '649');
  await expect.poll(async () => (await orders(request, account, 1)).map((order) => order.id)).toEqual([long!.id]);
  await page.reload();
  await expect(card(page, long!.id)).toContainText('Holding');

  const held = (await asUser<{ result: { frozen: string } }>(request, account, 'GET', '/userdetail')).result.frozen;
  await card(page, short!.id).getByRole('button', { name: 'Cancel order' }).click();
  await page.getByTestId('confirm-send-dialog').getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText('Order cancelled.')).toBeVisible();
  const after = (await asUser<{ result: { frozen: string } }>(request, account, 'GET', '/userdetail')).result.frozen;
  // the short held its margin (160.00) and fee (3.20)
  expect(new Big(held).minus(after).toFixed(2)).toBe('163.20');
  expect(await orders(request, account, 3)).toHaveLength(1);
});

test('batch close on one symbol totals its own positions at its own price, closes them and leaves the other symbol', async ({
  page,
  request,
}) => {
  const account = await newAccount(request);
  await fund(request, account, '20000');
  await setPrice(request, 'xrpusdt', '2.5000');
  await setPrice(request, 'dogeusdt', '0.20000');
  for (const [symbol, side] of [
    ['xrpusdt', 1],
    ['xrpusdt', 2],
    ['dogeusdt', 1],
  ] as const) {
    await asUser(request, account, 'POST', '/trade/createPerpetualContract', {
      symbol,
      tradetype: side,
      quantity: 100,
      multiple: 10,
      pricetype: '1',
      target_price: '1',
    });
  }
  await signIn(page, account);
  await open(page, '/pages/lever/orderList?symbol=xrpusdt');
  const summary = page.getByTestId('batch-close');
  await expect(summary).toContainText('Open positions: 2');
  const cards = page.getByTestId('contract-order');
  await expect(cards).toHaveCount(2);
  await expect(async () => {
    const each = await cards.getByTestId('order-pnl').allTextContents();
    const sum = each.reduce((total, text) => total.plus(plain(text) || '0'), new Big(0));
    expect(plain(await summary.getByTestId('total-pnl').textContent())).toBe(sum.toFixed(2));
  }).toPass();
  await summary.getByRole('button', { name: 'Close all' }).click();
  await page.getByTestId('confirm-send-dialog').getByRole('button', { name: 'Close positions' }).click();
  await expect(page.getByText('Positions closed.')).toBeVisible();
  const holding = await orders(request, account, 1);
  expect(holding.map((order) => order.symbol)).toEqual(['dogeusdt']);
  expect(await orders(request, account, 2)).toHaveLength(2);
});

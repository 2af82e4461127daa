import Big from 'big.js';
import type { APIRequestContext, Locator } from '@playwright/test';
import { expectNoAxeViolations, useTheme } from '../axe';
import { expect, open, test } from '../fixtures';
import { advance, asUser, fund, newAccount, setPrice, signIn, type Account } from './sandbox';

/**
 * The figures a trader reads, checked against the sandbox's own oracle (mocks/sandbox/oracle.ts),
 * which works them out from its balances, positions and ledger and never from the app's formulas.
 */
interface OracleFigures {
  available: string;
  frozen: string;
  equity: string;
  usedMargin: string;
  marginRatio: string | null;
  dayPnl: string;
  positions: Array<{ id: number; symbol: string; price: string; pnl: string; marginRatio: string }>;
}

const oracle = async (request: APIRequestContext, account: Account): Promise<OracleFigures> => {
  const url = process.env.E2E_SANDBOX_URL;
  if (!url) throw new Error('E2E_SANDBOX_URL is not set');
  const response = await request.get(`${url}/__sandbox/users/${account.phone}/figures`);
  if (!response.ok()) throw new Error(`figures: ${response.status()} ${await response.text()}`);
  return (await response.json()) as OracleFigures;
};
const balance = async (request: APIRequestContext, account: Account): Promise<string> =>
  (await asUser<{ result: { balance: string } }>(request, account, 'GET', '/userdetail')).result.balance;
const holding = async (request: APIRequestContext, account: Account) =>
  (
    await asUser<{
      result: { data: Array<{ id: number; open_price: string; order_quantity: string; overnight_fee: string }> };
    }>(request, account, 'GET', '/trade/Contractorderalllist?status=1&page=1&limit=50')
  ).result.data;
/** "−1,234.56 USD" / "52.55%" → a Big; null while the figure is not drawn yet (a skeleton, a dash) */
const figure = (text: string | null): Big | null => {
  const digits = (text ?? '').replace(/[^\d.−-]/g, '').replace('−', '-');
  return /\d/.test(digits) ? new Big(digits) : null;
};
/** A figure as shown, to two decimals, or null while it is not drawn */
const shownFigure = async (scope: Locator): Promise<string | null> =>
  figure(await scope.textContent())?.toFixed(2) ?? null;
/**
 * Within a cent of the oracle, read at the same moment as the screen (the feed keeps moving after a
 * price is set, so both are sampled again until they agree).
 */
const near = async (
  request: APIRequestContext,
  account: Account,
  scope: Locator,
  testId: string,
  pick: (truth: OracleFigures) => string,
): Promise<void> => {
  await expect
    .poll(
      async () => {
        const before = pick(await oracle(request, account));
        const shown = figure(await scope.getByTestId(testId).first().textContent());
        const after = pick(await oracle(request, account));
        if (shown === null) return false;
        return shown.minus(before).abs().lte('0.01') || shown.minus(after).abs().lte('0.01');
      },
      { message: `${testId} within a cent of the sandbox's figure` },
    )
    .toBe(true);
};

test('after a losing round trip with its fee, today’s P/L is the ledger’s change; equity and margin ratio follow the sandbox live', async ({
  page,
  request,
}) => {
  const account = await newAccount(request);
  await fund(request, account, '20000');
  await setPrice(request, 'nvda', '200');
  await signIn(page, account);
  await open(page, '/pages/trade/contract?symbol=nvda');
  await expect(page.getByTestId('contract-header').getByTestId('live-price')).toHaveAttribute('data-status', '1');
  await page.getByRole('group', { name: 'Lot presets' }).getByRole('button', { name: '5', exact: true }).click();
  await page.getByTestId('place-order').click();
  await page.getByTestId('confirm-send-dialog').getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Order placed.')).toBeVisible();
  const [position] = await holding(request, account);
  expect(position).toBeDefined();

  // the price falls 2 %: equity, the account's and the position's margin ratio as the sandbox has them
  await setPrice(request, 'nvda', new Big(position!.open_price).times('0.98').toFixed(2));
  const summary = page.getByTestId('account-summary');
  const card = page.locator(`[data-testid="contract-order"][data-id="${position!.id}"]`);
  await near(request, account, summary, 'account-equity', (truth) => truth.equity);
  await near(request, account, summary, 'account-margin-ratio', (truth) => truth.marginRatio!);
  await near(request, account, card, 'order-margin-ratio', (truth) => truth.positions[0]!.marginRatio);
  await near(request, account, card, 'order-pnl', (truth) => truth.positions[0]!.pnl);
  // and live: the price moves again, the screen follows without a reload
  await setPrice(request, 'nvda', new Big(position!.open_price).times('0.97').toFixed(2));
  await near(request, account, card, 'order-margin-ratio', (truth) => truth.positions[0]!.marginRatio);
  await near(request, account, summary, 'account-equity', (truth) => truth.equity);

  // closed at a loss: today's P/L counts the lot fee, and is what the balance lost
  await card.getByRole('button', { name: 'Close' }).click();
  await page.getByTestId('confirm-send-dialog').getByRole('button', { name: /close/i }).click();
  await expect.poll(async () => (await holding(request, account)).length).toBe(0);
  const truth = await oracle(request, account);
  const change = new Big(await balance(request, account)).minus(20000);
  expect(truth.dayPnl).toBe(change.toFixed(2));
  expect(change.lt(0)).toBe(true);
  await open(page, '/pages/home/assets');
  await expect.poll(() => shownFigure(page.getByTestId('assets-profit'))).toBe(change.toFixed(2));
  await expect.poll(() => shownFigure(page.getByTestId('assets-total'))).toBe(truth.equity);
  await open(page, '/');
  await expect.poll(() => shownFigure(page.getByTestId('home-day-pnl'))).toBe(change.toFixed(2));
});

test('an overnight fee appears on the position and in the records after the provider’s midnight', async ({
  page,
  request,
}) => {
  const account = await newAccount(request);
  await fund(request, account, '20000');
  await setPrice(request, 'msft', '400');
  await asUser(request, account, 'POST', '/trade/createPerpetualContract', {
    symbol: 'msft',
    tradetype: 1,
    quantity: 10,
    multiple: 10,
    pricetype: '1',
    target_price: '1',
  });
  const [position] = await holding(request, account);
  expect(position!.overnight_fee).toBe('0.00');
  // a day later at least one Vietnam midnight has passed
  await advance(request, account, 24 * 3_600_000);
  const [held] = await holding(request, account);
  const fee = new Big(position!.open_price).times(10).times('0.0005').round(2, Big.roundHalfUp);
  expect(held!.overnight_fee).toBe(fee.toFixed(2));
  await signIn(page, account);
  await open(page, '/pages/home/order');
  const card = page.locator(`[data-testid="contract-order"][data-id="${position!.id}"]`);
  await expect(card.getByTestId('order-overnight-fee')).toHaveText(`${fee.toFixed(2)} USDT`);
  await open(page, '/pages/wallet/financialrecords');
  await expect(
    page
      .getByText(`-${fee.toFixed(2)} USDT`)
      .or(page.getByText(`−${fee.toFixed(2)} USDT`))
      .first(),
  ).toBeVisible();
});

test('a 1,000 account sees what one BTC lot needs before it can fail; axe clean in both themes', async ({
  page,
  request,
}) => {
  const account = await newAccount(request);
  await fund(request, account, '1000');
  for (const theme of ['light', 'dark'] as const) {
    await useTheme(page, theme);
    await signIn(page, account);
    await open(page, '/pages/trade/contract?symbol=btcusdt');
    await expect(page.getByTestId('contract-header').getByTestId('live-price')).toHaveAttribute('data-status', '1');
    const lot = page.getByTestId('one-lot');
    await expect(lot).toContainText(
      /One lot of BTC\/?USDT at \d+× needs [\d,.]+ USDT: margin [\d,.]+ \+ fee [\d,.]+\./,
    );
    const total = figure((await lot.textContent())!.match(/needs ([\d,.]+) USDT/)![1]!)!;
    await expect
      .poll(async () =>
        figure((await lot.getByTestId('one-lot-short').textContent())!.match(/([\d,.]+\d) USDT/)![1]!)!
          .minus(total.minus(1000))
          .abs()
          .lte('5'),
      )
      .toBe(true);
    await expect(lot.getByRole('link', { name: 'Deposit' })).toBeVisible();
    // checked once everything has loaded (no spinner left)
    await expect(page.locator('.chakra-spinner')).toHaveCount(0);
    await expectNoAxeViolations(page, { exclude: ['[data-testid="market-chart"]'] });
  }
});

test('the chart legend sits above the candles, never over them, at 390 px in every language', async ({
  page,
  request,
}) => {
  const account = await newAccount(request);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const language of ['zh', 'en', 'ja', 'ko', 'es', 'fr', 'de', 'vi']) {
    await signIn(page, account, language);
    await open(page, '/pages/trade/contract?symbol=ethusdt');
    const legend = page.getByTestId('chart-legend');
    await expect(legend).toHaveText(/\d/);
    const chart = await page.getByTestId('kline-chart').boundingBox();
    const box = await legend.boundingBox();
    expect(
      box && chart && box.y + box.height <= chart.y + 0.5,
      `${language}: legend ${JSON.stringify(box)} over the chart ${JSON.stringify(chart)}`,
    ).toBe(true);
    // and the strip of periods says it scrolls: it is wider than its box, its right edge fades
    const strip = page.getByTestId('chart-periods');
    expect(
      await strip.evaluate(
        (node) => node.scrollWidth > node.clientWidth && getComputedStyle(node).maskImage.includes('gradient'),
      ),
    ).toBe(true);
  }
});

test.describe('on a device in another zone than the provider’s', () => {
  test.use({ timezoneId: 'Europe/Paris' });

  test('a record’s time is shown in the device’s zone, never in the future', async ({ page, request }) => {
    const account = await newAccount(request);
    const before = Date.now();
    // a deposit request: the provider writes its time in Vietnam (UTC+7), six hours ahead of Paris
    const channels = await asUser<{ result: Array<{ id: number }> }>(request, account, 'GET', '/depositlist?type=2');
    const channel = await asUser<{ result: { id: number; currency: string; cryptoprotocol: string } }>(
      request,
      account,
      'GET',
      `/deposittype?id=${channels.result[0]?.id}`,
    );
    await asUser(request, account, 'POST', '/deposit', {
      id: channel.result.id,
      amount: '500',
      currency: channel.result.currency,
      cryptoprotocol: channel.result.cryptoprotocol,
      tran_img: null,
    });
    await signIn(page, account);
    await open(page, '/pages/wallet/record');
    const time = page.getByTestId('deposit-record').first().getByTestId('provider-time');
    await expect(time).toBeVisible();
    const instant = Date.parse((await time.getAttribute('datetime')) ?? '');
    // the instant the provider wrote: now, not seven hours ahead
    expect(instant).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 - 60_000);
    expect(instant).toBeLessThanOrEqual(Date.now() + 60_000);
    // shown as the device's clock reads it, as the chart's candles are
    const paris = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZone: 'Europe/Paris',
    });
    await expect(time).toHaveText(paris.format(instant));
  });
});

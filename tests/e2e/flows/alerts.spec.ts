import type { Page } from '@playwright/test';
import { expect, open, test } from '../fixtures';
import { axeViolations, useTheme } from '../axe';
import { newAccount, setPrice, signIn } from './sandbox';

/**
 * Price alerts and the depth chart on the sandbox, whose market moves a price at once
 * (`/__sandbox/market/<symbol>`). The alerts are watched in the feed's worker. Symbols owned here:
 * XAGUSD, USOIL, NGAS, UKOIL.
 */

const livePrice = (page: Page) => page.getByTestId('price-header').getByTestId('live-price');

const openAlerts = async (page: Page) => {
  await page.getByRole('button', { name: 'Price alert', exact: true }).click();
  const dialog = page.getByTestId('price-alert-dialog');
  await expect(dialog.getByTestId('price-alert-panel')).toBeVisible();
  return dialog;
};

const setAlert = async (dialog: ReturnType<Page['getByTestId']>, kind: 'above' | 'below' | 'change', level: string) => {
  await dialog.getByRole('combobox', { name: 'Alert me when' }).selectOption(kind);
  await dialog.getByRole('textbox', { name: kind === 'change' ? 'Change (%)' : 'Price' }).fill(level);
  await dialog.getByRole('button', { name: 'Set alert' }).click();
};

/** The in-app messages of fired alerts (role status, from the app's toaster). */
const firedMessages = (page: Page, pair: string) =>
  page.getByTestId('toast').filter({ hasText: `Price alert: ${pair}` });

test('an alert above the price fires once when the price passes it, names the symbol, and a reload lists it as triggered', async ({
  page,
  request,
}) => {
  // two screens drawn and a reload: on a busy two-core machine this takes more than the default
  test.slow();
  const account = await newAccount(request);
  await setPrice(request, 'xagusd', '50.000');
  await signIn(page, account);
  await open(page, '/pages/trade?symbol=xagusd');
  await expect(livePrice(page)).toHaveAttribute('data-status', '1');
  const dialog = await openAlerts(page);
  await setAlert(dialog, 'above', '55');
  const alert = dialog.getByTestId('price-alert');
  await expect(alert).toHaveCount(1);
  await expect(alert).toContainText('Rises to 55');
  await expect(alert.getByTestId('price-alert-state')).toHaveText('Waiting');
  await dialog.getByRole('button', { name: 'Close' }).click();

  await setPrice(request, 'xagusd', '60.000');
  const message = firedMessages(page, 'XAGUSD');
  await expect(message).toHaveCount(1);
  await expect(message).toHaveAttribute('role', 'status');
  await expect(message).toContainText(/XAGUSD rose to (5[5-9]|6\d)\.\d+ \(alert at 55\.00\)/);
  // the price stays past the level: no second message
  await setPrice(request, 'xagusd', '61.000');
  await expect
    .poll(async () => Number((await livePrice(page).textContent())?.replace(/[^\d.]/g, '')))
    .toBeGreaterThan(60.5);
  await expect(message).toHaveCount(1);

  await page.reload();
  await expect(livePrice(page)).toHaveAttribute('data-status', '1');
  const again = await openAlerts(page);
  await expect(again.getByTestId('price-alert')).toHaveAttribute('data-state', 'triggered');
  await expect(again.getByTestId('price-alert-state')).toHaveText(/^Triggered at (5[5-9]|6\d)\.\d+, /);
  await expect(firedMessages(page, 'XAGUSD')).toHaveCount(0);
});

test('a percentage alert fires when the 24 h change reaches it; from the watchlist too', async ({ page, request }) => {
  const account = await newAccount(request);
  await setPrice(request, 'usoil', '61.45');
  await signIn(page, account);
  await open(page, '/pages/trade?symbol=usoil');
  await expect(livePrice(page)).toHaveAttribute('data-status', '1');
  const dialog = await openAlerts(page);
  await setAlert(dialog, 'change', '20');
  await expect(dialog.getByTestId('price-alert')).toContainText('Moves ±20 % in 24 h');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // the day opened near 61: double is a move of about 100 %
  await setPrice(request, 'usoil', '125.00');
  const message = firedMessages(page, 'USOIL');
  await expect(message).toHaveCount(1);
  await expect(message).toContainText(/USOIL moved \+\d+\.\d\d % in 24 h, to 12\d\.\d+ \(alert at ±20 %\)/);

  // the watchlist lists the same alerts, on each of its rows
  await open(page, '/pages/home/market');
  await page.getByRole('tab', { name: 'All', exact: true }).click();
  await page.getByRole('button', { name: 'Add USOIL to watchlist' }).click();
  await page.getByRole('tab', { name: 'Watchlist' }).click();
  await page.getByRole('button', { name: 'Price alert for USOIL' }).click();
  const listed = page.getByTestId('price-alert-dialog').getByTestId('price-alert');
  await expect(listed).toHaveAttribute('data-state', 'triggered');
  await expect(listed.getByTestId('price-alert-state')).toHaveText(/^Triggered at 12\d\.\d+, /);
});

test('refused levels say why and keep what was typed', async ({ page, request }) => {
  const account = await newAccount(request);
  await setPrice(request, 'ngas', '3.412');
  await signIn(page, account);
  await open(page, '/pages/trade?symbol=ngas');
  await expect(livePrice(page)).toHaveAttribute('data-status', '1');
  const dialog = await openAlerts(page);
  const level = dialog.getByRole('textbox', { name: 'Price' });
  const refused = async (text: string, message: string, kept = 0) => {
    await level.fill(text);
    await dialog.getByRole('button', { name: 'Set alert' }).click();
    await expect(dialog.getByText(message)).toBeVisible();
    await expect(level).toHaveValue(text);
    await expect(level).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByTestId('price-alert')).toHaveCount(kept);
  };
  await refused('0', 'The level must be greater than 0');
  await refused('-5', 'The level must be positive: leave out the minus sign');
  await refused('abc', 'Enter a number: digits, with . before the decimals');
  await refused('1', 'The price is already at or above this level');
  await setAlert(dialog, 'above', '10');
  await expect(dialog.getByTestId('price-alert')).toHaveCount(1);
  await expect(level).toHaveValue('');
  await refused('10', 'An alert is already set at this level', 1);
  await refused('10.0', 'An alert is already set at this level', 1);

  // edited and deleted
  await dialog.getByRole('button', { name: 'Edit alert: Rises to 10' }).click();
  await expect(level).toHaveValue('10');
  await level.fill('12');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByTestId('price-alert')).toContainText('Rises to 12');
  await dialog.getByRole('button', { name: 'Delete alert: Rises to 12' }).click();
  await expect(dialog.getByTestId('price-alert')).toHaveCount(0);
  await expect(dialog.getByText('No alerts on this symbol yet.')).toBeVisible();
});

test('the depth chart follows the book and a tap on it fills the limit price', async ({ page, request }) => {
  test.slow();
  const account = await newAccount(request);
  await setPrice(request, 'ukoil', '65.20');
  await signIn(page, account);
  await open(page, '/pages/trade/contract?symbol=ukoil');
  const chart = page.getByTestId('depth-chart');
  const area = chart.getByRole('img', { name: /^Depth chart: best bid/ });
  // the first depth frame: on a loaded machine the sandbox's pushes come late
  await expect(area).toBeVisible({ timeout: 60_000 });
  // the chart's best prices are the book's, frame after frame
  const bestOfBoth = () =>
    page.evaluate(() => {
      const figure = document.querySelector('[data-testid="depth-chart"]');
      const book = document.querySelector('[data-testid="order-book"] [data-testid="depth-bid"]');
      return { chart: figure?.getAttribute('data-bid') ?? '', book: book?.textContent ?? '' };
    });
  await setPrice(request, 'ukoil', '80.00');
  await expect.poll(async () => Number((await bestOfBoth()).chart), { timeout: 60_000 }).toBeGreaterThan(78);
  await expect
    .poll(async () => {
      const best = await bestOfBoth();
      return best.book.startsWith(Number(best.chart).toFixed(2));
    })
    .toBe(true);

  // a tap left of the middle picks a bid, right of it an ask
  const box = (await area.boundingBox())!;
  const limit = page.getByRole('textbox', { name: /Order price \(limit\)/ });
  await area.click({ position: { x: 4, y: box.height / 2 } });
  const bid = Number(await limit.inputValue());
  const mid = async () => {
    const attributes = await chart.evaluate((element) => [
      element.getAttribute('data-bid'),
      element.getAttribute('data-ask'),
    ]);
    return (Number(attributes[0]) + Number(attributes[1])) / 2;
  };
  expect(bid).toBeGreaterThan(70);
  expect(bid).toBeLessThan(await mid());
  await area.click({ position: { x: box.width - 4, y: box.height / 2 } });
  const ask = Number(await limit.inputValue());
  expect(ask).toBeGreaterThan(await mid());
  expect(ask).toBeLessThan(90);
});

/** Nothing axe finds (WCAG A/AA) in the given parts of the page. */
const expectNoAxeViolations = async (page: Page, { include }: { include: string[] }) => {
  const report = await axeViolations(page, { include });
  expect(report, report.join('\n')).toEqual([]);
};

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds nothing on the alerts and the depth chart (${theme})`, async ({ page, request }) => {
    test.slow();
    const account = await newAccount(request);
    await signIn(page, account);
    await useTheme(page, theme);
    await open(page, '/pages/trade/contract?symbol=ukoil');
    await expect(page.getByTestId('depth-chart').getByRole('img')).toBeVisible({ timeout: 60_000 });
    await expectNoAxeViolations(page, { include: ['[data-testid="depth-chart"]', '[data-testid="price-alert-open"]'] });
    const dialog = await openAlerts(page);
    await setAlert(dialog, 'below', '1');
    await dialog.getByRole('textbox', { name: 'Price' }).fill('0');
    await dialog.getByRole('button', { name: 'Set alert' }).click();
    await expect(dialog.getByText('The level must be greater than 0')).toBeVisible();
    await expect(dialog.getByTestId('price-alert')).toHaveCount(1);
    await expectNoAxeViolations(page, { include: ['[data-testid="price-alert-dialog"]'] });
  });
}

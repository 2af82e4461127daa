import type { APIRequestContext, Page } from '@playwright/test';
import { expect, open, test } from '../fixtures';
import { advance, asUser, fund, newAccount, signIn, type Account } from './sandbox';

const DAY = 86_400_000;

/**
 * The star changes at once; the provider's answer and the watchlist read that follows it are still
 * under way. A reload before they end would cut them off (a trader who reloads that fast loses the
 * change), so a flow that reloads waits for both first.
 */
const watchlistSaved = async (page: Page, path: '/addoptional' | '/removeoptional') => {
  await page.waitForResponse((response) => response.url().endsWith(`/api${path}`));
  // the read the answer starts, not one from before it
  await page.waitForResponse(
    (response) => response.url().endsWith('/api/optional') && response.request().method() === 'GET',
  );
};

const user = async (request: APIRequestContext, account: Account) =>
  (
    await asUser<{ result: { balance: string; realauth_status: number; balances: Record<string, string> } }>(
      request,
      account,
      'GET',
      '/userdetail',
    )
  ).result;

test('identity is verified after review, then a loan is applied for, approved and paid out', async ({
  page,
  request,
}) => {
  const account = await newAccount(request);
  await signIn(page, account);
  await open(page, '/pages/auth/authstepone');
  await expect(page.getByLabel(/^Phone number/)).toHaveValue(account.phone);
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page).toHaveURL(/#\/pages\/user\/auth$/);
  await expect(page.getByTestId('kyc-basic-state')).toHaveText('Under review');
  await advance(request, account, 31_000);
  await page.reload();
  await expect(page.getByTestId('kyc-basic-state')).toHaveText('Verified');

  await open(page, '/pages/trade/loan');
  await expect(page.getByTestId('credit-available')).toHaveText('10,000.00');
  await page.getByTestId('loan-term').filter({ hasText: '7-day loan' }).click();
  await page.getByRole('textbox', { name: /Amount/ }).fill('2000');
  await expect(page.getByTestId('loan-interest')).toHaveText('14.00');
  await page.getByRole('button', { name: 'Apply for a loan' }).click();
  await page.getByTestId('confirm-send-dialog').getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/tab=history/);
  await expect(page.getByTestId('loan-state')).toHaveText(['Pending']);
  await advance(request, account, 31_000);
  await page.reload();
  await expect(page.getByTestId('loan-state')).toHaveText(['Repaying']);
  expect((await user(request, account)).balance).toBe('2000.00');
});

test('staking takes the amount, pays the daily yield every day and shows the progress', async ({ page, request }) => {
  const account = await newAccount(request);
  await fund(request, account, '3000');
  await signIn(page, account);
  await open(page, '/pages/trade/staking');
  await page.getByRole('link', { name: 'ETH Flexible Mining' }).click();
  await expect(page.getByText('Available balance: 3,000.00 USDT')).toBeVisible();
  await page.getByRole('textbox', { name: /Amount to lock/ }).fill('1000');
  await expect(page.getByTestId('staking-reward')).toHaveText('360.00 USDT');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await page.getByTestId('confirm-send-dialog').getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/staking\?tab=orders$/);
  await expect(page.getByTestId('staking-order')).toHaveCount(1);
  expect((await user(request, account)).balance).toBe('2000.00');

  // three days pass for this account: three days of 1.2 % on 1,000
  await advance(request, account, 3 * DAY);
  await page.reload();
  await expect(page.getByTestId('staking-order').first()).toContainText('Day 3 of 30');
  expect((await user(request, account)).balance).toBe('2036.00');
});

test('an exchange from USDT to BTC at the live rate moves both balances', async ({ page, request }) => {
  const account = await newAccount(request);
  await fund(request, account, '2000');
  await signIn(page, account);
  await open(page, '/pages/user/exchange');
  await expect(page.getByTestId('exchange-rate')).toHaveText(/^1 USDT = 0\.0000\d+ BTC$/);
  await page.getByRole('textbox', { name: /Amount \(USDT\)/ }).fill('1000');
  await page.getByRole('button', { name: 'Exchange', exact: true }).click();
  await page.getByTestId('exchange-confirm').getByRole('button', { name: 'Exchange', exact: true }).click();
  await expect(page.getByText('Exchange successful')).toBeVisible();
  const after = await user(request, account);
  expect(after.balance).toBe('1000.00');
  expect(Number(after.balances.btc)).toBeGreaterThan(0.005);
});

test('a new coin is subscribed in its open window and listed in the records', async ({ page, request }) => {
  const account = await newAccount(request);
  await fund(request, account, '2000');
  await signIn(page, account);
  await open(page, '/pages/newcoin');
  await page.getByTestId('new-coin').first().getByRole('button', { name: 'Subscribe' }).click();
  const form = page.getByTestId('subscribe-dialog');
  await form.getByRole('textbox', { name: /Amount to pay/ }).fill('1200');
  await form.getByRole('button', { name: 'Continue' }).click();
  await page.getByTestId('confirm-send-dialog').getByRole('button', { name: 'Subscribe' }).click();
  await page.getByRole('link', { name: 'Subscription records' }).click();
  await expect(page.getByTestId('subscription-record')).toHaveCount(1);
  expect((await user(request, account)).balance).toBe('800.00');
});

test('a starred symbol stays starred after a reload, and unstarring sticks too', async ({ page, request }) => {
  const account = await newAccount(request);
  await signIn(page, account);
  await open(page, '/pages/home/market');
  const added = watchlistSaved(page, '/addoptional');
  await page.getByRole('button', { name: 'Add SOLUSDT to watchlist' }).click();
  await expect(page.getByRole('button', { name: 'Remove SOLUSDT from watchlist' })).toBeVisible();
  await added;
  await page.reload();
  await page.getByRole('tab', { name: 'Watchlist' }).click();
  const sol = page.locator('[data-testid="instrument-row"][data-code="solusdt"]');
  await expect(sol).toBeVisible();
  const removed = watchlistSaved(page, '/removeoptional');
  await sol.getByRole('button', { name: 'Remove SOLUSDT from watchlist' }).click();
  await expect(sol).toHaveCount(0);
  await removed;
  await page.reload();
  await page.getByRole('tab', { name: 'Watchlist' }).click();
  await expect(page.locator('[data-testid="instrument-row"][data-code="solusdt"]')).toHaveCount(0);
});

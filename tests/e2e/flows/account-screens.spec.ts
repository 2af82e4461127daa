import type { Page } from '@playwright/test';
import { expect, open, seed, test } from '../fixtures';
import { asUser, fund, newAccount, signIn } from './sandbox';

/**
 * Money and account screens on the sandbox, in the default language (vi): the staking explanation,
 * deposit without a channel or without signing in, password recovery and the ledger filter. Each
 * test works on its own account.
 */
const vi = (value: string): string =>
  new Intl.NumberFormat('vi-VN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number(value));

/** Requests the app sent whose path ends with `path` (query included in each entry). */
const watch = (page: Page, path: string): string[] => {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith(path)) seen.push(`${url.pathname}${url.search}`);
  });
  return seen;
};

test('staking explains both rebate methods for the amount typed, and keeps it after a refusal', async ({
  page,
  request,
}) => {
  const account = await newAccount(request);
  await fund(request, account, '2000');
  await signIn(page, account, 'vi');
  await open(page, '/pages/trade/stakingdetails?id=3');
  const amount = page.getByRole('textbox', { name: /Số tiền khóa/ });
  await amount.fill('5000');
  await expect(page.getByText(`Số dư khả dụng của bạn là ${vi('2000')} USDT.`)).toBeVisible();
  await page.getByRole('button', { name: 'Đăng ký' }).click();
  await expect(amount).toHaveValue('5000');
  await amount.fill('1234,56');
  const explainer = page.getByTestId('rebate-explainer');
  // 1.234,56 × 1,2 % = 14,81472: 14,81 a day, 30 days = 444,30
  await expect(explainer.getByTestId('rebate-example-amount')).toHaveText(
    `Tính cho ${vi('1234.56')} USDT của bạn trong 30 ngày:`,
  );
  await expect(explainer.getByTestId('rebate-daily')).toContainText(
    `Mỗi ngày ${vi('14.81')} USDT được trả vào số dư trong 30 ngày (tổng ${vi('444.30')} USDT)`,
  );
  await expect(explainer.getByTestId('rebate-daily')).toContainText('Gói này');
  await expect(explainer.getByTestId('rebate-atMaturity')).toContainText(
    `khi đáo hạn ${vi('1678.86')} USDT được hoàn lại cùng lúc`,
  );
  await expect(page.getByTestId('staking-reward')).toHaveText(`${vi('444.30')} USDT`);
});

test('the deposit screen without a channel, opened or reloaded, asks for none and shows the ways to deposit', async ({
  page,
  request,
}) => {
  const account = await newAccount(request);
  const asked = watch(page, '/api/deposittype');
  await signIn(page, account, 'vi');
  for (const route of ['/pages/recharge', '/pages/recharge?id=0']) {
    await open(page, route);
    await expect(page).toHaveURL(/#\/pages\/recharge\/counter$/);
    await expect(page.getByTestId('deposit-method-bank')).toContainText('Thẻ ngân hàng');
  }
  await page.evaluate(() => {
    window.location.hash = '#/pages/recharge';
  });
  await page.reload();
  await expect(page).toHaveURL(/#\/pages\/recharge\/counter$/);
  await expect(page.getByTestId('deposit-method-crypto')).toBeVisible();
  expect(asked).toEqual([]);
});

test('a visitor on the deposit counter is told to sign in, and signing in leads to the chosen channels', async ({
  page,
  request,
  guard,
}) => {
  guard.allowConsole.push(/status of 403 .*\/api\/login/);
  const account = await newAccount(request);
  await seed(page, { language: 'vi' });
  await open(page, '/pages/recharge/counter');
  await expect(page.getByTestId('deposit-sign-in')).toContainText('Đăng nhập để nạp tiền vào tài khoản của bạn.');
  await page.getByTestId('deposit-method-bank').click();
  await expect(page).toHaveURL(/#\/pages\/login$/);
  await page.getByLabel(/^Số điện thoại/).fill(account.phone);
  await page.getByLabel(/^Mật khẩu/).fill('wrong-password');
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  // refused: still here, with the phone kept
  await expect(page.getByLabel(/^Số điện thoại/)).toHaveValue(account.phone);
  await page.getByLabel(/^Mật khẩu/).fill(account.password);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page).toHaveURL(/#\/pages\/recharge\/select\?type=1$/);
});

test('password recovery: the first tap on "Send code" after correcting the phone sends it; a wrong code keeps what was typed', async ({
  page,
  request,
  guard,
}) => {
  guard.allowConsole.push(/status of 403 .*\/api\/password\/recover/);
  const account = await newAccount(request);
  const codes = watch(page, '/api/password/recover/code');
  await seed(page, { language: 'vi' });
  await open(page, '/pages/user/findpassword');
  const send = page.getByRole('button', { name: 'Gửi mã' });
  await send.click();
  await expect(page.getByText('Nhập số điện thoại')).toBeVisible();
  await page.getByLabel(/^Số điện thoại/).fill(account.phone);
  // a thumb lands near the lower edge of the button
  const box = await send.boundingBox();
  if (!box) throw new Error('no Send code button');
  await send.click({ position: { x: box.width / 2, y: box.height - 3 } });
  await expect(page.getByRole('button', { name: /Gửi lại sau \d+ giây/ })).toBeDisabled();
  expect(codes).toHaveLength(1);

  await page.getByLabel(/^Mã xác minh/).fill('000000');
  await page.getByLabel(/^Mật khẩu mới/).fill('NewTrade#2026');
  await page.getByLabel(/^Nhập lại mật khẩu mới/).fill('NewTrade#2026');
  await page.getByRole('button', { name: 'Đặt lại mật khẩu' }).click();
  await expect(page.getByRole('status').or(page.getByRole('alert')).first()).toBeVisible();
  await expect(page).toHaveURL(/#\/pages\/user\/findpassword$/);
  await expect(page.getByLabel(/^Số điện thoại/)).toHaveValue(account.phone);
  await expect(page.getByLabel(/^Mã xác minh/)).toHaveValue('000000');
  await expect(page.getByLabel(/^Mật khẩu mới/)).toHaveValue('NewTrade#2026');
  await page.getByLabel(/^Mã xác minh/).fill('482913');
  await page.getByRole('button', { name: 'Đặt lại mật khẩu' }).click();
  await expect(page).toHaveURL(/#\/pages\/login$/);
});

test('the ledger type filter asks the provider for that type', async ({ page, request }) => {
  const account = await newAccount(request);
  await fund(request, account, '2000');
  await asUser(request, account, 'POST', '/stakingsubmit', { plan_id: '3', amount: '500' });
  const asked = watch(page, '/api/moneychange');
  await signIn(page, account, 'vi');
  await open(page, '/pages/wallet/financialrecords');
  await expect(page.getByTestId('ledger-record')).toHaveCount(2);
  await page.getByRole('combobox', { name: 'Loại' }).selectOption({ label: 'Nạp tiền' });
  await expect(page.getByTestId('ledger-record')).toHaveCount(1);
  await expect(page.getByTestId('ledger-record')).toContainText('Nạp tiền');
  expect(asked.some((url) => new URLSearchParams(url.split('?')[1]).get('type') === '1')).toBe(true);
});

import type { APIRequestContext } from '@playwright/test';
import { expect, open, test } from '../fixtures';
import { advance, asUser, atWithdrawalHours, fund, newAccount, signIn, verifyIdentity, type Account } from './sandbox';

// A 1×1 PNG, as a phone photo stand-in.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const user = async (request: APIRequestContext, account: Account): Promise<{ balance: string; frozen: string }> =>
  (await asUser<{ result: { balance: string; frozen: string } }>(request, account, 'GET', '/userdetail')).result;

test('a deposit with a voucher is reviewed, then credited to the balance and listed as a success', async ({
  page,
  request,
}) => {
  const account = await newAccount(request);
  await signIn(page, account);
  await open(page, '/pages/recharge/counter');
  await page.getByTestId('deposit-method-crypto').click();
  await page.getByTestId('deposit-channel').first().click();
  await expect(page.getByTestId('deposit-address-text')).not.toBeEmpty();
  await page.getByRole('button', { name: '500' }).click();
  await page.getByTestId('voucher-input').setInputFiles({ name: 'voucher.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Voucher preview' })).toBeVisible();
  // the preview shows at once; the voucher is sent once its upload is done, as the screen says
  await expect(page.getByTestId('voucher-uploaded')).toBeVisible();
  await page.getByRole('button', { name: 'Submit deposit' }).click();
  await page.getByTestId('deposit-confirm').getByRole('button', { name: 'Submit deposit' }).click();
  await expect(page).toHaveURL(/#\/pages\/wallet\/record\?tab=deposit$/);
  const record = page.getByTestId('deposit-record');
  await expect(record).toHaveCount(1);
  await expect(record.getByTestId('record-status')).toHaveText('Pending');
  expect((await user(request, account)).balance).toBe('0.00');

  // the review takes its time (30 s of this account's clock)
  await advance(request, account, 31_000);
  await page.reload();
  await expect(record.getByTestId('record-status')).toHaveText('Success');
  await open(page, '/pages/home/assets');
  await expect(page.getByTestId('assets-total')).toHaveText('500.00 USD');
});

test('a first withdrawal (in Vietnamese): identity verified first, then set the withdrawal password, bind a bank card, withdraw, and see it paid', async ({
  page,
  request,
}) => {
  const account = await newAccount(request);
  await fund(request, account, '1000');
  // withdrawals need real-name verification first (asked for in flows/verification.spec.ts)
  await verifyIdentity(request, account);
  await atWithdrawalHours(page, request, account);
  await signIn(page, account, 'vi');
  const prompt = page.getByRole('alertdialog');
  const amount = page.getByRole('textbox', { name: /Số tiền \(USD\)/ });
  await open(page, '/pages/withdraw');
  await expect(prompt).toContainText('Chưa đặt mật khẩu rút tiền, đặt ngay?');
  await prompt.getByRole('button', { name: 'Đặt ngay' }).click();
  await page.getByLabel(/^Mật khẩu rút tiền mới/).fill('246801');
  await page.getByLabel(/^Nhập lại mật khẩu rút tiền/).fill('246801');
  await page.getByRole('button', { name: 'Lưu mật khẩu rút tiền' }).click();
  await expect(page).toHaveURL(/#\/pages\/withdraw\?/);

  await page.getByRole('tab', { name: 'Thẻ ngân hàng' }).click();
  await expect(prompt).toContainText('Chưa liên kết thẻ ngân hàng, liên kết ngay?');
  await prompt.getByRole('button', { name: 'Liên kết ngay' }).click();
  await page.getByRole('textbox', { name: /Tên chủ tài khoản/ }).fill('TRAN VAN BINH');
  await page.getByRole('textbox', { name: /Tên ngân hàng/ }).fill('Techcombank');
  await page.getByRole('textbox', { name: /Tên chi nhánh/ }).fill('Da Nang Branch');
  await page.getByRole('textbox', { name: /Mã ngân hàng/ }).fill('VTCBVNVX');
  await page.getByRole('textbox', { name: /Số thẻ hoặc số tài khoản/ }).fill('19036728451011');
  await page.getByRole('button', { name: 'Liên kết thẻ ngân hàng' }).click();
  // back on the bank tab (flows/bank-withdrawal.spec.ts: with the channel and amount as they were)
  await expect(page.getByTestId('withdraw-bank')).toContainText('•••• 1011');
  await expect(page.getByTestId('withdraw-bank')).not.toContainText('19036728451011');
  await page.getByRole('combobox', { name: 'Kênh' }).selectOption('Bank transfer (USD)');
  await amount.fill('300');
  // 300 + 1.5 % fee (4.50) + 20 % tax on it (0.90)
  await expect(page.getByTestId('withdraw-quote-total')).toContainText('305,40 USD');

  await page.getByRole('button', { name: 'Rút tiền', exact: true }).click();
  const dialog = page.getByTestId('withdraw-confirm');
  await expect(dialog).toContainText('Bank transfer (USD)');
  await dialog.getByLabel(/Mật khẩu rút tiền/).fill('246801');
  await dialog.getByRole('button', { name: 'Rút tiền', exact: true }).click();
  await expect(page).toHaveURL(/#\/pages\/wallet\/record\?tab=withdraw$/);
  const record = page.getByTestId('withdraw-record');
  await expect(record).toHaveCount(1);
  await expect(record.getByTestId('record-status')).toHaveText('Đang xử lý');
  // held while under review
  expect(await user(request, account)).toEqual(expect.objectContaining({ balance: '1000.00', frozen: '305.40' }));

  await advance(request, account, 61_000);
  await page.reload();
  await expect(record.getByTestId('record-status')).toHaveText('Thành công');
  expect(await user(request, account)).toEqual(expect.objectContaining({ balance: '694.60', frozen: '0.00' }));
});

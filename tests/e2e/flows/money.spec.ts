import type { APIRequestContext } from '@playwright/test';
import { expect, open, test } from '../fixtures';
import { advance, asUser, fund, newAccount, signIn, type Account } from './sandbox';

// A 1×1 PNG, as a phone photo stand-in.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const user = async (request: APIRequestContext, account: Account): Promise<{ balance: string; frozen: string }> =>
  (await asUser<{ result: { balance: string; frozen: string } }>(request, account, 'GET', '/userdetail')).result;

test('a deposit with a voucher is reviewed, then credited to the balance and listed as a success', async ({ page, request }) => {
  const account = await newAccount(request);
  await signIn(page, account);
  await open(page, '/pages/recharge/counter');
  await page.getByTestId('deposit-method-crypto').click();
  await page.getByTestId('deposit-channel').first().click();
  await expect(page.getByTestId('deposit-address-text')).not.toBeEmpty();
  await page.getByRole('button', { name: '500' }).click();
  await page.getByTestId('voucher-input').setInputFiles({ name: 'voucher.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Voucher preview' })).toBeVisible();
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

test('a first withdrawal: set the withdrawal password, bind a bank card, withdraw, and see it paid', async ({ page, request }) => {
  const account = await newAccount(request);
  await fund(request, account, '1000');
  await signIn(page, account);
  await open(page, '/pages/withdraw');
  const prompt = page.getByRole('alertdialog');
  await expect(prompt).toContainText('Withdrawal password not set, set now?');
  await prompt.getByRole('button', { name: 'Set now' }).click();
  await page.getByLabel(/^New withdrawal password/).fill('246801');
  await page.getByLabel(/^Repeat withdrawal password/).fill('246801');
  await page.getByRole('button', { name: 'Save withdrawal password' }).click();
  await expect(page).toHaveURL(/#\/pages\/withdraw$/);

  await page.getByRole('tab', { name: 'Bank card' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('No bank card bound, bind now?');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Bind now' }).click();
  await page.getByRole('textbox', { name: /Account name/ }).fill('TRAN VAN BINH');
  await page.getByRole('textbox', { name: /Bank name/ }).fill('Techcombank');
  await page.getByRole('textbox', { name: /Branch name/ }).fill('Da Nang Branch');
  await page.getByRole('textbox', { name: /Bank code/ }).fill('VTCBVNVX');
  await page.getByRole('textbox', { name: /Card or account number/ }).fill('19036728451011');
  await page.getByRole('button', { name: 'Bind bank card' }).click();
  await expect(page).toHaveURL(/#\/pages\/withdraw$/);
  const banks = await asUser<{ result: Array<{ cardno: string }> }>(request, account, 'GET', '/getbank');
  expect(banks.result.map((bank) => bank.cardno)).toEqual(['19036728451011']);

  await page.getByRole('tab', { name: 'Bank card' }).click();
  await page.getByRole('textbox', { name: /Amount \(USD\)/ }).fill('300');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const dialog = page.getByTestId('withdraw-confirm');
  await dialog.getByLabel(/Withdrawal password/).fill('246801');
  await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page).toHaveURL(/#\/pages\/wallet\/record\?tab=withdraw$/);
  const record = page.getByTestId('withdraw-record');
  await expect(record).toHaveCount(1);
  await expect(record.getByTestId('record-status')).toHaveText('Pending');
  // held while under review
  expect(await user(request, account)).toEqual(expect.objectContaining({ balance: '1000.00', frozen: '300.00' }));

  await advance(request, account, 61_000);
  await page.reload();
  await expect(record.getByTestId('record-status')).toHaveText('Success');
  expect(await user(request, account)).toEqual(expect.objectContaining({ balance: '700.00', frozen: '0.00' }));
});

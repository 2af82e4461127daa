import type { Request } from '@playwright/test';
import { expect, open, test } from '../fixtures';
import { asUser, atWithdrawalHours, fund, newAccount, signIn, verifyIdentity } from './sandbox';

test('a bank withdrawal (in Vietnamese): every bank channel with its own fee; "bind now" comes back to the bank tab with the channel and amount typed', async ({
  page,
  request,
}) => {
  const account = await newAccount(request);
  await fund(request, account, '1000');
  await verifyIdentity(request, account);
  await asUser(request, account, 'PUT', '/withdrawpassword', { new_withdraw_password: '246801' });
  await atWithdrawalHours(page, request, account);
  await signIn(page, account, 'vi');
  const sent: Request[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/withdrawbywallet') sent.push(r);
  });
  await open(page, '/pages/withdraw');
  await page.getByRole('tab', { name: 'Thẻ ngân hàng' }).click();
  const prompt = page.getByRole('alertdialog');
  await expect(prompt).toContainText('Chưa liên kết thẻ ngân hàng, liên kết ngay?');
  await prompt.getByRole('button', { name: 'Hủy' }).click();

  const channel = page.getByRole('combobox', { name: 'Kênh' });
  await expect(channel.getByRole('option')).toHaveText(['Bank transfer (VND)', 'Bank transfer (USD)']);
  const amount = page.getByRole('textbox', { name: /Số tiền \(USD\)/ });
  await amount.fill('300');
  // the VND channel: 1 % fee, paid in dong at 25,350 per USD
  await expect(page.getByTestId('withdraw-quote-fee')).toContainText('3,00 USD');
  await expect(page.getByTestId('withdraw-quote-received')).toContainText('7.605.000,00 VND');
  await channel.selectOption('Bank transfer (USD)');
  await expect(page.getByTestId('withdraw-quote-fee')).toContainText('4,50 USD');
  await expect(page.getByTestId('withdraw-quote-received')).toContainText('300,00 USD');

  // refused without a card: asked to bind one, and the withdrawal waits
  await page.getByRole('button', { name: 'Rút tiền', exact: true }).click();
  await expect(prompt).toContainText('Chưa liên kết thẻ ngân hàng, liên kết ngay?');
  await prompt.getByRole('button', { name: 'Liên kết ngay' }).click();
  await page.getByRole('textbox', { name: /Tên chủ tài khoản/ }).fill('TRAN VAN BINH');
  await page.getByRole('textbox', { name: /Tên ngân hàng/ }).fill('Techcombank');
  await page.getByRole('textbox', { name: /Tên chi nhánh/ }).fill('Da Nang Branch');
  await page.getByRole('textbox', { name: /Mã ngân hàng/ }).fill('VTCBVNVX');
  await page.getByRole('textbox', { name: /Số thẻ hoặc số tài khoản/ }).fill('19036728451011');
  await page.getByRole('button', { name: 'Liên kết thẻ ngân hàng' }).click();

  // back on the bank tab with what was typed
  await expect(page.getByRole('tab', { name: 'Thẻ ngân hàng' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('withdraw-bank')).toContainText('•••• 1011');
  await expect(page.getByTestId('withdraw-bank')).not.toContainText('19036728451011');
  await expect(channel).toHaveValue('1');
  await expect(amount).toHaveValue('300');
  // 300 + 1.5 % fee (4.50) + 20 % tax on it (0.90)
  await expect(page.getByTestId('withdraw-quote-total')).toContainText('305,40 USD');
  await page.getByRole('button', { name: 'Rút tiền', exact: true }).click();
  const dialog = page.getByTestId('withdraw-confirm');
  await expect(dialog).toContainText('Bank transfer (USD)');
  await dialog.getByLabel(/Mật khẩu rút tiền/).fill('246801');
  await dialog.getByRole('button', { name: 'Rút tiền', exact: true }).click();
  await expect(page).toHaveURL(/#\/pages\/wallet\/record\?tab=withdraw$/);
  expect(sent.map((r) => r.postDataJSON() as unknown)).toEqual([
    {
      address: '19036728451011',
      amount: '300.00',
      pay_password: '246801',
      currency: 'BANK',
      cryptoprotocol: 'Bank transfer (USD)',
    },
  ]);
  const held = await asUser<{ result: { frozen: string } }>(request, account, 'GET', '/userdetail');
  expect(held.result.frozen).toBe('305.40');
});

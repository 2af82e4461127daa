import { expect, open, test } from '../fixtures';
import { advance, atWithdrawalHours, fund, newAccount, signIn, verifyIdentity } from './sandbox';

// A 1×1 PNG, as a phone photo stand-in.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

test('a rejected verification (in Vietnamese) shows the provider’s reason and the way to submit again, which loans then wait for', async ({
  page,
  request,
}) => {
  const account = await newAccount(request);
  await verifyIdentity(request, account);
  await signIn(page, account, 'vi');
  await open(page, '/pages/user/auth');
  await expect(page.getByTestId('kyc-basic-state')).toHaveText('Đã xác minh');
  await page.getByTestId('kyc-advanced').getByRole('link', { name: 'Xác minh ngay' }).click();
  await page.getByLabel(/^Họ và tên/).fill('Tran Van Binh');
  // the sandbox's reviewer rejects this document number (docs/sandbox.md)
  await page.getByLabel(/^Số giấy tờ/).fill('000000000000');
  await page.getByTestId('kyc-front').locator('input[type="file"]').setInputFiles(photo('front.png'));
  await expect(page.getByRole('img', { name: 'Mặt trước' })).toBeVisible();
  await page.getByTestId('kyc-back').locator('input[type="file"]').setInputFiles(photo('back.png'));
  await expect(page.getByRole('img', { name: 'Mặt sau' })).toBeVisible();
  await page.getByRole('button', { name: 'Gửi xét duyệt' }).click();
  await expect(page.getByTestId('kyc-advanced-state')).toHaveText('Đang xét duyệt');

  await advance(request, account, 31_000);
  await page.reload();
  const rejection = page.getByTestId('kyc-advanced-rejection');
  await expect(page.getByTestId('kyc-advanced-state')).toHaveText('Bị từ chối');
  await expect(rejection).toContainText('Yêu cầu xác minh của bạn bị từ chối. Hãy kiểm tra thông tin và gửi lại.');
  await expect(rejection).toContainText(
    'Lý do: The ID number does not match the document. Please check it and submit again.',
  );
  await page.getByTestId('kyc-advanced').getByRole('link', { name: 'Gửi lại' }).click();
  await expect(page).toHaveURL(/#\/pages\/auth\/authstepsecond$/);
  await expect(page.getByTestId('kyc-rejection')).toContainText('Lý do: The ID number does not match the document.');
  await expect(page.getByRole('button', { name: 'Gửi xét duyệt' })).toBeEnabled();
});

test('a withdrawal (in Vietnamese) asks to verify the identity first, keeps the amount typed, and leads to verification; once verified the next step is the withdrawal password', async ({
  page,
  request,
}) => {
  const account = await newAccount(request);
  await fund(request, account, '1000');
  await atWithdrawalHours(page, request, account);
  await signIn(page, account, 'vi');
  await open(page, '/pages/withdraw');
  const prompt = page.getByRole('alertdialog');
  await expect(prompt).toContainText('Rút tiền cần xác minh danh tính. Xác minh danh tính trước?');
  await prompt.getByRole('button', { name: 'Hủy' }).click();
  const amount = page.getByRole('textbox', { name: /Số tiền \(USD\)/ });
  await amount.fill('300');
  await page.getByRole('button', { name: 'Rút tiền', exact: true }).click();
  // refused until the identity is verified: asked again, never the confirmation, and the amount stays
  await expect(prompt).toContainText('Xác minh danh tính trước?');
  await prompt.getByRole('button', { name: 'Hủy' }).click();
  await expect(amount).toHaveValue('300');
  await expect(page.getByTestId('withdraw-confirm')).toHaveCount(0);
  await page.getByRole('button', { name: 'Rút tiền', exact: true }).click();
  await prompt.getByRole('button', { name: 'Xác minh ngay' }).click();
  await expect(page).toHaveURL(/#\/pages\/user\/auth$/);
  await page.getByTestId('kyc-basic').getByRole('link', { name: 'Xác minh ngay' }).click();
  await expect(page.getByLabel(/^Số điện thoại/)).toHaveValue(account.phone);
  await page.getByRole('button', { name: 'Gửi xét duyệt' }).click();
  await expect(page.getByTestId('kyc-basic-state')).toHaveText('Đang xét duyệt');
  await open(page, '/pages/withdraw');
  await expect(prompt).toContainText(
    'Hồ sơ xác minh danh tính của bạn đang được xét duyệt. Bạn có thể rút tiền khi được duyệt.',
  );

  // the review takes 30 s of this account's clock
  await advance(request, account, 31_000);
  await page.reload();
  await expect(prompt).toContainText('Chưa đặt mật khẩu rút tiền, đặt ngay?');
});

test('loans (in Vietnamese) ask to verify the identity first, keep the amount typed, and lead to verification', async ({
  page,
  request,
}) => {
  const account = await newAccount(request);
  await signIn(page, account, 'vi');
  await open(page, '/pages/trade/loan');
  const amount = page.getByRole('textbox', { name: /Số tiền \(USDT\)/ });
  await amount.fill('1000');
  await page.getByRole('button', { name: 'Đăng ký vay', exact: true }).click();
  const prompt = page.getByRole('alertdialog');
  await expect(prompt).toContainText('Vay cần xác minh danh tính. Xác minh ngay?');
  await prompt.getByRole('button', { name: 'Hủy' }).click();
  await expect(amount).toHaveValue('1000');
  await page.getByRole('button', { name: 'Đăng ký vay', exact: true }).click();
  await prompt.getByRole('button', { name: 'Xác minh ngay' }).click();
  await expect(page).toHaveURL(/#\/pages\/user\/auth$/);
});

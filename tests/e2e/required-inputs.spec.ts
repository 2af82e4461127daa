import { expect, open, seed, test } from './fixtures';

test.beforeEach(async ({ page }) => seed(page, { language: 'vi', token: 'demo-token' }));

test('the bank card form (in Vietnamese) requires account name, bank, branch, bank code or IFSC and card number, not the branch OTP, and keeps what was typed after a refusal', async ({
  page,
  guard,
}) => {
  guard.allowConsole.push(/status of 400 \(Bad Request\) .*\/api\/wallet\/blindbank/);
  await page.route(/\/api\/getbank(\?|$)/, (route) =>
    route.continue({ headers: { ...route.request().headers(), prefer: 'example=noBankCard' } }),
  );
  await page.route(/\/api\/wallet\/blindbank(\?|$)/, (route) =>
    route.continue({ headers: { ...route.request().headers(), prefer: 'code=400, example=validationError' } }),
  );
  await open(page, '/pages/setting/bank');
  await page.getByRole('button', { name: 'Liên kết thẻ ngân hàng' }).click();
  for (const message of [
    'Nhập tên chủ tài khoản',
    'Nhập tên ngân hàng',
    'Nhập tên chi nhánh',
    'Nhập mã ngân hàng',
    'Nhập số thẻ hoặc số tài khoản',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('textbox', { name: /Số chi nhánh \/ OTP/ })).not.toHaveAttribute('required');
  await expect(page.getByRole('textbox', { name: /Tên chủ tài khoản/ })).toHaveAttribute('required', '');

  await page.getByRole('textbox', { name: /Tên chủ tài khoản/ }).fill('SHARMA RAHUL');
  await page.getByRole('textbox', { name: /Tên ngân hàng/ }).fill('State Bank of India');
  await page.getByRole('textbox', { name: /Tên chi nhánh/ }).fill('Andheri East');
  // an IFSC is a bank code the provider accepts
  await page.getByRole('textbox', { name: /Mã ngân hàng/ }).fill('SBIN0001234');
  await page.getByRole('textbox', { name: /Số thẻ hoặc số tài khoản/ }).fill('30012345678');
  await page.getByRole('button', { name: 'Liên kết thẻ ngân hàng' }).click();
  await expect(page.getByText('The card number field is required.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Tên chủ tài khoản/ })).toHaveValue('SHARMA RAHUL');
  await expect(page.getByRole('textbox', { name: /Mã ngân hàng/ })).toHaveValue('SBIN0001234');
  await expect(page.getByRole('textbox', { name: /Số thẻ hoặc số tài khoản/ })).toHaveValue('30012345678');
});

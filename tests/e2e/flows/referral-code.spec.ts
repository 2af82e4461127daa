import { expect, open, seed, test } from '../fixtures';
import { freshPhone } from './sandbox';

test('registration (in Vietnamese): the referral code is optional, an unknown one is refused and everything typed stays', async ({
  page,
  guard,
}) => {
  guard.allowConsole.push(/status of 400 \(Bad Request\) .*\/api\/register/);
  await seed(page, { language: 'vi' });
  const phone = freshPhone();
  await open(page, '/pages/user/register');
  await page.getByLabel('Số điện thoại').fill(phone);
  await page.getByLabel(/^Mật khẩu/).fill('Secret#2026');
  await page.getByLabel('Nhập lại mật khẩu').fill('Secret#2026');
  const code = page.getByLabel('Mã mời (không bắt buộc)');
  await code.fill('NOSUCH1');
  await page.getByText('Tôi đã đọc và đồng ý với').click();
  await page.getByRole('button', { name: 'Tạo tài khoản' }).click();
  await expect(page.getByText('Mã mời không tồn tại')).toBeVisible();
  await expect(page.getByLabel('Số điện thoại')).toHaveValue(phone);
  await expect(code).toHaveValue('NOSUCH1');

  // without a code the account is made
  await code.fill('');
  await page.getByRole('button', { name: 'Tạo tài khoản' }).click();
  // and signed in with what was typed: home, with a new account's first steps
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByTestId('first-steps')).toBeVisible();
});

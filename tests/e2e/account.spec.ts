import type { Page, Route } from '@playwright/test';
import { expect, open, seed, test } from './fixtures';
import { holdAnswers } from './held-answers';

/** Asks Prism for a named scenario of one operation. */
const prefer = (page: Page, path: string, value: string) =>
  page.route(`**/api/${path}*`, (route: Route) =>
    route.continue({ headers: { ...route.request().headers(), prefer: value } }),
  );

/** A tiny valid PNG (1×1). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const image = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

test.describe('profile', () => {
  test.beforeEach(async ({ page }) => seed(page, { token: 'e2e-token' }));

  test('the "me" tab leads to the user centre: id, VIP, credit score, verification and links', async ({ page }) => {
    await open(page, '/pages/home/cme');
    await page.getByRole('link', { name: 'User centre' }).click();
    await expect(page).toHaveURL(/#\/pages\/usercenter$/);
    await expect(page.getByTestId('account-id')).toHaveText('10028');
    await expect(page.getByText('VIP 2')).toBeVisible();
    await expect(page.getByTestId('profile-card')).toContainText('Verified');
    await page.getByRole('link', { name: 'Personal information' }).click();
    await expect(page).toHaveURL(/#\/pages\/userinfo$/);
    await expect(page.getByRole('textbox', { name: 'Nickname' })).toHaveValue('Minh Anh');
  });

  test('avatar: choose first, then upload and set it', async ({ page }) => {
    await open(page, '/pages/userinfo');
    await page.getByRole('button', { name: 'Upload avatar' }).click();
    await expect(page.getByText('Please choose an avatar first')).toBeVisible();
    await page.getByTestId('avatar-picker').locator('input[type="file"]').setInputFiles(image('me.png'));
    await expect(page.getByRole('img', { name: 'Avatar' })).toHaveAttribute('src', /^data:image\/png/);
    const upload = page.waitForRequest((r) => r.url().endsWith('/api/uploadfile'));
    const update = page.waitForRequest((r) => r.url().endsWith('/api/updateavatar'));
    await page.getByRole('button', { name: 'Upload avatar' }).click();
    expect((await upload).headers()['content-type']).toMatch(/^multipart\/form-data/);
    expect((await update).postDataJSON()).toEqual({ avatar: '/uploads/files/voucher-88412.svg' });
    await expect(page.getByText('Avatar updated')).toBeVisible();
  });

  test('avatar: "Avatar update failed" when the provider refuses it', async ({ page, guard }) => {
    guard.allowConsole.push(/status of 400 .*\/api\/updateavatar/);
    await prefer(page, 'updateavatar', 'code=400, example=validationError');
    await open(page, '/pages/userinfo');
    await page.getByTestId('avatar-picker').locator('input[type="file"]').setInputFiles(image('me.png'));
    await page.getByRole('button', { name: 'Upload avatar' }).click();
    await expect(page.getByText('Avatar update failed')).toBeVisible();
  });

  test('avatar: "Upload failed" when the upload is refused', async ({ page, guard }) => {
    guard.allowConsole.push(/status of 400 .*\/api\/uploadfile/);
    await prefer(page, 'uploadfile', 'code=400, example=validationError');
    await open(page, '/pages/userinfo');
    await page.getByTestId('avatar-picker').locator('input[type="file"]').setInputFiles(image('me.png'));
    await page.getByRole('button', { name: 'Upload avatar' }).click();
    await expect(page.getByText('Upload failed')).toBeVisible();
  });

  test('nickname: validated, then saved; failures say so', async ({ page, guard }) => {
    guard.allowConsole.push(/status of 400 .*\/api\/updatenickname/);
    await open(page, '/pages/userinfo');
    const nickname = page.getByRole('textbox', { name: 'Nickname' });
    await nickname.fill('Minh Anh!');
    await page.getByRole('button', { name: 'Save nickname' }).click();
    await expect(page.getByText('Use letters and digits, with single spaces between words')).toBeVisible();
    await nickname.fill('交易员Minh7');
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/updatenickname'));
    await page.getByRole('button', { name: 'Save nickname' }).click();
    expect((await sent).postDataJSON()).toEqual({ nickname: '交易员Minh7' });
    await expect(page.getByText('Nickname updated')).toBeVisible();
    await prefer(page, 'updatenickname', 'code=400, example=validationError');
    await page.getByRole('button', { name: 'Save nickname' }).click();
    await expect(page.getByText('Nickname update failed')).toBeVisible();
    await expect(nickname).toHaveValue('交易员Minh7');
  });

  test('"Failed to fetch user information" when /userdetail fails', async ({ page }) => {
    await page.route('**/api/userdetail*', (route) =>
      route.fulfill({ status: 200, json: { status: 500, message: 'Database busy' } }),
    );
    await open(page, '/pages/userinfo');
    await expect(page.getByText('Failed to fetch user information')).toBeVisible();
  });

  test('VIP: level, credit score, points and the rules', async ({ page }) => {
    await open(page, '/pages/user/vip');
    await expect(page.getByRole('heading', { name: 'VIP 2' })).toBeVisible();
    await expect(page.getByTestId('vip-credit')).toHaveText('100');
    await expect(page.getByTestId('vip-rules')).toContainText('888,888');
  });
});

test.describe('security', () => {
  test.beforeEach(async ({ page }) => seed(page, { token: 'e2e-token' }));

  test('account security links; the login password is changed with the old one', async ({ page }) => {
    await open(page, '/pages/user/accountsecurity');
    await expect(page.getByTestId('pay-password-state')).toHaveText('Set');
    await page.getByRole('link', { name: 'Login password' }).click();
    await page.getByLabel(/^Current password/).fill('Trade@2026');
    await page.getByLabel(/^New password/).fill('Trade@2027');
    await page.getByLabel(/^Repeat new password/).fill('Trade@2028');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByLabel(/^Repeat new password/).fill('Trade@2027');
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/password'));
    await page.getByRole('button', { name: 'Change password' }).click();
    expect((await sent).postDataJSON()).toEqual({ old_password: 'Trade@2026', new_password: 'Trade@2027' });
    await expect(page).toHaveURL(/#\/pages\/user\/accountsecurity$/);
  });

  test('withdrawal password: set for the first time, then back to where it was opened from', async ({ page }) => {
    await prefer(page, 'userdetail', 'example=passwordNotSet');
    await open(page, '/pages/user/setPayPassword?from=/pages/usercenter');
    await expect(page.getByRole('heading', { name: 'Set withdrawal password' })).toBeVisible();
    await expect(page.getByLabel(/^Current withdrawal password/)).toHaveCount(0);
    await page.getByLabel(/^New withdrawal password/).fill('246801');
    await page.getByLabel(/^Repeat withdrawal password/).fill('246801');
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/withdrawpassword'));
    await page.getByRole('button', { name: 'Save withdrawal password' }).click();
    expect((await sent).postDataJSON()).toEqual({ new_withdraw_password: '246801' });
    await expect(page).toHaveURL(/#\/pages\/usercenter$/);
  });

  test('withdrawal password: changed with the old one when one exists', async ({ page }) => {
    await open(page, '/pages/user/setPayPassword');
    await page.getByLabel(/^Current withdrawal password/).fill('135790');
    await page.getByLabel(/^New withdrawal password/).fill('246801');
    await page.getByLabel(/^Repeat withdrawal password/).fill('246801');
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/withdrawpassword'));
    await page.getByRole('button', { name: 'Save withdrawal password' }).click();
    expect((await sent).postDataJSON()).toEqual({ old_withdraw_password: '135790', new_withdraw_password: '246801' });
    await expect(page.getByText('Your withdrawal password has been saved')).toBeVisible();
  });
});

test('password recovery works without signing in, with customer service as the fallback', async ({ page }) => {
  await seed(page);
  await open(page, '/pages/user/findpassword');
  await page.getByLabel(/^Phone number/).fill('0901234567');
  const code = page.waitForRequest((r) => r.url().endsWith('/api/password/recover/code'));
  await page.getByRole('button', { name: 'Send code' }).click();
  expect((await code).postDataJSON()).toEqual({ phone: '0901234567' });
  await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  await page.getByLabel(/^Verification code/).fill('482913');
  await page.getByLabel(/^New password/).fill('NewTrade#2026');
  await page.getByLabel(/^Repeat new password/).fill('NewTrade#2026');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/#\/pages\/login$/);
  await expect(page.getByLabel('Phone number')).toHaveValue('0901234567');
  await open(page, '/pages/user/findpassword');
  await page.getByRole('link', { name: 'Contact customer service' }).click();
  await expect(page).toHaveURL(/#\/pages\/user\/kefu$/);
});

test.describe('identity verification', () => {
  test.beforeEach(async ({ page }) => seed(page, { token: 'e2e-token' }));

  test('real-name verified and advanced under review: 1-2 business days', async ({ page }) => {
    await open(page, '/pages/user/auth');
    await expect(page.getByTestId('kyc-basic-state')).toHaveText('Verified');
    await expect(page.getByTestId('kyc-advanced-state')).toHaveText('Under review');
    await expect(page.getByTestId('kyc-advanced')).toContainText('Review takes 1-2 business days.');
  });

  test('a rejected real-name verification is submitted again; advanced waits for it', async ({ page }) => {
    await prefer(page, 'userdetail', 'example=kycRejected');
    await open(page, '/pages/user/auth');
    await expect(page.getByTestId('kyc-basic-state')).toHaveText('Rejected');
    // the provider's reason (the proposed realauth_remark) above the way to submit again
    await expect(page.getByTestId('kyc-basic-rejection')).toContainText(
      'Reason: The phone number does not match the account. Please check it and submit again.',
    );
    await expect(page.getByTestId('kyc-advanced')).toContainText('Complete real-name verification first.');
    await page.getByRole('link', { name: 'Submit again' }).click();
    await expect(page.getByLabel(/^Phone number/)).toHaveValue('0901234567');
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/authverify/1'));
    await page.getByRole('button', { name: 'Submit for review' }).click();
    expect((await sent).postDataJSON()).toEqual({ phone: '0901234567' });
    await expect(page).toHaveURL(/#\/pages\/user\/auth$/);
    await open(page, '/pages/auth/authstepsecond');
    await page.getByRole('link', { name: 'Go to real-name verification' }).click();
    await expect(page).toHaveURL(/#\/pages\/auth\/authstepone$/);
  });

  test('advanced verification: document, name, number and both photos uploaded with a preview', async ({ page }) => {
    await page.route('**/api/userdetail*', (route) =>
      route.fulfill({
        json: {
          status: 200,
          result: {
            id: 10028,
            username: '0901234567',
            nickname: 'Minh Anh',
            realauth_status: 1,
            certification_status: 2,
            moneypssd_status: 1,
          },
        },
      }),
    );
    await open(page, '/pages/auth/authstepsecond');
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await expect(page.getByText('Upload the front of the document')).toBeVisible();
    await page.getByText("Driver's licence").click();
    await page.getByLabel(/^Full name/).fill('Nguyen Minh Anh');
    await page.getByLabel(/^Document number/).fill('079203004512');
    await page.getByTestId('kyc-front').locator('input[type="file"]').setInputFiles(image('front.png'));
    await expect(page.getByRole('img', { name: 'Front side' })).toBeVisible();
    await page.getByTestId('kyc-back').locator('input[type="file"]').setInputFiles(image('back.png'));
    await expect(page.getByRole('img', { name: 'Back side' })).toBeVisible();
    await expect(page.getByText('Upload the back of the document')).toHaveCount(0);
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/authverify/2'));
    await page.getByRole('button', { name: 'Submit for review' }).click();
    expect((await sent).postDataJSON()).toEqual({
      type: '3',
      fullname: 'Nguyen Minh Anh',
      cardid: '079203004512',
      front_img: '/uploads/files/voucher-88412.svg',
      back_img: '/uploads/files/voucher-88412.svg',
    });
    await expect(page).toHaveURL(/#\/pages\/user\/auth$/);
  });
});

test.describe('invitations and team', () => {
  test.beforeEach(async ({ page }) => seed(page, { token: 'e2e-token' }));

  test('the share link with its QR code opens registration with the invite code filled in', async ({ page }) => {
    await open(page, '/pages/user/share');
    await expect(page.getByTestId('invite-code')).toHaveText('A7K2Q9');
    await expect(page.getByTestId('invite-qr').locator('svg')).toBeVisible();
    const link = (await page.getByTestId('invite-link').textContent()) ?? '';
    expect(link).toMatch(/#\/pages\/user\/register\?refcode=A7K2Q9$/);
    await page.evaluate(() => localStorage.removeItem('token'));
    await page.goto(link);
    await expect(page.getByLabel('Invite code (optional)')).toHaveValue('A7K2Q9');
  });

  test('the share screen: the invite card arriving late takes the place its skeleton kept', async ({ page }) => {
    // the user (and the invite code with it) is held back until the card's skeleton is on screen
    const release = await holdAnswers(page, '**/api/userdetail*');
    await open(page, '/pages/user/share');
    await expect(page.getByTestId('invite-loading')).toBeVisible();
    const kept = await page.getByTestId('invite-loading').boundingBox();
    const toTeam = page.getByRole('link', { name: 'My team' });
    const toTeamBefore = await toTeam.boundingBox();
    release();
    await expect(page.getByTestId('invite-code')).toHaveText('A7K2Q9');
    expect(kept).not.toBeNull();
    expect(await page.getByTestId('invite-card').boundingBox()).toEqual(kept);
    expect(await toTeam.boundingBox()).toEqual(toTeamBefore); // the link below has not moved
  });

  test('the team shows three levels with members, deposits and rewards; then the invite records', async ({ page }) => {
    await open(page, '/pages/user/team');
    await expect(page.getByTestId('team-size')).toHaveText('46');
    await expect(page.getByTestId('team-level-1')).toContainText('10%');
    await expect(page.getByText('Thu Trang')).toBeVisible();
    await page.getByRole('tab', { name: 'Level 2' }).click();
    await expect(page.getByTestId('team-level-2')).toContainText('48,750.00');
    await page.getByRole('link', { name: 'Invite records' }).click();
    await expect(page.getByTestId('invite-record')).toHaveCount(2);
    await expect(page.getByTestId('invite-record').first()).toContainText('+500.00');
  });

  test('empty invite records say so', async ({ page }) => {
    await prefer(page, 'inviterecords', 'example=empty');
    await open(page, '/pages/user/inviterecords');
    await expect(page.getByText('No invite rewards yet')).toBeVisible();
  });
});

test.describe('about and app', () => {
  test.beforeEach(async ({ page }) => seed(page, { token: 'e2e-token' }));

  test('about us comes from article 2', async ({ page }) => {
    await prefer(page, 'register/agreement', 'example=aboutUs');
    const request = page.waitForRequest((r) => r.url().includes('/api/register/agreement'));
    await open(page, '/pages/user/aboutus');
    expect(new URL((await request).url()).searchParams.get('id')).toBe('2');
    await expect(page.getByTestId('about-us')).toContainText('multi-asset trading platform');
  });

  test('app download explains installing the web app', async ({ page }) => {
    await open(page, '/pages/appdownload');
    await expect(page.getByTestId('install-card')).toBeVisible();
    await expect(page.getByTestId('no-stores')).toBeVisible();
  });
});

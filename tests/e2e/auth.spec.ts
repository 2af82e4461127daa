import { EXAMPLE_ACCOUNT, expect, open, seed, test } from './fixtures';

test.describe('signing in and registering', () => {
  test.beforeEach(async ({ page }) => seed(page));

  test('the example account signs in and lands on the home screen', async ({ page }) => {
    await open(page, '/pages/login');
    await page.getByLabel('Phone number').fill(EXAMPLE_ACCOUNT.phone);
    await page.getByLabel(/^Password/).fill(EXAMPLE_ACCOUNT.password);
    const login = page.waitForRequest((request) => request.url().endsWith('/api/login'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    expect((await login).postDataJSON()).toEqual({
      userName: EXAMPLE_ACCOUNT.phone,
      password: EXAMPLE_ACCOUNT.password,
      type: 'username',
    });
    await expect(page).toHaveURL(/#\/$/);
    await expect(page.getByRole('navigation', { name: 'Main sections' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    await page.getByRole('link', { name: 'Me', exact: true }).click();
    await expect(page.getByTestId('profile-card')).toContainText('Minh Anh');
  });

  test('sign-in refuses a short phone number', async ({ page }) => {
    await open(page, '/pages/login');
    await page.getByLabel('Phone number').fill('090123');
    await page.getByLabel(/^Password/).fill('whatever');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Phone number must be at least 10 digits')).toBeVisible();
  });

  test('registration validates its fields and keeps the invite code of a share link', async ({ page }) => {
    await open(page, '/pages/user/register?refcode=A7K2Q9');
    await expect(page.getByLabel('Invite code (optional)')).toHaveValue('A7K2Q9');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Enter your phone number')).toBeVisible();
    await expect(page.getByText('Please accept the User Agreement')).toBeVisible();

    await page.getByLabel('Phone number').fill('0907654321');
    await page.getByLabel(/^Password/).fill('Secret#2026');
    await page.getByLabel('Repeat password').fill('Secret#2027');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();

    await page.getByRole('button', { name: 'User Agreement' }).click();
    await expect(page.getByRole('dialog').getByTestId('agreement')).toContainText('Scope');
    await page.keyboard.press('Escape');
    await expect(page.getByLabel('Phone number')).toHaveValue('0907654321');

    await page.getByLabel('Repeat password').fill('Secret#2026');
    await page.getByText('I have read and agree to the').click();
    const register = page.waitForRequest((request) => request.url().endsWith('/api/register'));
    const signIn = page.waitForRequest((request) => request.url().endsWith('/api/login'));
    await page.getByRole('button', { name: 'Create account' }).click();
    expect((await register).postDataJSON()).toMatchObject({ username: '0907654321', invite_code: 'A7K2Q9' });
    // registered, then signed in with what was typed (the provider's /register gives no token)
    expect((await signIn).postDataJSON()).toEqual({
      userName: '0907654321',
      password: 'Secret#2026',
      type: 'username',
    });
    await expect(page).toHaveURL(/#\/$/);
  });

  test('a visitor opening a signed-in screen is sent to the "me" tab', async ({ page }) => {
    await open(page, '/pages/withdraw');
    await expect(page).toHaveURL(/#\/pages\/home\/cme$/);
    await expect(page.getByTestId('visitor-card')).toBeVisible();
  });

  test('customer service opens without signing in', async ({ page }) => {
    await open(page, '/pages/user/kefu');
    await expect(page.getByTestId('support-channel').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Telegram Telegram' })).toHaveAttribute('target', '_blank');
  });
});

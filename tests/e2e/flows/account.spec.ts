import { expect, open, seed, test } from '../fixtures';
import { freshPhone, newAccount, signIn } from './sandbox';

test('a new trader registers, is signed in at once and meets every first-use prompt of an empty account', async ({
  page,
  guard,
}) => {
  guard.allowConsole.push(/403 \(Forbidden\).*\/api\/login/);
  await seed(page);
  const phone = freshPhone();
  await open(page, '/pages/user/register');
  await page.getByLabel('Phone number').fill(phone);
  await page.getByLabel(/^Password/).fill('Secret#2026');
  await page.getByLabel('Repeat password').fill('Secret#2026');
  await page.getByLabel('Repeat password').blur();
  await expect(page.getByText('Repeat your password')).toBeHidden();
  await page.getByText('I have read and agree to the').click();
  await expect(page.getByRole('checkbox')).toBeChecked();
  await page.getByRole('button', { name: 'Create account' }).click();

  // signed in with what was typed: home, where a new account starts, not the sign-in form again
  await expect(page).toHaveURL(/#\/$/);
  const steps = page.getByTestId('first-steps');
  await expect(steps.getByRole('link', { name: 'Deposit' })).toBeVisible();
  await expect(steps.getByRole('link', { name: 'Verify identity' })).toBeVisible();

  // an empty account: zero balance on the assets tab
  await open(page, '/pages/home/assets');
  await expect(page.getByTestId('assets-total')).toHaveText('0.00 USD');
  await expect(page.getByTestId('assets-available')).toHaveText('0.00');

  // not verified yet: withdrawing asks to verify the identity first (decision 0019), and leads there
  await open(page, '/pages/withdraw');
  const prompt = page.getByRole('alertdialog');
  await expect(prompt).toContainText('Withdrawals need real-name verification. Verify your identity first?');
  await prompt.getByRole('button', { name: 'Verify now' }).click();
  await expect(page).toHaveURL(/#\/pages\/user\/auth/);

  // signed out, the sandbox checks the password it was given at registration
  await open(page, '/pages/home/cme');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await open(page, '/pages/login');
  await page.getByLabel('Phone number').fill(phone);
  await page.getByLabel(/^Password/).fill('Wrong#2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Incorrect account or password')).toBeVisible();
  await page.getByLabel(/^Password/).fill('Secret#2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/#\/$/);
});

test('the session of a signed-out token ends with the expiry dialog, and signing in again works', async ({
  page,
  request,
  guard,
}) => {
  guard.allowConsole.push(/401/);
  const account = await newAccount(request);
  await signIn(page, account);
  await open(page, '/pages/home/assets');
  await expect(page.getByTestId('assets-total')).toHaveText('0.00 USD');
  // a token the provider no longer knows (as after an expiry): every call answers 401
  await page.evaluate(() => localStorage.setItem('token', 'expired-token'));
  await page.reload();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Token expired, please login again.');
  await expect(dialog).toHaveCount(1);
});

import { expect, open, seed, test } from './fixtures';
import { prefer, capture } from './wallet-support';

const IN_WITHDRAWAL_HOURS = new Date('2026-11-23T00:30:00Z');

test.beforeEach(async ({ page }) => {
  // Monday 07:30 in Vietnam, inside the withdrawal hours: the app disables withdrawing outside them
  await page.clock.setFixedTime(IN_WITHDRAWAL_HOURS);
  await seed(page, { token: 'demo-token' });
});

test('outside the hours the withdraw button is disabled and says when withdrawals open', async ({ page }) => {
  // Saturday 10:00 in Vietnam
  await page.clock.setFixedTime(new Date('2026-11-28T03:00:00Z'));
  await open(page, '/pages/withdraw');
  await page.getByRole('textbox', { name: /Amount \(USD\)/ }).fill('100');
  const withdraw = page.getByRole('button', { name: 'Withdraw', exact: true });
  await expect(withdraw).toBeDisabled();
  await expect(withdraw).toHaveAccessibleDescription('Withdrawals are closed now. Opens Monday at 07:00.');
});

test('withdrawal without a withdrawal password asks to set it and links to its setup', async ({ page }) => {
  await prefer(page, 'userdetail', 'example=passwordNotSet');
  await open(page, '/pages/withdraw');
  const prompt = page.getByRole('alertdialog');
  await expect(prompt).toContainText('Withdrawal password not set, set now?');
  await prompt.getByRole('button', { name: 'Set now' }).click();
  await expect(page).toHaveURL(/#\/pages\/user\/setPayPassword\?from=\/pages\/withdraw%3Fmethod%3Dwallet/);
});

test('a bank withdrawal without a bound card asks to bind one, binds it and comes back', async ({ page }) => {
  await prefer(page, 'getbank', 'example=noBankCard');
  const binds = capture(page, 'wallet/blindbank');
  await open(page, '/pages/withdraw');
  await page.getByRole('tab', { name: 'Bank card' }).click();
  const prompt = page.getByRole('alertdialog');
  await expect(prompt).toContainText('No bank card bound, bind now?');
  await prompt.getByRole('button', { name: 'Bind now' }).click();
  await expect(page).toHaveURL(/#\/pages\/setting\/bank\?from=\/pages\/withdraw%3Fmethod%3Dbank/);
  await page.getByRole('textbox', { name: /Account name/ }).fill('NGUYEN MINH ANH');
  await page.getByRole('textbox', { name: /Bank name/ }).fill('Vietcombank');
  await page.getByRole('textbox', { name: /Branch name/ }).fill('Ho Chi Minh City Branch');
  await page.getByRole('textbox', { name: /Bank code/ }).fill('BFTV');
  await page.getByRole('textbox', { name: /Card or account number/ }).fill('0071001234567');
  await page.getByRole('button', { name: 'Bind bank card' }).click();
  await expect(page.getByText('Enter an 8 or 11 character BIC/SWIFT code or an 11 character IFSC')).toBeVisible();
  await page.getByRole('textbox', { name: /Bank code/ }).fill('BFTVVNVX');
  await page.getByRole('textbox', { name: /Bank address/ }).fill('198 Tran Quang Khai, Hanoi');
  await page.getByRole('textbox', { name: /Branch number/ }).fill('0071');
  // from now on the provider has the card (the static mock answers its example with a card)
  await page.unroute(new RegExp('/api/getbank(\\?|$)'));
  await page.getByRole('button', { name: 'Bind bank card' }).click();
  await expect(page).toHaveURL(/#\/pages\/withdraw\?method=bank/);
  await expect(page.getByRole('tab', { name: 'Bank card' })).toHaveAttribute('aria-selected', 'true');
  expect(binds).toHaveLength(1);
  // Optional fields go out only when filled (Prism checks the body against the contract).
  expect(binds[0]!.postDataJSON()).toMatchObject({
    code: 'BFTVVNVX',
    bank_address: '198 Tran Quang Khai, Hanoi',
    branch_otp: '0071',
  });
  expect(binds[0]!.postDataJSON()).not.toHaveProperty('ifsc_code');
});

test('a USDT withdrawal: limits, quote, confirmation with the password, one request on a double tap', async ({
  page,
}) => {
  const withdrawals = capture(page, 'withdrawbywallet');
  await open(page, '/pages/withdraw');
  await expect(page.getByTestId('hours-notice')).toContainText('Monday to Friday 07:00–09:00');
  const amount = page.getByRole('textbox', { name: /Amount \(USD\)/ });
  await amount.fill('9');
  await expect(page.getByText('The minimum is 10.00')).toBeVisible();
  await amount.fill('20000');
  await expect(page.getByText('The amount exceeds the available balance (12,530.75)')).toBeVisible();
  // the amount alone fits, amount + fee + tax does not: the message says by how much
  await amount.fill('12500');
  await expect(
    page.getByText('With the fee and tax the total is 12,650.00: 119.25 more than your available balance (12,530.75)'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Withdraw', exact: true })).toBeEnabled();
  // "All" fills the largest amount whose total fits: 12,382.17 + 123.82 + 24.76 = 12,530.75
  await page.getByRole('button', { name: 'All' }).click();
  await expect(amount).toHaveValue('12382.17');
  await expect(page.getByTestId('withdraw-quote-total')).toContainText('12,530.75 USD');
  await amount.fill('250');
  await expect(page.getByTestId('withdraw-quote-fee')).toContainText('2.50 USD');
  await expect(page.getByTestId('withdraw-quote-tax')).toContainText('0.50 USD');
  await expect(page.getByTestId('withdraw-quote-total')).toContainText('253.00 USD');
  await expect(page.getByTestId('withdraw-quote-received')).toContainText('250.00 USDT');

  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const dialog = page.getByTestId('withdraw-confirm');
  await expect(dialog).toContainText('TXz9bQ3mRk7Yd2VfW8hJpL4nC6sE1aG5uK');
  await expect(dialog.getByTestId('withdraw-confirm-quote-received')).toContainText('250.00 USDT');
  await dialog.getByLabel(/Withdrawal password/).fill('246801');
  await dialog.getByRole('button', { name: 'Withdraw', exact: true }).dblclick();
  await expect(page).toHaveURL(/#\/pages\/wallet\/record\?tab=withdraw$/);
  expect(withdrawals).toHaveLength(1);
  expect(withdrawals[0]?.postDataJSON()).toEqual({
    address: 'TXz9bQ3mRk7Yd2VfW8hJpL4nC6sE1aG5uK',
    amount: '250.00',
    pay_password: '246801',
    currency: 'USDT',
    cryptoprotocol: 'TRC20',
  });
  await expect(page.getByTestId('withdraw-record')).toHaveCount(3);
  await expect(page.getByTestId('withdraw-record').first().getByTestId('record-status')).toHaveText('Pending');
});

test('a refused withdrawal shows the provider message and keeps the amount', async ({ page, guard }) => {
  guard.allowConsole.push(/status of 403 \(Forbidden\) .*\/api\/withdrawbywallet/);
  await prefer(page, 'withdrawbywallet', 'code=403, example=wrongPayPassword');
  await open(page, '/pages/withdraw');
  const amount = page.getByRole('textbox', { name: /Amount \(USD\)/ });
  await amount.fill('100');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const dialog = page.getByTestId('withdraw-confirm');
  await dialog.getByLabel(/Withdrawal password/).fill('000000');
  await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByText('The withdrawal password is incorrect')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(amount).toHaveValue('100');
});

test('binding an address checks its format for the network', async ({ page }) => {
  const binds = capture(page, 'wallet/blindaddress');
  await open(page, '/pages/setting/addwallet');
  await page.getByRole('textbox', { name: /Address/ }).fill('0x8f3A2b9C41d7E6f05a1B2c3D4e5F60718293a4B5');
  await page.getByRole('button', { name: 'Bind address' }).click();
  await expect(page.getByText('This is not a valid address for the chosen network')).toBeVisible();
  await page.getByRole('textbox', { name: /Address/ }).fill('TXz9bQ3mRk7Yd2VfW8hJpL4nC6sE1aG5uK');
  await page.getByRole('button', { name: 'Bind address' }).click();
  await expect(page).toHaveURL(/#\/pages\/wallet$/);
  expect(binds[0]?.postDataJSON()).toEqual({
    currency: 'USDT',
    cryptoprotocol: 'TRC20',
    wallet_address: 'TXz9bQ3mRk7Yd2VfW8hJpL4nC6sE1aG5uK',
  });
});

test('a bank withdrawal goes to the bound card through the chosen bank channel, with its fee', async ({ page }) => {
  const withdrawals = capture(page, 'withdrawbywallet');
  await open(page, '/pages/withdraw');
  await page.getByRole('tab', { name: 'Bank card' }).click();
  // the bound card shows its last 4 digits only; the request carries the whole number
  await expect(page.getByTestId('withdraw-bank')).toContainText('•••• 4567');
  await expect(page.getByTestId('withdraw-bank')).not.toContainText('0071001234567');
  await page.getByRole('textbox', { name: /Amount \(USD\)/ }).fill('100');
  // the VND channel first: its 1 % fee, paid in dong
  await expect(page.getByTestId('withdraw-quote-fee')).toContainText('1.00 USD');
  await expect(page.getByTestId('withdraw-quote-received')).toContainText('2,535,000.00 VND');
  await page.getByRole('combobox', { name: 'Channel' }).selectOption('Bank transfer (USD)');
  await expect(page.getByTestId('withdraw-quote-fee')).toContainText('1.50 USD');
  await expect(page.getByTestId('withdraw-quote-received')).toContainText('100.00 USD');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const dialog = page.getByTestId('withdraw-confirm');
  await dialog.getByLabel(/Withdrawal password/).fill('246801');
  await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page).toHaveURL(/#\/pages\/wallet\/record\?tab=withdraw$/);
  expect(withdrawals[0]?.postDataJSON()).toEqual({
    address: '0071001234567',
    amount: '100.00',
    pay_password: '246801',
    currency: 'BANK',
    cryptoprotocol: 'Bank transfer (USD)',
  });
});

test('a withdrawal submitted offline is refused at once, keeps what was typed and is not sent when the connection returns', async ({
  page,
  context,
}) => {
  const withdrawals = capture(page, 'withdrawbywallet');
  await open(page, '/pages/withdraw');
  const amount = page.getByRole('textbox', { name: /Amount \(USD\)/ });
  await amount.fill('250');
  await expect(page.getByTestId('withdraw-quote-received')).toContainText('250.00 USDT');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const dialog = page.getByTestId('withdraw-confirm');
  await dialog.getByLabel(/Withdrawal password/).fill('246801');

  await context.setOffline(true);
  await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByText('You are offline. Nothing was sent.')).toBeVisible();
  // nothing spins: the form can be sent again or cancelled at once
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  await expect(dialog.getByLabel(/Withdrawal password/)).toHaveValue('246801');

  // the connection returns: nothing is replayed by itself
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByTestId('withdraw-quote-received')).toContainText('250.00 USDT');
  await page.evaluate(() => new Promise((done) => setTimeout(done, 1000)));
  expect(withdrawals).toHaveLength(0);

  // sending again is the user's choice, and it goes once
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  // the closing confirmation still carries its own "Withdraw" until it has gone
  await expect(dialog).toBeHidden();
  await expect(amount).toHaveValue('250');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await dialog.getByLabel(/Withdrawal password/).fill('246801');
  await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page).toHaveURL(/#\/pages\/wallet\/record\?tab=withdraw$/);
  expect(withdrawals).toHaveLength(1);
});

import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../axe';
import { expect, open, test } from '../fixtures';
import {
  accountNow,
  advance,
  advanceTo,
  asUser,
  fund,
  keepWithdrawalHours,
  newAccount,
  nextInVietnam,
  paySalary,
  signIn,
  verifyIdentity,
  type Account,
} from './sandbox';

const ADDRESS = 'TXz9bQ3mRk7Yd2VfW8hJpL4nC6sE1aG5uK';

const me = async (
  request: APIRequestContext,
  account: Account,
): Promise<{ balance: string; frozen: string; salary: string }> =>
  (
    await asUser<{ result: { balance: string; frozen: string; salary: string } }>(
      request,
      account,
      'GET',
      '/userdetail',
    )
  ).result;

/**
 * A verified team leader with a withdrawal password, a bound TRC20 address, 1,000 USDT and a salary
 * of 2,000 paid, whose withdrawals keep the hours (the flows' sandbox runs with --no-withdraw-hours),
 * with the account's clock and the browser's both at the next Saturday hh:mm in Vietnam.
 */
async function teamLeaderOnSaturday(
  page: Page,
  request: APIRequestContext,
  hour: number,
  minute: number,
): Promise<{ account: Account; saturday: Date }> {
  const account = await newAccount(request);
  await fund(request, account, '1000');
  await verifyIdentity(request, account);
  await asUser(request, account, 'PUT', '/withdrawpassword', { new_withdraw_password: '246801' });
  await asUser(request, account, 'POST', '/wallet/blindaddress', {
    currency: 'USDT',
    cryptoprotocol: 'TRC20',
    wallet_address: ADDRESS,
  });
  await paySalary(request, account, '2000');
  await keepWithdrawalHours(request, account);
  const saturday = nextInVietnam(await accountNow(request, account), 6, hour, minute);
  await advanceTo(request, account, saturday);
  await page.clock.setFixedTime(saturday);
  await signIn(page, account, 'vi');
  return { account, saturday };
}

test('a salary withdrawal (in Vietnamese) on a Saturday morning: from the salary balance, pending then paid, in the withdrawal records and the ledger', async ({
  page,
  request,
}) => {
  const { account } = await teamLeaderOnSaturday(page, request, 7, 30);
  await open(page, '/pages/withdraw');

  // Saturday 07:30 in Vietnam: salary withdrawals are open, the others open on Monday
  const salaryHours = page.getByTestId('hours-salary');
  await expect(salaryHours).toHaveAttribute('data-open', 'true');
  await expect(salaryHours).toContainText('Đang mở');
  await expect(page.getByTestId('hours-ordinary')).toHaveAttribute('data-open', 'false');
  await expect(page.getByTestId('hours-ordinary')).toContainText('Mở vào Thứ Hai lúc 07:00');

  const salary = page.getByRole('radio', { name: /^Lương/ });
  await expect(salary).toHaveAccessibleDescription('Khả dụng 2.000,00 USD');
  await page.getByTestId('withdraw-source-salary').click();
  await expect(salary).toBeChecked();
  await page.getByRole('textbox', { name: /Số tiền \(USD\)/ }).fill('1000');
  // 1,000 + 1 % fee (10.00) + 20 % tax on it (2.00)
  await expect(page.getByTestId('withdraw-quote-total')).toContainText('1.012,00 USD');
  await page.getByRole('button', { name: 'Rút tiền', exact: true }).click();
  const dialog = page.getByTestId('withdraw-confirm');
  await expect(dialog.getByTestId('withdraw-confirm-details-source')).toContainText('Lương');
  await expect(dialog.getByTestId('outside-hours-warning')).toHaveCount(0);
  await dialog.getByLabel(/Mật khẩu rút tiền/).fill('246801');
  const sent = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/withdrawsalary');
  await dialog.getByRole('button', { name: 'Rút tiền', exact: true }).click();
  expect((await sent).postDataJSON()).toEqual({
    address: ADDRESS,
    amount: '1000.00',
    pay_password: '246801',
    currency: 'USDT',
    cryptoprotocol: 'TRC20',
  });
  await expect(page).toHaveURL(/#\/pages\/wallet\/record\?tab=withdraw$/);
  const record = page.getByTestId('withdraw-record');
  await expect(record).toHaveCount(1);
  await expect(record).toContainText('Rút lương · USDT');
  await expect(record.getByTestId('record-status')).toHaveText('Đang xử lý');
  // held from the salary balance; the balance is untouched
  expect(await me(request, account)).toEqual(
    expect.objectContaining({ salary: '988.00', balance: '1000.00', frozen: '0.00' }),
  );

  // the review takes a minute of this account's clock
  await advance(request, account, 61_000);
  await page.reload();
  await expect(record.getByTestId('record-status')).toHaveText('Thành công');
  expect(await me(request, account)).toEqual(
    expect.objectContaining({ salary: '988.00', balance: '1000.00', frozen: '0.00' }),
  );
  await open(page, '/pages/wallet/financialrecords');
  const entry = page.getByTestId('ledger-record').filter({ hasText: 'Số dư lương' }).first();
  await expect(entry).toContainText('Rút tiền');
  await expect(entry).toContainText('-1.012,00 USD');
});

test('outside the hours (in Vietnamese): each kind says when it opens next, and withdrawing waits for the chosen kind’s window', async ({
  page,
  request,
}) => {
  const { account } = await teamLeaderOnSaturday(page, request, 9, 30);
  await open(page, '/pages/withdraw');

  // Saturday 09:30 in Vietnam: both closed
  await expect(page.getByTestId('hours-ordinary')).toHaveAttribute('data-open', 'false');
  await expect(page.getByTestId('hours-ordinary')).toContainText('Mở vào Thứ Hai lúc 07:00');
  await expect(page.getByTestId('hours-salary')).toHaveAttribute('data-open', 'false');
  await expect(page.getByTestId('hours-salary')).toContainText('Mở ngày mai lúc 07:00');

  const salary = page.getByRole('radio', { name: /^Lương/ });
  await page.getByTestId('withdraw-source-salary').click();
  await expect(salary).toBeChecked();
  const amount = page.getByRole('textbox', { name: /Số tiền \(USD\)/ });
  await amount.fill('100,5');
  // every control named, contrast kept, the method tabs control the form's panel
  await expectNoAxeViolations(page);
  // the provider would refuse for certain: nothing to send, and the button says when it opens
  const withdraw = page.getByRole('button', { name: 'Rút tiền', exact: true });
  await expect(withdraw).toBeDisabled();
  await expect(withdraw).toHaveAccessibleDescription('Hiện đang ngoài giờ rút lương. Mở ngày mai lúc 07:00.');
  await page.getByTestId('withdraw-source-ordinary').click();
  await expect(page.getByTestId('withdraw-closed')).toHaveText(
    'Hiện đang ngoài giờ rút tiền. Mở vào Thứ Hai lúc 07:00.',
  );
  await expect(amount).toHaveValue('100,5');
  expect(await me(request, account)).toEqual(expect.objectContaining({ salary: '2000.00', frozen: '0.00' }));
});

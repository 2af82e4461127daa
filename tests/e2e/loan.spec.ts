import { expect, open, seed, test } from './fixtures';

test.describe('loans', () => {
  test.beforeEach(async ({ page }) => seed(page, { token: 'demo-token' }));

  test('a loan is checked, confirmed and sent once on a double tap', async ({ page }) => {
    let sent = 0;
    await page.route('**/api/loansubmit', async (route) => {
      sent += 1;
      const answer = await route.fetch();
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.fulfill({ response: answer });
    });
    await open(page, '/pages/trade/loan');
    await expect(page.getByTestId('credit-available')).toHaveText('40,000.00');
    await page.getByRole('button', { name: 'Apply for a loan' }).click();
    await expect(page.getByText('Choose a loan term.')).toBeVisible();
    await page.getByTestId('loan-term').filter({ hasText: '7-day loan' }).click();
    const amount = page.getByRole('textbox', { name: /Amount/ });
    await amount.fill('25000');
    await expect(page.getByText('The maximum for this term is 20,000.00 USDT.')).toBeVisible();
    await amount.fill('5000');
    await expect(page.getByTestId('loan-interest')).toHaveText('35.00');
    await page.getByRole('button', { name: 'Apply for a loan' }).click();
    const dialog = page.getByTestId('confirm-send-dialog');
    await expect(dialog).toContainText('5,000.00 USDT');
    await expect(dialog).toContainText('35.00 USDT');
    const submit = page.waitForRequest((request) => request.url().endsWith('/api/loansubmit'));
    await dialog.getByRole('button', { name: 'Apply' }).dblclick();
    expect((await submit).postDataJSON()).toEqual({ id: 1, amount: 5000 });
    await expect(page.getByText('Loan application submitted').first()).toBeVisible();
    await expect(page).toHaveURL(/tab=history/);
    // a send still on its way (a replay) is waited for, then counted: not cut off as the test ends
    await page.unrouteAll({ behavior: 'wait' });
    expect(sent).toBe(1);
  });

  test('the history shows each loan and repays through customer service', async ({ page }) => {
    await open(page, '/pages/trade/loan?tab=history');
    await expect(page.getByTestId('loan-record')).toHaveCount(3);
    await expect(page.getByTestId('loan-state')).toHaveText(['Repaying', 'Settled', 'Pending']);
    await page.getByTestId('loan-record').first().getByRole('link', { name: 'Repay via customer service' }).click();
    await expect(page).toHaveURL(/#\/pages\/user\/kefu\?loan=1203$/);
  });
});

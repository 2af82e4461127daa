import { expect, open, seed, test } from './fixtures';
import { prefer, capture, PNG } from './wallet-support';
import { holdAnswers } from './held-answers';

test.beforeEach(async ({ page }) => seed(page, { token: 'demo-token' }));

test('the assets tab shows balance, available, frozen, profit and the total in the chosen currency', async ({
  page,
}) => {
  await open(page, '/pages/home/assets');
  await expect(page.getByTestId('assets-available')).toHaveText('12,530.75');
  await expect(page.getByTestId('assets-frozen')).toHaveText('320.00');
  await expect(page.getByTestId('assets-profit')).toBeVisible();
  // the open positions' P/L follows the live prices: the total is the equity, available + frozen +
  // unrealised P/L, read in one frame (the card draws all three together)
  const figures = () =>
    page.evaluate(() => {
      const read = (id: string) =>
        Number((document.querySelector(`[data-testid="${id}"]`)?.textContent ?? '').replace(/[^\d.+-]/g, ''));
      return { total: read('assets-total'), unrealised: read('assets-unrealised'), fiat: read('assets-total-fiat') };
    });
  await expect(page.getByTestId('assets-unrealised')).toHaveText(/^[+-]?[\d,]+\.\d{2}$/);
  await expect
    .poll(async () => {
      const { total, unrealised } = await figures();
      return Math.round((total - (12_530.75 + 320 + unrealised)) * 100);
    })
    .toBe(0);
  await expect(page.getByTestId('assets-total')).not.toHaveText('12,850.75 USD');
  await page.getByRole('combobox', { name: 'Display currency' }).selectOption('VND');
  // the example rate: 1 USD = 25,350 VND
  await expect
    .poll(async () => {
      const { total, fiat } = await figures();
      return Math.abs(fiat - Math.round(total * 25_350)) <= 25_350 * 0.01;
    })
    .toBe(true);
  await page.reload();
  await expect(page.getByTestId('assets-total-fiat')).toHaveText(/^≈ [\d,]+ VND$/);
  await page.getByRole('link', { name: 'Bank card and addresses' }).click();
  await expect(page.getByTestId('bound-bank')).toContainText('Vietcombank');
  await expect(page.getByTestId('bound-address')).toHaveCount(2);
});

test('a crypto deposit: channel, address with QR, amount, checked voucher, one request on a double tap', async ({
  page,
}) => {
  const deposits = capture(page, 'deposit');
  const uploads = capture(page, 'uploadfile');
  await open(page, '/pages/recharge/counter');
  await page.getByTestId('deposit-method-crypto').click();
  await page.getByTestId('deposit-channel').first().click();
  await expect(page).toHaveURL(/#\/pages\/recharge\?id=11$/);
  await expect(page.getByTestId('deposit-address-text')).toHaveText('TQn4Lk8vXb2YcR7wP3mZs9dF6hJ1gE5aT2');
  // the QR code is the SVG itself, named by its own title
  const qr = page.getByRole('img', { name: 'QR code of the deposit address' });
  await expect(qr).toBeVisible();
  await expect(qr).toHaveJSProperty('tagName', 'svg');

  await page.getByRole('button', { name: 'Submit deposit' }).click();
  await expect(page.getByText('Enter an amount')).toBeVisible();
  await expect(page.getByText('Upload the transfer voucher')).toBeVisible();

  await page.getByRole('button', { name: '500' }).click();
  await expect(page.getByTestId('deposit-converted')).toHaveText('≈ 500.00 USDT');
  await page.getByTestId('voucher-input').setInputFiles({ name: 'voucher.gif', mimeType: 'image/gif', buffer: PNG });
  await expect(page.getByText('This file type is not accepted. Choose a JPEG, PNG or WebP picture.')).toBeVisible();
  await page
    .getByTestId('voucher-input')
    .setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
  await expect(page.getByText('The picture is larger than 5 MB. Choose a smaller one.')).toBeVisible();
  expect(uploads).toHaveLength(0);
  await page.getByTestId('voucher-input').setInputFiles({ name: 'voucher.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('voucher-uploaded')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Voucher preview' })).toBeVisible();
  expect(uploads[0]?.headers()['content-type']).toMatch(/^multipart\/form-data/);

  await page.getByRole('button', { name: 'Submit deposit' }).click();
  const dialog = page.getByTestId('deposit-confirm');
  await expect(dialog.getByTestId('deposit-summary-amount')).toHaveText(/500\.00 USD/);
  await dialog.getByRole('button', { name: 'Submit deposit' }).dblclick();
  await expect(page).toHaveURL(/#\/pages\/wallet\/record\?tab=deposit$/);
  expect(deposits).toHaveLength(1);
  expect(deposits[0]?.postDataJSON()).toEqual({
    id: 11,
    amount: '500.00',
    currency: 'USDT',
    cryptoprotocol: 'TRC20',
    tran_img: '/uploads/files/voucher-88412.svg',
  });
});

test('no deposit channel: the user is told and can reach customer service', async ({ page }) => {
  await prefer(page, 'depositlist', 'example=noChannel');
  await open(page, '/pages/recharge/select?type=1');
  await expect(page.getByTestId('no-channel')).toContainText(
    'Unable to top up, please contact online customer service',
  );
  await page.getByRole('link', { name: 'Contact customer service' }).click();
  await expect(page).toHaveURL(/#\/pages\/user\/kefu$/);
});

test('records: deposit and withdrawal statuses, the ledger with its types and filter', async ({ page }) => {
  await open(page, '/pages/wallet/record');
  await expect(page.getByTestId('deposit-record').getByTestId('record-status')).toHaveText([
    'Success',
    'Pending',
    'Failed',
  ]);
  await page.getByRole('tab', { name: 'Withdrawals' }).click();
  await expect(page.getByTestId('withdraw-record').getByTestId('record-status')).toHaveText([
    'Pending',
    'Success',
    'Failed',
  ]);
  await open(page, '/pages/wallet/financialrecords');
  await expect(page.getByTestId('ledger-record')).toHaveCount(5);
  await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Contract settlement' });
  await expect(page.getByTestId('ledger-record')).toHaveCount(1);
  await expect(page.getByTestId('ledger-record')).toContainText('+184.20 USDT');
  await open(page, '/pages/wallet/payrollrecords');
  await expect(page.getByTestId('payroll-record')).toHaveCount(2);
  await open(page, '/pages/accountsettle');
  await expect(page.getByTestId('settlement')).toHaveCount(2);
});

test('an exchange: live rate, converted amount, confirmation, one request on a double tap', async ({ page }) => {
  const swaps = capture(page, 'coinexchange');
  await open(page, '/pages/user/exchange');
  await expect(page.getByTestId('exchange-rate')).toHaveText('1 USDT = 0.00001033 BTC');
  await page.getByRole('textbox', { name: /Amount \(USDT\)/ }).fill('1000');
  await expect(page.getByTestId('exchange-received')).toContainText('0.01033000 BTC');
  await page.getByRole('button', { name: 'Exchange', exact: true }).click();
  const dialog = page.getByTestId('exchange-confirm');
  await expect(dialog.getByTestId('exchange-summary-receive')).toContainText('0.01033000 BTC');
  await dialog.getByRole('button', { name: 'Exchange', exact: true }).dblclick();
  await expect(page.getByText('Exchange successful')).toBeVisible();
  expect(swaps).toHaveLength(1);
  expect(swaps[0]?.postDataJSON()).toEqual({ from: 'USDT', to: 'BTC', amount: '1000.00' });
});

test('an exchange from BTC is bounded by the BTC balance and sent in 8 decimals', async ({ page }) => {
  const swaps = capture(page, 'coinexchange');
  await open(page, '/pages/user/exchange');
  await page.getByRole('combobox', { name: 'From' }).selectOption('BTC');
  await expect(page.getByText('Available 0.01250000 BTC')).toBeVisible();
  const amount = page.getByRole('textbox', { name: /Amount \(BTC\)/ });
  await amount.fill('0.02');
  await expect(page.getByText('The amount exceeds the available balance (0.01250000)')).toBeVisible();
  await page.getByRole('button', { name: 'All' }).click();
  await expect(amount).toHaveValue('0.01250000');
  await page.getByRole('button', { name: 'Exchange', exact: true }).click();
  const dialog = page.getByTestId('exchange-confirm');
  await expect(dialog.getByTestId('exchange-summary-pay')).toContainText('0.01250000 BTC');
  await dialog.getByRole('button', { name: 'Exchange', exact: true }).click();
  await expect(page.getByText('Exchange successful')).toBeVisible();
  expect(swaps.map((request): unknown => request.postDataJSON())).toEqual([
    { from: 'BTC', to: 'USDT', amount: '0.01250000' },
  ]);
});

test('the money screens work in the dark theme', async ({ page }) => {
  await page.addInitScript(() => {
    const state = JSON.parse(localStorage.getItem('app-state') ?? '{"state":{},"version":1}') as {
      state: Record<string, unknown>;
    };
    state.state.theme = 'dark';
    localStorage.setItem('app-state', JSON.stringify(state));
  });
  await open(page, '/pages/recharge?id=11');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.getByTestId('deposit-address-text')).toBeVisible();
  const colours = await page.getByTestId('deposit-address').evaluate((node) => {
    const style = getComputedStyle(node);
    return {
      bg: style.backgroundColor,
      fg: getComputedStyle(node.querySelector('[data-testid="deposit-address-text"]')!).color,
    };
  });
  expect(colours.bg).not.toBe(colours.fg);
  expect(colours.bg).not.toBe('rgb(255, 255, 255)');
});

test('the wallet screen: the bank card and the addresses arriving late take the places kept for them', async ({
  page,
}) => {
  // the card and the addresses are held back until their loading cards are on screen, then arrive
  const release = await holdAnswers(page, '**/api/getbank*', '**/api/getwallet*');
  await open(page, '/pages/wallet');
  const bankLoading = page.getByTestId('bank-loading');
  await expect(bankLoading).toBeVisible();
  const bankKept = await bankLoading.boundingBox();
  const addressKept = await page.getByTestId('address-loading').first().boundingBox();
  const addAddress = page.getByRole('link', { name: 'Add', exact: true });
  const addAddressBefore = await addAddress.boundingBox();
  release();
  await expect(page.getByTestId('bound-address')).toHaveCount(2);
  await expect(page.getByTestId('bound-bank')).toBeVisible();
  expect(bankKept).not.toBeNull();
  expect(await page.getByTestId('bound-bank').boundingBox()).toEqual(bankKept);
  // what follows the card has not moved, nor has the first address (one line, as kept)
  expect(await addAddress.boundingBox()).toEqual(addAddressBefore);
  expect(await page.getByTestId('bound-address').first().boundingBox()).toEqual(addressKept);
});

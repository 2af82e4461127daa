import { expect, open, seed, test } from './fixtures';

test('the orders tab lists contract positions with live P/L and option orders by status', async ({ page }) => {
  const statuses: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/trade/Contractorderalllist' || url.pathname === '/api/orderrecord') {
      statuses.push(`${url.pathname.split('/').pop()}:${url.searchParams.get('status')}`);
    }
  });
  await seed(page, { token: 'demo-token' });
  await open(page, '/');
  await page.getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
  const eth = page.locator('[data-testid="contract-order"][data-id="7731"]');
  await expect(eth).toBeVisible();
  // the P/L follows the live ETH price
  const pnl = eth.getByTestId('order-pnl');
  const first = await pnl.textContent();
  await expect(pnl).not.toHaveText(first ?? '');
  const group = page.getByRole('group', { name: 'Order status' });
  await group.getByRole('button', { name: 'Closed' }).click();
  await expect(page.locator('[data-testid="contract-order"]').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Options' }).click();
  await group.getByRole('button', { name: 'Settled' }).click();
  await expect(page.getByTestId('option-order').first()).toBeVisible();
  await expect(page).toHaveURL(/#\/pages\/home\/order\?kind=option&status=1$/);
  // each list was asked for once, with its status (the list shown before a tap is still on screen
  // while the next one loads, so wait for the requests themselves); the account summary reads the
  // closed and settled lists for the day's P/L, so those may come first, but never twice
  await expect
    .poll(() => [...statuses].sort())
    .toEqual(['Contractorderalllist:1', 'Contractorderalllist:2', 'orderrecord:0', 'orderrecord:1']);
});

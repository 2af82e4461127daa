import type { Locator, Page } from '@playwright/test';
import { useTheme } from './axe';
import { expect, open, seed, test } from './fixtures';
import { routeMarketSocket } from './market-socket';

/**
 * The app without a pointer: every kind of control shows where the keyboard focus is (in both
 * themes), the bottom tab bar is reached with Tab and followed with Enter, and a dialog keeps the
 * focus inside until Escape closes it and gives the focus back to the control that opened it.
 */

const isFocused = (target: Locator) => target.evaluate((node) => node === document.activeElement);

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user moves through a screen. */
const tabTo = async (page: Page, target: Locator, { backwards = false, max = 60 } = {}) => {
  await expect(target).toBeVisible();
  for (let step = 0; step < max; step += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  expect(await isFocused(target), `Tab never reached ${String(target)}`).toBe(true);
};

/** The focus indicator of the focused element: a drawn outline or a box shadow (a ring). */
const focusIndicator = (page: Page) =>
  page.evaluate(() => {
    const node = document.activeElement;
    if (!node) return { outline: 'none', shadow: 'none' };
    const style = getComputedStyle(node);
    const outline =
      style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
        ? `${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`
        : 'none';
    return { outline, shadow: style.boxShadow };
  });

const expectVisibleFocus = async (page: Page, what: string) => {
  const { outline, shadow } = await focusIndicator(page);
  expect(outline !== 'none' || shadow !== 'none', `${what} focused from the keyboard shows no outline or ring`).toBe(
    true,
  );
};

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test('inputs, buttons and links show a focus ring when reached with the keyboard', async ({ page }) => {
      await seed(page);
      await useTheme(page, theme);
      await open(page, '/pages/login');
      await expect(page.locator('html')).toHaveClass(new RegExp(theme));
      const controls: [string, Locator][] = [
        ['the phone input', page.getByLabel('Phone number')],
        ['the sign-in button', page.getByRole('button', { name: 'Sign in', exact: true })],
        ['the register link', page.getByRole('link', { name: 'Create one' })],
      ];
      for (const [what, control] of controls) {
        await tabTo(page, control);
        await expectVisibleFocus(page, what);
      }
    });

    test('tabs, chips and the tab bar show a focus ring when reached with the keyboard', async ({ page }) => {
      await seed(page, { token: 'demo-token' });
      await useTheme(page, theme);
      await open(page, '/pages/home/order');
      await expect(page.locator('html')).toHaveClass(new RegExp(theme));
      const controls: [string, Locator][] = [
        // tabs take one stop in the Tab order (the chosen one); arrows move between them
        ['a tab', page.getByRole('tab', { selected: true })],
        ['a chip', page.getByRole('group', { name: 'Order status' }).getByRole('button').first()],
        [
          'a tab bar link',
          page.getByRole('navigation', { name: 'Main sections' }).getByRole('link', { name: 'Market' }),
        ],
      ];
      for (const [what, control] of controls) {
        await tabTo(page, control);
        await expectVisibleFocus(page, what);
      }
    });
  });
}

test('the tab bar is reached with Tab and Enter opens the tab', async ({ page }) => {
  await seed(page, { token: 'demo-token' });
  await open(page, '/');
  const tabs = page.getByRole('navigation', { name: 'Main sections' });
  const market = tabs.getByRole('link', { name: 'Market' });
  // the tab bar closes the page: from the top, Shift+Tab wraps round to it
  await expect(page.getByTestId('home-balance')).toBeVisible();
  await tabTo(page, market, { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/pages\/home\/market$/);
  await expect(market).toHaveAttribute('aria-current', 'page');
  // and on to the next tab from where the focus is now
  const messages = tabs.getByRole('link', { name: /Messages/ });
  await tabTo(page, messages);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/pages\/home\/msgs$/);
  await expect(messages).toHaveAttribute('aria-current', 'page');
});

test('a dialog keeps the focus inside, Escape closes it and the focus returns to its opener', async ({ page }) => {
  await seed(page, { token: 'demo-token' });
  const socket = await routeMarketSocket(page, { live: false });
  await open(page, '/pages/trade?symbol=btcusdt');
  await socket.ready;
  socket.price('btcusdt', 96000);
  const opener = page.getByRole('button', { name: 'Buy up' });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('dialog');
  await expect(sheet).toBeVisible();
  await expect(sheet.getByTestId('entry-price')).toHaveText('96,000.00');
  await expect.poll(() => sheet.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  // forwards and backwards through more stops than the sheet has: the focus never leaves it
  for (const key of [...Array<string>(25).fill('Tab'), ...Array<string>(10).fill('Shift+Tab')]) {
    await page.keyboard.press(key);
    expect(
      await sheet.evaluate((node) => node.contains(document.activeElement)),
      `${key} moved the focus out of the dialog`,
    ).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect.poll(() => isFocused(opener)).toBe(true);
});

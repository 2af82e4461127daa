import { readFileSync } from 'node:fs';
import { LANGUAGES } from '../../src/i18n/languages';
import { expect, open, seed, test } from './fixtures';

const common = (language: string) =>
  JSON.parse(readFileSync(new URL(`../../locales/${language}/common.json`, import.meta.url), 'utf8')) as {
    language: { title: string; names: Record<string, string> };
  };

test.describe('languages', () => {
  for (const language of LANGUAGES) {
    test(`switching to ${language} changes the interface and the Lang header`, async ({ page }) => {
      await seed(page, { language: language === 'en' ? 'vi' : 'en' });
      await open(page, '/pages/language');
      await page.getByRole('radio', { name: common('en').language.names[language] }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(common(language).language.title);
      await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${language}`));
      const request = page.waitForRequest((r) => r.url().endsWith('/api/customerservice'));
      await open(page, '/pages/user/kefu');
      expect((await request).headers()['lang']).toBe(language);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${language}`));
    });
  }
});

test('the theme is light by default, and a switch to dark survives a reload', async ({ page }) => {
  await seed(page);
  await open(page, '/pages/home/cme');
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  await page.getByTestId('theme-switch').click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('switch', { name: 'Dark mode' })).toBeChecked();
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(background);
});

test('the theme switch draws its focus ring for the keyboard, not for a tap', async ({ page }) => {
  await seed(page);
  await open(page, '/pages/home/cme');
  const control = page.getByTestId('theme-switch').locator('[aria-hidden]');
  await page.getByTestId('theme-switch').click();
  await expect(page.getByRole('switch', { name: 'Dark mode' })).toBeFocused();
  await expect(control).not.toHaveAttribute('data-focus-visible');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('switch', { name: 'Dark mode' })).toBeFocused();
  await expect(control).toHaveAttribute('data-focus-visible', '');
  expect(await control.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');
  await page.keyboard.press('Space');
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
});

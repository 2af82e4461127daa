import { test as base, expect, type Page } from '@playwright/test';
import { pageRequest } from './demo-request';

export const EXAMPLE_ACCOUNT = { phone: '0901234567', password: 'Trade@2026' } as const;

interface Guard {
  /** Console errors matching these are expected by the test (e.g. the 401 it provokes). */
  allowConsole: RegExp[];
}

/**
 * Every test fails on a page error, a console error, or a request the app sent that Prism found
 * not to conform to openapi.yaml (reported in the `sl-violations` header).
 */
export const test = base.extend<{ guard: Guard }>({
  // the demo build's sandbox is in the page: there, calls the flows make go through the page
  request: async ({ request, page }, use, testInfo) => {
    await use(testInfo.project.name === 'demo' ? pageRequest(page) : request);
  },
  guard: [
    async ({ page }, use) => {
      const problems: string[] = [];
      const guard: Guard = { allowConsole: [] };
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = `${message.text()} ${message.location().url}`;
        if (guard.allowConsole.some((pattern) => pattern.test(text))) return;
        problems.push(`console error: ${text}`);
      });
      page.on('response', (response) => {
        const violations = response.headers()['sl-violations'];
        if (violations)
          problems.push(`contract violation on ${response.request().method()} ${response.url()}: ${violations}`);
      });
      await use(guard);
      expect(problems, problems.join('\n')).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Opens a hash route of the app. */
export const open = async (page: Page, route: string): Promise<void> => {
  // relative to the base URL, so a build under a path prefix (the demo) opens its own routes
  await page.goto(`./#${route}`);
};

/** Puts preferences (and optionally a token) in place before the app starts. */
export const seed = async (page: Page, { language = 'en', token }: { language?: string; token?: string } = {}) => {
  await page.addInitScript(
    ([lang, tok]) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('app-state', JSON.stringify({ state: { language: lang }, version: 1 }));
      if (tok) localStorage.setItem('token', tok);
    },
    [language, token ?? ''] as const,
  );
};

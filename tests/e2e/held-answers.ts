import type { Page } from '@playwright/test';

/**
 * Holds back the provider's answers to these paths (glob patterns, e.g. `**\/api/userdetail*`) until
 * the returned `release` is called: a screen's loading state stays on screen for the test to measure,
 * then the answers arrive together. Call before the page opens.
 */
export const holdAnswers = async (page: Page, ...paths: string[]): Promise<() => void> => {
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  for (const path of paths)
    await page.route(path, async (route) => {
      await held;
      await route.continue();
    });
  return release;
};

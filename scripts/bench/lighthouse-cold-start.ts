import { chromium } from '@playwright/test';

/**
 * A cold start for the next Lighthouse run in the browser listening on `port`: no cache, no service
 * worker, English, and the token (or none) in place.
 */
export const coldStart = async (port: number, base: string, token: string | undefined): Promise<void> => {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    // Lighthouse loads the page in an open tab: from a blank one, so a new hash route is a new
    // document load and not a move inside the last run's page
    for (const open of context.pages()) await open.goto('about:blank');
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', {
      origin: base,
      storageTypes: 'cookies,file_systems,indexeddb,local_storage,service_workers,cache_storage,websql',
    });
    // a blank page of the app's origin (no app code runs) to write its localStorage
    await page.route(`${base}/seed`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>seed</title>' }),
    );
    await page.goto(`${base}/seed`);
    await page.evaluate(
      ([token]) => {
        localStorage.setItem('app-state', JSON.stringify({ state: { language: 'en' }, version: 1 }));
        if (token) localStorage.setItem('token', token);
      },
      [token ?? ''] as const,
    );
    await page.close();
  } finally {
    await browser.close(); // disconnects; the browser keeps running for Lighthouse
  }
};

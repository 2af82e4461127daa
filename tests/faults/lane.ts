import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { Session } from './browse';
import { isApiUrl, type Fault } from './faults';

/** The page clock's start: Monday 23 November 2026, 07:30 in Vietnam (00:30 UTC). */
const WITHIN_WITHDRAWAL_HOURS = new Date('2026-11-23T00:30:00Z');

/**
 * One browser page per worker, kept for all the worker's tests: every session reloads the app on
 * it (a fresh app: nothing cached in memory) instead of opening a new browser context, so the
 * screens' code comes from the browser's cache after its first download. The page clock is fake
 * from the start; every API call goes through the session in charge (its fault, or the real answer).
 */
interface Lane {
  page: Page;
  context: BrowserContext;
  /** Starts a session on the lane's page: `fault` on the calls `faulted` picks. */
  session: (fault: Fault | null, faulted: (call: string) => boolean) => Session;
}

export const test = base.extend<
  { lane: Lane },
  { lanePage: { page: Page; context: BrowserContext; current: { session: Session | null } } }
>({
  lanePage: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = workerInfo.project.use;
      const context = await browser.newContext({
        baseURL,
        viewport,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        // the service worker is not what these tests look at, and its own fetches would bypass the faults
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      // a Monday 07:30 in Vietnam, inside the provider's withdrawal hours (outside them the withdraw
      // button is disabled, and the writes under faults could never be sent)
      await page.clock.install({ time: WITHIN_WITHDRAWAL_HOURS });
      // a signed-in start on every load (a 401 clears the token; the next load has one again),
      // unless the test opens the app as a visitor
      await page.addInitScript(() => {
        if (location.protocol === 'about:') return;
        if (sessionStorage.getItem('fault-suite-visitor')) localStorage.removeItem('token');
        else localStorage.setItem('token', 'fault-suite-token');
        localStorage.setItem('app-state', JSON.stringify({ state: { language: 'en' }, version: 2 }));
      });
      const current: { session: Session | null } = { session: null };
      await page.route(
        (url) => isApiUrl(url),
        (route) => (current.session ? current.session.answer(route) : route.fallback()),
      );
      await use({ page, context, current });
      await context.close();
    },
    { scope: 'worker' },
  ],
  lane: async ({ lanePage }, use) => {
    const sessions: Session[] = [];
    await use({
      page: lanePage.page,
      context: lanePage.context,
      session: (fault, faulted) => {
        lanePage.current.session?.detach();
        const session = new Session(lanePage.page, fault, faulted);
        lanePage.current.session = session;
        sessions.push(session);
        return session;
      },
    });
    for (const session of sessions) session.detach();
    lanePage.current.session = null;
    await lanePage.context.setOffline(false);
  },
});

export { expect } from '@playwright/test';

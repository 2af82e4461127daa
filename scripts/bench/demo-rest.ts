/**
 * bench:demo's browser side: pages signed in or not, CPU ×4, and the REST answers from the demo's
 * sandbox on the trade screen beside msw's floor (scripts/bench/floor/msw). See demo.ts.
 */
import { copyFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { build } from 'vite';
import { CALL_MEASURE } from '../../mocks/browser/worker-door.ts';
import { EXAMPLE_TOKEN } from '../../mocks/sandbox/seed.ts';

export const MSW_FLOOR_DIST = 'dist-floor-msw';

export async function contextFor(browser: Browser, demo: boolean, token?: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    serviceWorkers: demo ? 'allow' : 'block',
    viewport: { width: 412, height: 915 },
  });
  await context.addInitScript(
    ([tok]) => {
      localStorage.setItem('app-state', JSON.stringify({ state: { language: 'en' }, version: 1 }));
      if (tok) localStorage.setItem('token', tok);
    },
    [token ?? ''] as const,
  );
  return context;
}

export async function throttled(context: BrowserContext) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return page;
}

export interface RestFigures {
  /** The app's own /api and /kline calls, ms (fetch start to answer end), sorted. */
  app: number[];
  /** GET /api/userdetail made from the page, one after another, ms, sorted. */
  probes: number[];
  /** Of each: its trip from the door to the worker and back (worker-door.ts's User Timing), ms, sorted. */
  door: number[];
  /** Of each: the worker's own time on it (the sandbox and the contract check), ms, sorted. */
  worker: number[];
  /** Of each: the rest, msw's part (its service worker and page client) and the page's queue, ms, sorted. */
  msw: number[];
  /** From the navigation to the first answer of a fresh worker (a reload), ms. */
  coldStart: number;
  /** The body of GET /api/userdetail, for msw's floor to answer with. */
  answer: string;
}

interface Probe {
  /** fetch to the end of the answer's body, ms. */
  total: number;
  /** its trip through the door (worker-door.ts's User Timing), ms; NaN on msw's floor. */
  door: number;
  /** the worker's own share of it, ms; NaN on msw's floor. */
  worker: number;
}

/** 40 calls of GET /api/userdetail from the page, one after another. */
const probe = (page: Page): Promise<Probe[]> =>
  page.evaluate(
    async ({ token, measure }) => {
      const times: Probe[] = [];
      for (let index = 0; index < 40; index += 1) {
        const start = performance.now();
        const response = await fetch('api/userdetail', { headers: { Authorization: `Bearer ${token}`, Lang: 'en' } });
        await response.text();
        const end = performance.now();
        // this call's trip through the door (worker-door.ts): the first to start within the fetch
        const trip = (performance.getEntriesByName(measure) as PerformanceMeasure[]).find(
          (entry) => entry.startTime >= start && entry.startTime + entry.duration <= end,
        );
        times.push({
          total: end - start,
          door: trip?.duration ?? Number.NaN,
          worker: (trip?.detail as { worker?: number } | undefined)?.worker ?? Number.NaN,
        });
      }
      return times;
    },
    { token: EXAMPLE_TOKEN, measure: CALL_MEASURE },
  );

/**
 * The same 40 calls on msw's floor (scripts/bench/floor/msw): msw alone on a page that draws
 * nothing, one handler answering at once with the demo's own body, CPU ×4.
 */
export async function restOnMswFloor(browser: Browser, base: string, answer: string): Promise<number[]> {
  const context = await contextFor(browser, true);
  await context.addInitScript((body) => sessionStorage.setItem('msw-floor-answer', body), answer);
  const page = await throttled(context);
  await page.goto(base);
  await page.locator('html[data-sandbox="ready"]').waitFor({ state: 'attached', timeout: 60_000 });
  await probe(page); // warm, as the demo's worker is
  const times = (await probe(page)).map((one) => one.total);
  await context.close();
  return times.sort((a, b) => a - b);
}

/** Builds msw's floor into dist-floor-msw/, with msw's service worker beside it. */
export async function buildMswFloor(): Promise<void> {
  await build({
    root: resolve('scripts/bench/floor/msw'),
    configFile: false,
    logLevel: 'warn',
    build: { outDir: resolve(MSW_FLOOR_DIST), emptyOutDir: true },
  });
  copyFileSync(
    createRequire(import.meta.url).resolve('msw/mockServiceWorker.js'),
    join(MSW_FLOOR_DIST, 'mockServiceWorker.js'),
  );
}

export async function restOnTrade(browser: Browser, base: string): Promise<RestFigures> {
  const context = await contextFor(browser, true, EXAMPLE_TOKEN);
  const page = await throttled(context);
  const began = Date.now();
  const firstAnswer = page.waitForResponse((response) => /\/(api|kline)\//.test(response.url()), { timeout: 60_000 });
  await page.goto(`${base}#/pages/trade`);
  await firstAnswer;
  const coldStart = Date.now() - began;
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    performance.setResourceTimingBufferSize(2000);
    performance.clearResourceTimings();
  });
  // the worker is warm: move between screens without a reload, as a trader does
  for (const route of ['/pages/home/assets', '/pages/trade', '/pages/home/order', '/pages/trade']) {
    await page.evaluate((hash) => (location.hash = hash), route);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
  }
  const app = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => /\/(api|kline)\//.test(entry.name))
      .map((entry) => entry.responseEnd - entry.startTime),
  );
  const probes = await probe(page);
  const answer = await page.evaluate(async (token) => {
    const response = await fetch('api/userdetail', { headers: { Authorization: `Bearer ${token}`, Lang: 'en' } });
    return response.text();
  }, EXAMPLE_TOKEN);
  await context.close();
  // a call whose trip was not found has no parts (NaN): it is left out of them, not sorted among them
  const sorted = (pick: (probe: Probe) => number): number[] =>
    probes
      .map(pick)
      .filter(Number.isFinite)
      .sort((a, b) => a - b);
  return {
    app: app.sort((a, b) => a - b),
    probes: sorted((probe) => probe.total),
    door: sorted((probe) => probe.door),
    worker: sorted((probe) => probe.worker),
    msw: sorted((probe) => probe.total - probe.door),
    coldStart,
    answer,
  };
}

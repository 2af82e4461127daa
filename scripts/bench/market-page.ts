/** The instrumented page of bench:market: a throttled phone-sized context, its runs and the chart's first paint. */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';
import { MOCK_SYMBOLS, symbolsFor } from '../../mocks/tick-generator/symbols.ts';
import { PROBE, type Run, type Sample } from './market-probe.ts';

const WARM_UP_MS = 5_000;

/** What the page needs from the command line. */
export interface PageSettings {
  /** Port of the preview server that serves the built app. */
  appPort: number;
  /** How many symbols the feed streams (the symbol list is padded to match). */
  symbols: number;
  /** CPU throttling rate (1: none). */
  throttle: number;
  /** The symbol the trade screen and the chart open. */
  tradeSymbol: string;
  /** Where to write each run's CPU profile, if anywhere. */
  profile: string | undefined;
}

const heapMb = async (cdp: CDPSession): Promise<number> => {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize / 1024 / 1024;
};

/**
 * CPU time of the page's main thread so far (ms): what its work costs, whatever else the machine
 * runs (a busy machine stretches frames and latencies, not this).
 */
const threadTime = async (cdp: CDPSession): Promise<number> => {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((metric) => metric.name === 'ThreadTime')?.value ?? Number.NaN) * 1000;
};

/** /tradesymbol padded with the load run's synthetic symbols (same shape as the contract's rows). */
const routeSymbols = async (context: BrowserContext, symbols: number): Promise<void> => {
  const extra = symbolsFor(symbols).slice(MOCK_SYMBOLS.length);
  await context.route('**/api/tradesymbol', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { status: number; result: Record<string, Record<string, unknown>[]> };
    const crypto = body.result.Crypto ?? [];
    const template = crypto[0] ?? {};
    body.result.Crypto = [
      ...crypto,
      ...extra.map((symbol) => ({
        ...template,
        id: symbol.id,
        jiaoyidui: symbol.jiaoyidui,
        name: symbol.name,
        sort: symbol.sort,
        optional: 0,
      })),
    ];
    await route.fulfill({ response, json: body });
  });
};

const newPage = async (
  browser: Browser,
  settings: PageSettings,
): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript({
    content: `if (!sessionStorage.getItem('bench')) { sessionStorage.setItem('bench', '1');
      localStorage.setItem('token', 'bench-token');
      localStorage.setItem('app-state', JSON.stringify({ state: { language: 'en' }, version: 1 })); }`,
  });
  await context.addInitScript({ content: PROBE });
  await routeSymbols(context, settings.symbols);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (settings.throttle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: settings.throttle });
  return { context, page, cdp };
};

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

/** Writes the run's CPU profile and prints the ten functions with the most self time. */
const saveProfile = async (cdp: CDPSession, dir: string, label: string): Promise<void> => {
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as {
    profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
  };
  await mkdir(dir, { recursive: true });
  const file = join(dir, `${label.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}.cpuprofile`);
  await writeFile(file, JSON.stringify(profile));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const frame = byId.get(id)?.callFrame;
    if (!frame) return;
    const name = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop() ?? ''}:${frame.lineNumber + 1}`;
    self.set(name, (self.get(name) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  const total = [...self.values()].reduce((sum, ms) => sum + ms, 0);
  console.log(`\n    profile: ${file}`);
  for (const [name, ms] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12)) {
    console.log(`    ${((ms / total) * 100).toFixed(1).padStart(5)}%  ${ms.toFixed(0).padStart(7)} ms  ${name}`);
  }
};

/** One measured run: opens `route`, waits for `ready` and a warm-up, then samples for `seconds`. */
export const measure = async (
  settings: PageSettings,
  label: string,
  route: string,
  ready: (page: Page) => Promise<void>,
  seconds: number,
  browser: Browser,
): Promise<Run> => {
  const { context, page, cdp } = await newPage(browser, settings);
  await page.goto(`http://127.0.0.1:${settings.appPort}/#${route}`);
  await ready(page);
  await page.waitForTimeout(WARM_UP_MS);
  const heapStart = await heapMb(cdp);
  await cdp.send('Performance.enable');
  const cpuStart = await threadTime(cdp);
  await page.evaluate(() => (window as unknown as { __bench: { begin: () => void } }).__bench.begin());
  process.stdout.write(`  ${label}: measuring ${seconds} s…`);
  if (settings.profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
  }
  await page.waitForTimeout(seconds * 1000);
  const sample = await page.evaluate(() => (window as unknown as { __bench: { end: () => Sample } }).__bench.end());
  const cpuMs = (await threadTime(cdp)) - cpuStart;
  if (settings.profile) await saveProfile(cdp, settings.profile, label);
  const heapEnd = await heapMb(cdp);
  process.stdout.write(' done');
  await context.close();
  return { label, sample, heapStart, heapEnd, seconds, cpuMs };
};

/** One cold load of the trade screen: the chart's first paint (the app's own measure) and its candle count. */
export const chartPaint = async (
  settings: PageSettings,
  browser: Browser,
  index: number,
): Promise<{ ms: number; candles: number }> => {
  const { context, page, cdp } = await newPage(browser, settings);
  if (settings.profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
  }
  await page.goto(`http://127.0.0.1:${settings.appPort}/#/pages/trade?symbol=${settings.tradeSymbol}`);
  const chart = page.getByTestId('kline-chart');
  await chart.and(page.locator('[data-candles]')).waitFor({ timeout: 90_000 });
  const ms = await page.waitForFunction(
    () => performance.getEntriesByName('chart:first-paint').at(-1)?.duration,
    undefined,
    { timeout: 90_000 },
  );
  const candles = Number(await chart.getAttribute('data-candles'));
  const value = (await ms.jsonValue()) as number;
  if (settings.profile) await saveProfile(cdp, settings.profile, `chart-paint-${index + 1}`);
  await context.close();
  return { ms: value, candles };
};

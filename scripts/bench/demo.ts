/**
 * `npm run bench:demo`: the static demo (dist-demo/, the sandbox in the page through msw) next to
 * the production build (dist/), each from a plain static file server, in Chromium:
 *   - start-up JS: scripts fetched until the first screen is drawn (a visitor on the sign-in screen),
 *     demo against production (target ≤ 1.3×), and everything the demo fetched once idle (the sandbox);
 *   - REST answers from the worker on the trade screen at CPU ×4 (the example account signed in; the
 *     page's resource timings of /api and /kline calls; target p95 ≤ 20 ms);
 *   - the feed on the market tab at CPU ×4 for 10 s: long tasks (target 0) and list updates a second.
 *
 *   npm run bench:demo [-- --no-build --port 5690]
 * Ports: --port (production) and the one above it (demo).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { EXAMPLE_TOKEN } from '../../mocks/sandbox/seed.ts';
import { loadText, machineLoad } from './processes.ts';

const { values } = parseArgs({ options: { 'no-build': { type: 'boolean', default: false }, port: { type: 'string', default: '5690' } } });
const PORT = Number(values.port);
const TARGETS = { startupRatio: 1.3, restP95Ms: 20, longTasks: 0 } as const;
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} kB`;
const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

function serve(dir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'mocks/browser/serve-static.ts', '--dir', dir, '--prefix', '/', '--port', String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve) => child.stdout?.once('data', () => resolve(child)));
}

async function contextFor(browser: Browser, demo: boolean, token?: string): Promise<BrowserContext> {
  const context = await browser.newContext({ serviceWorkers: demo ? 'allow' : 'block', viewport: { width: 412, height: 915 } });
  await context.addInitScript(
    ([tok]) => {
      localStorage.setItem('app-state', JSON.stringify({ state: { language: 'en' }, version: 1 }));
      if (tok) localStorage.setItem('token', tok);
    },
    [token ?? ''] as const,
  );
  return context;
}

/** JS bytes (gzip) fetched until the first screen is drawn, and once the network is idle. */
async function startupJs(browser: Browser, base: string, demo: boolean): Promise<{ first: number; idle: number }> {
  const context = await contextFor(browser, demo);
  const page = await context.newPage();
  const scripts = new Map<string, number>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    void response.body().then((body) => scripts.set(response.url(), gzipSync(body).length), () => undefined);
  });
  const sum = (): number => [...scripts.values()].reduce((total, size) => total + size, 0);
  await page.goto(`${base}#/pages/login`);
  await page.waitForSelector('form', { timeout: 60_000 });
  const first = sum();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const idle = sum();
  await context.close();
  return { first, idle };
}

async function throttled(context: BrowserContext) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return page;
}

async function restOnTrade(browser: Browser, base: string): Promise<number[]> {
  const context = await contextFor(browser, true, EXAMPLE_TOKEN);
  const page = await throttled(context);
  const durations: number[] = [];
  for (const route of ['/pages/trade', '/pages/home/assets', '/pages/trade', '/pages/home/order', '/pages/trade']) {
    await page.goto(`${base}?${durations.length}#${route}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2000);
    durations.push(
      ...(await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => /\/(api|kline)\//.test(entry.name))
          .map((entry) => entry.duration),
      )),
    );
  }
  await context.close();
  return durations.sort((a, b) => a - b);
}

async function feedOnMarket(browser: Browser, base: string): Promise<{ longTasks: number; updatesPerSecond: number }> {
  const context = await contextFor(browser, true, EXAMPLE_TOKEN);
  const page = await throttled(context);
  await page.goto(`${base}#/pages/home/market`);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(3000);
  const seconds = 10;
  const result = await page.evaluate(async (span) => {
    let longTasks = 0;
    let updates = 0;
    const tasks = new PerformanceObserver((list) => (longTasks += list.getEntries().length));
    tasks.observe({ type: 'longtask' });
    const changes = new MutationObserver((records) => (updates += records.length));
    changes.observe(document.body, { characterData: true, childList: true, subtree: true });
    await new Promise((resolve) => setTimeout(resolve, span * 1000));
    tasks.disconnect();
    changes.disconnect();
    return { longTasks, updates };
  }, seconds);
  await context.close();
  return { longTasks: result.longTasks, updatesPerSecond: result.updates / seconds };
}

if (!values['no-build']) {
  for (const args of [['vite', 'build', '--logLevel', 'warn'], ['vite', 'build', '--mode', 'demo', '--logLevel', 'warn']]) {
    if (spawnSync('npx', args, { stdio: 'inherit' }).status !== 0) process.exit(1);
  }
}
const loadBefore = machineLoad();
const servers = [await serve('dist', PORT), await serve('dist-demo', PORT + 1)];
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
try {
  const production = await startupJs(browser, `http://127.0.0.1:${PORT}/`, false);
  const demo = await startupJs(browser, `http://127.0.0.1:${PORT + 1}/`, true);
  const ratio = demo.first / production.first;
  const rest = await restOnTrade(browser, `http://127.0.0.1:${PORT + 1}/`);
  const feed = await feedOnMarket(browser, `http://127.0.0.1:${PORT + 1}/`);
  const mark = (ok: boolean): string => (ok ? '✔' : '✘');
  console.log(`bench:demo (start: ${loadText(loadBefore)}; end: ${loadText(machineLoad())})`);
  console.log(`  start-up JS to the first screen: production ${kb(production.first)}, demo ${kb(demo.first)} (${ratio.toFixed(2)}×, target ≤ ${TARGETS.startupRatio}×) ${mark(ratio <= TARGETS.startupRatio)}`);
  console.log(`  demo JS once idle (the sandbox loaded): ${kb(demo.idle)}`);
  console.log(`  REST from the worker, trade screen, CPU ×4: ${rest.length} answers, p50 ${percentile(rest, 50).toFixed(1)} ms, p95 ${percentile(rest, 95).toFixed(1)} ms (target ≤ ${TARGETS.restP95Ms} ms) ${mark(percentile(rest, 95) <= TARGETS.restP95Ms)}`);
  console.log(`  market tab, CPU ×4, 10 s: ${feed.longTasks} long tasks (target ${TARGETS.longTasks}) ${mark(feed.longTasks <= TARGETS.longTasks)}, ${feed.updatesPerSecond.toFixed(1)} list updates a second`);
} finally {
  await browser.close();
  for (const server of servers) server.kill();
}

/**
 * `npm run bench:demo`: the static demo (dist-demo/: msw on the page, the sandbox in its dedicated
 * worker) next to the production build (dist/), each from a plain static file server, in Chromium:
 *   - start-up JS: the page's scripts the first screen needs (a visitor on the sign-in screen), demo
 *     against production (target ≤ 1.3×). msw loads beside the app (decision 0044), so on the demo
 *     the page's sandbox scripts (msw, the door, the demo panel: the chunks whose sources are
 *     mocks/browser's and msw's, read from the build's private source maps) are held back until the
 *     first screen is drawn, which shows that screen does not wait for them; the bytes a load fetched
 *     by the first screen with nothing held (msw racing the app), the provider calls the page made
 *     before it, the sandbox worker's own script (off the page's thread) and everything once idle
 *     are printed beside it;
 *   - REST answers from the sandbox on the trade screen at CPU ×4 (the example account signed in,
 *     the worker warm): the app's own /api and /kline calls (resource timings) while it moves
 *     between screens without reloading, then 40 calls of GET /api/userdetail made from the page,
 *     one after another. Each is split by worker-door.ts's User Timing into the sandbox's answer
 *     (from msw's handler to the worker and back; target p95 ≤ 20 ms, decision 0045), the worker's
 *     own share of it, and the rest: msw's service worker and page client, and the page's queue.
 *     Beside them msw's floor: the same calls on a page that runs msw alone with a handler that
 *     answers at once (scripts/bench/floor/msw). The worker's cold start on a reload apart;
 *   - the feed on the market tab at CPU ×4 for 10 s: long tasks (target 0) and list updates a second.
 * The machine may be busy (other work on its cores): the load average is printed with the figures.
 *
 *   npm run bench:demo [-- --no-build --port 5690]
 * Ports: --port (production), the one above it (demo) and the next (msw's floor).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import { EXAMPLE_TOKEN } from '../../mocks/sandbox/seed.ts';
import { buildMswFloor, contextFor, MSW_FLOOR_DIST, restOnMswFloor, restOnTrade, throttled } from './demo-rest.ts';
import { loadText, machineLoad } from './processes.ts';

const { values } = parseArgs({
  options: { 'no-build': { type: 'boolean', default: false }, port: { type: 'string', default: '5690' } },
});
const PORT = Number(values.port);
const TARGETS = { startupRatio: 1.3, restP95Ms: 20, longTasks: 0 } as const;
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} kB`;
const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

function serve(dir: string, port: number): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'mocks/browser/serve-static.ts', '--dir', dir, '--prefix', '/', '--port', String(port)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve) => child.stdout?.once('data', () => resolve(child)));
}

/**
 * The page-side scripts of the demo's sandbox: the chunks of dist-demo/assets whose sources include
 * mocks/browser's and none of the app's (src/), read from the private source maps the build keeps
 * beside its output (build/vite/source-maps.ts). The sandbox worker's own script is one of them.
 */
function sandboxChunks(mapsDir: string): Set<string> {
  const chunks = new Set<string>();
  for (const name of readdirSync(mapsDir)) {
    if (!name.endsWith('.js.map')) continue;
    const { sources = [] } = JSON.parse(readFileSync(join(mapsDir, name), 'utf8')) as { sources?: string[] };
    const ours = (prefix: string): boolean =>
      sources.some((source) => source.replace(/^(\.\.\/)+/, '').startsWith(prefix));
    if (ours('mocks/browser/') && !ours('src/')) chunks.add(name.slice(0, -'.map'.length));
  }
  return chunks;
}

interface StartupJs {
  /** The page's scripts (gzip bytes) fetched until the first screen is drawn (held ones not). */
  first: number;
  /** The held scripts (gzip bytes), fetched once the first screen was drawn. */
  held: number;
  /** The page's scripts once the network is idle. */
  idle: number;
  /** Scripts the page's dedicated workers ran (the sandbox's, the feed's), by the time of idle. */
  workers: number;
  /**
   * The provider calls (/api, /kline) sent before the first screen was drawn (on the demo, a call
   * the app makes while msw is held back waits in the app and is sent after).
   */
  callsBefore: string[];
}

/**
 * JS bytes (gzip) fetched until the first screen is drawn, and once the network is idle. Scripts
 * for which `hold` says so are answered only once the first screen is drawn.
 */
async function startupJs(
  browser: Browser,
  base: string,
  demo: boolean,
  hold: (file: string) => boolean = () => false,
): Promise<StartupJs> {
  const context = await contextFor(browser, demo);
  const page = await context.newPage();
  let drawn!: () => void;
  const firstScreen = new Promise<void>((resolve) => (drawn = resolve));
  const heldUrls = new Set<string>();
  await page.route('**/*.js', async (route) => {
    const url = route.request().url();
    if (hold(new URL(url).pathname.split('/').pop() ?? '')) {
      heldUrls.add(url);
      await firstScreen;
    }
    await route.continue().catch(() => undefined);
  });
  const scripts = new Map<string, number>();
  const workerScripts = new Set<string>();
  page.on('worker', (worker) => workerScripts.add(worker.url()));
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/(api|kline)\//.test(pathname)) calls.push(`${request.method()} ${pathname}`);
  });
  const bodies: Array<Promise<void>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.push(
      response.body().then(
        (body) => void scripts.set(response.url(), gzipSync(body).length),
        () => undefined,
      ),
    );
  });
  const sum = (keep: (url: string) => boolean): number =>
    [...scripts].reduce((total, [url, size]) => (keep(url) ? total + size : total), 0);
  const onPage = (url: string): boolean => !workerScripts.has(url);
  await page.goto(`${base}#/pages/login`);
  await page.waitForSelector('form', { timeout: 60_000 });
  await Promise.all(bodies.splice(0));
  const first = sum(onPage);
  const callsBefore = [...calls];
  drawn();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  await Promise.all(bodies.splice(0));
  const result = {
    first,
    held: sum((url) => onPage(url) && heldUrls.has(url)),
    idle: sum(onPage),
    workers: sum((url) => !onPage(url)),
    callsBefore,
  };
  await context.close();
  return result;
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
  for (const args of [
    ['vite', 'build', '--logLevel', 'warn'],
    ['vite', 'build', '--mode', 'demo', '--logLevel', 'warn'],
  ]) {
    if (spawnSync('npx', args, { stdio: 'inherit' }).status !== 0) process.exit(1);
  }
}
await buildMswFloor();
const loadBefore = machineLoad();
const servers = [await serve('dist', PORT), await serve('dist-demo', PORT + 1), await serve(MSW_FLOOR_DIST, PORT + 2)];
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const production = await startupJs(browser, `http://127.0.0.1:${PORT}/`, false);
  const sandbox = sandboxChunks('dist-demo-sourcemaps/assets');
  const demo = await startupJs(browser, `http://127.0.0.1:${PORT + 1}/`, true, (file) => sandbox.has(file));
  const racing = await startupJs(browser, `http://127.0.0.1:${PORT + 1}/`, true);
  const ratio = demo.first / production.first;
  const rest = await restOnTrade(browser, `http://127.0.0.1:${PORT + 1}/`);
  const floor = await restOnMswFloor(browser, `http://127.0.0.1:${PORT + 2}/`, rest.answer);
  const feed = await feedOnMarket(browser, `http://127.0.0.1:${PORT + 1}/`);
  const mark = (ok: boolean): string => (ok ? '✔' : '✘');
  const spread = (list: number[]): string =>
    `${list.length} answers, p50 ${percentile(list, 50).toFixed(1)} ms, p95 ${percentile(list, 95).toFixed(1)} ms`;
  console.log(
    `bench:demo, taken on a shared machine (start: ${loadText(loadBefore)}; end: ${loadText(machineLoad())})`,
  );
  console.log(
    `  start-up JS of the page to the first screen: production ${kb(production.first)}, demo ${kb(demo.first)} (${ratio.toFixed(2)}×, target ≤ ${TARGETS.startupRatio}×) ${mark(ratio <= TARGETS.startupRatio)}; drawn with msw held back, which loaded after it: ${kb(demo.held)}`,
  );
  console.log(
    `  with nothing held, msw racing the app: ${kb(racing.first)} fetched by the first screen (${(racing.first / production.first).toFixed(2)}×); provider calls before it: ${racing.callsBefore.length === 0 ? 'none' : racing.callsBefore.join(', ')}`,
  );
  console.log(
    `  once idle: the demo page ${kb(demo.idle)}; its workers' scripts (the sandbox, off the page's thread) ${kb(demo.workers)}, production's workers ${kb(production.workers)}`,
  );
  console.log(`  REST on the trade screen, CPU ×4, worker warm: the app's own calls ${spread(rest.app)}`);
  console.log(
    `  GET /api/userdetail from the page, one after another: the sandbox's answer (from msw's handler to the worker and back) ${spread(rest.door)} (target p95 ≤ ${TARGETS.restP95Ms} ms, decision 0045) ${mark(percentile(rest.door, 95) <= TARGETS.restP95Ms)}, of which the worker's own time ${spread(rest.worker)}`,
  );
  console.log(
    `    the whole call, page to page ${spread(rest.probes)} (p95 ≤ ${TARGETS.restP95Ms} ms ${mark(percentile(rest.probes, 95) <= TARGETS.restP95Ms)}), of which msw's part and the page's queue ${spread(rest.msw)}`,
  );
  console.log(
    `  msw's floor (msw alone on a page that draws nothing, one handler answering at once with the same body, CPU ×4): ${spread(floor)}`,
  );
  console.log(
    `  the worker's cold start (a reload, CPU ×4): first answer ${rest.coldStart.toFixed(0)} ms after the navigation began`,
  );
  console.log(
    `  market tab, CPU ×4, 10 s: ${feed.longTasks} long tasks (target ${TARGETS.longTasks}) ${mark(feed.longTasks <= TARGETS.longTasks)}, ${feed.updatesPerSecond.toFixed(1)} list updates a second`,
  );
} finally {
  await browser.close();
  for (const server of servers) server.kill();
}

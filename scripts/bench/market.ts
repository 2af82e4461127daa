/**
 * The market under load: the built app in Chromium while the tick generator streams 500 symbols at
 * 1,000 price frames per second, first on the market list, then on the trade screen, then a soak
 * of the trade screen for heap growth, and the first paint of a 5,000-candle chart. Prints figures
 * against the product's targets; it is a measurement, not a test (exit code 0 unless --strict).
 *
 *   npm run bench:market [-- --duration 60 --soak 300 --symbols 500 --rate 1000 --candles 5000
 *                            --cpu-throttle 4 --port-base 4800 --no-build --dist dist-bench --strict --profile <dir>
 *                            --only list,trade,soak,chart --chart-loads 5]
 *   npm run bench:market -- --compare-depth [--runs 4 --screens contract,trade --duration 60 …]
 *
 * `--compare-depth` measures instead what the depth chart costs: the production build against the
 * same tree with only the depth chart left out, in alternating runs on the contract screen (where
 * the chart is) and, if asked, the trade screen (market-compare.ts).
 *
 * `--profile <dir>` also records a CPU profile of each measured run into <dir> (open it in the
 * Performance panel of Chrome's devtools) and prints the functions that took the most time.
 *
 * How each figure is taken (all inside the page, on its own clock):
 * - long tasks: PerformanceObserver `longtask` entries (> 50 ms of main-thread work);
 * - frame time: the gaps between requestAnimationFrame callbacks. At 60 Hz a frame lasts 16.7 ms
 *   and the page clock's resolution is 0.1 ms, so a gap within 16.9 ms is one frame on time;
 *   longer gaps are dropped frames (counted separately);
 * - tick-to-screen: the time from a price frame's arrival on the socket (a listener added to every
 *   WebSocket before the app starts) to the DOM change that shows that price (a MutationObserver on
 *   the `data-price` of every live price); the change is made in the animation frame that paints it;
 * - heap: `Runtime.getHeapUsage` after a forced garbage collection, at the start and the end;
 * - chart paint: the app's own `chart:first-paint` measure, from the history's arrival to the first
 *   animation frame after the chart drew it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from '@playwright/test';
import { build, preview, type PreviewServer } from 'vite';
import { startTickServer, type TickServer } from '../../mocks/tick-generator/server.ts';
import { symbolsFor } from '../../mocks/tick-generator/symbols.ts';
import { buildVariants, compareDepth, variantsOf, type Screen } from './market-compare.ts';
import { chartPaint, measure, type PageSettings } from './market-page.ts';
import { TARGETS, fmt, line, missedTargets, percentile, report } from './market-probe.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    soak: { type: 'string', default: '300' },
    symbols: { type: 'string', default: '500' },
    rate: { type: 'string', default: '1000' },
    candles: { type: 'string', default: '5000' },
    'cpu-throttle': { type: 'string', default: '4' },
    'port-base': { type: 'string', default: '4800' },
    dist: { type: 'string', default: 'dist-bench' },
    'no-build': { type: 'boolean', default: false },
    strict: { type: 'boolean', default: false },
    profile: { type: 'string' },
    only: { type: 'string' },
    'chart-loads': { type: 'string', default: '5' },
    'compare-depth': { type: 'boolean', default: false },
    runs: { type: 'string', default: '4' },
    screens: { type: 'string', default: 'contract' },
  },
});
/** `--only list,trade,soak,chart`: just those runs (all by default). */
const ONLY = new Set((values.only ?? 'list,trade,soak,chart').split(',').map((name) => name.trim()));
const DURATION_S = Number(values.duration);
const SOAK_S = Number(values.soak);
const SYMBOLS = Number(values.symbols);
const RATE = Number(values.rate);
const CANDLES = Number(values.candles);
const THROTTLE = Number(values['cpu-throttle']);
const PORT_BASE = Number(values['port-base']);
const PORTS = { api: PORT_BASE + 10, ticks: PORT_BASE + 20, app: PORT_BASE + 73, appWithout: PORT_BASE + 74 } as const;
const DIST = values.dist;
const TRADE_SYMBOL = 'btcusdt';
const PAGE: PageSettings = {
  appPort: PORTS.app,
  symbols: SYMBOLS,
  throttle: THROTTLE,
  tradeSymbol: TRADE_SYMBOL,
  profile: values.profile,
};

// ---------------------------------------------------------------------------------------------

const startPrism = async (): Promise<ChildProcess> => {
  const child = spawn(
    'node_modules/.bin/prism',
    ['mock', 'openapi.yaml', '--host', '127.0.0.1', '--port', String(PORTS.api)],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      await fetch(`http://127.0.0.1:${PORTS.api}/customerservice`);
      return child;
    } catch {
      if (Date.now() > deadline) {
        child.kill('SIGTERM');
        throw new Error('Prism did not start');
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
};

const COMPARE = values['compare-depth'];
const VARIANTS = variantsOf(DIST);
if (COMPARE) await buildVariants(VARIANTS, values['no-build']);
else if (!values['no-build']) {
  console.log(`building into ${DIST}/…`);
  await build({ logLevel: 'warn', build: { outDir: DIST, emptyOutDir: true } });
}

const load = (): string =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
console.log(
  `load average (1, 5, 15 min): ${load()}\n` +
    `feed: ${SYMBOLS} symbols, ${RATE} price frames/s; history ${CANDLES} candles; CPU throttle ×${THROTTLE}; ` +
    `Chromium ${process.env.CHROME_PATH ?? '/usr/bin/chromium'}`,
);
process.env.MOCK_API_PORT = String(PORTS.api);
process.env.MOCK_TICKS_PORT = String(PORTS.ticks);
let prism: ChildProcess | undefined;
let ticks: TickServer | undefined;
let server: PreviewServer | undefined;
let serverWithout: PreviewServer | undefined;
let browser: Browser | undefined;
try {
  prism = await startPrism();
  ticks = await startTickServer({
    port: PORTS.ticks,
    symbols: symbolsFor(SYMBOLS),
    priceRate: RATE,
    intervalMs: 1_000,
    historyCount: CANDLES,
  });
  server = await preview({
    preview: { port: PORTS.app, strictPort: true, host: '127.0.0.1' },
    build: { outDir: DIST },
    logLevel: 'silent',
  });
  if (COMPARE)
    serverWithout = await preview({
      preview: { port: PORTS.appWithout, strictPort: true, host: '127.0.0.1' },
      build: { outDir: VARIANTS[1].dist },
      logLevel: 'silent',
    });
  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--headless',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--enable-precise-memory-info',
    ],
  });

  const listReady = async (page: Page): Promise<void> => {
    // every symbol listed: the last one's row, or in a long list (which draws the rows around the
    // screen only) a row that counts the whole list
    const last = symbolsFor(SYMBOLS).at(-1)!.jiaoyidui.toLowerCase();
    await page
      .locator(
        `[data-testid="instrument-row"][data-code="${last}"], [data-testid="market-list"] > li[aria-setsize="${SYMBOLS}"]`,
      )
      .first()
      .waitFor({ timeout: 90_000 });
    await page.locator('[data-testid="live-price"][data-status="1"]').first().waitFor({ timeout: 90_000 });
  };
  const tradeReady = async (page: Page): Promise<void> => {
    await page.locator('[data-candles]').waitFor({ timeout: 90_000 });
    await page.locator('[data-testid="live-price"][data-status="1"]').first().waitFor({ timeout: 90_000 });
  };

  const tradeRoute = `/pages/trade?symbol=${TRADE_SYMBOL}`;
  console.log('\nrunning…');
  if (COMPARE) {
    const screens: Record<string, Screen> = {
      contract: {
        name: 'contract screen',
        route: `/pages/trade/contract?symbol=${TRADE_SYMBOL}`,
        ready: async (page) => {
          await tradeReady(page);
          await page.getByTestId('market-panel').waitFor({ timeout: 90_000 });
          // the build with the chart measures it drawn from the book's frames, not waiting for them
          if ((await page.getByTestId('depth-chart').count()) > 0)
            await page.locator('[data-testid="depth-chart"]:not([data-bid=""])').waitFor({ timeout: 90_000 });
        },
      },
      trade: { name: 'trade screen', route: tradeRoute, ready: tradeReady },
    };
    await compareDepth({
      browser,
      settings: [PAGE, { ...PAGE, appPort: PORTS.appWithout }],
      variants: VARIANTS,
      screens: (values.screens ?? 'contract').split(',').map((name) => {
        const screen = screens[name.trim()];
        if (!screen) throw new Error(`--screens: ${name} is none of ${Object.keys(screens).join(', ')}`);
        return screen;
      }),
      runs: Number(values.runs),
      seconds: DURATION_S,
    });
  }
  if (!COMPARE && ONLY.has('list'))
    report(
      await measure(PAGE, 'market list (/pages/home/market)', '/pages/home/market', listReady, DURATION_S, browser),
      false,
    );
  if (!COMPARE && ONLY.has('trade'))
    report(await measure(PAGE, `trade screen (${tradeRoute})`, tradeRoute, tradeReady, DURATION_S, browser), false);
  if (!COMPARE && ONLY.has('soak') && SOAK_S > 0)
    report(await measure(PAGE, 'soak: trade screen', tradeRoute, tradeReady, SOAK_S, browser), SOAK_S >= 300);
  if (!COMPARE && ONLY.has('chart')) {
    const paints: { ms: number; candles: number }[] = [];
    for (let index = 0; index < Number(values['chart-loads']); index += 1)
      paints.push(await chartPaint(PAGE, browser, index));
    const paintMs = paints.map((paint) => paint.ms);
    const median = percentile(paintMs, 50);
    console.log(
      `\nchart first paint (${paints[0]?.candles ?? 0} candles, ${paints.length} loads: ${paintMs.map((ms) => fmt(ms, 0)).join(', ')} ms)`,
    );
    line('median first paint', `${fmt(median, 0)} ms`, `≤ ${TARGETS.chartPaintMs} ms`, median <= TARGETS.chartPaintMs);
  }
  console.log(
    `\nload average at the end (1, 5, 15 min): ${load()} on ${cpus().length} cores (above 1 the machine was busy with other work too)`,
  );
  // a comparison measures a difference, not the targets
  if (!COMPARE) {
    const missed = missedTargets();
    console.log(missed === 0 ? '\nall targets met' : `\n${missed} target(s) missed`);
    if (values.strict && missed > 0) process.exitCode = 1;
  }
} finally {
  await browser?.close();
  await new Promise<void>((resolve) => (server ? server.httpServer.close(() => resolve()) : resolve()));
  await new Promise<void>((resolve) => (serverWithout ? serverWithout.httpServer.close(() => resolve()) : resolve()));
  await ticks?.close();
  if (prism) {
    prism.kill('SIGTERM');
    await once(prism, 'exit').catch(() => undefined);
  }
}

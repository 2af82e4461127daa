/**
 * Lighthouse (12.8, mobile preset: a mid-range phone on a slow 4G link, simulated) on the built
 * app, signed in, with real answers behind it (static Prism on the contract's examples and the tick
 * generator, see preview-app.ts): `/` (the home tab), the market tab and the trade screen, several
 * runs each, and a table of the medians of the performance, accessibility and best-practices scores
 * and of FCP, LCP, TBT and CLS against the targets. Each run starts cold: the HTTP cache, the
 * service worker and its caches are cleared, and only the sign-in token is put in localStorage
 * (the way the browser tests seed it). Lighthouse measures CPU work, so the machine's load average
 * is printed with the results; above 1 per core other work competes and the figures are unreliable.
 *
 *   npm run bench:lighthouse [-- --runs 5 --no-build --strict --ports 4190 --visitor --floor --reports <dir> --dist <dir>]
 *
 * `--visitor` adds `/` for a visitor (no token: the "me" tab). `--floor` also builds and measures
 * the floor (scripts/bench/floor/shell.ts): one static script of the design card's stack (React,
 * react-router-dom, Chakra UI with the app's theme, TanStack Query, i18next, zod mini) drawing a
 * heading and tabs, then the market list's 24 rows as static markup. No screen of the app
 * can score above it; its rows are printed for reference, and each signed-in screen is held to it
 * in the same run: TBT ≤ 1.25 × and LCP ≤ 1.5 × the floor with 24 rows (the visitor's `/`, a screen
 * with no data, to performance ≥ 95 instead).
 *
 * Each run prints Lighthouse's `benchmarkIndex` of the host; the summary names the CPU slowdown
 * that Lighthouse's throttling guide calibrates for it (docs/throttling.md: the preset's × 4 takes a
 * high-end desktop to a mid-tier phone), and `--calibrated` measures every page a second time at
 * that slowdown, so figures from different machines can be compared.
 * `--dist <dir>` measures a build made beforehand (no build; for interleaved runs of two builds).
 * `--reports <dir>` keeps each run's Lighthouse report (JSON: its long tasks, script boot-up and
 * main-thread breakdown say where the blocking time goes). Chromium comes from CHROME_PATH (default
 * /usr/bin/chromium). `--strict` exits 1 when a median misses its target.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import { build, type PreviewServer } from 'vite';
import { buildFloor, closeFloor, serveFloor } from './floor/build.ts';
import { calibratedSlowdown, PRESET_SLOWDOWN } from './lighthouse-calibration.ts';
import { measureOnce, type Run } from './lighthouse-run.ts';
import { median } from './median.ts';
import { startPreviewApp } from './preview-app.ts';
import { loadText, machineLoad } from './processes.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    ports: { type: 'string', default: '4190' },
    'no-build': { type: 'boolean', default: false },
    strict: { type: 'boolean', default: false },
    visitor: { type: 'boolean', default: false },
    floor: { type: 'boolean', default: false },
    reports: { type: 'string' },
    calibrated: { type: 'boolean', default: false },
    dist: { type: 'string' },
  },
});
const RUNS = Number(values.runs);
const TARGETS = { performance: 95, accessibility: 95, 'best-practices': 95 } as const;
/** A signed-in screen against the floor with 24 rows, in the same run (medians). */
const FLOOR_TARGETS = { tbt: 1.25, lcp: 1.5 } as const;

const CATEGORIES = Object.keys(TARGETS) as (keyof typeof TARGETS)[];
const TOKEN = 'bench-token';

interface Page {
  label: string;
  /** A hash route of the app, or for the floor the page's query. */
  route: string;
  signedIn: boolean;
  /** The floor's reference pages: measured the same way, not held to the targets. */
  floor?: boolean;
}
const PAGES: Page[] = [
  ...(values.visitor ? [{ label: '/ (visitor: me tab)', route: '/', signedIn: false }] : []),
  { label: '/ (home tab)', route: '/', signedIn: true },
  { label: 'market tab', route: '/pages/home/market', signedIn: true },
  { label: 'trade screen', route: '/pages/trade?symbol=btcusdt', signedIn: true },
  ...(values.floor
    ? [
        { label: 'floor: heading, tabs', route: '?rows=0', signedIn: false, floor: true },
        { label: 'floor: + 24 rows', route: '?rows=24', signedIn: false, floor: true },
      ]
    : []),
];
/** The floor's static server: the port after the app's three (Prism, ticks, the app). */
const FLOOR_PORT = Number(values.ports) + 3;

const measureWithRetry = (port: number, base: string, page: Page, slowdown = PRESET_SLOWDOWN): Promise<Run> =>
  measureOnce({
    port,
    url: page.floor ? `${base}/${page.route}` : `${base}/#${page.route}`,
    base,
    token: page.signedIn ? TOKEN : undefined,
    label: page.label,
    categories: CATEGORIES,
    slowdown,
    reports: values.reports,
  });

if (!values['no-build'] && !values.dist) {
  console.log('building dist/…');
  await build({ logLevel: 'warn' });
}
const app = await startPreviewApp({ portBase: Number(values.ports), outDir: values.dist });
let floor: PreviewServer | undefined;
if (values.floor) {
  // its own build and static server: no provider, no socket, nothing but the one script
  await buildFloor({ reuse: values['no-build'] });
  floor = await serveFloor(FLOOR_PORT);
}
const floorBase = `http://127.0.0.1:${FLOOR_PORT}`;
const userDataDir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
const chrome = await launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  userDataDir,
  chromeFlags: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
let missed = 0;
interface Result {
  page: Page;
  runs: Run[];
}

/** Every page, RUNS times each, at a CPU slowdown. */
const measurePages = async (slowdown: number): Promise<Result[]> => {
  const results: Result[] = [];
  const suffix = slowdown === PRESET_SLOWDOWN ? '' : ` (CPU × ${slowdown})`;
  for (const page of PAGES) {
    const runs: Run[] = [];
    for (let index = 0; index < RUNS; index += 1) {
      runs.push(await measureWithRetry(chrome.port, page.floor ? floorBase : app.base, page, slowdown));
      process.stdout.write(
        `\r${page.label}${suffix}: ${index + 1}/${RUNS} runs (perf ${runs.map((run) => run.scores.performance).join(', ')}; benchmarkIndex ${runs.map((run) => Math.round(run.benchmarkIndex)).join(', ')})`,
      );
    }
    process.stdout.write('\n');
    results.push({ page, runs });
  }
  return results;
};

/** A signed-in screen is held to the floor when there is one; the visitor's and any screen without it to the score. */
const heldToScore = (page: Page): boolean => !page.floor && (!page.signedIn || !values.floor);

/** The medians' table, then each screen against the floor with 24 rows; counts the misses when `judge`. */
const report = (results: Result[], slowdown: number, judge: boolean): void => {
  console.log(
    `\n  CPU × ${slowdown}${slowdown === PRESET_SLOWDOWN ? " (the preset's)" : ' (calibrated to this host)'}\n  ${'page'.padEnd(22)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'b.p.'.padStart(5)} ${'FCP'.padStart(8)} ${'LCP'.padStart(8)} ${'TBT'.padStart(7)} ${'CLS'.padStart(6)}`,
  );
  for (const { page, runs } of results) {
    const scores = CATEGORIES.map((id) => median(runs.map((run) => run.scores[id] ?? 0)));
    const text = scores.map((score, index) => {
      const category = CATEGORIES[index] ?? 'performance';
      const held = category === 'performance' ? heldToScore(page) : !page.floor;
      const met = !held || score >= TARGETS[category];
      if (!met && judge) missed += 1;
      return `${score}${met ? ' ' : '!'}`.padStart(5);
    });
    const ms = (list: number[]): string => `${(median(list) / 1000).toFixed(2)} s`.padStart(8);
    console.log(
      `  ${page.label.padEnd(22)} ${text.join(' ')} ${ms(runs.map((run) => run.fcp))} ${ms(runs.map((run) => run.lcp))} ${`${median(runs.map((run) => run.tbt)).toFixed(0)} ms`.padStart(7)} ${median(
        runs.map((run) => run.cls),
      )
        .toFixed(3)
        .padStart(6)}`,
    );
  }
  // each screen against the floor with 24 rows: what the app adds to the stack it must use
  const floorRuns = results.find(({ page }) => page.floor && page.route === '?rows=24')?.runs;
  if (!floorRuns) return;
  const floorOf = (pick: (run: Run) => number): number => median(floorRuns.map(pick));
  console.log(
    `  against the floor with 24 rows (TBT ${floorOf((run) => run.tbt).toFixed(0)} ms, LCP ${(floorOf((run) => run.lcp) / 1000).toFixed(2)} s, scripts ${(floorOf((run) => run.scriptBytes) / 1024).toFixed(1)} kB); targets for a signed-in screen: TBT ≤ ${FLOOR_TARGETS.tbt} ×, LCP ≤ ${FLOOR_TARGETS.lcp} ×`,
  );
  for (const { page, runs } of results.filter((result) => !result.page.floor)) {
    const ratioOf = (pick: (run: Run) => number): number => median(runs.map(pick)) / floorOf(pick);
    const held = (ratio: number, target: number): string => {
      const met = !page.signedIn || ratio <= target;
      if (!met && judge) missed += 1;
      return `${ratio.toFixed(2)} ×${met ? '' : '!'}`;
    };
    console.log(
      `    ${page.label.padEnd(22)} TBT ${held(
        ratioOf((run) => run.tbt),
        FLOOR_TARGETS.tbt,
      )}, LCP ${held(
        ratioOf((run) => run.lcp),
        FLOOR_TARGETS.lcp,
      )}, scripts ${ratioOf((run) => run.scriptBytes).toFixed(2)} ×`,
    );
  }
};

try {
  const loadBefore = machineLoad();
  const preset = await measurePages(PRESET_SLOWDOWN);
  const indexes = preset.flatMap(({ runs }) => runs.map((run) => run.benchmarkIndex));
  const hostIndex = median(indexes);
  const calibration = calibratedSlowdown(hostIndex);
  const calibrated = values.calibrated ? await measurePages(calibration.slowdown) : undefined;
  const load = machineLoad();
  console.log(
    `\nLighthouse 12.8 mobile preset, median of ${RUNS} runs (${loadText(load)}; at the start ${loadBefore.averages[0]?.toFixed(2)})`,
  );
  if (load.busy || loadBefore.busy)
    console.log(
      '  load above 1: other processes compete for the CPU, so these figures are unreliable (rerun on a quiet machine)',
    );
  console.log(
    `  host: benchmarkIndex ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))}, median ${Math.round(hostIndex)} (${calibration.host}); Lighthouse's throttling guide calibrates CPU × ${calibration.slowdown} for a mid-tier phone on it${calibrated ? '' : ' (--calibrated measures at it too)'}`,
  );
  report(preset, PRESET_SLOWDOWN, true);
  // a second line per page: the same pages at the slowdown calibrated to this host, for comparison across machines
  if (calibrated) report(calibrated, calibration.slowdown, false);
  // what cost the points, over every run of a page (each line once)
  for (const { page, runs } of [...preset, ...(calibrated ?? [])]) {
    const failed = [...new Set(runs.flatMap((run) => run.failed))];
    const shifts = [...new Set(runs.flatMap((run) => run.shifts))];
    if (failed.length === 0 && shifts.length === 0) continue;
    console.log(`  ${page.label}:`);
    for (const line of failed) console.log(`    failed ${line}`);
    for (const line of shifts.slice(0, 5)) console.log(`    layout shift ${line}`);
  }
  if (values.floor)
    console.log(
      `  the floor's rows are a reference: the design card's stack and the app's theme alone, one static script (scripts/bench/floor)`,
    );
  console.log(
    `  targets (at the preset's CPU × ${PRESET_SLOWDOWN}): accessibility ≥ ${TARGETS.accessibility} and best practices ≥ ${TARGETS['best-practices']} everywhere; performance ≥ ${TARGETS.performance} for ${values.floor ? 'the visitor' : 'every page'}${values.floor ? `; signed in, TBT ≤ ${FLOOR_TARGETS.tbt} × and LCP ≤ ${FLOOR_TARGETS.lcp} × the floor with 24 rows` : ''} ('!' marks a miss)`,
  );
  console.log(missed === 0 ? '\nall targets met' : `\n${missed} target(s) missed`);
  if (values.strict && missed > 0) process.exitCode = 1;
} finally {
  chrome.kill();
  rmSync(userDataDir, { recursive: true, force: true });
  await app.close();
  if (floor) await closeFloor(floor);
}

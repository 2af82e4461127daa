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
 *   npm run bench:lighthouse [-- --runs 5 --no-build --strict --ports 4190 --visitor --floor --reports <dir>]
 *
 * `--visitor` adds `/` for a visitor (no token: the "me" tab). `--floor` also builds and measures
 * the floor (scripts/bench/floor/shell.ts): one static script of the design card's stack (React,
 * react-router-dom, Chakra UI with the app's theme, TanStack Query, i18next, zod mini) drawing a
 * heading and tabs, then the market list's 24 rows as static markup. No screen of the app
 * can score above it; its rows are printed for reference and are not held to the targets.
 * `--reports <dir>` keeps each run's Lighthouse report (JSON: its long tasks, script boot-up and
 * main-thread breakdown say where the blocking time goes). Chromium comes from CHROME_PATH (default
 * /usr/bin/chromium). `--strict` exits 1 when a median misses its target.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import { build, type PreviewServer } from 'vite';
import { buildFloor, closeFloor, serveFloor } from './floor/build.ts';
import { coldStart } from './lighthouse-cold-start.ts';
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
  },
});
const RUNS = Number(values.runs);
const TARGETS = { performance: 95, accessibility: 95, 'best-practices': 95 } as const;
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

interface Run {
  scores: Record<string, number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** The scripts' bytes over the wire (Lighthouse's resource summary). */
  scriptBytes: number;
  /** What cost points outside performance: each accessibility or best-practices audit that failed. */
  failed: string[];
  /** The elements that moved (the layout shifts behind CLS), largest first. */
  shifts: string[];
}

interface ShiftItem {
  score?: number;
  node?: { selector?: string; snippet?: string };
}

const median = (list: number[]): number => {
  const sorted = [...list].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
};

const measure = async (port: number, base: string, page: Page): Promise<Run> => {
  await coldStart(port, base, page.signedIn ? TOKEN : undefined);
  const flags: Flags = {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: [...CATEGORIES],
    // the storage was reset above, all but the token Lighthouse would wipe
    disableStorageReset: true,
  };
  const result = await lighthouse(page.floor ? `${base}/${page.route}` : `${base}/#${page.route}`, flags);
  if (!result) throw new Error('Lighthouse returned no result');
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  if (values.reports) {
    mkdirSync(values.reports, { recursive: true });
    const slug = page.label
      .replace(/[^a-z0-9]+/gi, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase();
    writeFileSync(join(values.reports, `${slug}-${Date.now()}.json`), JSON.stringify(lhr));
  }
  const audit = (id: string): number => lhr.audits[id]?.numericValue ?? NaN;
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    scriptBytes:
      (
        (
          lhr.audits['resource-summary']?.details as
            { items?: { resourceType?: string; transferSize?: number }[] } | undefined
        )?.items ?? []
      ).find((item) => item.resourceType === 'script')?.transferSize ?? NaN,
    failed: CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
      (lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${id}: ${ref.id} (${lhr.audits[ref.id]?.title ?? ''})`),
    ),
    shifts: ((lhr.audits['layout-shifts']?.details as { items?: ShiftItem[] } | undefined)?.items ?? [])
      .filter((item) => (item.score ?? 0) >= 0.01)
      .map(
        (item) => `${(item.score ?? 0).toFixed(3)} ${item.node?.selector ?? item.node?.snippet ?? '(unknown element)'}`,
      ),
  };
};

/**
 * Lighthouse now and then fails to record a load's trace (NO_NAVSTART, NO_FCP): that run is taken
 * again, up to twice, and said so; any other failure ends the benchmark.
 */
const measureWithRetry = async (port: number, base: string, page: Page): Promise<Run> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure(port, base, page);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (attempt >= 3 || !/NO_NAVSTART|NO_FCP|trace/i.test(message)) throw error;
      process.stdout.write(`\n  ${page.label}: ${message}; running it again\n`);
    }
  }
};

if (!values['no-build']) {
  console.log('building dist/…');
  await build({ logLevel: 'warn' });
}
const app = await startPreviewApp({ portBase: Number(values.ports) });
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
try {
  const loadBefore = machineLoad();
  const results: { page: Page; runs: Run[] }[] = [];
  for (const page of PAGES) {
    const runs: Run[] = [];
    for (let index = 0; index < RUNS; index += 1) {
      runs.push(await measureWithRetry(chrome.port, page.floor ? floorBase : app.base, page));
      process.stdout.write(
        `\r${page.label}: ${index + 1}/${RUNS} runs (perf ${runs.map((run) => run.scores.performance).join(', ')})`,
      );
    }
    process.stdout.write('\n');
    results.push({ page, runs });
  }
  const load = machineLoad();
  console.log(
    `\nLighthouse 12.8 mobile preset, median of ${RUNS} runs (${loadText(load)}; at the start ${loadBefore.averages[0]?.toFixed(2)})`,
  );
  if (load.busy || loadBefore.busy)
    console.log(
      '  load above 1: other processes compete for the CPU, so these figures are unreliable (rerun on a quiet machine)',
    );
  console.log(
    `  ${'page'.padEnd(22)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'b.p.'.padStart(5)} ${'FCP'.padStart(8)} ${'LCP'.padStart(8)} ${'TBT'.padStart(7)} ${'CLS'.padStart(6)}`,
  );
  for (const { page, runs } of results) {
    const scores = CATEGORIES.map((id) => median(runs.map((run) => run.scores[id] ?? 0)));
    const text = scores.map((score, index) => {
      const met = score >= TARGETS[CATEGORIES[index] ?? 'performance'];
      if (!met && !page.floor) missed += 1;
      return `${score}${met || page.floor ? ' ' : '!'}`.padStart(5);
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
  // each screen against the floor's heading and tabs: what the app adds to the stack it must use
  const floorRuns = results.find(({ page }) => page.floor)?.runs;
  if (floorRuns) {
    const floorOf = (pick: (run: Run) => number): number => median(floorRuns.map(pick));
    console.log(
      `  against the floor (heading, tabs): perf ${floorOf((run) => run.scores.performance ?? 0)}, TBT ${floorOf((run) => run.tbt).toFixed(0)} ms, scripts ${(floorOf((run) => run.scriptBytes) / 1024).toFixed(1)} kB`,
    );
    for (const { page, runs } of results.filter((result) => !result.page.floor)) {
      const ratio = (pick: (run: Run) => number): string => `${(median(runs.map(pick)) / floorOf(pick)).toFixed(2)} ×`;
      console.log(
        `    ${page.label.padEnd(22)} perf ${ratio((run) => run.scores.performance ?? 0)}, TBT ${ratio((run) => run.tbt)}, scripts ${ratio((run) => run.scriptBytes)}`,
      );
    }
  }
  // what cost the points, over every run of a page (each line once)
  for (const { page, runs } of results) {
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
    `  targets: performance ≥ ${TARGETS.performance}, accessibility ≥ ${TARGETS.accessibility}, best practices ≥ ${TARGETS['best-practices']} ('!' marks a miss)`,
  );
  console.log(missed === 0 ? '\nall targets met' : `\n${missed} target(s) missed`);
  if (values.strict && missed > 0) process.exitCode = 1;
} finally {
  chrome.kill();
  rmSync(userDataDir, { recursive: true, force: true });
  await app.close();
  if (floor) await closeFloor(floor);
}

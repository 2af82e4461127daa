/**
 * How much JavaScript a phone downloads before the first screen is usable, for a visitor and for a
 * signed-in user opening `/`, with real answers behind the app (static Prism on the contract's
 * examples and the tick generator, see preview-app.ts). Builds the app unless `--no-build`, serves
 * it with `vite preview`, loads it in Chromium until the screen is drawn and the network is idle,
 * and prints every script it fetched (raw and gzip), how many rounds of requests the scripts took
 * (a round starts when a script is asked for only after every earlier one arrived: a chain of lazy
 * chunks), and the largest screen chunk of the build, against the targets. `--strict` exits 1 when
 * a target is missed.
 *
 * Beside the app it measures the floor (scripts/bench/floor): the product's design-card stack alone
 * (React, react-router-dom, Chakra UI with the app's theme, TanStack Query, i18next, zod mini), one
 * script drawing a heading and tabs. No screen of the app can download less, so each start-up is
 * held to a ratio of it as well as to a size: what the app adds to the stack it must use.
 *
 * With `--modules` it also prints where each start-up's bytes go beside the floor's: each fetched
 * chunk's gzip size shared among its modules by their own gzip size (startup-modules.ts), summed per
 * package or app file.
 *
 *   npm run bench:startup [-- --no-build --strict --ports 4180 --route /pages/login --verbose --modules --dist dist]
 *
 * `--ports N` puts Prism on N, the tick generator on N + 1, the app on N + 2 and the floor on N + 3;
 * `--dist` measures another build (with `--no-build`, which also reuses a built floor).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import { build } from 'vite';
import { buildFloor, closeFloor, FLOOR_DIST, serveFloor } from './floor/build.ts';
import { startPreviewApp } from './preview-app.ts';
import { loadText, machineLoad } from './processes.ts';
import { moduleBreakdown, recordChunkModules, type ModuleShare } from './startup-modules.ts';

const { values } = parseArgs({
  options: {
    route: { type: 'string', default: '/' },
    ports: { type: 'string', default: '4180' },
    dist: { type: 'string', default: 'dist' },
    'no-build': { type: 'boolean', default: false },
    strict: { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
    modules: { type: 'boolean', default: false },
  },
});
const route = values.route ?? '/';
const dist = values.dist ?? 'dist';
const TARGETS = { startupKb: 230, floorRatio: 1.1, rounds: 3, screenChunkKb: 40 } as const;

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} kB`;
const gzipOf = (body: Buffer): number => gzipSync(body).length;

interface Timing {
  name: string;
  startTime: number;
  responseEnd: number;
}

/**
 * The round of each script request (path → 1, 2 …): a request that starts only after every earlier
 * script arrived opens a new round, so the number of rounds is the longest chain of waits.
 */
const requestRounds = (timings: readonly Timing[]): Map<string, number> => {
  const sorted = [...timings].sort((a, b) => a.startTime - b.startTime);
  const rounds = new Map<string, number>();
  let round = 0;
  let latestEnd = -Infinity;
  for (const timing of sorted) {
    if (timing.startTime >= latestEnd) round += 1;
    latestEnd = Math.max(latestEnd, timing.responseEnd);
    rounds.set(new URL(timing.name).pathname, round);
  }
  return rounds;
};

interface Startup {
  /** gzip bytes of each script fetched, by path */
  files: Map<string, number>;
  gzip: number;
  scripts: number;
  rounds: number;
}

const measure = async (browser: Browser, base: string, label: string, token: string | null): Promise<Startup> => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  await context.addInitScript({
    content: `localStorage.setItem('app-state', JSON.stringify({ state: { language: 'en' }, version: 1 }));${
      token ? `localStorage.setItem('token', ${JSON.stringify(token)});` : ''
    }`,
  });
  const page = await context.newPage();
  const scripts = new Map<string, { raw: number; gzip: number }>();
  const bodies: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.push(
      response
        .body()
        .catch(() => Buffer.alloc(0))
        .then((body) => void scripts.set(new URL(response.url()).pathname, { raw: body.length, gzip: gzipOf(body) })),
    );
  });
  const started = performance.now();
  await page.goto(`${base}/#${route}`, { waitUntil: 'networkidle' });
  await page.locator('h1').first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const elapsed = performance.now() - started;
  await Promise.all(bodies);
  const timings = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({
        name: entry.name,
        startTime: entry.startTime,
        responseEnd: (entry as PerformanceResourceTiming).responseEnd,
      })),
  );
  const rows = [...scripts.entries()].sort((a, b) => b[1].gzip - a[1].gzip);
  const total = rows.reduce((sum, [, size]) => ({ raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip }), {
    raw: 0,
    gzip: 0,
  });
  const roundOf = requestRounds(timings.filter((timing) => !timing.name.endsWith('/theme-boot.js')));
  const rounds = Math.max(0, ...roundOf.values());
  console.log(
    `\n${label}: ${route} → ${new URL(page.url()).hash}  (${rows.length} scripts in ${rounds} rounds, drawn in ${elapsed.toFixed(0)} ms on loopback)`,
  );
  const timingOf = new Map(timings.map((timing) => [new URL(timing.name).pathname, timing]));
  for (const [path, size] of values.verbose ? rows : rows.slice(0, 12)) {
    const timing = timingOf.get(path);
    // with --verbose, when each request started and ended (ms after the navigation began)
    const when =
      values.verbose && timing
        ? `  ${timing.startTime.toFixed(0).padStart(5)}–${timing.responseEnd.toFixed(0).padEnd(5)} ms`
        : '';
    console.log(
      `  ${kb(size.gzip).padStart(9)} gzip  ${kb(size.raw).padStart(9)} raw  round ${roundOf.get(path) ?? '-'}${when}  ${path}`,
    );
  }
  if (!values.verbose && rows.length > 12) console.log(`  … ${rows.length - 12} more (--verbose lists them)`);
  console.log(`  ${kb(total.gzip).padStart(9)} gzip  ${kb(total.raw).padStart(9)} raw  TOTAL`);
  await context.close();
  return {
    files: new Map(rows.map(([path, size]) => [path, size.gzip])),
    gzip: total.gzip,
    scripts: rows.length,
    rounds,
  };
};

/** The largest chunk named after a screen module (`<name>-screen-<hash>.js`) in the build. */
const largestScreenChunk = (): { file: string; gzip: number } => {
  const files = readdirSync(`${dist}/assets`).filter((file) => /-screen-[\w-]+\.js$/.test(file));
  return files
    .map((file) => ({ file, gzip: gzipOf(readFileSync(`${dist}/assets/${file}`)) }))
    .reduce((largest, chunk) => (chunk.gzip > largest.gzip ? chunk : largest), { file: '(none)', gzip: 0 });
};

/**
 * Per package or app file: the floor's gzip bytes, a visitor's and a signed-in start's, and what the
 * signed-in start adds to the floor; every owner above 0.3 kB, then the rest summed.
 */
const printBreakdown = (floorRun: Startup, visitor: Startup, signedIn: Startup): void => {
  const byOwner = (shares: ModuleShare[] | null): Map<string, number> =>
    new Map((shares ?? []).map((share) => [share.owner, share.gzip]));
  const floorShares = byOwner(moduleBreakdown(FLOOR_DIST, floorRun.files));
  const visitorShares = byOwner(moduleBreakdown(dist, visitor.files));
  const signedInShares = byOwner(moduleBreakdown(dist, signedIn.files));
  if (signedInShares.size === 0) {
    console.log(`\n(no module list beside ${dist}: build without --no-build once)`);
    return;
  }
  const owners = [...new Set([...floorShares.keys(), ...visitorShares.keys(), ...signedInShares.keys()])];
  const rows = owners
    .map((owner) => ({
      owner,
      floor: floorShares.get(owner) ?? 0,
      visitor: visitorShares.get(owner) ?? 0,
      signedIn: signedInShares.get(owner) ?? 0,
    }))
    .sort((a, b) => b.signedIn - b.floor - (a.signedIn - a.floor));
  const cell = (bytes: number): string => (bytes === 0 ? '-' : kb(bytes)).padStart(9);
  console.log(`\nwhere the bytes go (each chunk's gzip shared among its modules by their own gzip size)`);
  console.log(
    `  ${'floor'.padStart(9)} ${'visitor'.padStart(9)} ${'signed in'.padStart(9)} ${'+ floor'.padStart(9)}  package or file`,
  );
  const shown = rows.filter((row) => Math.max(row.floor, row.visitor, row.signedIn) >= 300);
  for (const row of shown)
    console.log(
      `  ${cell(row.floor)} ${cell(row.visitor)} ${cell(row.signedIn)} ${cell(row.signedIn - row.floor)}  ${row.owner}`,
    );
  const rest = rows.filter((row) => !shown.includes(row));
  const sum = (pick: (row: (typeof rows)[number]) => number): number =>
    rest.reduce((total, row) => total + pick(row), 0);
  console.log(
    `  ${cell(sum((row) => row.floor))} ${cell(sum((row) => row.visitor))} ${cell(sum((row) => row.signedIn))} ${cell(sum((row) => row.signedIn - row.floor))}  ${rest.length} others under 0.3 kB each`,
  );
};

let missed = 0;
const line = (label: string, value: string, target: string, met: boolean): void => {
  if (!met) missed += 1;
  console.log(`  ${label.padEnd(34)} ${value.padStart(22)}   target ${target.padEnd(10)} ${met ? 'met' : 'MISSED'}`);
};

if (!values['no-build']) {
  console.log(`building ${dist}/…`);
  await build({ logLevel: 'warn', plugins: [recordChunkModules(dist)], build: { outDir: dist, emptyOutDir: true } });
}
await buildFloor({ reuse: values['no-build'] });
const floor = await serveFloor(Number(values.ports) + 3);
const app = await startPreviewApp({ portBase: Number(values.ports), outDir: dist });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--headless',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  const floorRun = await measure(
    browser,
    `http://127.0.0.1:${Number(values.ports) + 3}`,
    "floor (the design card's stack)",
    null,
  );
  const visitor = await measure(browser, app.base, 'visitor', null);
  const signedIn = await measure(browser, app.base, 'signed in', 'bench-token');
  if (values.modules) printBreakdown(floorRun, visitor, signedIn);
  const screen = largestScreenChunk();
  console.log(`\nstartup JavaScript (gzip; ${loadText(machineLoad())}; sizes do not depend on load)`);
  console.log(
    `  ${"floor: the design card's stack".padEnd(34)} ${kb(floorRun.gzip).padStart(22)}   (react, react-router-dom, Chakra + theme, TanStack Query, i18next, zod mini)`,
  );
  for (const [label, run] of [
    ['visitor', visitor],
    ['signed in', signedIn],
  ] as const) {
    line(
      `${label}: JavaScript before use`,
      kb(run.gzip),
      `≤ ${TARGETS.startupKb} kB`,
      run.gzip <= TARGETS.startupKb * 1024,
    );
    const ratio = run.gzip / floorRun.gzip;
    line(
      `${label}: app / floor`,
      `${ratio.toFixed(3)} ×`,
      `≤ ${TARGETS.floorRatio.toFixed(2)} ×`,
      ratio <= TARGETS.floorRatio,
    );
    line(
      `${label}: scripts / request rounds`,
      `${run.scripts} / ${run.rounds}`,
      `≤ ${TARGETS.rounds} rounds`,
      run.rounds <= TARGETS.rounds,
    );
  }
  line(
    `largest screen chunk`,
    `${kb(screen.gzip)} ${screen.file.replace(/-[\w-]+\.js$/, '')}`,
    `≤ ${TARGETS.screenChunkKb} kB`,
    screen.gzip <= TARGETS.screenChunkKb * 1024,
  );
  console.log(missed === 0 ? '\nall targets met' : `\n${missed} target(s) missed`);
  if (values.strict && missed > 0) process.exitCode = 1;
} finally {
  await browser.close();
  await app.close();
  await closeFloor(floor);
}

/**
 * `npm run bench:start-profile`: where the main thread's JavaScript time goes while a screen starts,
 * the floor's and the app's side by side. The floor (scripts/bench/floor/shell.ts: the design card's
 * stack and the app's theme drawing a heading, tabs and 24 rows) and the app (with static Prism on
 * the contract's examples and the tick generator behind it, signed in) are built unminified, each
 * page loaded cold in Chromium at CPU × 4 (Lighthouse's preset) with V8's sampling profiler on, from
 * the navigation until the network has been idle for a second. Each sample's time goes to the part
 * of the stack that spent it:
 *   - Chakra's `createSystem` (the theme turned into tokens, CSS variables, recipes): every sample
 *     under that call, whichever package ran it;
 *   - otherwise the package (or the app's folder) of the function that was running, found from the
 *     module line rolldown leaves in an unminified bundle: Chakra's styled system (style props,
 *     token and recipe resolution), Chakra's and Ark's components, Emotion and stylis (serialising
 *     and inserting the CSS), React (render and commit), the rest of the card's stack, the app's own
 *     folders; `(program)` and `(garbage collector)` as V8 names them.
 * Prints the median of each part over the runs in ms, per page, and the load average (above 1 per
 * core the milliseconds are unreliable; the shares much less so).
 *
 *   npm run bench:start-profile [-- --pages floor,home,market,trade --runs 5 --ports 4196 --no-build --cpu 4]
 *
 * Ports: Prism on `--ports`, the tick generator on the next, the app on the one after, the floor on
 * the fourth.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import type { Profile } from './cpuprofile-summary.ts';
import { buildFloor, closeFloor, serveFloor } from './floor/build.ts';
import { median } from './median.ts';
import { startPreviewApp } from './preview-app.ts';
import { loadText, machineLoad } from './processes.ts';

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: 'floor,home,market,trade' },
    runs: { type: 'string', default: '5' },
    ports: { type: 'string', default: '4196' },
    cpu: { type: 'string', default: '4' },
    'no-build': { type: 'boolean', default: false },
  },
});
const FLOOR_DIR = resolve('dist-floor-profile');
const APP_DIR = 'dist-profile';
const TOKEN = 'bench-token';
/** The pages, each with its address (the floor's or the app's) and whether a user is signed in. */
const PAGES = {
  floor: { app: false, path: '/?rows=24' },
  home: { app: true, path: '/#/' },
  market: { app: true, path: '/#/pages/home/market' },
  trade: { app: true, path: '/#/pages/trade?symbol=btcusdt' },
  visitor: { app: true, path: '/#/', visitor: true },
} as const;
type PageName = keyof typeof PAGES;
const pageNames = (values.pages ?? '').split(',').filter((name): name is PageName => name in PAGES);

/** The parts, matched in order against a module's path in the bundle. */
const PARTS: Array<[string, RegExp]> = [
  ["Chakra's styled system (style props, tokens, recipes)", /@chakra-ui\/react\/dist\/esm\/styled-system\//],
  ["Chakra's and Ark's components", /@chakra-ui\/|@ark-ui\/|@zag-js\//],
  ['Emotion and stylis (CSS serialised, inserted)', /@emotion\/|stylis/],
  ['React (render, commit, scheduler)', /react-dom|\/react\/|scheduler/],
  ['react-router', /react-router/],
  ['TanStack Query', /@tanstack\//],
  ['i18next, react-i18next', /i18next/],
  ['zod mini', /\/zod\//],
  ["the app's theme (src/theme)", /src\/theme\//],
  ['the floor page itself', /scripts\/bench\/floor\//],
  ['the app: market feed and store (src/market)', /src\/market\//],
  ['the app: API client, answer check (src/api)', /src\/api\//],
  ['the app: screens (src/features)', /src\/features\//],
  ['the app: shell, routes, i18n, lib (src/)', /src\//],
];
const CREATE_SYSTEM = "Chakra's createSystem (theme → tokens, variables, recipes)";

/** Each line of the bundle → the module it belongs to (rolldown's `// <module id>` line where each module starts). */
const regionsOf = (code: string): string[] => {
  const regions: string[] = [];
  let current = '(bundle)';
  for (const line of code.split('\n')) {
    const mark = /^\/\/ ((?:\0|node_modules\/|src\/|scripts\/)\S+)$/.exec(line);
    if (mark) current = mark[1] ?? current;
    regions.push(current);
  }
  return regions;
};

const partOf = (path: string): string =>
  PARTS.find(([, pattern]) => pattern.test(path))?.[0] ??
  `other: ${/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path)?.[1] ?? path}`;

/** Milliseconds per part for one profile. */
const attribute = (profile: Profile, regions: Map<string, string[]>): Map<string, number> => {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const partOfNode = new Map<number, string>();
  const resolvePart = (id: number): string => {
    const known = partOfNode.get(id);
    if (known !== undefined) return known;
    const node = byId.get(id);
    let part = 'other';
    if (node) {
      const { functionName, url, lineNumber } = node.callFrame;
      // under createSystem, whatever it called
      for (let up: number | undefined = id; up !== undefined; up = parent.get(up)) {
        if (byId.get(up)?.callFrame.functionName === 'createSystem') {
          part = CREATE_SYSTEM;
          break;
        }
      }
      if (part === 'other') {
        const lines = regions.get(url);
        if (functionName.startsWith('(')) part = functionName;
        else if (lines) part = partOf(lines[lineNumber] ?? '(bundle)');
        else part = url === '' ? '(native)' : "other: not the floor's script";
      }
    }
    partOfNode.set(id, part);
    return part;
  };
  const totals = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const part = resolvePart(id);
    if (part === '(idle)') return;
    totals.set(part, (totals.get(part) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return totals;
};

if (!values['no-build']) {
  console.log('building the floor and the app, unminified…');
  if (pageNames.includes('floor')) await buildFloor({ outDir: FLOOR_DIR, readable: true });
  if (pageNames.some((name) => PAGES[name].app))
    await build({ logLevel: 'warn', build: { outDir: APP_DIR, minify: false, emptyOutDir: true } });
}
const portBase = Number(values.ports);
const floorServer = pageNames.includes('floor') ? await serveFloor(portBase + 3, FLOOR_DIR) : undefined;
const app = pageNames.some((name) => PAGES[name].app)
  ? await startPreviewApp({ portBase, outDir: APP_DIR })
  : undefined;
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});

/** One cold load of a page under the profiler: ms per part. */
const profileOnce = async (name: PageName): Promise<Map<string, number>> => {
  const page = PAGES[name];
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
  await context.addInitScript(
    ([token]) => {
      localStorage.setItem('app-state', JSON.stringify({ state: { language: 'en' }, version: 1 }));
      if (token) localStorage.setItem('token', token);
    },
    [page.app && !('visitor' in page) ? TOKEN : ''] as const,
  );
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values.cpu) });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  const scripts = new Map<string, string[]>();
  tab.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      void response.text().then(
        (code) => void scripts.set(response.url(), regionsOf(code)),
        () => undefined,
      );
  });
  await cdp.send('Profiler.start');
  await tab.goto(`${page.app ? (app?.base ?? '') : `http://127.0.0.1:${portBase + 3}`}${page.path}`);
  await tab.waitForLoadState('networkidle', { timeout: 60_000 });
  await tab.waitForTimeout(1000);
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
  await context.close();
  return attribute(profile, scripts);
};

try {
  const loadBefore = machineLoad();
  const results = new Map<PageName, Array<Map<string, number>>>(pageNames.map((name) => [name, []]));
  // the pages in turn within each round, so a change of the machine's load touches them alike
  for (let run = 0; run < Number(values.runs); run += 1) {
    for (const name of pageNames) {
      results.get(name)?.push(await profileOnce(name));
      process.stdout.write(`\rround ${run + 1}/${values.runs}: ${name}      `);
    }
  }
  const load = machineLoad();
  const parts = [...new Set([...results.values()].flatMap((runs) => runs.flatMap((totals) => [...totals.keys()])))];
  const medianOf = (name: PageName, part: string): number =>
    median((results.get(name) ?? []).map((totals) => totals.get(part) ?? 0));
  const busyOf = (name: PageName): number =>
    median((results.get(name) ?? []).map((totals) => [...totals.values()].reduce((sum, ms) => sum + ms, 0)));
  const rows = parts
    .map((part) => ({ part, ms: pageNames.map((name) => medianOf(name, part)) }))
    .filter((row) => row.ms.some((ms) => ms >= 5))
    .sort((a, b) => Math.max(...b.ms) - Math.max(...a.ms));
  const cell = (text: string): string => text.padStart(9);
  console.log(
    `\n\nMain-thread JavaScript from the navigation to a second of network idle, CPU × ${values.cpu}, median of ${values.runs} runs, ms (${loadText(load)}; at the start ${loadBefore.averages[0]?.toFixed(2)})`,
  );
  if (load.busy || loadBefore.busy) console.log('  load above 1: the milliseconds are unreliable (the shares less so)');
  console.log(`  ${''.padEnd(62)}${pageNames.map((name) => cell(name)).join('')}`);
  console.log(`  ${'busy in all'.padEnd(62)}${pageNames.map((name) => cell(busyOf(name).toFixed(0))).join('')}`);
  for (const { part, ms } of rows)
    console.log(`  ${part.slice(0, 61).padEnd(62)}${ms.map((value) => cell(value.toFixed(0))).join('')}`);
} finally {
  await browser.close();
  if (floorServer) await closeFloor(floorServer);
  await app?.close();
}

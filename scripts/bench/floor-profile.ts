/**
 * `npm run bench:floor-profile`: where the floor's main-thread JavaScript time goes. The floor
 * (scripts/bench/floor/shell.ts: the design card's stack and the app's theme drawing a heading, tabs
 * and 24 rows) is built unminified, loaded cold in Chromium at CPU × 4 (Lighthouse's preset) with
 * V8's sampling profiler on, until its 24th row is drawn. Each sample's time goes to the part of the
 * stack that spent it:
 *   - Chakra's `createSystem` (the theme turned into tokens, CSS variables, recipes): every sample
 *     under that call, whichever package ran it;
 *   - otherwise the package of the function that was running (the module mark rolldown leaves in
 *     the unminified bundle): Chakra's styled system (style props, token and recipe resolution), Chakra's and Ark's
 *     components, Emotion and stylis (serialising and inserting the CSS), React (render and commit),
 *     and the rest of the card's stack; `(program)` and `(garbage collector)` as V8 names them.
 * Prints the median of each part over the runs, in ms and as a share of the busy time, and the
 * load average (above 1 per core the absolute figures are unreliable; the shares much less so).
 *
 *   npm run bench:floor-profile [-- --runs 5 --port 4196 --no-build --cpu 4]
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { buildFloor, closeFloor, serveFloor } from './floor/build.ts';
import { loadText, machineLoad } from './processes.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    port: { type: 'string', default: '4196' },
    cpu: { type: 'string', default: '4' },
    'no-build': { type: 'boolean', default: false },
  },
});
const OUT_DIR = resolve('dist-floor-profile');

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

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

const partOf = (path: string): string => PARTS.find(([, pattern]) => pattern.test(path))?.[0] ?? `other: ${path}`;

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

const median = (list: number[]): number => {
  const sorted = [...list].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

if (!values['no-build']) {
  console.log('building the floor, unminified…');
  await buildFloor({ outDir: OUT_DIR, readable: true });
}
const port = Number(values.port);
const server = await serveFloor(port, OUT_DIR);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
const runs: Array<Map<string, number>> = [];
try {
  const loadBefore = machineLoad();
  for (let run = 0; run < Number(values.runs); run += 1) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values.cpu) });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    const scripts = new Map<string, string[]>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        void response.text().then(
          (code) => void scripts.set(response.url(), regionsOf(code)),
          () => undefined,
        );
    });
    await cdp.send('Profiler.start');
    await page.goto(`http://127.0.0.1:${port}/?rows=24`);
    await page.getByText('C23/USDT').waitFor({ timeout: 60_000 });
    await page.waitForTimeout(500);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    runs.push(attribute(profile, scripts));
    process.stdout.write(`\rrun ${run + 1}/${values.runs}`);
    await context.close();
  }
  const load = machineLoad();
  const parts = [...new Set(runs.flatMap((totals) => [...totals.keys()]))];
  const rows = parts
    .map((part) => ({ part, ms: median(runs.map((totals) => totals.get(part) ?? 0)) }))
    .sort((a, b) => b.ms - a.ms);
  const busy = median(runs.map((totals) => [...totals.values()].reduce((sum, ms) => sum + ms, 0)));
  console.log(
    `\n\nThe floor with 24 rows at CPU × ${values.cpu}: main-thread JavaScript until the 24th row is drawn, median of ${values.runs} runs (${loadText(load)}; at the start ${loadBefore.averages[0]?.toFixed(2)})`,
  );
  if (load.busy || loadBefore.busy) console.log('  load above 1: the milliseconds are unreliable (the shares less so)');
  console.log(`  ${'busy in all'.padEnd(62)} ${`${busy.toFixed(0)} ms`.padStart(9)}`);
  for (const { part, ms } of rows.filter((row) => row.ms >= 0.5))
    console.log(
      `  ${part.padEnd(62)} ${`${ms.toFixed(0)} ms`.padStart(9)} ${`${((ms / busy) * 100).toFixed(1)} %`.padStart(7)}`,
    );
} finally {
  await browser.close();
  await closeFloor(server);
}

/**
 * `bench:market -- --compare-depth`: what the depth chart costs a screen, measured against the same
 * tree with only the depth chart left out. Two builds — the production build and one whose
 * `src/components/depth-chart.tsx` is replaced by `market-no-depth.ts` (a Vite plugin of this
 * benchmark's own build; nothing shipped changes) — served side by side, then measured in
 * alternating runs (with, without; then without, with; …) so that whatever else the shared machine
 * does falls on both alike. Same symbol, same feed (one tick server for both), same CPU throttle,
 * same duration. Prints each run, then per screen and variant the medians over the runs and the
 * difference.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { build, type Plugin } from 'vite';
import { measure, type PageSettings } from './market-page.ts';
import { fmt, percentile, type Run } from './market-probe.ts';
import { median } from './median.ts';

const DEPTH_CHART = fileURLToPath(new URL('../../src/components/depth-chart.tsx', import.meta.url));
const STUB = fileURLToPath(new URL('./market-no-depth.ts', import.meta.url));
/** A string only the depth chart's code carries into the bundle (its test id). */
const DEPTH_MARK = 'depth-chart-area';

/** Resolves every import of the depth chart's module to the stub; counts how many it replaced. */
const withoutDepthChart = (): Plugin & { replaced: () => number } => {
  let replaced = 0;
  return {
    name: 'bench-without-depth-chart',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.includes('depth-chart')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (resolved?.id !== DEPTH_CHART) return null;
      replaced += 1;
      return STUB;
    },
    replaced: () => replaced,
  };
};

/** Whether any JavaScript file of a build carries the depth chart's code. */
const carriesDepthChart = async (dist: string): Promise<boolean> => {
  const files = (await readdir(dist, { recursive: true })).filter((file) => file.endsWith('.js'));
  for (const file of files) if ((await readFile(join(dist, file), 'utf8')).includes(DEPTH_MARK)) return true;
  return false;
};

export interface Variant {
  name: 'with depth chart' | 'without depth chart';
  dist: string;
}

export const variantsOf = (dist: string): readonly [Variant, Variant] => [
  { name: 'with depth chart', dist },
  { name: 'without depth chart', dist: `${dist}-no-depth` },
];

/**
 * Builds both variants (unless `skip`) and checks that they differ only as meant: the production
 * build carries the depth chart, the other one does not. Throws otherwise, so a moved or renamed
 * chart never yields a comparison of two identical builds.
 */
export const buildVariants = async (variants: readonly [Variant, Variant], skip: boolean): Promise<void> => {
  const [withChart, withoutChart] = variants;
  if (!skip) {
    console.log(`building into ${withChart.dist}/ and ${withoutChart.dist}/…`);
    await build({ logLevel: 'warn', build: { outDir: withChart.dist, emptyOutDir: true } });
    const stub = withoutDepthChart();
    await build({ logLevel: 'warn', plugins: [stub], build: { outDir: withoutChart.dist, emptyOutDir: true } });
    if (stub.replaced() === 0) throw new Error(`nothing imports ${DEPTH_CHART}: the comparison would measure nothing`);
  }
  if (!(await carriesDepthChart(withChart.dist))) throw new Error(`${withChart.dist} has no depth chart`);
  if (await carriesDepthChart(withoutChart.dist)) throw new Error(`${withoutChart.dist} still has the depth chart`);
};

export interface Screen {
  name: string;
  route: string;
  ready: (page: Page) => Promise<void>;
}

interface Figures {
  frameP95: number;
  longTasks: number;
  tickP95: number;
  dropped: number;
  cpuPerSecond: number;
}

const figuresOf = (run: Run): Figures => ({
  frameP95: percentile(run.sample.frames, 95),
  longTasks: run.sample.longTasks.filter((duration) => duration > 50).length,
  tickP95: percentile(run.sample.latencies, 95),
  dropped: run.sample.frames.length ? run.sample.frames.filter((gap) => gap > 25).length / run.sample.frames.length : 0,
  cpuPerSecond: run.cpuMs / run.seconds,
});

const signed = (value: number, digits: number): string =>
  Number.isFinite(value) ? `${value > 0 ? '+' : value < 0 ? '−' : '±'}${Math.abs(value).toFixed(digits)}` : 'n/a';

const COLUMNS: { name: string; of: (figures: Figures) => number; digits: number; unit: string }[] = [
  { name: 'frame p95', of: (figures) => figures.frameP95, digits: 1, unit: ' ms' },
  { name: 'long tasks', of: (figures) => figures.longTasks, digits: 1, unit: '' },
  { name: 'tick-to-screen p95', of: (figures) => figures.tickP95, digits: 1, unit: ' ms' },
  { name: 'frames > 25 ms', of: (figures) => figures.dropped * 100, digits: 1, unit: ' %' },
  { name: 'main-thread CPU', of: (figures) => figures.cpuPerSecond, digits: 0, unit: ' ms/s' },
];

const describe = (figures: Figures): string =>
  COLUMNS.map((column) => `${column.name} ${fmt(column.of(figures), column.digits)}${column.unit}`).join(', ');

/**
 * `runs` rounds; in each, every screen is measured once per variant, the variant that goes first
 * alternating from round to round. Each variant is served by its own preview server
 * (`settings[i].appPort`).
 */
export const compareDepth = async ({
  browser,
  settings,
  variants,
  screens,
  runs,
  seconds,
}: {
  browser: Browser;
  settings: readonly [PageSettings, PageSettings];
  variants: readonly [Variant, Variant];
  screens: readonly Screen[];
  runs: number;
  seconds: number;
}): Promise<void> => {
  const results = new Map<string, Figures[]>();
  for (let round = 0; round < runs; round += 1) {
    const order = round % 2 === 0 ? [0, 1] : [1, 0];
    for (const screen of screens) {
      for (const index of order) {
        const variant = variants[index]!;
        const label = `round ${round + 1}, ${screen.name}, ${variant.name}`;
        const run = await measure(settings[index]!, label, screen.route, screen.ready, seconds, browser);
        const figures = figuresOf(run);
        const key = `${screen.name}\u0000${variant.name}`;
        results.set(key, [...(results.get(key) ?? []), figures]);
        console.log(`\n    ${describe(figures)}`);
      }
    }
  }
  for (const screen of screens) {
    console.log(`\n${screen.name}: medians over ${runs} interleaved runs of ${seconds} s each`);
    console.log(`  ${''.padEnd(28)}${COLUMNS.map((column) => column.name.padStart(20)).join('')}`);
    const medians = variants.map((variant) => {
      const runsOf = results.get(`${screen.name}\u0000${variant.name}`) ?? [];
      const values = COLUMNS.map((column) => median(runsOf.map(column.of)));
      console.log(
        `  ${variant.name.padEnd(28)}${values.map((value, index) => `${fmt(value, COLUMNS[index]!.digits)}${COLUMNS[index]!.unit}`.padStart(20)).join('')}`,
      );
      return values;
    });
    console.log(
      `  ${'difference (with − without)'.padEnd(28)}${medians[0]!
        .map((value, index) =>
          `${signed(value - medians[1]![index]!, COLUMNS[index]!.digits)}${COLUMNS[index]!.unit}`.padStart(20),
        )
        .join('')}`,
    );
  }
};

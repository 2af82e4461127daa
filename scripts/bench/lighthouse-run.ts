/**
 * One Lighthouse run of bench:lighthouse (lighthouse.ts): a cold start (caches, service worker and
 * storage cleared, the token put back), Lighthouse's mobile preset at the given CPU slowdown, and the
 * figures the benchmark prints, with the host's benchmarkIndex.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse, { type Flags } from 'lighthouse';
import { PRESET_SLOWDOWN } from './lighthouse-calibration.ts';
import { coldStart } from './lighthouse-cold-start.ts';

export interface Run {
  scores: Record<string, number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** The scripts' bytes over the wire (Lighthouse's resource summary). */
  scriptBytes: number;
  /** Lighthouse's measure of the host's CPU (lhr.environment.benchmarkIndex). */
  benchmarkIndex: number;
  /** What cost points outside performance: each accessibility or best-practices audit that failed. */
  failed: string[];
  /** The elements that moved (the layout shifts behind CLS), largest first. */
  shifts: string[];
}

interface ShiftItem {
  score?: number;
  node?: { selector?: string; snippet?: string };
}

export interface Measurement {
  /** The port of the Chromium Lighthouse drives. */
  port: number;
  /** The page to measure, and the origin whose storage is reset before it. */
  url: string;
  base: string;
  /** The sign-in token put in localStorage (none: a visitor). */
  token?: string;
  label: string;
  categories: readonly string[];
  slowdown: number;
  /** Where to keep each run's report (JSON), if anywhere. */
  reports?: string;
}

const measure = async ({ port, url, base, token, label, categories, slowdown, reports }: Measurement): Promise<Run> => {
  await coldStart(port, base, token);
  const flags: Flags = {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: [...categories],
    // the storage was reset above, all but the token Lighthouse would wipe
    disableStorageReset: true,
    ...(slowdown === PRESET_SLOWDOWN ? {} : { throttling: { cpuSlowdownMultiplier: slowdown } }),
  };
  const result = await lighthouse(url, flags);
  if (!result) throw new Error('Lighthouse returned no result');
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  if (reports) {
    mkdirSync(reports, { recursive: true });
    const slug = label
      .replace(/[^a-z0-9]+/gi, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase();
    writeFileSync(join(reports, `${slug}-${Date.now()}.json`), JSON.stringify(lhr));
  }
  const audit = (id: string): number => lhr.audits[id]?.numericValue ?? NaN;
  return {
    scores: Object.fromEntries(categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    scriptBytes:
      (
        (
          lhr.audits['resource-summary']?.details as
            { items?: { resourceType?: string; transferSize?: number }[] } | undefined
        )?.items ?? []
      ).find((item) => item.resourceType === 'script')?.transferSize ?? NaN,
    failed: categories
      .filter((id) => id !== 'performance')
      .flatMap((id) =>
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
export const measureOnce = async (measurement: Measurement): Promise<Run> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure(measurement);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (attempt >= 3 || !/NO_NAVSTART|NO_FCP|trace/i.test(message)) throw error;
      process.stdout.write(`\n  ${measurement.label}: ${message}; running it again\n`);
    }
  }
};

/**
 * Vitest on both cores, with one report: `tsx scripts/vitest-shards.ts [vitest filters…]`.
 *
 * The component tests share one module graph in one worker (`isolate: false`, build/vite/test-projects.ts):
 * the app, Chakra, i18n and the schemas load once instead of once per file, but one process then leaves
 * the second core idle while they run. Vitest's own `--shard` splits the files between processes, each
 * with its graph, and `--merge-reports` joins their blob reports into the report `npm test` prints and
 * counts (reports/unit.json). VITEST_SHARDS sets how many (default: one per core, at most 2).
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { rmSync } from 'node:fs';

const BLOBS = '.vitest-reports';
const filters = process.argv.slice(2);
const shards = Number(process.env.VITEST_SHARDS ?? Math.min(2, availableParallelism()));

const run = (args: string[]): Promise<number> =>
  new Promise((resolve) => {
    const child = spawn('npx', ['vitest', ...args], { stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

rmSync(BLOBS, { recursive: true, force: true });
const codes = await Promise.all(
  Array.from({ length: shards }, (_, index) =>
    run([
      'run',
      `--shard=${index + 1}/${shards}`,
      '--reporter=dot',
      '--reporter=blob',
      `--outputFile.blob=${BLOBS}/blob-${index + 1}-${shards}.json`,
      ...filters,
    ]),
  ),
);
// the merged report lists every file and every failure again, in one place
const merged = await run([
  'run',
  `--merge-reports=${BLOBS}`,
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=reports/unit.json',
]);
process.exit(codes.some((code) => code !== 0) || merged !== 0 ? 1 : 0);

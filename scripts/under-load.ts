/**
 * The suites must not depend on the machine's speed: this runs the whole Vitest suite and the whole
 * Playwright suite several times in a row while one CPU-burning process per core keeps every core
 * busy, and prints each run's result and time. It stops at the first failing run.
 *
 *   npm run test:under-load [-- --runs 3 --suites unit,e2e --burners 2 --no-build]
 *
 * The browser tests run against the production build (built once first unless `--no-build`).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    suites: { type: 'string', default: 'unit,e2e' },
    burners: { type: 'string', default: String(availableParallelism()) },
    'no-build': { type: 'boolean', default: false },
  },
});

const SUITES: Record<string, string> = {
  unit: 'npx vitest run',
  e2e: 'npx playwright test',
};
const suites = values.suites.split(',').map((name) => name.trim());
for (const name of suites) if (!SUITES[name]) throw new Error(`unknown suite "${name}" (unit, e2e)`);
const runs = Number(values.runs);

if (suites.includes('e2e') && !values['no-build']) {
  const build = spawnSync('npm run --silent build', { shell: true, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// A busy loop per core, in its own process: the suites share every core with it.
const burners: ChildProcess[] = Array.from({ length: Number(values.burners) }, () =>
  spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
);
const stopBurners = (): void => {
  for (const burner of burners) burner.kill('SIGKILL');
};
process.on('exit', stopBurners);
process.on('SIGINT', () => process.exit(130));

const load = (): string =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');
const results: string[] = [];
let failed = false;
outer: for (let run = 1; run <= runs; run += 1) {
  for (const suite of suites) {
    console.log(`\n▶ run ${run}/${runs}: ${suite} (${SUITES[suite]}) with ${burners.length} burners, load ${load()}`);
    const started = Date.now();
    const result = spawnSync(SUITES[suite]!, { shell: true, stdio: 'inherit', env: { ...process.env, CI: 'true' } });
    const minutes = ((Date.now() - started) / 60_000).toFixed(1);
    results.push(
      `  ${result.status === 0 ? '✔' : '✘'} run ${run} ${suite.padEnd(5)} ${minutes.padStart(5)} min   load at the end ${load()}`,
    );
    if (result.status !== 0) {
      failed = true;
      break outer;
    }
  }
}

console.log(
  `\nUnder load (${burners.length} CPU-burning processes on ${availableParallelism()} cores):\n${results.join('\n')}`,
);
console.log(failed ? '\nA run failed.' : `\nEvery suite passed ${runs} times in a row.`);
process.exit(failed ? 1 : 0);

/**
 * `npm test` (= `npm run check`): exactly what CI runs, in order, stopping at the first failure.
 * Prints each step's time and ends with one line counting the tests that ran.
 *
 * `npm run verify` (= `tsx scripts/check.ts --fast`): the inner loop in a few minutes: generate, types,
 * lint, unit and component tests (no contract lint or diff, contract tests, build or browser).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

interface Step {
  name: string;
  command: string;
  /** `both` (the default): in `npm test` and `npm run verify`; `check`: only `npm test`; `verify`: only the loop. */
  in?: 'both' | 'check' | 'verify';
}

const fast = process.argv.includes('--fast');

const REPORTS = 'reports';
/** The Vitest paths of the verify loop: everything but tests/contract. */
const VERIFY_TESTS = 'src/ tests/support/ tests/i18n/ tests/lint/ mocks/ scripts/';

/** A step, or steps that run at the same time (each on a core of its own; their output is shown when all end). */
type Stage = Step | Step[];

const allSteps: Stage[] = [
  { name: 'generate (orval, AsyncAPI types)', command: 'npm run --silent generate' },
  [
    { name: 'type check', command: 'npx tsc -b' },
    { name: 'lint (ESLint, type-checked)', command: 'npx eslint --max-warnings 0 .' },
    // Prettier's style everywhere it applies (.prettierignore lists what it leaves alone); `npm run format` fixes
    { name: 'format (Prettier)', command: 'npx prettier --check --log-level warn .' },
  ],
  { name: 'lint contracts (Redocly, Spectral)', command: 'npm run --silent lint:contract', in: 'check' },
  // breaking contract changes since the merge base with main fail unless a commit declares them
  // (Contract-Change: breaking); skipped, with a message, where there is no other ref (a fresh clone)
  { name: 'contract changes since the merge base', command: 'npm run --silent contract:diff -- --ci', in: 'check' },
  {
    name: 'unit, component and contract tests (Vitest)',
    command: 'npx tsx scripts/vitest-shards.ts',
    in: 'check',
  },
  {
    // the same suite without tests/contract (servers and contract replays): the verify loop only
    name: 'unit and component tests (Vitest, no contract tests)',
    command: `npx tsx scripts/vitest-shards.ts ${VERIFY_TESTS}`,
    in: 'verify',
  },
  { name: 'production build', command: 'npx vite build --logLevel warn', in: 'check' },
  // the production build holds no msw, no mockServiceWorker.js and no sandbox code
  { name: 'production build holds no sandbox', command: 'npx tsx scripts/check-dist.ts dist', in: 'check' },
  // dist-demo/: the app plus the sandbox in the browser, for the browser tests' `demo` project
  { name: 'demo build', command: 'npx vite build --mode demo --logLevel warn', in: 'check' },
  { name: 'browser tests (Playwright, Chromium)', command: 'npx playwright test', in: 'check' },
  // every route and every call under 5xx, 401, 403, HTML, truncated JSON, a hang and offline
  // (npm run test:faults without its build; docs/reliability.md)
  {
    name: 'fault suite (Playwright, Chromium)',
    command: 'npx playwright test --config playwright.faults.config.ts',
    in: 'check',
  },
];

const included = (step: Step): boolean => (step.in ?? 'both') === 'both' || step.in === (fast ? 'verify' : 'check');
const stages = allSteps
  .map((stage) => (Array.isArray(stage) ? stage.filter(included) : included(stage) ? [stage] : []))
  .filter((stage) => stage.length > 0);

const counts = { passed: 0, failed: 0, skipped: 0 };

const readVitest = (): void => {
  const file = `${REPORTS}/unit.json`;
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  counts.passed += report.numPassedTests;
  counts.failed += report.numFailedTests;
  counts.skipped += report.numPendingTests + report.numTodoTests;
};

const readPlaywright = (file: string): void => {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  counts.passed += report.stats.expected;
  counts.failed += report.stats.unexpected + report.stats.flaky;
  counts.skipped += report.stats.skipped;
};

rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const started = Date.now();
const timings: string[] = [];
let failedStep: string | undefined;
const env = { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' };
const timed = (step: Step, t0: number, status: number | null): void => {
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  timings.push(`  ${status === 0 ? '✔' : '✘'} ${step.name.padEnd(46)} ${seconds.padStart(6)} s`);
  if (status !== 0) failedStep ??= step.name;
};
/** Runs steps at once, each output kept and printed whole when that step ends. */
const together = (stage: Step[]): Promise<void> => {
  const t0 = Date.now();
  console.log(`\n▶ at once: ${stage.map((step) => step.name).join(' · ')}`);
  return Promise.all(
    stage.map(
      (step) =>
        new Promise<void>((resolve) => {
          const child = spawn(step.command, { shell: true, env });
          let output = '';
          child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
          child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
          child.on('close', (status) => {
            console.log(`\n▶ ${step.name}\n  $ ${step.command}${output ? `\n${output.trimEnd()}` : ''}`);
            timed(step, t0, status);
            resolve();
          });
        }),
    ),
  ).then(() => undefined);
};
for (const stage of stages) {
  const [only] = stage;
  if (stage.length > 1) await together(stage);
  else if (only) {
    console.log(`\n▶ ${only.name}\n  $ ${only.command}`);
    const t0 = Date.now();
    timed(only, t0, spawnSync(only.command, { shell: true, stdio: 'inherit', env }).status);
  }
  if (failedStep) break;
}

readVitest();
readPlaywright(`${REPORTS}/e2e.json`);
readPlaywright(`${REPORTS}/faults.json`);
console.log(
  `\n${fast ? 'Verify' : 'Checks'} (${((Date.now() - started) / 1000).toFixed(0)} s):\n${timings.join('\n')}`,
);
if (failedStep) console.log(`\nFailed at: ${failedStep}`);
// The closing line in the plain form CI reads.
console.log(
  `\n${counts.passed} passed, ${counts.failed + (failedStep && counts.failed === 0 ? 1 : 0)} failed, ${counts.skipped} skipped`,
);
process.exit(failedStep ? 1 : 0);

// @ts-check
/**
 * Mutation testing of the hand-written core: src/lib (money maths, formatting, persisted state,
 * env), src/market (socket, frames, store) and src/api (the http client and the error catalogue).
 * Generated code (src/api/generated, src/market/generated) is never mutated.
 *
 * `npm run test:mutation` (not part of `npm test`: it runs the unit tests once per mutant and takes
 * many minutes). The clear-text report prints the score; below 85 % the command fails. Results are
 * kept in .stryker-tmp/incremental.json, so a rerun tests only the mutants of code or tests that
 * changed since (`npm run test:mutation -- --force` tests everything again).
 *
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  packageManager: 'npm',
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  // Only the unit tests of the mutated folders, pure ones in Node (see the file).
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  mutate: [
    'src/lib/**/*.{ts,tsx}',
    'src/market/**/*.{ts,tsx}',
    'src/api/**/*.{ts,tsx}',
    '!src/**/*.test.{ts,tsx}',
    '!src/api/generated/**',
    '!src/market/generated/**',
  ],
  // Build output, reports and browser-test material are not needed in the sandbox copy.
  ignorePatterns: [
    '/dist',
    '/dist-*',
    '/reports',
    '/coverage',
    '/test-results',
    '/playwright-report',
    '/docs-html',
    '/contract-report',
    '/conformance-report',
    '/bench-results',
    '/.sandbox',
    '/tests/e2e',
    '/tests/faults',
  ],
  coverageAnalysis: 'perTest',
  incremental: true,
  incrementalFile: '.stryker-tmp/incremental.json',
  // The machine is shared: one test runner at a time.
  concurrency: 1,
  // A mutant that makes a test loop is a time-out (counted as detected); the margin is wide because
  // a loaded machine runs the same tests several times slower from one minute to the next.
  timeoutMS: 20_000,
  // The initial run (every unit test once, with coverage) can take several minutes on a busy machine.
  dryRunTimeoutMinutes: 20,
  timeoutFactor: 2,
  thresholds: { high: 90, low: 85, break: 85 },
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  clearTextReporter: { allowColor: false, reportTests: false, reportMutants: true, reportScoreTable: true },
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
};

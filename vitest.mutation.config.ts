import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * The tests StrykerJS runs against each mutant of src/lib, src/market and src/api
 * (stryker.config.mjs, `npm run test:mutation`): the unit tests of those folders and nothing else,
 * so one mutant costs one or two small test files, not the component suite.
 *
 * Pure modules' tests run in Node (no DOM to build); tests that need a browser API (storage,
 * FileReader, window events, React hooks) run in jsdom with a light set-up, and those that talk to the
 * MSW provider stand-in or read translations also get those (tests/support/setup-unit*.ts, the part
 * of the `app` project's setup-dom.ts they rely on). Each file gets its own module graph (the default
 * isolation): a mutant that is active while a module loads must see that module load afresh.
 */
const PROVIDER_TESTS = [
  'src/api/http-client.test.ts',
  'src/api/http-client-abort.test.ts',
  'src/lib/use-available-balance.test.tsx',
  'src/lib/option-expiry.test.ts',
];

const DOM_TESTS = [
  'src/api/http-client-request.test.ts',
  'src/lib/image-file.test.ts',
  'src/lib/persisted-state.test.ts',
  'src/lib/session.test.ts',
  'src/lib/use-reviewed-form.test.ts',
  'src/lib/use-now.test.ts',
  'src/lib/use-send-once.test.ts',
  'src/market/socket-browser.test.ts',
  'src/market/market-context.test.tsx',
];

const UNIT_TESTS = ['src/lib/**/*.test.{ts,tsx}', 'src/market/**/*.test.{ts,tsx}', 'src/api/**/*.test.{ts,tsx}'];

export default defineConfig({
  plugins: [react()],
  test: {
    env: { VITE_API_BASE_URL: 'http://provider.test' },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit-provider',
          environment: 'jsdom',
          include: PROVIDER_TESTS,
          setupFiles: ['tests/support/setup-unit-provider.ts'],
          // a busy shared machine: the same generous limit as the app project
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-dom',
          environment: 'jsdom',
          include: DOM_TESTS,
          setupFiles: ['tests/support/setup-unit.ts'],
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-node',
          environment: 'node',
          include: UNIT_TESTS,
          exclude: [...PROVIDER_TESTS, ...DOM_TESTS],
          testTimeout: 60_000,
        },
      },
    ],
  },
});

import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * The tests StrykerJS runs against each mutant of src/lib, src/market and src/api
 * (stryker.config.mjs, `npm run test:mutation`): the unit tests of those folders and nothing else,
 * so one mutant costs one or two small test files, not the component suite.
 *
 * Pure modules' tests run in Node (no DOM to build); tests that need a browser API (storage,
 * FileReader, CloseEvent, React hooks, the MSW server of tests/support) run in jsdom with the same
 * set-up as the `app` project of vite.config.ts. Each file gets its own module graph (the default
 * isolation): a mutant that is active while a module loads must see that module load afresh.
 */
const DOM_TESTS = [
  'src/api/http-client*.test.ts',
  'src/lib/image-file.test.ts',
  'src/lib/option-expiry.test.ts',
  'src/lib/persisted-state.test.ts',
  'src/lib/session.test.ts',
  'src/lib/env.test.ts',
  'src/lib/use-*.test.{ts,tsx}',
  'src/market/socket*.test.ts',
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
          name: 'unit-dom',
          environment: 'jsdom',
          include: DOM_TESTS,
          setupFiles: ['tests/support/setup-unit.ts'],
          // a busy shared machine: the same generous limit as the app project
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-node',
          environment: 'node',
          include: UNIT_TESTS,
          exclude: DOM_TESTS,
          testTimeout: 60_000,
        },
      },
    ],
  },
});

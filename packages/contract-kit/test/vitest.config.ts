/**
 * The kit's own test run (`npm test -w packages/contract-kit`, or `npm test` in the package): Node only,
 * and none of the app's Vite configuration, which the kit does not need. In the app the same files run
 * in the `node` project of its Vitest run.
 */
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: resolve(import.meta.dirname, '..'),
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // the planted-fault suite starts servers and runs whole conformance passes: generous on a busy machine
    testTimeout: 120_000,
  },
});

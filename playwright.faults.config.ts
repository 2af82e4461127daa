import { defineConfig } from '@playwright/test';
import { phone } from './tests/e2e/phone.ts';

/**
 * `npm run test:faults` (and a step of `npm test`): the production build (vite preview, with its
 * security headers) against static Prism and the tick generator, with faults injected per call
 * through page.route and time faked with page.clock.
 * - `discover`: which calls each route makes to draw itself;
 * - `faults`: every route under 5xx, 401, 403, an HTML body, truncated JSON, a 10 s hang and
 *   offline on all its calls at once, each call alone on one screen that uses it, and the writes
 *   under every fault (tests/faults/plan.ts, docs/reliability.md).
 * The matrix (route × fault → ok) is printed at the end. Ports: E2E_PORT_BASE + 80..89, clear of
 * the main config's (+10..+76).
 */
const base = Number(process.env.E2E_PORT_BASE ?? 4100);
const PORTS = { api: base + 81, ticks: base + 82, app: base + 83 } as const;
const dist = process.env.E2E_DIST ?? 'dist';

export default defineConfig({
  testDir: 'tests/faults',
  fullyParallel: true,
  workers: Number(process.env.FAULT_WORKERS ?? 3),
  retries: 0,
  // a test is a browsing session of up to 14 routes
  timeout: 240_000,
  expect: { timeout: 10_000 },
  globalSetup: './tests/faults/global-setup.ts',
  globalTeardown: './tests/faults/print-matrix.ts',
  reporter: [['dot'], ['json', { outputFile: 'reports/faults.json' }]],
  projects: [
    { name: 'discover', testMatch: 'discover.spec.ts' },
    { name: 'faults', testMatch: ['matrix.spec.ts', 'writes.spec.ts'], dependencies: ['discover'] },
  ],
  use: {
    ...phone,
    baseURL: `http://127.0.0.1:${PORTS.app}`,
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      command: `npx prism mock openapi.yaml --host 127.0.0.1 --port ${PORTS.api}`,
      port: PORTS.api,
      reuseExistingServer: false,
      stdout: 'ignore',
      timeout: 30_000,
    },
    {
      command: `npx tsx mocks/tick-generator/server.ts --host 127.0.0.1 --port ${PORTS.ticks}`,
      port: PORTS.ticks,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `npx vite preview --host 127.0.0.1 --port ${PORTS.app} --strictPort --outDir ${dist}`,
      url: `http://127.0.0.1:${PORTS.app}`,
      env: { MOCK_API_PORT: String(PORTS.api), MOCK_TICKS_PORT: String(PORTS.ticks), MOCK_PROVIDER: 'examples' },
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});

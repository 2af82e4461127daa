import { defineConfig } from '@playwright/test';
import { phone } from './tests/e2e/phone.ts';

/**
 * Browser tests: the production build (vite preview) in Debian's Chromium, in two projects:
 * - `examples`: against static Prism on the contract's examples and the tick generator (scenario
 *   tests: every named example, refusals, outages);
 * - `sandbox` (tests/e2e/flows): whole flows against the stateful sandbox behind Prism in proxy
 *   mode with `--errors`, as `npm start` runs it (state in memory);
 * - `demo` (the same flows): the demo build (dist-demo/, `npm run build:demo`) from a plain static
 *   server under a path prefix, its sandbox in a dedicated worker behind msw (no provider process).
 * Each server has its own fixed port so a running `npm start` is not disturbed (E2E_PORT_BASE moves
 * them all, e.g. to run two suites at once).
 */
const base = Number(process.env.E2E_PORT_BASE ?? 4100);
// base + 30 and base + 74 belong to the feed-outage test's own tick generator and preview
const PORTS = {
  api: base + 10,
  ticks: base + 20,
  sandbox: base + 50,
  proxy: base + 60,
  app: base + 73,
  sandboxApp: base + 76,
  demo: base + 80,
} as const;
/** The demo build (npm run build:demo) under a path prefix, as a static host such as GitHub Pages serves it. */
const DEMO_PREFIX = '/tradex/';
/** Where the flows reach the sandbox's control endpoints (reset, clocks, prices). */
process.env.E2E_SANDBOX_URL = `http://127.0.0.1:${PORTS.sandbox}`;
/** The build under test (`vite build --outDir …`); dist/ unless E2E_DIST says otherwise. */
const dist = process.env.E2E_DIST ?? 'dist';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // three at once on two cores: a browser test mostly waits (for the feed, the sandbox, a dialog's
  // animation), and with two workers the runner and its browsers used about a third of both cores
  workers: 3,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // set once for every browser test: on a busy 2-core machine a screen with live data, a chart and an
  // order book takes seconds to draw (the contract screen's first paint was seen past 10 s with both
  // cores loaded); where time itself is the subject, tests use page.clock
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  projects: [
    { name: 'examples', testIgnore: 'flows/**', use: { baseURL: `http://127.0.0.1:${PORTS.app}` } },
    {
      name: 'sandbox',
      testMatch: 'flows/**/*.spec.ts',
      // msw on the page is the demo build's
      testIgnore: 'flows/demo-startup.spec.ts',
      use: { baseURL: `http://127.0.0.1:${PORTS.sandboxApp}` },
    },
    // The same flows on the demo build; msw's service worker is the sandbox's door, so it must run. The
    // sandbox itself runs in a dedicated worker of its own, out of reach of page.clock (which fakes the
    // page's timers and Date only), and keeps moved prices across a reload, so every flow runs here but
    // the privacy flow: it checks what the installed app's Workbox worker keeps; the demo has msw's
    // worker instead and keeps the whole world in the browser by design.
    //
    // Two at a time: each demo page runs the app, msw and the whole sandbox in its own worker, and with
    // three of them at once on two cores (the suite's tail is the demo's flows) a screen was seen to take
    // over 20 s to draw.
    {
      name: 'demo',
      testMatch: 'flows/**/*.spec.ts',
      testIgnore: 'flows/privacy.spec.ts',
      workers: 2,
      use: { baseURL: `http://127.0.0.1:${PORTS.demo}${DEMO_PREFIX}`, serviceWorkers: 'allow' },
    },
  ],
  use: {
    ...phone,
    // the service worker serves the app's code from its cache, out of reach of page.route; only the
    // installable-app test lets it run
    serviceWorkers: 'block',
    // a trace records a screencast and DOM snapshots of every step of every test, on the cores the
    // tests run on: CI keeps only its output (no trace could be opened there) and runs without; on a
    // developer's machine a failed test keeps its trace (10 tests took 293 s with traces, 230 s
    // without, one worker on a loaded machine)
    trace: process.env.CI ? 'off' : 'retain-on-failure',
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
    {
      // withdrawals at any hour: the flows must not depend on the time of day CI runs at
      command: `npx tsx mocks/sandbox/server.ts --memory --no-withdraw-hours --host 127.0.0.1 --port ${PORTS.sandbox}`,
      url: `http://127.0.0.1:${PORTS.sandbox}/__sandbox`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `npx prism proxy openapi.yaml http://127.0.0.1:${PORTS.sandbox}/api --errors --host 127.0.0.1 --port ${PORTS.proxy}`,
      port: PORTS.proxy,
      reuseExistingServer: false,
      stdout: 'ignore',
      timeout: 30_000,
    },
    {
      command: `npx vite preview --host 127.0.0.1 --port ${PORTS.sandboxApp} --strictPort --outDir ${dist}`,
      url: `http://127.0.0.1:${PORTS.sandboxApp}`,
      env: { MOCK_API_PORT: String(PORTS.proxy), MOCK_TICKS_PORT: String(PORTS.sandbox) },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `npx tsx mocks/browser/serve-static.ts --dir ${process.env.E2E_DEMO_DIST ?? 'dist-demo'} --prefix ${DEMO_PREFIX} --host 127.0.0.1 --port ${PORTS.demo}`,
      url: `http://127.0.0.1:${PORTS.demo}${DEMO_PREFIX}`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});

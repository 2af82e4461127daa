import type { TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Component tests that replace a module with vi.mock (tests/lint/mocked-module-tests.test.ts keeps
 * this list whole).
 */
export const MOCKED_MODULE_TESTS = [
  'src/app/service-worker.test.ts',
  'src/features/trade/trade-screen.test.tsx',
  'src/features/trade/option-order.test.tsx',
  'src/features/trade/option-order-sending.test.tsx',
  'src/features/trade/option-settlement.test.tsx',
];

/** Vitest's projects: the component tests in one shared graph, those that mock a module alone, and Node. */
export const testProjects: TestProjectInlineConfiguration[] = [
  {
    extends: true,
    test: {
      name: 'app',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}', 'tests/support/**/*.test.{ts,tsx}'],
      exclude: MOCKED_MODULE_TESTS,
      setupFiles: ['tests/support/setup-dom.ts'],
      // One worker runs every component test file in turn, sharing the module graph: the app,
      // Chakra, i18n, the zod schemas and the MSW handlers load once instead of once per file
      // (557 s → about 130 s here). setup-dom.ts resets what a test leaves behind (stores,
      // storage, toasts, handlers, language, animation frames).
      isolate: false,
      maxWorkers: 1,
      sequence: { groupOrder: 0 },
      env: { VITE_API_BASE_URL: 'http://provider.test' },
      // Set once for every component test: a busy 2-core machine renders a screen in seconds,
      // not milliseconds. Where time itself is the subject, tests use fake timers instead.
      testTimeout: 60_000,
    },
  },
  {
    // Files that replace a module with vi.mock: in the shared graph above, a module another file
    // already loaded (the chart, through its panel) would stay the real one, so these run alone.
    extends: true,
    test: {
      name: 'app-mocked',
      environment: 'jsdom',
      include: MOCKED_MODULE_TESTS,
      setupFiles: ['tests/support/setup-dom.ts'],
      isolate: true,
      sequence: { groupOrder: 1 },
      env: { VITE_API_BASE_URL: 'http://provider.test' },
      testTimeout: 60_000,
    },
  },
  {
    extends: true,
    test: {
      name: 'node',
      environment: 'node',
      include: [
        'tests/contract/**/*.test.ts',
        'tests/i18n/**/*.test.ts',
        'tests/lint/**/*.test.ts',
        'mocks/**/*.test.ts',
        'scripts/**/*.test.ts',
        'packages/*/test/**/*.test.ts',
        'build/**/*.test.ts',
      ],
      // contract, sandbox and lint tests start servers and type-aware parsers: generous on a busy machine,
      // for the hooks that start them too
      testTimeout: 120_000,
      hookTimeout: 60_000,
      // after the component tests (a project with its own worker count needs its own group)
      sequence: { groupOrder: 1 },
    },
  },
];

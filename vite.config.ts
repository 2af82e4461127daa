/// <reference types="vitest/config" />
import { defineConfig, loadEnv, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { mockAssets } from './mocks/vite-mock-assets.ts';

/**
 * The dev server and the preview server put the mock provider behind the app's own origin:
 * `/api/*` goes to Prism (which knows the paths without the `/api` prefix); `/ws` (the market
 * socket) and `/kline/*` (candle history) go to the tick generator, the mock market-data host;
 * `/uploads/*` is served from mocks/assets. Which provider stands behind `/api` is up to the scripts:
 * the sandbox behind Prism's proxy (`npm start`), or static Prism (`npm run start:examples`).
 * The ports can be moved with MOCK_API_PORT and MOCK_TICKS_PORT (the browser tests use their own).
 */
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const apiPort = env.MOCK_API_PORT ?? '4010';
  const ticksPort = env.MOCK_TICKS_PORT ?? '4020';
  // Prism's proxy forwards request bodies as text, which corrupts a binary upload: on the sandbox
  // (the default provider) uploads go straight to it; the static mock (MOCK_PROVIDER=examples) answers them itself.
  const direct: Record<string, ProxyOptions> =
    env.MOCK_PROVIDER === 'examples' ? {} : { '/api/uploadfile': { target: `http://127.0.0.1:${ticksPort}`, changeOrigin: true } };
  const proxy = {
    ...direct,
    '/api': {
      target: `http://127.0.0.1:${apiPort}`,
      changeOrigin: true,
      rewrite: (path: string) => path.replace(/^\/api/, ''),
    },
    '/ws': {
      target: `ws://127.0.0.1:${ticksPort}`,
      ws: true,
      // A tab that closes drops its socket mid-frame; that is not an error worth a stack trace.
      configure: (proxy: { on: (event: 'error', listener: (error: NodeJS.ErrnoException) => void) => void }) => {
        proxy.on('error', (error) => {
          if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') console.warn(`[ws proxy] ${error.message}`);
        });
      },
    },
    '/kline': { target: `http://127.0.0.1:${ticksPort}`, changeOrigin: true },
  };
  return {
    plugins: [react(), mockAssets()],
    server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy },
    // Pre-bundled up front so the first visit of a screen never reloads the page.
    optimizeDeps: { entries: ['index.html', 'src/**/*-screen.tsx'] },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true, proxy },
    build: {
      target: 'es2022',
      sourcemap: true,
      chunkSizeWarningLimit: 500,
      rolldownOptions: {
        output: {
          // React in a chunk of its own: a readable name, and it changes rarely (long cache life).
          codeSplitting: {
            groups: [
              { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            ],
          },
        },
      },
    },
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'app',
            environment: 'jsdom',
            include: ['src/**/*.test.{ts,tsx}'],
            setupFiles: ['tests/support/setup-dom.ts'],
            env: { VITE_API_BASE_URL: 'http://provider.test' },
            // Set once for every component test: a busy 2-core machine renders a screen in seconds,
            // not milliseconds. Where time itself is the subject, tests use fake timers instead.
            testTimeout: 60_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            include: ['tests/contract/**/*.test.ts', 'tests/i18n/**/*.test.ts', 'tests/lint/**/*.test.ts', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts'],
            // contract, sandbox and lint tests start servers and type-aware parsers: generous on a busy machine
            testTimeout: 120_000,
          },
        },
      ],
    },
  };
});

/// <reference types="vitest/config" />
import { defineConfig, loadEnv, version as viteVersion, type Plugin, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { apiBodyGuard, replayHeldBody } from './mocks/api-body-guard.ts';
import { mockAssets } from './mocks/vite-mock-assets.ts';
import { browserSandbox } from './mocks/browser/vite-plugin.ts';
import { fakerLocaleInstancesPure } from './mocks/sandbox/seed-faker-vite.ts';
import { headersFile, securityHeaders } from './scripts/lib/security-headers.ts';

/** Every file under `dir` whose name ends in `.map`. */
const mapFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return mapFiles(path);
    return entry.name.endsWith('.map') ? [path] : [];
  });

/**
 * Source maps are built "hidden" (no `sourceMappingURL` comment in the code) and then moved out of
 * the output folder into `<outDir>-sourcemaps/`: kept for symbolicating error reports, never
 * deployed with the app, so no `.map` is ever public.
 */
const keepSourceMapsPrivate = (): Plugin => {
  let outDir = 'dist';
  return {
    name: 'keep-source-maps-private',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const target = `${outDir}-sourcemaps`;
      rmSync(target, { recursive: true, force: true });
      for (const file of mapFiles(outDir)) {
        const destination = join(target, relative(outDir, file));
        mkdirSync(dirname(destination), { recursive: true });
        renameSync(file, destination);
      }
    },
  };
};

/** `dist/_headers`: the security headers for static hosts that read that file (Netlify, Cloudflare Pages). */
const headersForStaticHosts = (settings: Record<string, string>): Plugin => ({
  name: 'security-headers-file',
  apply: 'build',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(settings) });
  },
});

/**
 * The installable app: a web manifest and a Workbox service worker that precaches the shell and the
 * static files (scripts, styles, translations, icons), so the app starts offline and can be
 * installed. The provider's answers, the socket, candle history and uploads are never cached: they
 * always go to the network (an offline start shows the shell and says it is offline, never old
 * balances as if live). A new version waits for the user (`registerType: 'prompt'`); the page
 * registers the worker from its own bundle (no inline script, which the CSP forbids). Icons in
 * public/icons were rendered from public/favicon.svg (the maskable one with its glyph in the safe zone).
 */
const startupFiles = new Set<string>();
/** Notes the files the entry loads before anything else (its static imports and their CSS), and the common texts. */
const rememberStartupFiles = (): Plugin => ({
  name: 'remember-startup-files',
  apply: 'build',
  generateBundle(_options, bundle) {
    startupFiles.clear();
    const visit = (file: string): void => {
      if (startupFiles.has(file)) return;
      startupFiles.add(file);
      const chunk = bundle[file];
      if (chunk?.type !== 'chunk') return;
      for (const css of chunk.viteMetadata?.importedCss ?? []) startupFiles.add(css);
      for (const imported of chunk.imports) visit(imported);
    };
    for (const [file, chunk] of Object.entries(bundle)) {
      if (chunk.type !== 'chunk') continue;
      if (chunk.isEntry) visit(file);
      // every language's common texts: what the shell says, offline too, whatever the language
      if (/[\\/]locales[\\/][a-z]{2}[\\/]common\.json$/.test(chunk.facadeModuleId ?? '')) startupFiles.add(file);
    }
  },
});

const installableApp = () =>
  VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    // the files of public/ are in the glob below; listing them again would precache them twice
    includeManifestIcons: false,
    manifest: {
      id: '/',
      name: 'Tradex',
      short_name: 'Tradex',
      description: 'Mobile trading: crypto, stocks, forex, metals, energy and indexes.',
      lang: 'vi',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      background_color: '#fafafa',
      theme_color: '#fafafa',
      categories: ['finance'],
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
      // a tap on a price alert's notification opens the symbol (public/notification-click.js)
      importScripts: ['/notification-click.js'],
      // installing downloads the shell only (what the first screen needs); each screen's code and each
      // language are kept as they are first used (cache first: their names change with their content)
      manifestTransforms: [
        (entries) => ({ manifest: entries.filter((entry) => !entry.url.startsWith('assets/') || startupFiles.has(entry.url)), warnings: [] }),
      ],
      runtimeCaching: [
        {
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
          handler: 'CacheFirst',
          options: { cacheName: 'app-code', expiration: { maxEntries: 600 } },
        },
      ],
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/api\//, /^\/ws/, /^\/kline\//, /^\/uploads\//, /^\/__sandbox/],
      cleanupOutdatedCaches: true,
      // the first install takes charge of the open page at once, so the code it loads next is kept
      clientsClaim: true,
      // no public source maps (the app's own are kept out of the output too)
      sourcemap: false,
    },
  });

/**
 * The dev server and the preview server put the mock provider behind the app's own origin:
 * `/api/*` goes to Prism (which knows the paths without the `/api` prefix); `/ws` (the market
 * socket) and `/kline/*` (candle history) go to the tick generator, the mock market-data host;
 * `/uploads/*` is served from mocks/assets. Which provider stands behind `/api` is up to the scripts:
 * the sandbox behind Prism's proxy (`npm start`), or static Prism (`npm run start:examples`).
 * The ports can be moved with MOCK_API_PORT and MOCK_TICKS_PORT (the browser tests use their own).
 */
/** Component tests that replace a module with vi.mock (a test in tests/lint keeps this list whole). */
const MOCKED_MODULE_TESTS = [
  'src/features/trade/trade-screen.test.tsx',
  'src/features/trade/option-order.test.tsx',
  'src/features/trade/option-settlement.test.tsx',
];

/** One hash of every translation file and of Vite's version: the version of every text chunk (see chunkFileNames). */
const textsVersion = createHash('sha256')
  .update(viteVersion)
  .update(readdirSync('locales', { recursive: true, encoding: 'utf8' }).sort().map((file) => (file.endsWith('.json') ? `${file}\n${readFileSync(join('locales', file), 'utf8')}` : '')).join('\n'))
  .digest('base64url')
  .slice(0, 8);

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
      // bodies Prism cannot parse are refused by apiBodyGuard; the others it has read are sent on here
      configure: replayHeldBody,
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
    plugins: [react(), apiBodyGuard(), mockAssets(), keepSourceMapsPrivate(), headersForStaticHosts(env), rememberStartupFiles(), installableApp(), fakerLocaleInstancesPure(), ...browserSandbox(mode)],
    server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy },
    // Pre-bundled up front so the first visit of a screen never reloads the page.
    optimizeDeps: { entries: ['index.html', 'src/**/*-screen.tsx'] },
    // The preview serves the build as production would: with the security headers.
    preview: { host: '127.0.0.1', port: 4173, strictPort: true, proxy, headers: securityHeaders(env) },
    // The workers (the market feed's, and the demo's sandbox) are modules, like the app; the sandbox
    // draws its seed from faker's `vi` locale, so faker's other ready-made locales are dropped there too.
    worker: { format: 'es', plugins: () => [fakerLocaleInstancesPure()] },
    build: {
      target: 'es2022',
      // A lazy chunk's preload list leaves out what the entry loaded before any of the app's code ran
      // (the list of every dynamic import is part of the first download).
      modulePreload: {
        resolveDependencies: (_file: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }) =>
          hostType === 'html' ? deps : deps.filter((dep) => !startupFiles.has(dep)),
      },
      sourcemap: 'hidden',
      chunkSizeWarningLimit: 500,
      rolldownOptions: {
        output: {
          // A translation file's chunk is named after its language and namespace and one hash of every translation
          // (and of Vite), not a hash of its own: the start-up's table of 192 text chunks then compresses to about
          // 1.8 kB gzip, and a changed text still gets every text chunk a new name.
          chunkFileNames: (chunk) => {
            const text = /[\\/]locales[\\/]([a-z]{2})[\\/](\w+)\.json$/.exec(chunk.facadeModuleId ?? '');
            return text ? `assets/${text[1]}-${text[2]}-${textsVersion}.js` : 'assets/[name]-[hash].js';
          },
          // React in a chunk of its own: a readable name, and it changes rarely (long cache life).
          codeSplitting: {
            groups: [
              { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
              // the rest of the stack every start runs, whole, in one chunk beside it: one gzip stream compresses better than a dozen
              { name: 'stack', test: /node_modules[\\/](@tanstack[\\/](query-core|react-query)|i18next|react-i18next|react-router|react-router-dom|@emotion|stylis|zustand)[\\/]/ },
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
            include: ['tests/contract/**/*.test.ts', 'tests/i18n/**/*.test.ts', 'tests/lint/**/*.test.ts', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts', 'packages/*/test/**/*.test.ts'],
            // contract, sandbox and lint tests start servers and type-aware parsers: generous on a busy machine
            testTimeout: 120_000,
            // after the component tests (a project with its own worker count needs its own group)
            sequence: { groupOrder: 1 },
          },
        },
      ],
    },
  };
});

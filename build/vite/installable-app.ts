import { VitePWA } from 'vite-plugin-pwa';
import type { StartupFiles } from './startup-files.ts';

/**
 * The installable app: a web manifest and a Workbox service worker that precaches the shell and the
 * static files (scripts, styles, translations, icons), so the app starts offline and can be
 * installed. The provider's answers, the socket, candle history and uploads are never cached: they
 * always go to the network (an offline start shows the shell and says it is offline, never old
 * balances as if live). A new version waits for the user (`registerType: 'prompt'`); the page
 * registers the worker from its own bundle (no inline script, which the CSP forbids). Icons in
 * public/icons were rendered from public/favicon.svg (the maskable one with its glyph in the safe zone).
 * Of the app's own code only the start-up files are precached: `startup` must have read the bundle
 * before the precache list is made (startup-files.ts).
 */
export const installableApp = (startup: StartupFiles) =>
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
        (entries) => ({
          manifest: entries.filter((entry) => !entry.url.startsWith('assets/') || startup.has(entry.url)),
          warnings: [],
        }),
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

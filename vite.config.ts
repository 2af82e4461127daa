/// <reference types="vitest/config" />
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { apiBodyGuard } from './mocks/api-body-guard.ts';
import { mockAssets } from './mocks/vite-mock-assets.ts';
import { browserSandbox } from './mocks/browser/vite-plugin.ts';
import { securityHeaders } from './scripts/lib/security-headers.ts';
import { installableApp } from './build/vite/installable-app.ts';
import { mockProviderProxy } from './build/vite/mock-provider-proxy.ts';
import { headersForStaticHosts } from './build/vite/security-headers.ts';
import { keepSourceMapsPrivate } from './build/vite/source-maps.ts';
import { startupFiles } from './build/vite/startup-files.ts';
import { testProjects } from './build/vite/test-projects.ts';
import { chunkFileNames } from './build/vite/text-chunks.ts';
import { fakerLocaleInstancesPure } from './mocks/sandbox/seed-faker-vite.ts';

/**
 * The app's build, its dev and preview servers (the mock provider behind the app's origin) and its
 * Vitest projects. Each plugin lives in build/vite/ (or mocks/ for the mock provider's); what one
 * needs of another is passed to it here.
 */
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const proxy = mockProviderProxy(env);
  // read from the bundle by its plugin; the precache list and the preload lists below use it
  const startup = startupFiles();
  return {
    plugins: [
      react(),
      // holds each /api body for the proxy (mock-provider-proxy.ts sends it on)
      apiBodyGuard(),
      mockAssets(),
      keepSourceMapsPrivate(),
      headersForStaticHosts(env),
      startup.plugin,
      installableApp(startup),
      // the sandbox's seed draws from faker's `vi` locale: faker's other ready-made locales are dropped
      fakerLocaleInstancesPure(),
      ...browserSandbox(mode),
    ],
    server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy },
    // Pre-bundled up front so the first visit of a screen never reloads the page.
    optimizeDeps: { entries: ['index.html', 'src/**/*-screen.tsx'] },
    // The preview serves the build as production would: with the security headers.
    preview: { host: '127.0.0.1', port: 4173, strictPort: true, proxy, headers: securityHeaders(env) },
    // The workers (the market feed's, and the demo's sandbox) are modules, like the app; the sandbox's
    // worker needs faker's locales dropped too.
    worker: { format: 'es', plugins: () => [fakerLocaleInstancesPure()] },
    build: {
      target: 'es2022',
      // A lazy chunk's preload list leaves out what the entry loaded before any of the app's code ran
      // (the list of every dynamic import is part of the first download).
      modulePreload: {
        resolveDependencies: (_file: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }) =>
          hostType === 'html' ? deps : deps.filter((dep) => !startup.has(dep)),
      },
      // hidden, then moved out of the output (source-maps.ts)
      sourcemap: 'hidden',
      chunkSizeWarningLimit: 500,
      rolldownOptions: {
        output: {
          // the translations' chunks named by one version of all texts (text-chunks.ts)
          chunkFileNames,
          // React in a chunk of its own: a readable name, and it changes rarely (long cache life).
          codeSplitting: {
            groups: [
              { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
              // the rest of the stack every start runs, whole, in one chunk beside it: one gzip stream compresses better than a dozen
              {
                name: 'stack',
                test: /node_modules[\\/](@tanstack[\\/](query-core|react-query)|i18next|react-i18next|react-router|react-router-dom|@emotion|stylis|zustand)[\\/]/,
              },
            ],
          },
        },
      },
    },
    test: { projects: testProjects },
  };
});

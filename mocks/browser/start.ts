/// <reference types="vite/client" />
/**
 * Starts the sandbox in the browser: msw's service worker (mockServiceWorker.js, next to the app,
 * whatever the path prefix) answers the provider's REST calls, candle history, uploads and control
 * calls, and msw's `ws` interception the market socket. msw starts first and holds the app's calls
 * until the sandbox (core.ts, a chunk of its own) is loaded, so the first screen does not wait for it.
 */
import { setupWorker } from 'msw/browser';
import { demoEnv } from './env.ts';
import { sandboxHandlers } from './handlers.ts';
import type { BrowserSandbox } from './core.ts';

let started: Promise<BrowserSandbox> | undefined;

/** The sandbox once loaded (the demo panel's controls use it). */
export const browserSandbox = (): Promise<BrowserSandbox> => {
  started ??= import('./core.ts').then((core) => core.createBrowserSandbox());
  return started;
};

export async function startBrowserSandbox(): Promise<void> {
  const loading = browserSandbox();
  const worker = setupWorker(...sandboxHandlers(loading.then((loaded) => loaded.host), { origin: demoEnv.apiHost, socketUrl: demoEnv.socketUrl, assetBase: new URL('./', document.baseURI).href }));
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}

/// <reference types="vite/client" />
/**
 * Starts the sandbox in the browser: msw's service worker (mockServiceWorker.js, next to the app,
 * whatever the path prefix) intercepts the provider's REST calls, candle history, uploads and control
 * calls, and msw's `ws` interception the market socket; the page's handlers hand each one to the
 * sandbox's dedicated worker (worker-door.ts, sandbox-worker.ts), which holds the sandbox core and
 * its IndexedDB storage. The page loads msw and this door only: the worker's code is fetched on its
 * own thread after the first screen, or sooner if the app calls the provider before that.
 */
import { setupWorker } from 'msw/browser';
import { demoEnv } from './env.ts';
import { sandboxHandlers } from './handlers.ts';
import { openWorkerDoor } from './worker-door.ts';

export async function startBrowserSandbox(): Promise<void> {
  const door = openWorkerDoor();
  const worker = setupWorker(
    ...sandboxHandlers(door, {
      origin: demoEnv.apiHost,
      socketUrl: demoEnv.socketUrl,
      assetBase: new URL('./', document.baseURI).href,
    }),
  );
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  // once the page has loaded and is idle, so the first screen never waits for the sandbox's code
  const warm = (): void => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => door.warm(), { timeout: 2000 });
    else setTimeout(() => door.warm(), 0);
  };
  if (document.readyState === 'complete') warm();
  else window.addEventListener('load', warm, { once: true });
}

/**
 * Imported first by the app's entry in the demo build and `npm run start:browser` (vite-plugin.ts
 * adds the import). msw (its page client and interceptors, start.ts) loads beside the app, not ahead
 * of it: the dynamic import starts at once and nothing of the app awaits it, so the first screen is
 * drawn meanwhile. What the app sends to the provider (its REST calls, candle history, uploads, the
 * market socket) waits for msw through the promise published here (src/lib/sandbox-ready.ts); the
 * sandbox's pictures come from answers, so they follow. Then the demo panel (never in the
 * production build). The sandbox itself runs in a dedicated worker (worker-door.ts).
 */
import { publishSandboxReady } from '../../src/lib/sandbox-ready.ts';

const started = import('./start.ts').then((sandbox) => sandbox.startBrowserSandbox());
// settled either way: if msw cannot start, the app's calls go to the network and fail as such
// (a message and a retry on screen), never left waiting
publishSandboxReady(
  started.then(
    () => {
      // msw answers this page from now on (its service worker may control the page a moment before that)
      document.documentElement.dataset.sandbox = 'ready';
      void import('./demo-panel.ts').then((panel) => panel.mountDemoPanel());
    },
    (error: unknown) => console.error('[sandbox] msw did not start', error),
  ),
);

// msw lets go of the page as it starts to leave (its client tells the service worker so on
// `beforeunload`), and the worker then passes the page's requests to the network: here the static
// host, which has no provider. A read the page starts as it leaves (a list refetched after a change
// the user just made) would come back 404. From then on the page's calls wait, and leave with it.
addEventListener('beforeunload', () => {
  publishSandboxReady(new Promise<never>(() => undefined));
});

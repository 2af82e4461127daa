/**
 * The demo build's provider (msw on the page, the sandbox behind it) starts beside the app, not
 * ahead of it, so the first screen never waits for msw's code. The demo's host
 * (mocks/browser/demo-start.ts) publishes with `publishSandboxReady`, under this key, a promise that
 * settles once msw answers the page (or failed to start); what the app sends to the provider
 * (http-client.ts, the market socket in page-feed.ts) waits for it. Each caller guards the wait with
 * `import.meta.env.VITE_SANDBOX_IN_BROWSER === 'true'`, so other builds hold none of it (the key is
 * one of scripts/check-dist.ts's markers).
 */
export const SANDBOX_READY_KEY = 'tradeapp:sandbox-ready';

const slot = globalThis as Record<symbol, Promise<unknown> | undefined>;
const key = Symbol.for(SANDBOX_READY_KEY);

/** What the demo's host publishes (or, with undefined, takes back): the wait for its msw. */
export const publishSandboxReady = (ready: Promise<unknown> | undefined): void => {
  if (ready) slot[key] = ready;
  else delete slot[key];
};

/** Settles once the demo's msw answers the page; at once where no sandbox was published. */
export const sandboxReady = async (): Promise<void> => {
  await slot[key];
};

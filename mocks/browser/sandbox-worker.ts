/**
 * The sandbox's dedicated worker (demo build and `npm run start:browser`): the whole sandbox core
 * and its IndexedDB storage (core.ts) run here, off the page. msw's handlers on the page forward
 * each request and each market socket to it (worker-door.ts); every REST answer is checked against
 * the contract here (host.ts) before it goes back. The worker has its own timers and clock, so a
 * test's fake clock on the page (Playwright's page.clock) does not move the sandbox.
 */
import { createBrowserSandbox } from './core.ts';
import { serveSandbox, type WorkerScope } from './worker-serve.ts';

serveSandbox(
  self as unknown as WorkerScope,
  createBrowserSandbox().then(({ host }) => host),
);

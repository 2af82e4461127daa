/**
 * The sandbox in the browser (run by its dedicated worker, sandbox-worker.ts): the same core as the
 * Node server, on the worker's wall clock, its state in IndexedDB. Withdrawal hours are not kept, so
 * a demo works at any hour.
 */
import { createClock } from '../sandbox/clock.ts';
import { createSandbox } from '../sandbox/sandbox.ts';
import { createSandboxHost, type SandboxHost } from './host.ts';
import { openBrowserStorage, type BrowserStorage } from './idb-storage.ts';

export interface BrowserSandbox {
  readonly host: SandboxHost;
  readonly storage: BrowserStorage;
}

export async function createBrowserSandbox(): Promise<BrowserSandbox> {
  const storage = await openBrowserStorage();
  const sandbox = createSandbox({ storage, clock: createClock(), config: { enforceWithdrawalHours: false } });
  const host = createSandboxHost({ sandbox });
  host.start();
  return { host, storage };
}

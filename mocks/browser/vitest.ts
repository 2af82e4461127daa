/**
 * The sandbox in Vitest, through msw/node: component and flow tests call the provider as the app
 * does (fetch to `origin`/api/…) and get the stateful sandbox's answers, checked against the
 * contract, on a manual clock. The generated example handlers stay for named scenarios.
 *
 *   const provider = startSandboxInVitest({ origin: 'http://provider.test' });
 *   afterAll(() => provider.close());
 */
import { setupServer, type SetupServer } from 'msw/node';
import { createManualClock, type ManualClock } from '../sandbox/clock.ts';
import type { SandboxConfig } from '../sandbox/context.ts';
import { createSandbox, type Sandbox } from '../sandbox/sandbox.ts';
import { sandboxHandlers } from './handlers.ts';
import { createSandboxHost, type SandboxHost } from './host.ts';

export interface VitestSandbox {
  readonly sandbox: Sandbox;
  readonly clock: ManualClock;
  readonly host: SandboxHost;
  readonly server: SetupServer;
  close(): void;
}

export function startSandboxInVitest(options: {
  origin: string;
  seed?: number;
  config?: Partial<SandboxConfig>;
  start?: number;
}): VitestSandbox {
  const clock = createManualClock(options.start);
  const sandbox = createSandbox({ seed: options.seed ?? 42, clock, config: options.config });
  const socketUrl = `${options.origin.replace(/^http/, 'ws')}/ws`;
  const host = createSandboxHost({ sandbox });
  const server = setupServer(...sandboxHandlers(host, { origin: options.origin, socketUrl }));
  server.listen({ onUnhandledRequest: 'bypass' });
  return {
    sandbox,
    clock,
    host,
    server,
    close() {
      host.stop();
      server.close();
    },
  };
}

/**
 * The built app as the browser tests see it: `vite preview` of a dist folder with static Prism on
 * the contract's examples behind `/api` and the tick generator behind `/ws` and `/kline`, so the
 * screens draw real answers. Used by the startup and Lighthouse benchmarks.
 */
import { preview, type PreviewServer } from 'vite';
import { startTickServer, type TickServer } from '../../mocks/tick-generator/server.ts';
import { startNode, stopAll, waitForPort } from './processes.ts';

export interface PreviewApp {
  /** Where the app is served, e.g. http://127.0.0.1:4182 */
  readonly base: string;
  close(): Promise<void>;
}

/** Ports: `portBase` Prism, `portBase + 1` the tick generator, `portBase + 2` the app. */
export async function startPreviewApp({
  portBase,
  outDir = 'dist',
}: {
  portBase: number;
  outDir?: string;
}): Promise<PreviewApp> {
  const ports = { api: portBase, ticks: portBase + 1, app: portBase + 2 };
  startNode([
    'node_modules/@stoplight/prism-cli/dist/index.js',
    'mock',
    'openapi.yaml',
    '--host',
    '127.0.0.1',
    '--port',
    String(ports.api),
  ]);
  let ticks: TickServer | undefined;
  let server: PreviewServer | undefined;
  try {
    ticks = await startTickServer({ port: ports.ticks });
    await waitForPort(ports.api, 60_000);
    // read by vite.config.ts when the preview server loads it
    process.env.MOCK_API_PORT = String(ports.api);
    process.env.MOCK_TICKS_PORT = String(ports.ticks);
    process.env.MOCK_PROVIDER = 'examples';
    server = await preview({
      preview: { port: ports.app, strictPort: true, host: '127.0.0.1' },
      build: { outDir },
      logLevel: 'silent',
    });
  } catch (error) {
    await ticks?.close();
    stopAll();
    throw error;
  }
  const started = { ticks, server };
  return {
    base: `http://127.0.0.1:${ports.app}`,
    close: async () => {
      await new Promise<void>((resolve) => started.server.httpServer.close(() => resolve()));
      await started.ticks.close();
      stopAll();
    },
  };
}

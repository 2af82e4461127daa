import type { ProxyOptions } from 'vite';
import { replayHeldBody } from '../../mocks/api-body-guard.ts';

/**
 * The dev server and the preview server put the mock provider behind the app's own origin:
 * `/api/*` goes to Prism (which knows the paths without the `/api` prefix); `/ws` (the market
 * socket) and `/kline/*` (candle history) go to the tick generator, the mock market-data host;
 * `/uploads/*` is served from mocks/assets. Which provider stands behind `/api` is up to the scripts:
 * the sandbox behind Prism's proxy (`npm start`), or static Prism (`npm run start:examples`).
 * The ports can be moved with MOCK_API_PORT and MOCK_TICKS_PORT (the browser tests use their own).
 *
 * `replayHeldBody` relies on `apiBodyGuard()` (mocks/api-body-guard.ts) being a plugin of the same
 * server: the guard reads and holds each `/api` body, this proxy sends the held body on.
 */
export const mockProviderProxy = (env: Record<string, string>): Record<string, ProxyOptions> => {
  const apiPort = env.MOCK_API_PORT ?? '4010';
  const ticksPort = env.MOCK_TICKS_PORT ?? '4020';
  // Prism's proxy forwards request bodies as text, which corrupts a binary upload: on the sandbox
  // (the default provider) uploads go straight to it; the static mock (MOCK_PROVIDER=examples) answers them itself.
  const direct: Record<string, ProxyOptions> =
    env.MOCK_PROVIDER === 'examples'
      ? {}
      : { '/api/uploadfile': { target: `http://127.0.0.1:${ticksPort}`, changeOrigin: true } };
  return {
    ...direct,
    '/api': {
      target: `http://127.0.0.1:${apiPort}`,
      changeOrigin: true,
      rewrite: (path: string) => path.replace(/^\/api/, ''),
      // bodies Prism cannot parse are refused by apiBodyGuard; the others it has read are sent on here
      configure: replayHeldBody,
    },
    '/ws': {
      target: `ws://127.0.0.1:${ticksPort}`,
      ws: true,
      // A tab that closes drops its socket mid-frame; that is not an error worth a stack trace.
      configure: (proxy) => {
        proxy.on('error', (error: NodeJS.ErrnoException) => {
          if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') console.warn(`[ws proxy] ${error.message}`);
        });
      },
    },
    '/kline': { target: `http://127.0.0.1:${ticksPort}`, changeOrigin: true },
  };
};

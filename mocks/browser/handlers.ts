/**
 * msw's handlers of the sandbox host: REST (/api), candle history (/kline), uploads, control
 * (/__sandbox) and the market socket (`ws`). They take the host as a promise, so msw can start (and
 * hold the app's first calls) while the sandbox itself is still loading: this module imports msw
 * only, never the sandbox.
 */
import { bypass, http, ws, type RequestHandler, type WebSocketHandler } from 'msw';
import type { SandboxHost } from './host.ts';

export interface HandlerOptions {
  /** The provider's origin as the app calls it (`http://provider.test`); '' for the page's own origin. */
  origin?: string;
  /** The market socket's URL as the app opens it (`ws://…/ws`). */
  socketUrl: string;
  /**
   * Where the seeded pictures (`/uploads/avatar/…`, `/uploads/channels/…`) are served: the demo
   * build's own folder (`<prefix>/uploads/…`); undefined leaves them to the network.
   */
  assetBase?: string;
}

export function sandboxHandlers(host: Promise<SandboxHost> | SandboxHost, options: HandlerOptions): Array<RequestHandler | WebSocketHandler> {
  const { origin = '', socketUrl, assetBase } = options;
  const ready = Promise.resolve(host);
  return [
    http.all(`${origin}/api/*`, async ({ request }) => (await ready).answer(request)),
    http.get(`${origin}/kline/*`, async ({ request }) => (await ready).answer(request)),
    http.get(`${origin}/uploads/sandbox/:name`, async ({ params }) => (await ready).upload(String(params.name))),
    ...(assetBase === undefined
      ? []
      : [http.get(`${origin}/uploads/*`, ({ request }) => fetch(bypass(new URL(`uploads/${new URL(request.url).pathname.slice('/uploads/'.length)}`, assetBase))))]),
    http.all(`${origin}/__sandbox*`, async ({ request }) => (await ready).control(request)),
    ws.link(socketUrl).addEventListener('connection', ({ client }) => {
      // what the app sends before the sandbox is ready is kept and read once it is
      const pending: string[] = [];
      let connected = false;
      client.addEventListener('message', (event) => {
        if (!connected && typeof event.data === 'string') pending.push(event.data);
      });
      void ready.then((loaded) => {
        connected = true;
        loaded.connect(client, pending);
      });
    }),
  ];
}

/**
 * msw's handlers of the sandbox: REST (/api), candle history (/kline), uploads, control (/__sandbox)
 * and the market socket (`ws`), each handed to a door: the sandbox's dedicated worker in the browser
 * (worker-door.ts), the host itself in Vitest (host.ts). They take the door as a promise too, so msw
 * can start (and hold the app's first calls) while it is still loading: this module imports msw
 * only, never the sandbox.
 */
import { bypass, http, ws, type RequestHandler, type WebSocketHandler } from 'msw';
import type { SocketClient } from './host.ts';

/** A market socket as msw's `ws` gives it. */
export type DoorSocket = SocketClient;

/** Where the handlers take what they intercept (SandboxHost is one). */
export interface SandboxDoor {
  /** A REST call (/api/…) or the candle history (/kline/…). */
  answer(request: Request): Promise<Response>;
  /** A control call (/__sandbox/…). */
  control(request: Request): Promise<Response>;
  /** GET /uploads/sandbox/<name>. */
  upload(name: string): Response | Promise<Response>;
  /** A market socket opened by the app; `pending` are the texts it sent before the door was ready. */
  connect(client: DoorSocket, pending?: readonly string[]): void;
}

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

export function sandboxHandlers(
  host: Promise<SandboxDoor> | SandboxDoor,
  options: HandlerOptions,
): Array<RequestHandler | WebSocketHandler> {
  const { origin = '', socketUrl, assetBase } = options;
  const ready = Promise.resolve(host);
  return [
    http.all(`${origin}/api/*`, async ({ request }) => (await ready).answer(request)),
    http.get(`${origin}/kline/*`, async ({ request }) => (await ready).answer(request)),
    http.get(`${origin}/uploads/sandbox/:name`, async ({ params }) => (await ready).upload(String(params.name))),
    ...(assetBase === undefined
      ? []
      : [
          http.get(`${origin}/uploads/*`, ({ request }) =>
            fetch(bypass(new URL(`uploads/${new URL(request.url).pathname.slice('/uploads/'.length)}`, assetBase))),
          ),
        ]),
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

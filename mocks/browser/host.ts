/**
 * The sandbox as msw handlers: the same core as the Node server (mocks/sandbox/), answering
 *   - the provider's REST API under /api (http handlers on the sandbox's own Hono app),
 *   - the market-data host: the socket (msw's `ws` interception, the protocol of asyncapi.yaml) and
 *     the candle history (/kline/query/history),
 *   - pictures uploaded through /uploadfile (/uploads/sandbox/…),
 *   - the control endpoints under /__sandbox (reset, clocks, prices), as on the Node server.
 * Handlers are the same in the browser (msw's service worker, mocks/browser/start.ts) and in Vitest
 * (msw/node, mocks/browser/vitest.ts). Every REST answer is checked against the contract before it
 * leaves (answer-check.ts): a drift is a 500 naming the violations, as Prism's proxy answers in Node.
 */
import { http, ws, type RequestHandler, type WebSocketHandler } from 'msw';
import { createControlApp } from '../sandbox/control.ts';
import type { Sandbox } from '../sandbox/sandbox.ts';
import { TOPIC_FRAME_KINDS, toWireText, type FrameKind, type MarketTopic } from '../tick-generator/wire.ts';
import { checkedAnswer } from './answer-check.ts';
import { uploadAnswer } from './uploads.ts';

export interface SandboxHostOptions {
  sandbox: Sandbox;
  /** The provider's origin as the app calls it (`http://provider.test`); '' for the page's own origin. */
  origin?: string;
  /** The market socket's URL as the app opens it (`ws://…/ws`). */
  socketUrl: string;
  /** Between two market pushes (ms); default 500, as the Node server. */
  intervalMs?: number;
  /** How often due items are settled without a request (ms); default 250. */
  settleEveryMs?: number;
  /** Check every REST answer against the contract (default true). */
  checkAnswers?: boolean;
}

export interface SandboxHost {
  readonly handlers: Array<RequestHandler | WebSocketHandler>;
  /** Starts the market's and the settlement's timers. */
  start(): void;
  stop(): void;
}

/** The provider's keep-alive frame (plain text, every 20 s). */
const PING_FRAME = 'ping';

/** The topic of a `sub:<topic>` frame, or undefined for anything else (ignored, as the provider does). */
const parseSubscribe = (text: string): MarketTopic | undefined => {
  const trimmed = text.trim();
  if (!trimmed.startsWith('sub:')) return undefined;
  const topic = trimmed.slice('sub:'.length);
  return Object.hasOwn(TOPIC_FRAME_KINDS, topic) ? (topic as MarketTopic) : undefined;
};

interface Client {
  send(data: string): void;
}

export function createSandboxHost(options: SandboxHostOptions): SandboxHost {
  const { sandbox, origin = '', socketUrl, intervalMs = 500, settleEveryMs = 250, checkAnswers = true } = options;
  const control = createControlApp(sandbox);
  const subscriptions = new Map<Client, Set<MarketTopic>>();
  const { feed, klines } = sandbox.market;

  /** Answers once every change it may show is saved (group commit, as the Node server does). */
  const whenDurable = async (response: Response): Promise<Response> => {
    const saved = await sandbox.store.durable();
    if (saved === false) response.headers.set('Sandbox-Durable', 'false');
    return response;
  };
  const sandboxAnswer = async (request: Request): Promise<Response> => {
    const answer = await sandbox.app.fetch(request);
    return whenDurable(checkAnswers ? await checkedAnswer(sandbox, request, answer) : answer);
  };

  const texts = (kind: FrameKind): string[] => feed.frames(kind).map(toWireText);
  const sendTopic = (client: Client, topic: MarketTopic): void => {
    for (const kind of TOPIC_FRAME_KINDS[topic]) for (const text of texts(kind)) client.send(text);
  };

  const socket = ws.link(socketUrl);
  const handlers: Array<RequestHandler | WebSocketHandler> = [
    http.all(`${origin}/api/*`, ({ request }) => sandboxAnswer(request)),
    http.get(`${origin}/kline/*`, ({ request }) => sandboxAnswer(request)),
    http.get(`${origin}/uploads/sandbox/:name`, ({ params }) => uploadAnswer(String(params.name))),
    http.all(`${origin}/__sandbox*`, async ({ request }) => whenDurable(await control.fetch(request))),
    socket.addEventListener('connection', ({ client }) => {
      const topics = new Set<MarketTopic>();
      subscriptions.set(client, topics);
      client.addEventListener('message', (event) => {
        const topic = typeof event.data === 'string' ? parseSubscribe(event.data) : undefined;
        if (topic === undefined || topics.has(topic)) return;
        topics.add(topic);
        // a new subscription is answered at once rather than on the next push
        sendTopic(client, topic);
      });
      client.addEventListener('close', () => subscriptions.delete(client));
    }),
  ];

  let timers: Array<ReturnType<typeof setInterval>> = [];
  const push = (): void => {
    feed.step(sandbox.clock.marketNow());
    klines.track();
    sandbox.tick();
    const cache = new Map<FrameKind, string[]>();
    for (const [client, topics] of subscriptions) {
      for (const topic of topics) {
        for (const kind of TOPIC_FRAME_KINDS[topic]) {
          const list = cache.get(kind) ?? texts(kind);
          cache.set(kind, list);
          for (const text of list) client.send(text);
        }
      }
    }
  };
  return {
    handlers,
    start() {
      if (timers.length > 0) return;
      timers = [
        setInterval(push, intervalMs),
        setInterval(() => sandbox.tick(), settleEveryMs),
        setInterval(() => {
          for (const client of subscriptions.keys()) client.send(PING_FRAME);
        }, 20_000),
      ];
    },
    stop() {
      for (const timer of timers) clearInterval(timer);
      timers = [];
      subscriptions.clear();
    },
  };
}

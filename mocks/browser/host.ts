/**
 * The sandbox as a host for msw's handlers (handlers.ts): the same core as the Node server
 * (mocks/sandbox/), answering
 *   - the provider's REST API under /api (http handlers on the sandbox's own Hono app),
 *   - the market-data host: the socket (msw's `ws` interception, the protocol of asyncapi.yaml) and
 *     the candle history (/kline/query/history),
 *   - pictures uploaded through /uploadfile (/uploads/sandbox/…),
 *   - the control endpoints under /__sandbox (reset, clocks, prices), as on the Node server.
 * Handlers are the same in the browser (msw's service worker, mocks/browser/start.ts, forwarding to
 * this host in the sandbox's dedicated worker) and in Vitest (msw/node, mocks/browser/vitest.ts). Every REST answer is checked against the contract before it
 * leaves (answer-check.ts): a drift is a 500 naming the violations, as Prism's proxy answers in Node.
 */
import { createControlApp } from '../sandbox/control.ts';
import type { Sandbox } from '../sandbox/sandbox.ts';
import { TOPIC_FRAME_KINDS, toWireText, type FrameKind, type MarketTopic } from '../tick-generator/wire.ts';
import { checkedAnswer } from './answer-check.ts';
import { uploadAnswer } from './uploads.ts';

/** The provider's keep-alive frame (plain text, every 20 s). */
const PING_FRAME = 'ping';

/** The topic of a `sub:<topic>` frame, or undefined for anything else (ignored, as the provider does). */
const parseSubscribe = (text: string): MarketTopic | undefined => {
  const trimmed = text.trim();
  if (!trimmed.startsWith('sub:')) return undefined;
  const topic = trimmed.slice('sub:'.length);
  return Object.hasOwn(TOPIC_FRAME_KINDS, topic) ? (topic as MarketTopic) : undefined;
};

/** Reason phrases, as an HTTP server sends them (the browser prints them with a failed call's status). */
const REASONS: Record<number, string> = {
  200: 'OK',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  413: 'Payload Too Large',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

/** The answer with its status's reason phrase (a Response made in JavaScript has none). */
const withReason = (response: Response): Response => {
  const reason = REASONS[response.status];
  if (response.statusText !== '' || reason === undefined) return response;
  return new Response(response.body, { status: response.status, statusText: reason, headers: response.headers });
};

export interface SandboxHostOptions {
  sandbox: Sandbox;
  /** Between two market pushes (ms); default 500, as the Node server. */
  intervalMs?: number;
  /** How often due items are settled without a request (ms); default 250. */
  settleEveryMs?: number;
  /** Check every REST answer against the contract (default true). */
  checkAnswers?: boolean;
}

/** One socket client of the market host, as msw's `ws` gives it. */
export interface SocketClient {
  send(data: string): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  addEventListener(type: 'close', listener: () => void): void;
}

export interface SandboxHost {
  readonly sandbox: Sandbox;
  /** A REST call (/api/…) or the candle history (/kline/…). */
  answer(request: Request): Promise<Response>;
  /** A control call (/__sandbox/…). */
  control(request: Request): Promise<Response>;
  /** GET /uploads/sandbox/<name>. */
  upload(name: string): Response;
  /** A market socket opened by the app; `pending` are the texts it sent before the host was ready. */
  connect(client: SocketClient, pending?: readonly string[]): void;
  /** Starts the market's and the settlement's timers. */
  start(): void;
  stop(): void;
}

export function createSandboxHost(options: SandboxHostOptions): SandboxHost {
  const { sandbox, intervalMs = 500, settleEveryMs = 250, checkAnswers = true } = options;
  const controlApp = createControlApp(sandbox);
  const subscriptions = new Map<SocketClient, Set<MarketTopic>>();
  const { feed, klines } = sandbox.market;

  /** Answers once every change it may show is saved (group commit, as the Node server does). */
  const whenDurable = async (response: Response): Promise<Response> => {
    const saved = await sandbox.store.durable();
    const answer = withReason(response);
    if (saved === false) answer.headers.set('Sandbox-Durable', 'false');
    return answer;
  };

  const texts = (kind: FrameKind): string[] => feed.frames(kind).map(toWireText);
  const sendTopic = (client: SocketClient, topic: MarketTopic): void => {
    for (const kind of TOPIC_FRAME_KINDS[topic]) for (const text of texts(kind)) client.send(text);
  };

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
    sandbox,
    async answer(request) {
      const answer = await sandbox.app.fetch(request);
      return whenDurable(checkAnswers ? await checkedAnswer(sandbox, request, answer) : answer);
    },
    async control(request) {
      return whenDurable(await controlApp.fetch(request));
    },
    upload: uploadAnswer,
    connect(client, pending = []) {
      const topics = new Set<MarketTopic>();
      subscriptions.set(client, topics);
      const onText = (text: string): void => {
        const topic = parseSubscribe(text);
        if (topic === undefined || topics.has(topic)) return;
        topics.add(topic);
        // a new subscription is answered at once rather than on the next push
        sendTopic(client, topic);
      };
      client.addEventListener('message', (event) => {
        if (typeof event.data === 'string') onText(event.data);
      });
      client.addEventListener('close', () => subscriptions.delete(client));
      for (const text of pending) onText(text);
    },
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

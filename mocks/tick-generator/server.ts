/**
 * The tick generator: a WebSocket server that speaks the provider's market protocol
 * (asyncapi.yaml) with prices from the seeded feed in feed.ts.
 *
 *   tsx mocks/tick-generator/server.ts --port 4020 [--host 127.0.0.1] [--seed 42] [--interval 500]
 *
 * Like the provider it pushes every symbol to every subscriber and has no per-symbol subscribe
 * or unsubscribe. A connection gets nothing until it sends a plain-text `sub:<topic>` frame;
 * a repeated subscribe is ignored (the app's queue may flush one twice), and so is anything else
 * it sends. Every 20 s each connection gets a plain-text `ping`, which needs no answer.
 * Any path is accepted; the app connects to `/ws`.
 */
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import {
  MarketFeed,
  TOPIC_FRAME_KINDS,
  toWireText,
  type FrameKind,
  type MarketTopic,
} from './feed';
import { MOCK_SYMBOLS } from './symbols';

export interface TickServerOptions {
  /** Interface to bind; default 127.0.0.1. */
  host?: string;
  /** Port to bind; 0 picks a free one (read it back from the result). */
  port: number;
  /** Seed of the random walk; default 42. */
  seed?: number;
  /** How often prices move and frames are pushed (ms); default 500. */
  intervalMs?: number;
  /** How often the server sends its plain-text `ping` (ms); default 20 000, like the provider. */
  pingIntervalMs?: number;
}

export interface TickServer {
  /** The bound port (useful with port 0). */
  readonly port: number;
  /** Stops the timers, closes every connection and the listening socket. */
  close(): Promise<void>;
}

const SUBSCRIBE_PREFIX = 'sub:';
const PING_FRAME = 'ping';
/** A connection that cannot keep up skips pushes instead of buffering without limit. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
/** How long a closing connection may take to answer the close frame before it is cut. */
const CLOSE_GRACE_MS = 250;

function isMarketTopic(topic: string): topic is MarketTopic {
  return Object.hasOwn(TOPIC_FRAME_KINDS, topic);
}

function textOf(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}

/** The topic of a `sub:<topic>` frame, or undefined for anything else (which is ignored). */
export function parseSubscribe(text: string): MarketTopic | undefined {
  const trimmed = text.trim();
  if (!trimmed.startsWith(SUBSCRIBE_PREFIX)) return undefined;
  const topic = trimmed.slice(SUBSCRIBE_PREFIX.length);
  return isMarketTopic(topic) ? topic : undefined;
}

function canSend(socket: WebSocket): boolean {
  return socket.readyState === WebSocket.OPEN && socket.bufferedAmount < MAX_BUFFERED_BYTES;
}

function listen(server: WebSocketServer): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error): void => {
      server.off('listening', onListening);
      reject(error);
    };
    const onListening = (): void => {
      server.off('error', onError);
      resolve();
    };
    server.once('error', onError);
    server.once('listening', onListening);
  });
}

function closeSocket(socket: WebSocket): Promise<void> {
  if (socket.readyState === WebSocket.CLOSED) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => socket.terminate(), CLOSE_GRACE_MS);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
    socket.close(1001, 'tick generator stopping');
  });
}

function closeServer(server: WebSocketServer): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
  });
}

export async function startTickServer(options: TickServerOptions): Promise<TickServer> {
  const { host = '127.0.0.1', port, seed = 42 } = options;
  const { intervalMs = 500, pingIntervalMs = 20_000 } = options;
  const feed = new MarketFeed({ seed, startMs: Date.now() });
  const subscriptions = new Map<WebSocket, Set<MarketTopic>>();
  const server = new WebSocketServer({ host, port, perMessageDeflate: false });
  await listen(server);

  type TextsOf = (kind: FrameKind) => string[];
  const sendTopic = (socket: WebSocket, topic: MarketTopic, texts: TextsOf): void => {
    for (const kind of TOPIC_FRAME_KINDS[topic]) {
      for (const text of texts(kind)) socket.send(text);
    }
  };
  const freshTexts = (kind: FrameKind): string[] => feed.frames(kind).map(toWireText);

  server.on('connection', (socket) => {
    const topics = new Set<MarketTopic>();
    subscriptions.set(socket, topics);
    socket.on('message', (data, isBinary) => {
      const topic = isBinary ? undefined : parseSubscribe(textOf(data));
      if (topic === undefined || topics.has(topic)) return;
      topics.add(topic);
      // answer a new subscription at once rather than on the next interval
      if (canSend(socket)) sendTopic(socket, topic, freshTexts);
    });
    socket.on('close', () => subscriptions.delete(socket));
    // a client that breaks its connection must not take the server down
    socket.on('error', () => socket.terminate());
  });

  const push = (): void => {
    feed.step(Date.now());
    const cache = new Map<FrameKind, string[]>();
    const cachedTexts = (kind: FrameKind): string[] => {
      const cached = cache.get(kind) ?? freshTexts(kind);
      cache.set(kind, cached);
      return cached;
    };
    for (const [socket, topics] of subscriptions) {
      if (!canSend(socket)) continue;
      for (const topic of topics) sendTopic(socket, topic, cachedTexts);
    }
  };
  const ping = (): void => {
    for (const socket of subscriptions.keys()) if (canSend(socket)) socket.send(PING_FRAME);
  };
  const pushTimer = setInterval(push, intervalMs);
  const pingTimer = setInterval(ping, pingIntervalMs);

  const address = server.address();
  const boundPort = typeof address === 'object' && address !== null ? address.port : port;
  let closing: Promise<void> | undefined;
  return {
    port: boundPort,
    close() {
      closing ??= (async () => {
        clearInterval(pushTimer);
        clearInterval(pingTimer);
        await Promise.all([...server.clients].map(closeSocket));
        subscriptions.clear();
        await closeServer(server);
      })();
      return closing;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Command line

const USAGE = [
  'usage: tsx mocks/tick-generator/server.ts --port 4020',
  '[--host 127.0.0.1] [--seed 42] [--interval 500]',
].join(' ');

function parseInteger(name: string, value: string, min: number, max: number): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
    throw new Error(`--${name} must be an integer from ${min} to ${max}, got "${value}"`);
  }
  return parsed;
}

function optionsFromArgs(args: string[]): TickServerOptions {
  const { values } = parseArgs({
    args,
    strict: true,
    options: {
      port: { type: 'string', default: '4020' },
      host: { type: 'string', default: '127.0.0.1' },
      seed: { type: 'string', default: '42' },
      interval: { type: 'string', default: '500' },
    },
  });
  return {
    host: values.host,
    port: parseInteger('port', values.port, 0, 65_535),
    seed: parseInteger('seed', values.seed, 0, 2 ** 32 - 1),
    intervalMs: parseInteger('interval', values.interval, 10, 60_000),
  };
}

async function main(): Promise<void> {
  let options: TickServerOptions;
  try {
    options = optionsFromArgs(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const server = await startTickServer(options);
  const { host = '127.0.0.1', intervalMs = 500 } = options;
  const url = `ws://${host}:${server.port}/ws`;
  const about = `${MOCK_SYMBOLS.length} symbols, ${intervalMs} ms`;
  console.log(`tick generator listening on ${url} (${about})`);
  const stop = (): void => {
    void server.close();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

/** True when this file is the program tsx or node was started with (not when imported). */
function isEntryPoint(): boolean {
  const entry = process.argv[1];
  if (entry === undefined) return false;
  try {
    return import.meta.url === pathToFileURL(realpathSync(entry)).href;
  } catch {
    return false;
  }
}

if (isEntryPoint()) await main();

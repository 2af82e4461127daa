/**
 * The tick generator: the mock market-data host. One port serves the WebSocket that speaks the
 * provider's market protocol (asyncapi.yaml) with prices from the seeded feed in feed.ts, and the
 * plain-HTTP candle history of the same feed (`GET /kline/query/history`, see kline-history.ts).
 *
 *   tsx mocks/tick-generator/server.ts --port 4020 [--host 127.0.0.1] [--seed 42] [--interval 500]
 *                                      [--ping-interval 20000] [--symbols 29] [--price-rate 0]
 *                                      [--history 300]
 *
 * Like the provider it pushes every symbol to every subscriber and has no per-symbol subscribe
 * or unsubscribe. A connection gets nothing until it sends a plain-text `sub:<topic>` frame;
 * a repeated subscribe is ignored (the app's queue may flush one twice), and so is anything else
 * it sends. Every 20 s each connection gets a plain-text `ping`, which needs no answer.
 * A WebSocket upgrade is accepted on any path; the app connects to `/ws`. Plain HTTP answers
 * `/kline/query/history` (GET, HEAD and the CORS preflight) and 404 for every other path.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { parseArgs } from 'node:util';
import { WebSocketServer, type WebSocket } from 'ws';
import { PING_FRAME, canSend, closeServer, closeSocket, listen, parseSubscribe, textOf } from './connections';
import { MarketFeed } from './feed';
import { TOPIC_FRAME_KINDS, toWireText, type FrameKind, type MarketTopic } from './wire';
import { handleHttp } from './http';
import { createKlineHistory, type KlineHistory } from './kline-history';
import { MOCK_SYMBOLS, symbolsFor, type MockSymbol } from './symbols';
import { isEntryPoint } from '../../scripts/lib/entry-point.ts';

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
  /**
   * The market's clock (UTC ms), read at start and on every push; default Date.now. Tests move it
   * to cross candle boundaries without waiting.
   */
  clock?: () => number;
  /** The instruments streamed; default MOCK_SYMBOLS (see symbolsFor for load runs). */
  symbols?: ReadonlyArray<MockSymbol>;
  /**
   * Price frames per second across all symbols, paced every 10 ms round-robin, instead of one
   * price frame per symbol per interval; 0 (default) keeps the provider-like interval pushes.
   */
  priceRate?: number;
  /** Candles per history answer; default KLINE_HISTORY_COUNT (300). */
  historyCount?: number;
  /** A feed made by the caller (the sandbox shares it with its trading rules); default a new one. */
  feed?: MarketFeed;
  /** The candle history of `feed` (made by the caller together with it); default a new one. */
  klines?: KlineHistory;
  /**
   * Another server's HTTP requests on the same port (the sandbox's REST API): called first for
   * every plain HTTP request; return true when it answered.
   */
  onRequest?: (request: IncomingMessage, response: ServerResponse) => boolean;
  /** Called after every step of the feed (the sandbox settles orders on the new prices). */
  onStep?: () => void;
}

export interface TickServer {
  /** The bound port (useful with port 0). */
  readonly port: number;
  /** Stops the timers, closes every connection and the listening socket. */
  close(): Promise<void>;
}

export async function startTickServer(options: TickServerOptions): Promise<TickServer> {
  const { host = '127.0.0.1', port, seed = 42 } = options;
  const { intervalMs = 500, pingIntervalMs = 20_000, clock = Date.now } = options;
  const { symbols = MOCK_SYMBOLS, priceRate = 0, historyCount, onRequest, onStep } = options;
  const feed = options.feed ?? new MarketFeed({ seed, startMs: clock(), symbols });
  const klines = options.klines ?? createKlineHistory(feed, { seed, count: historyCount });
  const subscriptions = new Map<WebSocket, Set<MarketTopic>>();
  const httpServer = createServer((request, response) => {
    if (onRequest?.(request, response) === true) return;
    handleHttp(request, response, klines);
  });
  await listen(httpServer, port, host);
  // upgrades on any path go to the socket; everything else to handleHttp
  const server = new WebSocketServer({ server: httpServer, perMessageDeflate: false });

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

  const pacedPrices = priceRate > 0;
  const push = (): void => {
    feed.step(clock());
    klines.track();
    onStep?.();
    const cache = new Map<FrameKind, string[]>();
    const cachedTexts = (kind: FrameKind): string[] => {
      // paced price frames go out on their own timer
      if (pacedPrices && kind === 'priceTick') return [];
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
  // paced price frames: every 10 ms, the frames due since the last round, round-robin
  let nextSymbol = 0;
  let pacedSince = clock();
  let pacedSent = 0;
  const pace = (): void => {
    const due = Math.floor(((clock() - pacedSince) * priceRate) / 1000) - pacedSent;
    if (due <= 0) return;
    pacedSent += due;
    feed.step(clock());
    onStep?.();
    const texts: string[] = [];
    for (let index = 0; index < due; index += 1) {
      const symbol = feed.symbols[nextSymbol]!;
      nextSymbol = (nextSymbol + 1) % feed.symbols.length;
      texts.push(JSON.stringify(feed.priceTick(symbol.jiaoyidui)));
    }
    for (const [socket, topics] of subscriptions) {
      if (!topics.has('real.market_ti') || !canSend(socket)) continue;
      for (const text of texts) socket.send(text);
    }
    if (pacedSent > 1_000_000) {
      pacedSince = clock();
      pacedSent = 0;
    }
  };
  const paceTimer = pacedPrices ? setInterval(pace, 10) : undefined;

  const address = httpServer.address();
  const boundPort = typeof address === 'object' && address !== null ? address.port : port;
  let closing: Promise<void> | undefined;
  return {
    port: boundPort,
    close() {
      closing ??= (async () => {
        clearInterval(pushTimer);
        clearInterval(pingTimer);
        clearInterval(paceTimer);
        await Promise.all([...server.clients].map(closeSocket));
        subscriptions.clear();
        await closeServer(server); // detaches from httpServer, which it does not close
        const closed = closeServer(httpServer);
        httpServer.closeAllConnections(); // idle keep-alive HTTP connections
        await closed;
      })();
      return closing;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Command line

const USAGE = [
  'usage: tsx mocks/tick-generator/server.ts --port 4020',
  '[--host 127.0.0.1] [--seed 42] [--interval 500] [--ping-interval 20000]',
  '[--symbols 29] [--price-rate 0] [--history 300]',
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
      'ping-interval': { type: 'string', default: '20000' },
      symbols: { type: 'string', default: String(MOCK_SYMBOLS.length) },
      'price-rate': { type: 'string', default: '0' },
      history: { type: 'string', default: '300' },
    },
  });
  return {
    host: values.host,
    port: parseInteger('port', values.port, 0, 65_535),
    seed: parseInteger('seed', values.seed, 0, 2 ** 32 - 1),
    intervalMs: parseInteger('interval', values.interval, 10, 60_000),
    pingIntervalMs: parseInteger('ping-interval', values['ping-interval'], 10, 3_600_000),
    symbols: symbolsFor(parseInteger('symbols', values.symbols, 1, 5_000)),
    priceRate: parseInteger('price-rate', values['price-rate'], 0, 100_000),
    historyCount: parseInteger('history', values.history, 2, 20_000),
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
  const { host = '127.0.0.1', intervalMs = 500, symbols = MOCK_SYMBOLS, priceRate = 0 } = options;
  const url = `ws://${host}:${server.port}/ws`;
  const prices = priceRate > 0 ? `, ${priceRate} price frames/s` : '';
  const about = `${symbols.length} symbols, ${intervalMs} ms${prices}`;
  console.log(`tick generator listening on ${url} (${about})`);
  const stop = (): void => {
    void server.close();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (isEntryPoint(import.meta.url)) await main();

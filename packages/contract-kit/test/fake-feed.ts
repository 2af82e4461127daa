/**
 * A small fake market socket for the kit's planted-fault suite: it answers the three subscriptions of
 * asyncapi.yaml with the contract's own example frames, pings, and stays open. It conforms; a `fault`
 * plants exactly one thing wrong.
 */
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { WebSocketServer, type WebSocket } from 'ws';
import { parse } from 'yaml';

export const ASYNCAPI = resolve(import.meta.dirname, '../../../asyncapi.yaml');

export type FeedFault =
  | 'none'
  /** a price tick before any subscription */
  | 'data-before-subscription'
  /** a price tick whose price is not a number */
  | 'frame-shape'
  /** candle timestamps in milliseconds */
  | 'milliseconds'
  /** a candle whose low is above its open */
  | 'candle-order'
  /** no depth after sub:market_depth */
  | 'no-depth';

type Frame = Record<string, unknown>;

/** The first example of a schema of asyncapi.yaml, copied. */
function example(name: string): unknown {
  const doc = parse(readFileSync(ASYNCAPI, 'utf8')) as {
    components: { schemas: Record<string, { examples: unknown[] }> };
  };
  return structuredClone(doc.components.schemas[name]?.examples[0]);
}

export interface FakeFeed {
  url: string;
  close: () => Promise<void>;
}

/** Frames go out every `everyMs` (pings, and each subscribed topic), so a busy machine delays, never drops, them. */
export async function startFakeFeed(fault: FeedFault, everyMs = 200, port = 0): Promise<FakeFeed> {
  const tick = example('PriceTickFrame') as Frame;
  const depth = example('DepthFrame') as Frame;
  const kline = example('KlinePushFrame') as { kline_list: Frame[] };
  const ticker = example('TickerFrame') as string;
  const candle = kline.kline_list[0] ?? {};
  if (fault === 'milliseconds') candle.timestamp = Number(candle.timestamp) * 1000;
  if (fault === 'candle-order') candle.low_price = '999999.00';
  const priceTick = fault === 'frame-shape' ? { ...tick, data: { code: 'BTCUSDT', price: { value: 1 } } } : tick;

  const server = new WebSocketServer({ host: '127.0.0.1', port });
  const timers = new Set<NodeJS.Timeout>();
  server.on('connection', (socket: WebSocket) => {
    const topics = new Set<string>();
    if (fault === 'data-before-subscription') socket.send(JSON.stringify(tick));
    socket.on('message', (data: Buffer) => topics.add(data.toString('utf8')));
    const timer = setInterval(() => {
      socket.send('ping');
      if (topics.has('sub:real.market_ti')) socket.send(JSON.stringify(priceTick));
      if (topics.has('sub:market_ti')) {
        socket.send(JSON.stringify(kline));
        socket.send(JSON.stringify(ticker));
      }
      if (topics.has('sub:market_depth') && fault !== 'no-depth') socket.send(JSON.stringify(depth));
    }, everyMs);
    timers.add(timer);
    socket.on('close', () => {
      clearInterval(timer);
      timers.delete(timer);
    });
  });
  await new Promise<void>((done) => server.once('listening', () => done()));
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `ws://127.0.0.1:${bound}/ws`,
    close: () =>
      new Promise((done) => {
        for (const timer of timers) clearInterval(timer);
        for (const client of server.clients) client.terminate();
        server.close(() => done());
      }),
  };
}

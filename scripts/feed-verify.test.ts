/**
 * feed:verify finds nothing wrong with the tick generator, and finds every fault planted in a
 * small faulty server. Everything runs in-process on 127.0.0.1 (no child processes).
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTickServer, type TickServer } from '../mocks/tick-generator/server';
import { MOCK_SYMBOLS } from '../mocks/tick-generator/symbols';
import { main } from './feed-verify';
import { classifyFrame, FRAME_TYPES } from './feed-verify/frames';
import { SUBSCRIBE_FRAMES, verifyFeed } from './feed-verify/listen';
import { formatReport } from './feed-verify/report';
import { checkFrame, loadFeedSchemas, type FeedSchemas } from './feed-verify/schemas';

let schemas: FeedSchemas;
const cleanups: Array<() => Promise<void>> = [];

beforeAll(async () => {
  schemas = await loadFeedSchemas();
});

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const tick = (price: unknown, code = 'BTCUSDT'): string => JSON.stringify({ cmd_id: 22998, data: { code, price } });
const candle = { open_price: '1.0', high_price: '1.2', low_price: '0.9', close_price: '1.1', volume: '5', timestamp: 1790812800 };
const GOOD_FRAMES = {
  priceTick: tick(104250.5),
  depth: JSON.stringify({ cmd_id: 22999, data: { code: 'ethusdt', asks: [{ price: '1.5', volume: 2 }], bids: [] } }),
  klinePush: JSON.stringify({ kline_type: 1, code: 'BTCUSDT', kline_list: [{ ...candle, timestamp: 1790812860 }] }),
  ticker: JSON.stringify(JSON.stringify({ data: [{ code: 'EURUSD', kline_data: [candle] }] })),
  ping: 'ping',
  array: '[1,2]',
} as const;
const BAD_FRAMES = {
  stringPrice: tick('104250.5'),
  depthWithoutBids: JSON.stringify({ cmd_id: 22999, data: { code: 'BTCUSDT', asks: [{ price: 1, volume: 1 }] } }),
  tickerWithoutKlineData: JSON.stringify(JSON.stringify({ data: [{ code: 'BTCUSDT' }] })),
  unknownJson: JSON.stringify({ event: 'hello', code: 'BTCUSDT' }),
} as const;

/**
 * A market socket that waits for the three subscribe frames and then sends `frames`, once.
 * Resolves with its URL and the texts it received.
 */
async function faultyServer(frames: readonly string[]): Promise<{ url: string; received: string[] }> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await once(server, 'listening');
  const received: string[] = [];
  server.on('connection', (socket: WebSocket) => {
    socket.on('message', (data: Buffer) => {
      received.push(data.toString('utf8'));
      if (received.length === SUBSCRIBE_FRAMES.length) for (const frame of frames) socket.send(frame);
    });
  });
  cleanups.push(async () => {
    for (const client of server.clients) client.terminate();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  const { port } = server.address() as AddressInfo;
  return { url: `ws://127.0.0.1:${port}/ws`, received };
}

describe('classifyFrame and checkFrame', () => {
  it('sorts frames by shape and accepts conforming ones', () => {
    for (const [type, text] of Object.entries(GOOD_FRAMES)) {
      const frame = classifyFrame(text);
      expect(frame.type, text).toBe(type);
      expect(checkFrame(frame, schemas), text).toEqual([]);
    }
  });

  it('reports what is wrong with a frame', () => {
    expect(checkFrame(classifyFrame(BAD_FRAMES.stringPrice), schemas)).toContain('/data/price must be number');
    expect(checkFrame(classifyFrame(BAD_FRAMES.depthWithoutBids), schemas)).toContain(
      "/data must have required property 'bids'",
    );
    expect(checkFrame(classifyFrame(BAD_FRAMES.tickerWithoutKlineData), schemas)).toContain(
      "(decoded) /data/0 must have required property 'kline_data'",
    );
    expect(checkFrame(classifyFrame(JSON.stringify('{not json')), schemas)).toEqual([
      '(decoded) the string inside the frame is not JSON',
    ]);
    expect(checkFrame(classifyFrame(JSON.stringify({ kline_type: 2, code: 'X1', kline_list: [] })), schemas)).toEqual([
      '/kline_type must be equal to constant 1',
    ]);
    // a wrongly typed discriminator still tells the type, and is reported
    expect(classifyFrame('{"cmd_id":"22999","data":{}}').type).toBe('depth');
  });

  it('calls everything else unknown', () => {
    for (const text of ['pong', 'PING', 'ping\n', '42', 'null', '{"cmd_id":1}', BAD_FRAMES.unknownJson, '']) {
      const frame = classifyFrame(text);
      expect(frame.type, text).toBe('unknown');
      expect(checkFrame(frame, schemas)[0], text).toMatch(/^unknown frame: /);
    }
    expect(classifyFrame(GOOD_FRAMES.priceTick, true).type).toBe('unknown');
  });
});

describe('verifyFeed', () => {
  it('finds no violation in the tick generator and sees every kind of frame', async () => {
    const server: TickServer = await startTickServer({ port: 0, intervalMs: 20, pingIntervalMs: 40 });
    cleanups.push(() => server.close());
    const report = await verifyFeed({ url: `ws://127.0.0.1:${server.port}/ws`, seconds: 0.3 });
    expect(report.violations).toEqual([]);
    expect(report.invalid).toBe(0);
    expect(report.exitCode).toBe(0);
    expect(report.sent).toEqual([...SUBSCRIBE_FRAMES]);
    for (const type of ['priceTick', 'depth', 'klinePush', 'ticker', 'ping'] as const) {
      expect(report.counts[type], type).toBeGreaterThan(0);
    }
    expect(report.counts.unknown).toBe(0);
    expect(report.frames).toBe(FRAME_TYPES.reduce((sum, type) => sum + report.counts[type], 0));
    expect(report.symbols).toEqual(MOCK_SYMBOLS.map((symbol) => symbol.jiaoyidui.toLowerCase()).sort());
    expect(report.symbolsByType.ticker).toBe(MOCK_SYMBOLS.length);
    expect(formatReport(report).split('\n').at(-1)).toBe(`feed: ${report.frames} frames, ${report.frames} valid, 0 invalid`);
  });

  it('reports every planted fault and fails', async () => {
    const planted = [GOOD_FRAMES.priceTick, ...Object.values(BAD_FRAMES), GOOD_FRAMES.ping, GOOD_FRAMES.array];
    const { url, received } = await faultyServer(planted);
    const report = await verifyFeed({ url, seconds: 0.25 });
    expect(received).toEqual([...SUBSCRIBE_FRAMES]);
    expect(report.frames).toBe(planted.length);
    expect(report.invalid).toBe(4);
    expect(report.valid).toBe(planted.length - 4);
    expect(report.exitCode).toBe(1);
    expect(report.violations.map((v) => [v.index, v.type])).toEqual([
      [2, 'priceTick'],
      [3, 'depth'],
      [4, 'ticker'],
      [5, 'unknown'],
    ]);
    const [price, depth, ticker, unknown] = report.violations;
    expect(price?.errors).toContain('/data/price must be number');
    expect(price?.excerpt).toBe(BAD_FRAMES.stringPrice);
    expect(depth?.errors).toContain("/data must have required property 'bids'");
    expect(ticker?.errors).toContain("(decoded) /data/0 must have required property 'kline_data'");
    expect(unknown?.errors[0]).toMatch(/^unknown frame: JSON object/);
    expect(report.invalidCounts).toMatchObject({ priceTick: 1, depth: 1, ticker: 1, unknown: 1, ping: 0 });
    expect(report.symbols).toEqual(['btcusdt']);
  });

  it('prints the violations and exits 1 from the command line', async () => {
    const { url } = await faultyServer([GOOD_FRAMES.depth, BAD_FRAMES.stringPrice, BAD_FRAMES.unknownJson]);
    const out: string[] = [];
    const code = await main(['--url', url, '--seconds', '0.2'], { out: (t) => out.push(t), err: (t) => out.push(t) });
    const text = out.join('\n');
    expect(code).toBe(1);
    expect(text).toContain(`#2 priceTick: ${BAD_FRAMES.stringPrice}`);
    expect(text).toContain('      /data/price must be number');
    expect(text).toContain('#3 unknown: ');
    expect(text).toMatch(/price tick \(cmd_id 22998\) +1 +1 symbols +\(1 invalid\)/);
    expect(text).toContain('symbols: 2 distinct');
    expect(text.split('\n').at(-1)).toBe('feed: 3 frames, 1 valid, 2 invalid');
  });

  it('keeps 50 violations in full and counts the rest', async () => {
    const { url } = await faultyServer(Array.from({ length: 60 }, (_, i) => tick(`${i}`)));
    const report = await verifyFeed({ url, seconds: 0.25 });
    expect(report.invalid).toBe(60);
    expect(report.violations).toHaveLength(50);
    expect(formatReport(report)).toContain('… and 10 more (60 in total)');
  });

  it('fails when nothing arrives or nobody listens', async () => {
    const { url } = await faultyServer([]);
    const silent = await verifyFeed({ url, seconds: 0.1 });
    expect([silent.frames, silent.exitCode]).toEqual([0, 1]);
    expect(formatReport(silent)).toContain('no frames arrived');

    const gone = await faultyServer([]);
    await cleanups.pop()?.(); // close it: the port now refuses
    const refused = await verifyFeed({ url: gone.url, seconds: 5 });
    expect(refused.exitCode).toBe(1);
    expect(refused.connectionError).toMatch(/ECONNREFUSED/);
    expect(refused.sent).toEqual([]);
  });

  it('rejects bad arguments with exit code 2', async () => {
    const io = { out: (): void => undefined, err: (): void => undefined };
    expect(await main([], io)).toBe(2);
    expect(await main(['--url', 'http://127.0.0.1:1/ws'], io)).toBe(2);
    expect(await main(['--url', 'ws://127.0.0.1:1/ws', '--seconds', '0'], io)).toBe(2);
    expect(await main(['--url', 'ws://127.0.0.1:1/ws', '--seconds', 'ten'], io)).toBe(2);
    expect(await main(['--url', 'ws://127.0.0.1:1/ws', '--bogus'], io)).toBe(2);
    await expect(verifyFeed({ url: 'ws://127.0.0.1:1/ws', seconds: -1 })).rejects.toThrow(RangeError);
  });
});

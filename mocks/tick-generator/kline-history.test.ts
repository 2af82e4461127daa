/**
 * The candle history of the mock market-data host, over real HTTP on the tick generator's port:
 * the provider's shape (validated against the getKlineHistory responses of the REST contract),
 * candles that meet the live feed, stable older candles, and the documented errors.
 */
import { once } from 'node:events';
import { WebSocket } from 'ws';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { KLINE_PERIODS, type KlinePeriod } from './model';
import type { WireCandle } from './wire';
import { KLINE_HISTORY_COUNT, KLINE_HISTORY_PATH } from './kline-history';
import { documents, expectValid, isObj, loadHistorySchemas } from './kline-history-contract';
import { startTickServer, type TickServer, type TickServerOptions } from './server';
import { MOCK_SYMBOLS } from './symbols';

let server: TickServer | undefined;
const sockets: WebSocket[] = [];

async function start(options: Partial<TickServerOptions> = {}): Promise<TickServer> {
  server = await startTickServer({ port: 0, intervalMs: 60_000, ...options });
  return server;
}

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.terminate();
  await server?.close();
  server = undefined;
});

interface HistoryBody {
  kline_type: number;
  code: string;
  kline_list: WireCandle[];
}

interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

async function request(port: number, path: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, init);
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text === '' ? undefined : JSON.parse(text) };
}

const historyPath = (coinName: string, type: string): string =>
  `${KLINE_HISTORY_PATH}?${new URLSearchParams({ coinName, type }).toString()}`;

async function history(port: number, coinName: string, type: KlinePeriod): Promise<HistoryBody> {
  const answer = await request(port, historyPath(coinName, type));
  expect(answer.status, `${coinName} ${type}`).toBe(200);
  return answer.body as HistoryBody;
}

const SECOND = 1;
const FIXED_SECONDS: Readonly<Record<Exclude<KlinePeriod, '1mon'>, number>> = {
  '1min': 60 * SECOND,
  '5min': 300 * SECOND,
  '30min': 1_800 * SECOND,
  '1hour': 3_600 * SECOND,
  '1day': 86_400 * SECOND,
  '1week': 604_800 * SECOND,
};

/** Whether `timestamp` (unix s) starts a candle of `period` (weeks on Monday, months on the 1st, UTC). */
function isAligned(period: KlinePeriod, timestamp: number): boolean {
  const date = new Date(timestamp * 1000);
  if (period === '1mon') return date.getUTCDate() === 1 && timestamp % 86_400 === 0;
  if (period === '1week') return date.getUTCDay() === 1 && timestamp % 86_400 === 0;
  return timestamp % FIXED_SECONDS[period] === 0;
}

/** The start (unix s) of the candle after the one starting at `timestamp`. */
function nextStart(period: KlinePeriod, timestamp: number): number {
  if (period !== '1mon') return timestamp + FIXED_SECONDS[period];
  const date = new Date(timestamp * 1000);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) / 1000;
}

interface Frames {
  /** Prices of 22998 frames per upper-case code, in arrival order. */
  prices: Map<string, number[]>;
  /** The last kline push (1-minute candle) per upper-case code. */
  klines: Map<string, WireCandle>;
}

async function subscribe(port: number, topics: string[]): Promise<Frames> {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`);
  sockets.push(socket);
  const frames: Frames = { prices: new Map(), klines: new Map() };
  socket.on('message', (data: Buffer) => {
    const value = JSON.parse(data.toString('utf8')) as unknown;
    if (!isObj(value)) return;
    if (value.cmd_id === 22998) {
      const { code, price } = value.data as { code: string; price: number };
      frames.prices.set(code, [...(frames.prices.get(code) ?? []), price]);
    }
    if (value.kline_type === 1) {
      const { code, kline_list: list } = value as unknown as HistoryBody;
      const last = list.at(-1);
      if (last !== undefined) frames.klines.set(code, last);
    }
  });
  await once(socket, 'open');
  for (const topic of topics) socket.send(`sub:${topic}`);
  return frames;
}

async function until(predicate: () => boolean, timeoutMs = 2_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

beforeAll(loadHistorySchemas);

describe('kline history of the mock market-data host', () => {
  it(`answers every symbol and period in the provider's shape (openapi.yaml)`, async () => {
    const { port } = await start();
    const pairs = MOCK_SYMBOLS.flatMap((symbol) => KLINE_PERIODS.map((period) => [symbol, period] as const));
    const answers = await Promise.all(
      pairs.map(([symbol, period]) => request(port, historyPath(symbol.jiaoyidui.toLowerCase(), period))),
    );
    // problems are collected and compared once: 50 000 candles are too many for one expect each
    const problems: string[] = [];
    const check = (ok: boolean, what: string): void => {
      if (!ok && problems.length < 20) problems.push(what);
    };
    const now = Date.now() / 1000;
    answers.forEach((answer, index) => {
      const [symbol, period] = pairs[index]!;
      const label = `${symbol.jiaoyidui} ${period}`;
      expect(answer.status, label).toBe(200);
      expect(answer.headers.get('content-type'), label).toMatch(/^application\/json\b/);
      expect(answer.headers.get('access-control-allow-origin'), label).toBe('*');
      expectValid('200', answer.body, label);
      const body = answer.body as HistoryBody;
      expect(body.kline_type).toBe(1);
      expect(body.code).toBe(symbol.jiaoyidui.toLowerCase());
      const list = body.kline_list;
      expect(list, label).toHaveLength(KLINE_HISTORY_COUNT);
      list.forEach((candle, i) => {
        const where = `${label} #${i}`;
        check(isAligned(period, candle.timestamp), `${where}: ${candle.timestamp} not aligned`);
        const [open, high, low, close] = [
          candle.open_price,
          candle.high_price,
          candle.low_price,
          candle.close_price,
        ].map(Number) as [number, number, number, number];
        check(
          low <= Math.min(open, close) && high >= Math.max(open, close),
          `${where}: OHLC ${JSON.stringify(candle)}`,
        );
        check((candle.close_price.split('.')[1]?.length ?? 0) === symbol.precision, `${where}: precision`);
        const next = list[i + 1];
        if (next === undefined) return;
        // consecutive, oldest first, and each candle opens where the previous one closed
        check(next.timestamp === nextStart(period, candle.timestamp), `${where}: next starts at ${next.timestamp}`);
        check(next.open_price === candle.close_price, `${where}: next opens at ${next.open_price}`);
      });
      // the last candle is the current one: it contains now
      const last = list.at(-1)!;
      check(last.timestamp <= now && nextStart(period, last.timestamp) > now - 5, `${label}: last is not current`);
    });
    expect(problems).toEqual([]);
  });

  it('ends with the current candle of the feed, at the price the socket streams', async () => {
    // a long interval: the feed does not move, so the socket's answer to the subscribe is current
    const { port } = await start({ intervalMs: 60_000, seed: 7 });
    const frames = await subscribe(port, ['real.market_ti', 'market_ti']);
    await until(() => frames.prices.size === MOCK_SYMBOLS.length && frames.klines.size === MOCK_SYMBOLS.length);
    for (const symbol of MOCK_SYMBOLS) {
      const code = symbol.jiaoyidui;
      const [price] = frames.prices.get(code) ?? [];
      for (const period of KLINE_PERIODS) {
        const last = (await history(port, code.toLowerCase(), period)).kline_list.at(-1);
        expect(Number(last?.close_price), `${code} ${period}`).toBe(price);
        if (period === '1min') expect(last, code).toEqual(frames.klines.get(code));
      }
    }
  });

  it('keeps up with a running feed, within one tick', async () => {
    const { port } = await start({ intervalMs: 15 });
    const frames = await subscribe(port, ['real.market_ti']);
    const pricesOf = (code: string): number[] => frames.prices.get(code) ?? [];
    for (const symbol of MOCK_SYMBOLS.slice(0, 6)) {
      const code = symbol.jiaoyidui;
      await until(() => pricesOf(code).length >= 2);
      const before = pricesOf(code).length;
      const last = (await history(port, code.toLowerCase(), '5min')).kline_list.at(-1);
      const seen = pricesOf(code).length;
      await until(() => pricesOf(code).length >= seen + 2);
      // streamed at the last push before the answer: the last frame seen before asking or later
      expect(pricesOf(code).slice(before - 1), code).toContain(Number(last?.close_price));
    }
  });

  it('keeps the older candles when the feed starts a new candle', async () => {
    let now = Date.UTC(2026, 9, 1, 10, 30, 30);
    const { port } = await start({ intervalMs: 10, clock: () => now });
    const first = (await history(port, 'ethusdt', '1min')).kline_list;
    now += 60_000;
    // the next push steps the feed into the new minute
    let second = first;
    for (let attempt = 0; attempt < 200 && second.at(-1)?.timestamp === first.at(-1)?.timestamp; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      second = (await history(port, 'ethusdt', '1min')).kline_list;
    }
    expect(second).toHaveLength(KLINE_HISTORY_COUNT);
    const [previous, current] = [second.at(-2)!, second.at(-1)!];
    expect(current.timestamp).toBe(first.at(-1)!.timestamp + 60);
    // the candle that was open is now closed, with the same start and open
    expect(previous.timestamp).toBe(first.at(-1)!.timestamp);
    expect(previous.open_price).toBe(first.at(-1)!.open_price);
    expect(current.open_price).toBe(previous.close_price);
    // every older candle is unchanged, one place further back
    expect(second.slice(0, -2)).toEqual(first.slice(1, -1));
  });

  it('answers an unknown or missing symbol or period with HTTP 400 and a message', async () => {
    const { port } = await start();
    const cases: Array<[string, RegExp]> = [
      [historyPath('abcusdt', '1min'), /^Unknown coinName: abcusdt$/],
      [historyPath('BTCUSDT', '1min'), /^coinName must be lowercase: btcusdt$/],
      [historyPath('btcusdt', '2min'), /^Unknown type: 2min$/],
      [historyPath('btcusdt', '1MIN'), /^Unknown type: 1MIN$/],
      [`${KLINE_HISTORY_PATH}?type=1min`, /^Missing coinName$/],
      [`${KLINE_HISTORY_PATH}?coinName=btcusdt`, /^Missing type$/],
      [KLINE_HISTORY_PATH, /^Missing coinName$/],
    ];
    for (const [path, message] of cases) {
      const answer = await request(port, path);
      expect(answer.status, path).toBe(400);
      expect(answer.headers.get('content-type'), path).toMatch(/^application\/json\b/);
      expect(answer.headers.get('access-control-allow-origin'), path).toBe('*');
      // the app treats a body without kline_type as an error
      expect(answer.body, path).not.toHaveProperty('kline_type');
      expect(answer.body, path).toMatchObject({ code: 400, message: expect.stringMatching(message) as unknown });
      if (documents('400')) expectValid('400', answer.body, path);
    }
  });

  it('answers 404 on other paths, 405 on other methods, and the CORS preflight', async () => {
    const { port } = await start();
    for (const path of [
      '/',
      '/ws',
      '/kline/query',
      '/kline/query/history/',
      '/api/kline/query/history?coinName=btcusdt&type=1min',
    ]) {
      const answer = await request(port, path);
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).toMatchObject({ code: 404 });
    }
    const post = await request(port, historyPath('btcusdt', '1min'), { method: 'POST', body: '{}' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toMatch(/GET/);
    const preflight = await request(port, historyPath('btcusdt', '1min'), {
      method: 'OPTIONS',
      headers: { 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization,lang' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Lang/);
    const head = await request(port, historyPath('btcusdt', '1min'), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body).toBeUndefined();
    // the app's headers change nothing
    const withHeaders = await request(port, historyPath('btcusdt', '1day'), {
      headers: { Authorization: 'Bearer t', Lang: 'en' },
    });
    expect(withHeaders.status).toBe(200);
  });
});

/**
 * The tick generator over a real socket: subscribe semantics, frame shapes (checked against the
 * schemas of the parsed asyncapi.yaml), coverage of MOCK_SYMBOLS, ping, shutdown and the CLI.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Parser } from '@asyncapi/parser';
import { Ajv, type ValidateFunction } from 'ajv';
import { WebSocket } from 'ws';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTickServer, type TickServer, type TickServerOptions } from './server';
import { MOCK_SYMBOLS, symbolsFor } from './symbols';

const root = fileURLToPath(new URL('../../', import.meta.url));
const SUBSCRIBE_FRAMES = ['sub:real.market_ti', 'sub:market_ti', 'sub:market_depth'] as const;
const CODES = MOCK_SYMBOLS.map((symbol) => symbol.jiaoyidui).sort();
const SYMBOL_COUNT = MOCK_SYMBOLS.length;

type Kind = 'priceTick' | 'depth' | 'klinePush' | 'ticker' | 'ping' | 'other';
interface Received {
  kind: Kind;
  text: string;
  /** The frame decoded as a client would (twice for the ticker). */
  value: unknown;
}

const validators = new Map<Kind, ValidateFunction>();

beforeAll(async () => {
  const specPath = `${root}asyncapi.yaml`;
  const { document } = await new Parser().parse(await readFile(specPath, 'utf8'), { source: specPath });
  if (document === undefined) throw new Error('asyncapi.yaml does not parse');
  const ajv = new Ajv({ strict: false });
  const payload = (message: string): object => {
    const json = document.components().messages().get(message)?.payload()?.json<object>();
    if (json === undefined) throw new Error(`no payload for ${message}`);
    return json;
  };
  const content = document.components().schemas().get('TickerFrameContent')?.json<object>();
  if (content === undefined) throw new Error('no TickerFrameContent schema');
  validators.set('priceTick', ajv.compile(payload('priceTick')));
  validators.set('depth', ajv.compile(payload('depth')));
  validators.set('klinePush', ajv.compile(payload('klinePush')));
  validators.set('ticker', ajv.compile(content));
});

function classify(text: string): Received {
  if (text === 'ping') return { kind: 'ping', text, value: text };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { kind: 'other', text, value: text };
  }
  if (typeof value === 'string') return { kind: 'ticker', text, value: JSON.parse(value) };
  const frame = value as { cmd_id?: unknown; kline_type?: unknown };
  if (frame.cmd_id === 22998) return { kind: 'priceTick', text, value };
  if (frame.cmd_id === 22999) return { kind: 'depth', text, value };
  if (frame.kline_type === 1) return { kind: 'klinePush', text, value };
  return { kind: 'other', text, value };
}

function codeOf(frame: Received): string {
  const value = frame.value as { code?: string; data?: { code?: string } };
  return value.data?.code ?? value.code ?? '';
}

interface Client {
  socket: WebSocket;
  frames: Received[];
  of(kind: Kind): Received[];
  /** Resolves once `predicate` holds for the received frames (polls every 5 ms). */
  until(predicate: () => boolean, timeoutMs?: number): Promise<void>;
}

const sockets: WebSocket[] = [];
let server: TickServer | undefined;

async function start(options: Partial<TickServerOptions> = {}): Promise<TickServer> {
  server = await startTickServer({ port: 0, intervalMs: 20, ...options });
  return server;
}

async function connect(port: number, path = '/ws'): Promise<Client> {
  const socket = new WebSocket(`ws://127.0.0.1:${port}${path}`);
  sockets.push(socket);
  const frames: Received[] = [];
  socket.on('message', (data, isBinary) => {
    // text frames arrive as one Buffer (ws's default binaryType)
    if (!isBinary && Buffer.isBuffer(data)) frames.push(classify(data.toString('utf8')));
  });
  await once(socket, 'open');
  const until = async (predicate: () => boolean, timeoutMs = 2_000): Promise<void> => {
    const deadline = Date.now() + timeoutMs;
    while (!predicate()) {
      if (Date.now() > deadline) throw new Error(`timed out; got ${frames.length} frames`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };
  return { socket, frames, of: (kind) => frames.filter((frame) => frame.kind === kind), until };
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.terminate();
  await server?.close();
  server = undefined;
});

describe('tick generator server', () => {
  it('sends nothing until the client subscribes', async () => {
    const { port } = await start();
    const client = await connect(port);
    client.socket.send('hello');
    await sleep(150); // several push intervals
    expect(client.frames).toEqual([]);
  });

  it('answers a subscribe at once, and a duplicate subscribe adds no stream', async () => {
    // a long interval: only the immediate answers to the subscribe frames arrive
    const { port } = await start({ intervalMs: 60_000 });
    const client = await connect(port);
    for (const frame of [...SUBSCRIBE_FRAMES, ...SUBSCRIBE_FRAMES]) client.socket.send(frame);
    const expected = SYMBOL_COUNT * 3 + 1;
    await client.until(() => client.frames.length >= expected);
    await sleep(100);
    expect(client.of('priceTick')).toHaveLength(SYMBOL_COUNT);
    expect(client.of('depth')).toHaveLength(SYMBOL_COUNT);
    expect(client.of('klinePush')).toHaveLength(SYMBOL_COUNT);
    expect(client.of('ticker')).toHaveLength(1);
    expect(client.frames).toHaveLength(expected);
  });

  it('streams valid frames of every topic for every symbol, once per interval', async () => {
    const { port } = await start({ intervalMs: 20 });
    const client = await connect(port);
    for (const frame of [...SUBSCRIBE_FRAMES, ...SUBSCRIBE_FRAMES]) client.socket.send(frame);
    await client.until(() => client.of('ticker').length >= 6);

    for (const kind of ['priceTick', 'depth', 'klinePush', 'ticker'] as const) {
      const validate = validators.get(kind);
      for (const frame of client.of(kind)) {
        expect(validate?.(frame.value), `${kind}: ${frame.text.slice(0, 120)}`).toBe(true);
      }
    }
    expect(client.of('other')).toEqual([]);
    // each push carries one frame per symbol and topic: as many as there are ticker frames
    const pushes = client.of('ticker').length;
    for (const kind of ['priceTick', 'depth', 'klinePush'] as const) {
      const codes = client.of(kind).map(codeOf);
      expect([...new Set(codes)].sort(), kind).toEqual(CODES);
      for (const code of CODES) {
        const count = codes.filter((c) => c === code).length;
        expect(Math.abs(count - pushes), `${kind} ${code}`).toBeLessThanOrEqual(1);
      }
    }
    const ticker = client.of('ticker')[0]?.value as { data: Array<{ code: string }> };
    expect(ticker.data.map((entry) => entry.code).sort()).toEqual(CODES);
    // the ticker travels double-encoded: the wire text is a JSON string literal
    expect(client.of('ticker')[0]?.text.startsWith('"{')).toBe(true);
  });

  it('streams only the topics the client subscribed to', async () => {
    const { port } = await start({ intervalMs: 20 });
    const client = await connect(port);
    client.socket.send('sub:market_depth');
    await client.until(() => client.of('depth').length >= SYMBOL_COUNT * 3);
    expect(client.frames.every((frame) => frame.kind === 'depth')).toBe(true);
  });

  it('ignores unknown and malformed frames and keeps serving', async () => {
    const { port } = await start({ intervalMs: 20 });
    const client = await connect(port, '/any/path?x=1');
    const junk = ['', 'sub:', 'sub:unknown', 'SUB:market_ti', 'unsub:market_ti', '{"sub":"market_ti"}', 'pong'];
    for (const text of junk) client.socket.send(text);
    client.socket.send(Buffer.from('sub:real.market_ti'), { binary: true });
    await sleep(100);
    expect(client.frames).toEqual([]);
    client.socket.send(' sub:real.market_ti\n');
    await client.until(() => client.of('priceTick').length >= SYMBOL_COUNT * 2);
    expect(client.socket.readyState).toBe(WebSocket.OPEN);
  });

  it('serves several clients independently', async () => {
    const { port } = await start({ intervalMs: 20 });
    const [ticks, depth] = await Promise.all([connect(port), connect(port, '/')]);
    ticks.socket.send('sub:real.market_ti');
    depth.socket.send('sub:market_depth');
    await Promise.all([
      ticks.until(() => ticks.of('priceTick').length >= SYMBOL_COUNT * 2),
      depth.until(() => depth.of('depth').length >= SYMBOL_COUNT * 2),
    ]);
    expect(ticks.of('depth')).toEqual([]);
    expect(depth.of('priceTick')).toEqual([]);
  });

  it('paces price frames at --price-rate across every symbol of a load run', async () => {
    const symbols = symbolsFor(500);
    const begun = performance.now();
    // a long interval: only the paced price frames arrive on real.market_ti
    const { port } = await start({ intervalMs: 60_000, symbols, priceRate: 1_000 });
    const client = await connect(port);
    client.socket.send('sub:real.market_ti');
    // a subscription is answered at once with every symbol's price; the paced frames follow it
    await client.until(() => client.of('priceTick').length >= symbols.length);
    // the rate over the time that really passed (a busy machine may sleep longer than asked)
    const first = client.of('priceTick').length;
    const started = performance.now();
    await sleep(2_000);
    const ended = performance.now();
    const received = client.of('priceTick').length - first;
    expect((received * 1_000) / (ended - started)).toBeGreaterThan(750);
    // Never more than the rate allows: the pacer keeps to the time since it started, so frames a busy
    // machine held it back from go out later in one round, and are counted against all that time
    // (plus one 10 ms round).
    expect(received).toBeLessThanOrEqual(Math.ceil(ended - begun) + 10);
    const codes = new Set(client.of('priceTick').map(codeOf));
    expect(codes.size).toBe(500);
    for (const frame of client.of('priceTick').slice(0, 50)) {
      expect(validators.get('priceTick')?.(frame.value), frame.text).toBe(true);
    }
  });

  it('answers candle histories of --history candles', async () => {
    const { port } = await start({ historyCount: 5_000 });
    const response = await fetch(`http://127.0.0.1:${port}/kline/query/history?coinName=btcusdt&type=1min`);
    const body = (await response.json()) as { kline_list: unknown[] };
    expect(body.kline_list).toHaveLength(5_000);
  });

  it('sends a plain-text ping, to subscribed and silent clients alike', async () => {
    const { port } = await start({ intervalMs: 60_000, pingIntervalMs: 30 });
    const client = await connect(port);
    await client.until(() => client.of('ping').length >= 2);
    expect(client.frames.every((frame) => frame.text === 'ping')).toBe(true);
  });

  it('close() ends every connection, frees the port and leaves no handles', async () => {
    // sockets, servers and timers only (the test runner owns pipes and TTYs)
    const handles = (): string[] => process.getActiveResourcesInfo().filter((name) => /^(TCP|Timeout)/.test(name));
    await sleep(20); // let the previous test's sockets finish closing
    const before = handles();
    const running = await start({ intervalMs: 10 });
    const client = await connect(running.port);
    client.socket.send('sub:real.market_ti');
    await client.until(() => client.of('priceTick').length > 0);
    const closed = once(client.socket, 'close');
    await running.close();
    const [code] = (await closed) as [number];
    expect(code).toBe(1001);
    await running.close(); // idempotent
    const refused = new WebSocket(`ws://127.0.0.1:${running.port}/ws`);
    const [error] = (await once(refused, 'error')) as [NodeJS.ErrnoException];
    expect(error.code).toBe('ECONNREFUSED');
    await sleep(20);
    // nothing of ours is left (other handles may have finished meanwhile, so compare counts)
    const count = (list: string[], name: string): number => list.filter((n) => n === name).length;
    for (const name of new Set([...before, ...handles()])) {
      expect(count(handles(), name), name).toBeLessThanOrEqual(count(before, name));
    }
  });

  it('runs as a script: prints where it listens and stops on SIGTERM', async () => {
    const child = spawn(
      `${root}node_modules/.bin/tsx`,
      ['mocks/tick-generator/server.ts', '--port', '0', '--interval', '50', '--seed', '9'],
      { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    try {
      const [line] = (await once(child.stdout, 'data')) as [Buffer];
      const match = /^tick generator listening on ws:\/\/127\.0\.0\.1:(\d+)\/ws \((\d+) symbols, 50 ms\)\n$/.exec(
        line.toString(),
      );
      expect(match?.[2]).toBe(String(SYMBOL_COUNT));
      const client = await connect(Number(match?.[1]));
      client.socket.send('sub:real.market_ti');
      await client.until(() => client.of('priceTick').length >= SYMBOL_COUNT);
      child.kill('SIGTERM');
      const [exitCode] = (await once(child, 'exit')) as [number | null];
      expect(exitCode).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });

  it('rejects when the port is taken', async () => {
    const { port } = await start();
    await expect(startTickServer({ port })).rejects.toThrow(/EADDRINUSE/);
  });
});

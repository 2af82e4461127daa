/**
 * The market feed's behaviour, as well as its frames' shape. One session, subscribing as the app does
 * but in two steps, so each topic's answer can be told apart:
 *   1. connect and wait: nothing but `ping` may come before a subscription;
 *   2. `sub:real.market_ti` + `sub:market_ti`: price ticks and candles/tickers must follow, and no depth;
 *   3. `sub:market_depth`: depth must follow;
 *   4. keep listening: a `ping` at least every `pingWithinMs`, no close before the time is up.
 * Every frame is checked against asyncapi.yaml; candle timestamps must be unix seconds, and every
 * candle must have low ≤ open, close ≤ high.
 */
import Big from 'big.js';
import WebSocket, { type RawData } from 'ws';
import { classifyFrame, type ClassifiedFrame } from '../feed/frames.ts';
import { checkFrame, loadFeedSchemas } from '../feed/schemas.ts';
import { outcomeOf, type CheckResult, type Finding } from './model.ts';

export interface FeedOptions {
  url: string;
  asyncapi: string;
  /** How long to listen in all (ms), subscriptions included. */
  listenMs: number;
  /** Quiet time before the first subscription, and the time each subscription has to be answered (ms). */
  answerWithinMs: number;
  /** Longest time allowed between two pings (ms). */
  pingWithinMs: number;
}

interface Received {
  at: number;
  frame: ClassifiedFrame;
}

const textOf = (data: RawData): string =>
  Array.isArray(data)
    ? Buffer.concat(data).toString('utf8')
    : data instanceof ArrayBuffer
      ? Buffer.from(data).toString('utf8')
      : data.toString('utf8');

const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

type Obj = Record<string, unknown>;
const isObj = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The candles a frame carries: kline pushes' `kline_list`, tickers' decoded `kline_data`. */
export function candlesOf(frame: ClassifiedFrame): Obj[] {
  if (frame.type === 'klinePush' && isObj(frame.value) && Array.isArray(frame.value.kline_list))
    return frame.value.kline_list.filter(isObj);
  if (frame.type === 'ticker' && typeof frame.value === 'string') {
    try {
      const content: unknown = JSON.parse(frame.value);
      const entries = isObj(content) && Array.isArray(content.data) ? content.data.filter(isObj) : [];
      return entries.flatMap((entry) => (Array.isArray(entry.kline_data) ? entry.kline_data.filter(isObj) : []));
    } catch {
      return [];
    }
  }
  return [];
}

const decimal = (value: unknown): Big | undefined => {
  try {
    return typeof value === 'number' || typeof value === 'string' ? new Big(value) : undefined;
  } catch {
    return undefined;
  }
};

/** What is wrong with one candle's timestamp unit and price order (empty when nothing). */
export function candleProblems(candle: Obj): { unit?: string; order?: string } {
  const problems: { unit?: string; order?: string } = {};
  const ts = candle.timestamp;
  if (typeof ts === 'number' && (ts < 1e9 || ts >= 1e10))
    problems.unit = `timestamp ${ts} is not unix seconds${ts >= 1e12 ? ' (milliseconds?)' : ''}`;
  const [open, high, low, close] = [candle.open_price, candle.high_price, candle.low_price, candle.close_price].map(
    decimal,
  );
  if (open && high && low && close && (low.gt(open) || low.gt(close) || high.lt(open) || high.lt(close))) {
    problems.order = `candle at ${String(ts)} has low ${low.toString()}, open ${open.toString()}, close ${close.toString()}, high ${high.toString()}: needs low ≤ open, close ≤ high`;
  }
  return problems;
}

const check = (
  operation: string,
  name: string,
  findings: Finding[],
  durationMs: number,
  sent?: string,
): CheckResult => ({
  suite: 'feed',
  operation,
  name,
  sent,
  outcome: outcomeOf(findings),
  findings,
  durationMs,
});

const error = (message: string, location = 'feed'): Finding => ({ severity: 'error', location, message });

/** Connects, or says why not (the target is then unreachable); frames are recorded from the first one on. */
function open(
  url: string,
  timeoutMs: number,
  received: Received[],
): Promise<{ socket: WebSocket } | { error: string }> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, { handshakeTimeout: timeoutMs });
    socket.on('message', (data, isBinary) =>
      received.push({ at: Date.now(), frame: classifyFrame(textOf(data), isBinary) }),
    );
    socket.once('open', () => resolve({ socket }));
    socket.once('error', (cause) => resolve({ error: `${url} does not accept a WebSocket: ${cause.message}` }));
  });
}

export async function checkFeed(options: FeedOptions): Promise<{ results: CheckResult[]; unreachable?: string }> {
  const schemas = await loadFeedSchemas(options.asyncapi);
  const received: Received[] = [];
  const t0 = Date.now();
  const opened = await open(options.url, 10_000, received);
  if ('error' in opened) return { results: [], unreachable: opened.error };
  const { socket } = opened;
  let closed: { at: number; code: number; reason: string } | undefined;
  socket.on('close', (code, reason) => (closed ??= { at: Date.now(), code, reason: reason.toString() }));
  await wait(options.answerWithinMs);
  const firstSub = Date.now();
  if (!closed) {
    socket.send('sub:real.market_ti');
    socket.send('sub:market_ti');
  }
  await wait(options.answerWithinMs);
  const depthSub = Date.now();
  if (!closed) socket.send('sub:market_depth');
  await wait(Math.max(options.answerWithinMs, options.listenMs - (Date.now() - t0)));
  const end = Date.now();
  // a close frame received but the close not finished yet still counts as the server closing
  if (closed === undefined && socket.readyState !== WebSocket.OPEN) closed = { at: end, code: 0, reason: 'closing' };
  socket.removeAllListeners('message');
  socket.close(1000, 'conformance check done');
  const results: CheckResult[] = [];
  const between = (from: number, to: number, types: string[]): Received[] =>
    received.filter((r) => r.at >= from && r.at < to && types.includes(r.frame.type));
  const data = ['priceTick', 'depth', 'klinePush', 'ticker', 'array', 'unknown'];

  const early = between(t0, firstSub, data);
  results.push(
    check(
      'subscribe',
      'sends nothing but ping before a subscription',
      early.length > 0
        ? [
            error(
              `${early.length} frame(s) before any subscription, first: ${early[0]?.frame.text.slice(0, 120) ?? ''}`,
            ),
          ]
        : [],
      firstSub - t0,
    ),
  );
  const prices = between(firstSub, end, ['priceTick']);
  results.push(
    check(
      'subscribe',
      'answers sub:real.market_ti with price ticks',
      prices.length === 0 ? [error('no price tick (cmd_id 22998) after sub:real.market_ti')] : [],
      end - firstSub,
      'sub:real.market_ti',
    ),
  );
  const candles = between(firstSub, end, ['klinePush', 'ticker']);
  results.push(
    check(
      'subscribe',
      'answers sub:market_ti with candles or tickers',
      candles.length === 0 ? [error('no kline push or ticker after sub:market_ti')] : [],
      end - firstSub,
      'sub:market_ti',
    ),
  );
  const depthEarly = between(t0, depthSub, ['depth']);
  const depth = between(depthSub, end, ['depth']);
  results.push(
    check(
      'depth',
      'sends depth after sub:market_depth, and not before',
      [
        ...(depth.length === 0 ? [error('no depth frame (cmd_id 22999) after sub:market_depth')] : []),
        ...(depthEarly.length > 0 ? [error(`${depthEarly.length} depth frame(s) before sub:market_depth`)] : []),
      ],
      end - depthSub,
      'sub:market_depth',
    ),
  );
  const pings = received.filter((r) => r.frame.type === 'ping').map((r) => r.at);
  const marks = [t0, ...pings, closed?.at ?? end];
  const longest = Math.max(...marks.slice(1).map((at, index) => at - (marks[index] ?? at)));
  results.push(
    check(
      'ping',
      `keeps pinging (at least every ${options.pingWithinMs / 1000} s)`,
      longest > options.pingWithinMs
        ? [
            error(
              `${pings.length} ping(s) in ${((end - t0) / 1000).toFixed(1)} s; the longest gap was ${(longest / 1000).toFixed(1)} s`,
            ),
          ]
        : [],
      end - t0,
    ),
  );
  results.push(
    check(
      'connection',
      `stays open for the ${(options.listenMs / 1000).toFixed(0)} s listened`,
      closed !== undefined
        ? [
            error(
              `closed by the server after ${((closed.at - t0) / 1000).toFixed(1)} s (code ${closed.code}${closed.reason ? `, "${closed.reason}"` : ''})`,
            ),
          ]
        : [],
      end - t0,
    ),
  );

  const shape: Finding[] = [];
  const unit: Finding[] = [];
  const order: Finding[] = [];
  received.forEach(({ frame }, index) => {
    for (const message of checkFrame(frame, schemas)) shape.push(error(message, `frame ${index + 1} (${frame.type})`));
    for (const candle of candlesOf(frame)) {
      const problems = candleProblems(candle);
      if (problems.unit) unit.push(error(problems.unit, `frame ${index + 1} (${frame.type})`));
      if (problems.order) order.push(error(problems.order, `frame ${index + 1} (${frame.type})`));
    }
  });
  const candleCount = received.reduce((sum, r) => sum + candlesOf(r.frame).length, 0);
  results.push(
    check('frames', `every frame matches asyncapi.yaml (${received.length} frames)`, shape.slice(0, 50), end - t0),
  );
  results.push(
    check('timestamps', `candle timestamps are unix seconds (${candleCount} candles)`, unit.slice(0, 50), end - t0),
  );
  results.push(
    check(
      'candles',
      `every candle has low ≤ open, close ≤ high (${candleCount} candles)`,
      order.slice(0, 50),
      end - t0,
    ),
  );
  return { results };
}

/**
 * The transport of feed:verify: connects like the app (the three subscribe frames on open), listens for
 * the time asked, classifies and checks every frame, and counts what came.
 */
import { WebSocket, type RawData } from 'ws';
import { classifyFrame, codesOf, FRAME_TYPES, type FrameType } from './frames.ts';
import { checkFrame, loadFeedSchemas, type FeedSchemas } from './schemas.ts';

/** The frames the app sends, as plain text, on every open (asyncapi.yaml x-client-behaviour). */
export const SUBSCRIBE_FRAMES = ['sub:real.market_ti', 'sub:market_ti', 'sub:market_depth'] as const;

/** How many violations a report keeps (and prints) in full; the total is always counted. */
export const MAX_REPORTED_VIOLATIONS = 50;

/** Longest listening time accepted (s). */
export const MAX_SECONDS = 3_600;

const HANDSHAKE_TIMEOUT_MS = 10_000;
const CLOSE_GRACE_MS = 500;
const EXCERPT_LENGTH = 200;

export interface Violation {
  /** 1-based position of the frame in the session. */
  index: number;
  type: FrameType;
  /** The start of the frame's text. */
  excerpt: string;
  errors: string[];
}

export interface FeedReport {
  url: string;
  seconds: number;
  specPath: string;
  /** The subscribe frames sent on open. */
  sent: string[];
  frames: number;
  valid: number;
  /** Invalid and unknown frames. */
  invalid: number;
  counts: Record<FrameType, number>;
  invalidCounts: Record<FrameType, number>;
  /** Distinct symbols seen in any frame, lower-cased and sorted. */
  symbols: string[];
  /** How many distinct symbols each frame type carried. */
  symbolsByType: Record<FrameType, number>;
  /** The first MAX_REPORTED_VIOLATIONS (or maxViolations) violations; `invalid` counts them all. */
  violations: Violation[];
  /** Set when the connection could not be opened or failed. */
  connectionError?: string;
  /** Set when the server closed the connection before the time was up. */
  closedEarly?: { afterMs: number; code: number; reason: string };
  /** 0 when frames arrived and all conform, else 1. */
  exitCode: 0 | 1;
}

export interface VerifyFeedOptions {
  /** ws:// or wss:// URL of the market socket. */
  url: string;
  /** How long to listen after the connection opened (may be fractional; at most MAX_SECONDS). */
  seconds: number;
  /** AsyncAPI document; default asyncapi.yaml of this repository. */
  specPath?: string;
  /** Already compiled schemas (then specPath is not read). */
  schemas?: FeedSchemas;
  /** How many violations to keep in full; default MAX_REPORTED_VIOLATIONS. */
  maxViolations?: number;
}

const zeroCounts = (): Record<FrameType, number> =>
  Object.fromEntries(FRAME_TYPES.map((type) => [type, 0])) as Record<FrameType, number>;

function textOf(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}

export function checkUrl(url: string): void {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new TypeError(`not a URL: "${url}"`);
  }
  if (parsed.protocol !== 'ws:' && parsed.protocol !== 'wss:') {
    throw new TypeError(`the URL must start with ws:// or wss://, got "${url}"`);
  }
}

/**
 * Connects to `url`, subscribes like the app and checks every frame that arrives within `seconds`
 * of the connection opening. Resolves with the report (it does not print); rejects only on bad
 * options or an unreadable spec. Takes at most seconds + 10 s (handshake) + 0.5 s (close).
 */
export async function verifyFeed(options: VerifyFeedOptions): Promise<FeedReport> {
  const { url, seconds, maxViolations = MAX_REPORTED_VIOLATIONS } = options;
  checkUrl(url);
  if (!Number.isFinite(seconds) || seconds <= 0 || seconds > MAX_SECONDS) {
    throw new RangeError(`seconds must be more than 0 and at most ${MAX_SECONDS}, got ${seconds}`);
  }
  const schemas = options.schemas ?? (await loadFeedSchemas(options.specPath));
  const counts = zeroCounts();
  const invalidCounts = zeroCounts();
  const symbols = new Set<string>();
  const symbolsOfType = new Map<FrameType, Set<string>>(FRAME_TYPES.map((type) => [type, new Set()]));
  const violations: Violation[] = [];
  const sent: string[] = [];
  let frames = 0;
  let invalid = 0;
  let connectionError: string | undefined;
  let closedEarly: FeedReport['closedEarly'];

  const onFrame = (text: string, isBinary: boolean): void => {
    frames += 1;
    const frame = classifyFrame(text, isBinary);
    counts[frame.type] += 1;
    for (const code of codesOf(frame)) {
      symbols.add(code);
      symbolsOfType.get(frame.type)?.add(code);
    }
    const errors = checkFrame(frame, schemas);
    if (errors.length === 0) return;
    invalid += 1;
    invalidCounts[frame.type] += 1;
    if (violations.length < maxViolations) {
      const excerpt = text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH)}…` : text;
      violations.push({ index: frames, type: frame.type, excerpt, errors });
    }
  };

  await new Promise<void>((done) => {
    const socket = new WebSocket(url, { handshakeTimeout: HANDSHAKE_TIMEOUT_MS, perMessageDeflate: false });
    let openedAt = 0;
    let listening = false;
    let timer: NodeJS.Timeout | undefined;
    let finished = false;
    const finish = (): void => {
      if (finished) return;
      finished = true;
      listening = false;
      clearTimeout(timer);
      if (socket.readyState === WebSocket.CLOSED) {
        done();
        return;
      }
      const cut = setTimeout(() => socket.terminate(), CLOSE_GRACE_MS);
      socket.once('close', () => {
        clearTimeout(cut);
        done();
      });
      if (socket.readyState === WebSocket.CONNECTING) socket.terminate();
      else socket.close(1000, 'feed:verify done');
    };
    socket.on('open', () => {
      openedAt = Date.now();
      listening = true;
      for (const frame of SUBSCRIBE_FRAMES) {
        socket.send(frame);
        sent.push(frame);
      }
      timer = setTimeout(finish, seconds * 1000);
    });
    socket.on('message', (data, isBinary) => {
      if (listening) onFrame(textOf(data), isBinary);
    });
    socket.on('unexpected-response', (_request, response) => {
      connectionError = `the server answered the upgrade with HTTP ${response.statusCode ?? '?'}`;
      response.resume();
      finish();
    });
    socket.on('error', (error: Error) => {
      connectionError ??= error.message || String(error);
      finish();
    });
    socket.on('close', (code, reason) => {
      if (!finished) {
        if (openedAt > 0) closedEarly = { afterMs: Date.now() - openedAt, code, reason: reason.toString('utf8') };
        finish();
      }
    });
  });

  const failed = connectionError !== undefined || frames === 0 || invalid > 0;
  return {
    url,
    seconds,
    specPath: schemas.specPath,
    sent,
    frames,
    valid: frames - invalid,
    invalid,
    counts,
    invalidCounts,
    symbols: [...symbols].sort(),
    symbolsByType: Object.fromEntries(
      FRAME_TYPES.map((type) => [type, symbolsOfType.get(type)?.size ?? 0]),
    ) as Record<FrameType, number>,
    violations,
    ...(connectionError === undefined ? {} : { connectionError }),
    ...(closedEarly === undefined ? {} : { closedEarly }),
    exitCode: failed ? 1 : 0,
  };
}

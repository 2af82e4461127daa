/**
 * feed:verify — checks a market socket against the AsyncAPI contract (asyncapi.yaml).
 *
 *   npm run feed:verify -- --url wss://market.example.com/ws --seconds 30 [--spec asyncapi.yaml]
 *
 * Connects like the app (on open it sends the three plain-text subscribe frames), listens for N
 * seconds, sorts every inbound frame by its shape (price tick `cmd_id` 22998, depth `cmd_id` 22999,
 * kline push `kline_type`, the double-encoded ticker string, the plain-text `ping`, a JSON array,
 * or unknown) and validates it against the payload schema of its message in the parsed AsyncAPI
 * document (the ticker a second time, decoded, against its `x-decoded-schema`). Prints the count
 * per frame type, the distinct symbols seen, every violation (the first 50 in full) and a last line
 * `feed: N frames, X valid, Y invalid`.
 *
 * Exit code: 0 when frames arrived and all of them conform; 1 when a frame is invalid or unknown,
 * nothing arrived or the connection failed; 2 on a usage error.
 *
 * JSON arrays count as valid: the contract says the server may send them and clients ignore them.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Parser } from '@asyncapi/parser';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { WebSocket, type RawData } from 'ws';
import { isEntryPoint } from './lib/entry-point.ts';

/** The frames the app sends, as plain text, on every open (asyncapi.yaml x-client-behaviour). */
export const SUBSCRIBE_FRAMES = ['sub:real.market_ti', 'sub:market_ti', 'sub:market_depth'] as const;

export const DEFAULT_SPEC_PATH = fileURLToPath(new URL('../asyncapi.yaml', import.meta.url));

/** How many violations a report keeps (and prints) in full; the total is always counted. */
export const MAX_REPORTED_VIOLATIONS = 50;

/** Longest listening time accepted (s). */
export const MAX_SECONDS = 3_600;

const HANDSHAKE_TIMEOUT_MS = 10_000;
const CLOSE_GRACE_MS = 500;
const EXCERPT_LENGTH = 200;

export type FrameType = 'priceTick' | 'depth' | 'klinePush' | 'ticker' | 'ping' | 'array' | 'unknown';

export const FRAME_TYPES: readonly FrameType[] = [
  'priceTick',
  'depth',
  'klinePush',
  'ticker',
  'ping',
  'array',
  'unknown',
];

export const FRAME_TYPE_LABELS: Readonly<Record<FrameType, string>> = {
  priceTick: 'price tick (cmd_id 22998)',
  depth: 'depth (cmd_id 22999)',
  klinePush: 'kline push (kline_type)',
  ticker: 'ticker (double-encoded)',
  ping: 'ping (plain text)',
  array: 'JSON array (ignored)',
  unknown: 'unknown',
};

export interface ClassifiedFrame {
  type: FrameType;
  /** The frame's text as received. */
  text: string;
  /** Decoded once (the ticker's value is therefore still a string); the text itself for ping/unknown. */
  value: unknown;
  /** Why an unknown frame is unknown. */
  reason?: string;
}

type Obj = Record<string, unknown>;
const isObj = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `22998` and `"22998"` alike, so a frame with a wrongly typed discriminator is still reported by type. */
const isCmd = (value: unknown, id: number): boolean =>
  (typeof value === 'number' || typeof value === 'string') && String(value) === String(id);

/**
 * Sorts a frame by its shape, as a client tells frames apart (there is no topic field): the text
 * `ping`; else JSON: a string is the double-encoded ticker, an array is ignored, an object is a
 * price tick or depth by `cmd_id` and a kline push when it has `kline_type`. Anything else is unknown.
 */
export function classifyFrame(text: string, isBinary = false): ClassifiedFrame {
  if (isBinary) return { type: 'unknown', text, value: text, reason: 'binary frame (the contract has text frames only)' };
  if (text === 'ping') return { type: 'ping', text, value: text };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { type: 'unknown', text, value: text, reason: 'neither JSON nor the plain-text ping' };
  }
  if (typeof value === 'string') return { type: 'ticker', text, value };
  if (Array.isArray(value)) return { type: 'array', text, value };
  if (isObj(value)) {
    if (isCmd(value.cmd_id, 22998)) return { type: 'priceTick', text, value };
    if (isCmd(value.cmd_id, 22999)) return { type: 'depth', text, value };
    if ('kline_type' in value) return { type: 'klinePush', text, value };
    return {
      type: 'unknown',
      text,
      value,
      reason: 'JSON object with neither cmd_id 22998/22999 nor kline_type',
    };
  }
  return { type: 'unknown', text, value, reason: `JSON ${value === null ? 'null' : typeof value}, not a frame` };
}

// ---------------------------------------------------------------------------------------------
// Schemas

/** Compiled payload schemas of the AsyncAPI messages, one per frame type that has one. */
export interface FeedSchemas {
  readonly specPath: string;
  readonly priceTick: ValidateFunction;
  readonly depth: ValidateFunction;
  readonly klinePush: ValidateFunction;
  /** The ticker as received: a string (TickerFrame). */
  readonly ticker: ValidateFunction;
  /** The ticker decoded a second time (TickerFrame's x-decoded-schema, i.e. TickerFrameContent). */
  readonly tickerContent: ValidateFunction;
  readonly ping: ValidateFunction;
}

/** The AsyncAPI message (components/messages) of each frame type. */
export const MESSAGE_OF_TYPE = {
  priceTick: 'priceTick',
  depth: 'depth',
  klinePush: 'klinePush',
  ticker: 'ticker',
  ping: 'ping',
} as const satisfies Partial<Record<FrameType, string>>;

const schemaCache = new Map<string, Promise<FeedSchemas>>();

async function compileSchemas(specPath: string): Promise<FeedSchemas> {
  const source = await readFile(specPath, 'utf8');
  const { document, diagnostics } = await new Parser().parse(source, { source: specPath });
  if (document === undefined) {
    const problems = diagnostics.map((d) => `  ${d.path.join('.')}: ${d.message}`).join('\n');
    throw new Error(`${specPath} is not a valid AsyncAPI document:\n${problems}`);
  }
  // draft-07 (AsyncAPI's schema dialect); not strict, so that x-… keys and the parser's own
  // x-parser-schema-id annotations pass
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  const messages = document.components().messages();
  const payload = (name: string): object => {
    const json = messages.get(name)?.payload()?.json<object>();
    if (json === undefined) throw new Error(`${specPath} has no payload for message "${name}"`);
    return json;
  };
  const tickerPayload = payload(MESSAGE_OF_TYPE.ticker) as { 'x-decoded-schema'?: unknown };
  const decoded = tickerPayload['x-decoded-schema'];
  const content = isObj(decoded) ? decoded : document.components().schemas().get('TickerFrameContent')?.json<object>();
  if (content === undefined) {
    throw new Error(`${specPath}: the ticker payload has no x-decoded-schema and there is no TickerFrameContent`);
  }
  return {
    specPath,
    priceTick: ajv.compile(payload(MESSAGE_OF_TYPE.priceTick)),
    depth: ajv.compile(payload(MESSAGE_OF_TYPE.depth)),
    klinePush: ajv.compile(payload(MESSAGE_OF_TYPE.klinePush)),
    ticker: ajv.compile(tickerPayload),
    tickerContent: ajv.compile(content),
    ping: ajv.compile(payload(MESSAGE_OF_TYPE.ping)),
  };
}

/** Parses the AsyncAPI document (once per path) and compiles the payload schemas of its frames. */
export function loadFeedSchemas(specPath: string = DEFAULT_SPEC_PATH): Promise<FeedSchemas> {
  const key = resolve(specPath);
  let loading = schemaCache.get(key);
  if (loading === undefined) {
    loading = compileSchemas(key);
    schemaCache.set(key, loading);
    loading.catch(() => schemaCache.delete(key));
  }
  return loading;
}

function describeError(error: ErrorObject, prefix = ''): string {
  const params = error.params as { allowedValue?: unknown; allowedValues?: unknown };
  let detail = '';
  if (error.keyword === 'const') detail = ` ${JSON.stringify(params.allowedValue)}`;
  if (error.keyword === 'enum') detail = ` ${JSON.stringify(params.allowedValues)}`;
  return `${prefix}${error.instancePath || '/'} ${error.message ?? error.keyword}${detail}`;
}

function run(validate: ValidateFunction, value: unknown, prefix = ''): string[] {
  if (validate(value)) return [];
  return (validate.errors ?? []).map((error) => describeError(error, prefix));
}

/** The contract violations of one frame (empty when it conforms). Unknown frames always violate. */
export function checkFrame(frame: ClassifiedFrame, schemas: FeedSchemas): string[] {
  switch (frame.type) {
    case 'priceTick':
    case 'depth':
    case 'klinePush':
    case 'ping':
      return run(schemas[frame.type], frame.value);
    case 'ticker': {
      const errors = run(schemas.ticker, frame.value);
      if (typeof frame.value !== 'string') return errors;
      let content: unknown;
      try {
        content = JSON.parse(frame.value);
      } catch {
        return [...errors, '(decoded) the string inside the frame is not JSON'];
      }
      return [...errors, ...run(schemas.tickerContent, content, '(decoded) ')];
    }
    case 'array':
      return [];
    case 'unknown':
      return [`unknown frame: ${frame.reason ?? 'matches no message of the contract'}`];
  }
}

/** The symbol codes a frame carries, lower-cased (clients compare them lower-cased). */
export function codesOf(frame: ClassifiedFrame): string[] {
  const lower = (code: unknown): string[] => (typeof code === 'string' && code !== '' ? [code.toLowerCase()] : []);
  const value = frame.value;
  if ((frame.type === 'priceTick' || frame.type === 'depth') && isObj(value) && isObj(value.data)) {
    return lower(value.data.code);
  }
  if (frame.type === 'klinePush' && isObj(value)) return lower(value.code);
  if (frame.type === 'ticker' && typeof value === 'string') {
    try {
      const content: unknown = JSON.parse(value);
      const entries = isObj(content) && Array.isArray(content.data) ? content.data : [];
      return entries.flatMap((entry) => (isObj(entry) ? lower(entry.code) : []));
    } catch {
      return [];
    }
  }
  return [];
}

// ---------------------------------------------------------------------------------------------
// Listening

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

function checkUrl(url: string): void {
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

/** The report as text; the last line is `feed: N frames, X valid, Y invalid`. */
export function formatReport(report: FeedReport): string {
  const lines: string[] = [];
  lines.push(`feed:verify ${report.url} for ${report.seconds} s against ${report.specPath}`);
  lines.push(`sent on open: ${report.sent.length > 0 ? report.sent.join(', ') : '(nothing, not connected)'}`);
  if (report.connectionError !== undefined) lines.push(`connection failed: ${report.connectionError}`);
  if (report.closedEarly !== undefined) {
    const { afterMs, code, reason } = report.closedEarly;
    lines.push(`the server closed the connection after ${(afterMs / 1000).toFixed(1)} s (code ${code}${reason ? `, ${reason}` : ''})`);
  }
  lines.push('');
  lines.push('frames by type:');
  const width = Math.max(...FRAME_TYPES.map((type) => FRAME_TYPE_LABELS[type].length));
  for (const type of FRAME_TYPES) {
    const count = String(report.counts[type]).padStart(8);
    const bad = report.invalidCounts[type] > 0 ? `  (${report.invalidCounts[type]} invalid)` : '';
    const symbols = report.symbolsByType[type] > 0 ? `  ${report.symbolsByType[type]} symbols` : '';
    lines.push(`  ${FRAME_TYPE_LABELS[type].padEnd(width)}${count}${symbols}${bad}`);
  }
  lines.push(`symbols: ${report.symbols.length} distinct`);
  lines.push('');
  if (report.frames === 0) lines.push('no frames arrived');
  if (report.invalid === 0) {
    if (report.frames > 0) lines.push('violations: none');
  } else {
    lines.push(`violations: ${report.invalid}`);
    for (const violation of report.violations) {
      lines.push(`  #${violation.index} ${violation.type}: ${violation.excerpt}`);
      for (const error of violation.errors) lines.push(`      ${error}`);
    }
    const more = report.invalid - report.violations.length;
    if (more > 0) lines.push(`  … and ${more} more (${report.invalid} in total)`);
  }
  lines.push('');
  lines.push(`feed: ${report.frames} frames, ${report.valid} valid, ${report.invalid} invalid`);
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------
// Command line

export const USAGE =
  'usage: npm run feed:verify -- --url <ws-url> [--seconds 10] [--spec asyncapi.yaml]';

export interface CliIo {
  out(text: string): void;
  err(text: string): void;
}

const consoleIo: CliIo = {
  out: (text) => console.log(text),
  err: (text) => console.error(text),
};

/** Runs the command line; resolves with the exit code (0 ok, 1 violations or no frames, 2 usage). */
export async function main(argv: string[], io: CliIo = consoleIo): Promise<number> {
  let options: VerifyFeedOptions;
  try {
    const { values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        url: { type: 'string' },
        seconds: { type: 'string', default: '10' },
        spec: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
    if (values.help) {
      io.out(USAGE);
      return 0;
    }
    if (values.url === undefined) throw new Error('--url is required');
    const seconds = Number(values.seconds);
    if (!Number.isFinite(seconds) || seconds <= 0 || seconds > MAX_SECONDS) {
      throw new Error(`--seconds must be a number above 0 and at most ${MAX_SECONDS}, got "${values.seconds}"`);
    }
    checkUrl(values.url);
    options = { url: values.url, seconds, ...(values.spec === undefined ? {} : { specPath: resolve(values.spec) }) };
  } catch (error) {
    io.err(error instanceof Error ? error.message : String(error));
    io.err(USAGE);
    return 2;
  }
  try {
    const report = await verifyFeed(options);
    io.out(formatReport(report));
    return report.exitCode;
  } catch (error) {
    io.err(error instanceof Error ? error.message : String(error));
    return 1;
  }
}


if (isEntryPoint(import.meta.url)) process.exitCode = await main(process.argv.slice(2));

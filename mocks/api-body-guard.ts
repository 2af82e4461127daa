/**
 * A guard in front of Prism for the dev and preview servers: request bodies Prism cannot parse never
 * reach it. Prism answers 500 to deeply nested JSON (its parser runs out of stack), so a JSON body
 * over `MAX_JSON_BYTES` is refused with a 413 (`ErrorBody`, as the sandbox answers) and one nested
 * deeper than `MAX_JSON_DEPTH` with the contract's 400 (`ValidationErrorBody`, field `body`), in the
 * language of the `Lang` header. A body that passes is held and written to the proxied request
 * (`replayHeldBody`), since reading it here has used up the incoming stream.
 *
 * The depth is counted on the bytes as they arrive (brackets outside strings), so a hostile body is
 * never parsed here either. Multipart uploads are left alone (they go straight to the sandbox, which
 * has its own 5 MB limit).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin, ProxyOptions } from 'vite';
import { invalid, MAX_JSON_BYTES } from './sandbox/api.ts';
import { CORE_MESSAGES, langOf, translate } from './sandbox/i18n.ts';

export { MAX_JSON_BYTES };
/** JSON nested deeper than this is refused with a 400; the contract's deepest request body is far shallower. */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN = new Set([0x5b, 0x7b]);
const CLOSE = new Set([0x5d, 0x7d]);

/** Counts the nesting of JSON text chunk by chunk, without parsing it. */
export function depthMeter(): { feed: (chunk: Uint8Array) => void; readonly deepest: number } {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  let escaped = false;
  return {
    feed(chunk) {
      for (const byte of chunk) {
        if (inString) {
          if (escaped) escaped = false;
          else if (byte === BACKSLASH) escaped = true;
          else if (byte === QUOTE) inString = false;
        } else if (byte === QUOTE) inString = true;
        else if (OPEN.has(byte)) deepest = Math.max(deepest, ++depth);
        else if (CLOSE.has(byte)) depth = Math.max(0, depth - 1);
      }
    },
    get deepest() {
      return deepest;
    },
  };
}

/** Bodies read by the guard, to be written to the proxied request. */
const held = new WeakMap<IncomingMessage, Buffer>();

const guarded = (req: IncomingMessage): boolean => {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return false;
  if (!(req.url ?? '').startsWith('/api/')) return false;
  return !(req.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');
};

const answer = (res: ServerResponse, status: number, body: unknown): void => {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json');
  res.setHeader('Connection', 'close');
  res.end(JSON.stringify(body));
};

/** Connect middleware: refuses over-large or over-deep bodies, holds the others for the proxy. */
export function bodyGuard(req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void): void {
  if (!guarded(req)) {
    next();
    return;
  }
  const chunks: Buffer[] = [];
  const meter = depthMeter();
  let size = 0;
  req.on('data', (chunk: Buffer) => {
    size += chunk.length;
    // past a limit the rest is only drained (answering before the end would reset the client)
    if (size > MAX_JSON_BYTES || meter.deepest > MAX_JSON_DEPTH) return;
    chunks.push(chunk);
    meter.feed(chunk);
  });
  req.on('error', next);
  req.on('end', () => {
    const lang = langOf(req.headers.lang as string | undefined);
    if (size > MAX_JSON_BYTES) {
      answer(res, 413, { status: 413, message: translate(CORE_MESSAGES, lang, 'bodyTooLarge') });
    } else if (meter.deepest > MAX_JSON_DEPTH) {
      answer(res, 400, invalid(lang, 'body', translate(CORE_MESSAGES, lang, 'malformedBody')).body);
    } else {
      held.set(req, Buffer.concat(chunks));
      next();
    }
  });
}

/** Writes a body the guard has read to the proxied request (the incoming stream has ended by then). */
export function replayHeldBody(proxy: Parameters<NonNullable<ProxyOptions['configure']>>[0]): void {
  proxy.on('proxyReq', (proxyReq, req) => {
    const body = held.get(req);
    if (body === undefined) return;
    proxyReq.removeHeader('transfer-encoding');
    proxyReq.setHeader('content-length', body.length);
    proxyReq.write(body);
  });
}

/** The guard on the dev and preview servers, in front of their `/api` proxy. */
export const apiBodyGuard = (): Plugin => ({
  name: 'api-body-guard',
  configureServer(server) {
    server.middlewares.use(bodyGuard);
  },
  configurePreviewServer(server) {
    server.middlewares.use(bodyGuard);
  },
});

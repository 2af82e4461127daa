/** The tick generator's plain HTTP: the candle history (`GET /kline/query/history`) with CORS. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { KLINE_HISTORY_PATH, type KlineHistory } from './kline-history';

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
  // the app sends its token and language to this host too (a preflighted request)
  'Access-Control-Allow-Headers': 'Authorization, Lang, Content-Type',
  'Access-Control-Max-Age': '600',
} as const;

function sendJson(response: ServerResponse, status: number, body: unknown, extra = {}): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    ...CORS_HEADERS,
    ...extra,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
  });
  response.end(text);
}

export function handleHttp(request: IncomingMessage, response: ServerResponse, klines: KlineHistory): void {
  const url = new URL(request.url ?? '/', 'http://mock.invalid');
  if (url.pathname !== KLINE_HISTORY_PATH) {
    sendJson(response, 404, { code: 404, message: `Not found: ${url.pathname.slice(0, 80)}` });
    return;
  }
  const method = request.method ?? 'GET';
  if (method === 'OPTIONS') {
    response.writeHead(204, CORS_HEADERS);
    response.end();
    return;
  }
  if (method !== 'GET' && method !== 'HEAD') {
    const allow = { Allow: CORS_HEADERS['Access-Control-Allow-Methods'] };
    sendJson(response, 405, { code: 405, message: `Method not allowed: ${method}` }, allow);
    return;
  }
  // HEAD: Node sends the headers (with the GET's Content-Length) and drops the body
  try {
    const { status, body } = klines.answer(url.searchParams);
    sendJson(response, status, body);
  } catch (error) {
    // a bug of the mock must not take the socket down with it
    const message = error instanceof Error ? error.message : String(error);
    sendJson(response, 500, { code: 500, message: `Mock error: ${message}` });
  }
}

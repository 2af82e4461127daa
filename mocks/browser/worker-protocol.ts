/**
 * What the page (msw's handlers, worker-door.ts) and the sandbox's dedicated worker
 * (sandbox-worker.ts) say to each other: requests and their answers as plain data (bodies as
 * transferred ArrayBuffers), and the market sockets opened on the page, one id each.
 */

/** Which of the host's doors a request goes to: REST and candle history, or the control endpoints. */
export type CallRoute = 'answer' | 'control';

export interface WireMessage {
  headers: Array<[string, string]>;
  /** null for a request without a body. */
  body: ArrayBuffer | null;
}

export interface WireRequest extends WireMessage {
  url: string;
  method: string;
}

export interface WireAnswer extends WireMessage {
  status: number;
  statusText: string;
}

export type ToWorker =
  | { kind: 'call'; id: number; route: CallRoute; request: WireRequest }
  /** GET /uploads/sandbox/<name> (a picture uploaded to the sandbox). */
  | { kind: 'upload'; id: number; name: string }
  | { kind: 'open'; socket: number; pending: string[] }
  | { kind: 'message'; socket: number; data: string }
  | { kind: 'close'; socket: number };

export type FromWorker =
  | { kind: 'ready' }
  | { kind: 'failed'; message: string }
  /** `took`: the worker's own time on the call, ms, from its arrival to its answer (User Timing on the page). */
  | { kind: 'answer'; id: number; answer: WireAnswer; took: number }
  /** Texts for one socket, in order (those sent in one turn of the worker go together). */
  | { kind: 'send'; socket: number; data: string[] };

const NO_BODY = new Set(['GET', 'HEAD']);

export async function requestToWire(request: Request): Promise<WireRequest> {
  return {
    url: request.url,
    method: request.method,
    headers: [...request.headers],
    body: NO_BODY.has(request.method) ? null : await request.arrayBuffer(),
  };
}

export function requestFromWire(wire: WireRequest): Request {
  return new Request(wire.url, { method: wire.method, headers: wire.headers, body: wire.body });
}

export async function answerToWire(response: Response): Promise<WireAnswer> {
  return {
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers],
    body: await response.arrayBuffer(),
  };
}

/** Statuses that carry no body (a Response made with one throws). */
const EMPTY = new Set([101, 204, 205, 304]);

export function answerFromWire(wire: WireAnswer): Response {
  return new Response(EMPTY.has(wire.status) ? null : wire.body, {
    status: wire.status,
    statusText: wire.statusText,
    headers: wire.headers,
  });
}

/**
 * HTTP transport of the conformance run: one request, straight to the server under test (no proxy, so
 * the server's real status is what the report shows), with its own time-out; and a reachability probe.
 */
import { encodeBody, type CorpusBody } from '../lib/request-body.ts';

export interface OutgoingRequest {
  method: string;
  /** Path and query, appended to the API base URL. */
  pathAndQuery: string;
  headers: Record<string, string>;
  body?: CorpusBody;
}

export type Exchange =
  | { ok: true; status: number; contentType: string; bodyText: string; headers: Headers; ms: number }
  | { ok: false; error: string; ms: number };

/** A short text of what was sent, for the report. */
export function describeRequest(base: string, request: OutgoingRequest): string {
  const body = request.body;
  const shown =
    body === undefined
      ? ''
      : body.kind === 'json'
        ? ` ${JSON.stringify(body.value)}`
        : body.kind === 'multipart'
          ? ` multipart(${[...body.fields.map(([name]) => name), ...body.files.map((file) => `${file.name}:file`)].join(', ')})`
          : body.kind === 'text'
            ? ` ${body.text}`
            : ` ${new URLSearchParams(body.fields).toString()}`;
  const text = `${request.method} ${base}${request.pathAndQuery}${shown}`;
  return text.length > 400 ? `${text.slice(0, 400)}…` : text;
}

export async function send(base: string, request: OutgoingRequest, timeoutMs: number): Promise<Exchange> {
  const started = Date.now();
  const headers = { ...request.headers };
  const body = encodeBody(request.body, headers);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(`${base}${request.pathAndQuery}`, {
      method: request.method,
      headers,
      body,
      redirect: 'manual',
      signal: controller.signal,
    });
    const bodyText = await response.text();
    return {
      ok: true,
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      bodyText,
      headers: response.headers,
      ms: Date.now() - started,
    };
  } catch (error) {
    const reason = controller.signal.aborted
      ? `no answer within ${timeoutMs / 1000} s`
      : error instanceof Error
        ? `${error.message}${error.cause instanceof Error ? ` (${error.cause.message})` : ''}`
        : String(error);
    return { ok: false, error: reason, ms: Date.now() - started };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether the base URL can be reached (any HTTP status counts); the reason when not. Only a failed
 * connection makes a target unreachable: a slow first answer (a cold start) is the checks' business.
 */
export async function probe(base: string, timeoutMs: number): Promise<string | undefined> {
  const answer = await send(
    base,
    { method: 'GET', pathAndQuery: '/', headers: { Accept: 'application/json' } },
    timeoutMs,
  );
  if (answer.ok || answer.error.startsWith('no answer within')) return undefined;
  return `${base} does not answer: ${answer.error}`;
}

/** Prism's own error bodies (problem+json with this type): a validating proxy answered, not the server. */
export const PRISM_ERROR = /^https:\/\/stoplight\.io\/prism\/errors#/;

export function isPrismError(bodyText: string): boolean {
  try {
    const body = JSON.parse(bodyText) as unknown;
    return (
      typeof body === 'object' &&
      body !== null &&
      'type' in body &&
      typeof body.type === 'string' &&
      PRISM_ERROR.test(body.type)
    );
  } catch {
    return false;
  }
}

/** Whether Prism's proxy stands in front of the server (its own error for a path the contract does not have). */
export async function behindPrism(base: string, timeoutMs: number): Promise<boolean> {
  const answer = await send(
    base,
    { method: 'GET', pathAndQuery: '/', headers: { Accept: 'application/json' } },
    timeoutMs,
  );
  return answer.ok && isPrismError(answer.bodyText);
}

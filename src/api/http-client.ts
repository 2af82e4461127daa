import { clearToken, getToken } from '../lib/session';
import { apiRoot, env } from '../lib/env';
import { readPersisted } from '../lib/persisted-state';
import { ApiError, announceSessionExpired, errorFromResponse, isSuccessBody } from './errors';
import { loadContractCheck } from './contract-check';
import { checkResponse, findOperation, operationName, responseSchema } from './response-contract';
import { sandboxReady } from '../lib/sandbox-ready';

/** The provider's time-out for every call. */
export const REQUEST_TIMEOUT_MS = 10_000;

/** orval uses these to type errors and bodies of the generated hooks. */
export type ErrorType<_Body> = ApiError;
export type BodyType<Body> = Body;

/** Candle history lives on the market-data host, not under /api. */
const resolveUrl = (url: string): string => {
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith('/kline/')) return `${env.klineHost}${url}`;
  return `${apiRoot()}${url.startsWith('/') ? '' : '/'}${url}`;
};

/**
 * Aborts on the caller's signal or after the time-out, and says which one happened. `done` stops the
 * timer and takes the listener off the caller's signal, which may outlive the call by far (a `once`
 * listener would come off only if that signal fired, so it is not enough).
 */
const withTimeout = (signal: AbortSignal | null | undefined) => {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const onAbort = (): void => controller.abort(signal?.reason);
  if (signal?.aborted) controller.abort(signal.reason);
  else signal?.addEventListener('abort', onAbort);
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    done: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    },
  };
};

const READ_METHODS = new Set(['GET', 'HEAD']);

const isOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

const reportedOperations = new Set<string>();

/**
 * An answer that breaks the contract is reported once per operation (so a failing list polled
 * every few seconds does not flood the console) and becomes a `contract` error for that part.
 */
const contractError = (operation: string, detail: string, httpStatus: number, body: unknown): ApiError => {
  if (!reportedOperations.has(operation)) {
    reportedOperations.add(operation);
    console.error(`[contract] ${operation}: the answer does not match openapi.yaml (${detail})`);
  }
  return new ApiError({ kind: 'contract', httpStatus, body, operation });
};

/** Checks a success answer against the operation's generated schema. */
const checkContract = async (method: string, url: string, httpStatus: number, body: unknown): Promise<void> => {
  const problem = await checkResponse(method, url, body);
  if (problem) throw contractError(problem.operation, problem.detail, httpStatus, body);
};

/**
 * The single seam between the generated client and the network. It adds the bearer token and the
 * language header, applies the 10 s time-out, refuses a write while offline before sending
 * anything, resolves with the whole body when the provider's success rule holds and the body
 * matches the contract, and rejects with a typed ApiError otherwise.
 */
export const httpClient = async <T>(url: string, init: RequestInit = {}): Promise<T> => {
  const method = (init.method ?? 'GET').toUpperCase();
  if (!READ_METHODS.has(method) && isOffline()) {
    throw new ApiError({ kind: 'offline', httpStatus: 0, operation: operationName(method, url) });
  }
  const headers = new Headers(init.headers);
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  headers.set('Lang', readPersisted().language);
  headers.set('Accept', 'application/json');
  // the demo build only: its msw starts beside the app, and a call waits for it (sandbox-ready.ts),
  // with the token and language it had when it was made, and before its time-out starts
  if (import.meta.env.VITE_SANDBOX_IN_BROWSER === 'true') await sandboxReady();

  // The check and the operation's schemas load while the request is in flight.
  const operation = findOperation(method, url);
  // Stryker disable next-line ConditionalExpression: equivalent, only starts loading early what checkContract loads anyway
  if (operation) {
    void loadContractCheck();
    void responseSchema(operation);
  }

  const abort = withTimeout(init.signal);
  let response: Response;
  try {
    response = await fetch(resolveUrl(url), { ...init, headers, signal: abort.signal });
  } catch (error) {
    abort.done();
    if (abort.timedOut()) throw new ApiError({ kind: 'timeout', httpStatus: 0 });
    if (init.signal?.aborted) throw error; // cancelled by the caller (TanStack Query), not a failure
    throw new ApiError({ kind: 'network', httpStatus: 0 });
  }

  let body: unknown;
  let unreadable = false;
  try {
    const text = await response.text();
    body = text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    if (abort.timedOut()) throw new ApiError({ kind: 'timeout', httpStatus: 0 });
    if (init.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    body = undefined;
    unreadable = true;
  } finally {
    abort.done();
  }

  if (response.status === 401) {
    // Only a 401 for the session this device still holds ends it: an answer to a token already
    // dropped (the user signed out, or another call's 401 came first) or replaced (signed in anew
    // meanwhile) is not news, and must neither show the dialog nor drop the new token.
    if (getToken() === token) {
      clearToken();
      announceSessionExpired();
    }
    throw errorFromResponse(401, body);
  }
  if (response.ok && unreadable) {
    throw contractError(
      operationName(method, url),
      `HTTP ${response.status} with a body that is not JSON`,
      response.status,
      undefined,
    );
  }
  if (response.ok && isSuccessBody(body)) {
    await checkContract(method, url, response.status, body);
    return body as T;
  }
  throw errorFromResponse(response.status, body, response.headers.get('Retry-After'));
};

import { clearToken, getToken } from '../lib/session';
import { apiRoot, env } from '../lib/env';
import { readPersisted } from '../lib/persisted-state';
import { ApiError, announceSessionExpired, errorFromResponse, isSuccessBody } from './errors';

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

/** Aborts on the caller's signal or after the time-out, and says which one happened. */
const withTimeout = (signal: AbortSignal | null | undefined) => {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const onAbort = (): void => controller.abort(signal?.reason);
  if (signal?.aborted) controller.abort(signal.reason);
  else signal?.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    done: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    },
  };
};

/**
 * The single seam between the generated client and the network. It adds the bearer token and the
 * language header, applies the 10 s time-out, resolves with the whole body when the provider's
 * success rule holds, and rejects with a typed ApiError otherwise.
 */
export const httpClient = async <T>(url: string, init: RequestInit = {}): Promise<T> => {
  const headers = new Headers(init.headers);
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  headers.set('Lang', readPersisted().language);
  headers.set('Accept', 'application/json');

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
  try {
    const text = await response.text();
    body = text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    if (abort.timedOut()) throw new ApiError({ kind: 'timeout', httpStatus: 0 });
    body = undefined;
  } finally {
    abort.done();
  }

  if (response.status === 401) {
    clearToken();
    announceSessionExpired();
    throw errorFromResponse(401, body);
  }
  if (response.ok && isSuccessBody(body)) return body as T;
  throw errorFromResponse(response.status, body);
};

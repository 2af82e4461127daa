/**
 * The error catalogue of the provider, as one typed error.
 *
 * - `unauthorized`: HTTP 401. The token is dropped and one "session expired" dialog is shown,
 *   however many calls fail at once.
 * - `validation`: body status 400; `result` maps fields to messages; the first one is shown.
 * - `forbidden`: body status 403 (or HTTP 403); the server's message is shown.
 * - `business`: any other body whose status/code is not 200 (the provider answers these with
 *   HTTP 200 too); the server's message is shown.
 * - `timeout` / `network`: no answer in 10 s, or no connection; a translated message and a retry.
 * - `offline`: a write attempted while the device is offline; it is refused before anything is sent
 *   (writes never wait for the connection and replay by themselves).
 * - `server`: HTTP 5xx or an error answer that is not the provider's JSON; the failed part of the
 *   screen says so and offers a retry.
 * - `contract`: a success answer that breaks the contract (not JSON, a null where a number is
 *   promised, a missing list); the part refuses to show it and offers a retry.
 */
export type ApiErrorKind =
  'unauthorized' | 'validation' | 'forbidden' | 'business' | 'timeout' | 'network' | 'offline' | 'server' | 'contract';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** HTTP status, 0 when there was no response. */
  readonly httpStatus: number;
  /** The body's `status` or `code`, when the provider sent one. */
  readonly bodyStatus: number | undefined;
  /** Field name to messages, for `validation`. */
  readonly fieldErrors: Record<string, string[]>;
  /** The server's own message (already in the user's language), when there is one. */
  readonly serverMessage: string | undefined;
  readonly body: unknown;
  /** The operation (operationId, or method and path) that failed, when known. */
  readonly operation: string | undefined;
  /** Seconds to wait before trying again (a 429's `Retry-After`), when the provider said. */
  readonly retryAfterSeconds: number | undefined;

  constructor(init: {
    kind: ApiErrorKind;
    httpStatus: number;
    bodyStatus?: number | undefined;
    fieldErrors?: Record<string, string[]>;
    serverMessage?: string | undefined;
    body?: unknown;
    operation?: string | undefined;
    retryAfterSeconds?: number | undefined;
  }) {
    super(init.serverMessage ?? init.kind);
    this.kind = init.kind;
    this.httpStatus = init.httpStatus;
    this.bodyStatus = init.bodyStatus;
    this.fieldErrors = init.fieldErrors ?? {};
    this.serverMessage = init.serverMessage;
    this.body = init.body;
    this.operation = init.operation;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }

  /** The first message of the first field with one (the provider's Laravel-style validation). */
  get firstFieldMessage(): string | undefined {
    for (const messages of Object.values(this.fieldErrors)) {
      const first = messages.find((message) => message.trim() !== '');
      if (first) return first;
    }
    return undefined;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const numberOf = (value: unknown): number | undefined => {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  return undefined;
};

const fieldErrorsOf = (value: unknown): Record<string, string[]> => {
  if (!isRecord(value)) return {};
  const fields: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(value)) {
    if (Array.isArray(messages)) {
      fields[field] = messages.filter((message): message is string => typeof message === 'string');
    } else if (typeof messages === 'string') {
      fields[field] = [messages];
    }
  }
  return fields;
};

/** The provider's success rule: body status or code is 200, or the body is a candle history. */
export const isSuccessBody = (body: unknown): boolean => {
  if (!isRecord(body)) return false;
  return numberOf(body.status) === 200 || numberOf(body.code) === 200 || Boolean(body.kline_type);
};

/** A `Retry-After` value (seconds, or an HTTP date) as whole seconds from now; undefined when absent or unreadable. */
export const retryAfterSeconds = (header: string | null | undefined, now = Date.now()): number | undefined => {
  const text = header?.trim() ?? '';
  if (/^\d{1,9}$/.test(text)) return Number(text);
  const at = text === '' ? Number.NaN : Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
};

/** Turns a non-success answer into an ApiError (`retryAfter`: the answer's `Retry-After` header). */
export const errorFromResponse = (httpStatus: number, body: unknown, retryAfter?: string | null): ApiError => {
  const error = errorFromBody(httpStatus, body);
  const throttled = httpStatus === 429 || error.bodyStatus === 429;
  if (!throttled) return error;
  return new ApiError({ ...error, fieldErrors: error.fieldErrors, retryAfterSeconds: retryAfterSeconds(retryAfter) });
};

const errorFromBody = (httpStatus: number, body: unknown): ApiError => {
  const record = isRecord(body) ? body : {};
  const bodyStatus = numberOf(record.status) ?? numberOf(record.code);
  const message = typeof record.message === 'string' && record.message.trim() !== '' ? record.message : undefined;
  // The loan call sometimes puts its message in `result`.
  const resultMessage = typeof record.result === 'string' && record.result.trim() !== '' ? record.result : undefined;

  if (httpStatus === 401 || bodyStatus === 401) {
    return new ApiError({ kind: 'unauthorized', httpStatus, bodyStatus, serverMessage: message, body });
  }
  if (bodyStatus === 400 || (httpStatus === 400 && isRecord(record.result))) {
    return new ApiError({
      kind: 'validation',
      httpStatus,
      bodyStatus,
      fieldErrors: fieldErrorsOf(record.result),
      serverMessage: message,
      body,
    });
  }
  if (bodyStatus === 403 || httpStatus === 403) {
    return new ApiError({ kind: 'forbidden', httpStatus, bodyStatus, serverMessage: message ?? resultMessage, body });
  }
  if (httpStatus >= 500 || !isRecord(body)) {
    return new ApiError({ kind: 'server', httpStatus, bodyStatus, serverMessage: message, body });
  }
  return new ApiError({ kind: 'business', httpStatus, bodyStatus, serverMessage: message ?? resultMessage, body });
};

type SessionListener = () => void;
const sessionListeners = new Set<SessionListener>();
let sessionExpiredPending = false;

const notifySession = (): void => {
  for (const listener of sessionListeners) listener();
};

/**
 * Called on every 401. The expiry is a state, not an event: a dialog that mounts after the first
 * 401 (a cold start fires its calls before the app has rendered) still finds it pending and shows
 * itself; several failing calls at once still show a single dialog.
 */
export const announceSessionExpired = (): void => {
  if (sessionExpiredPending) return;
  sessionExpiredPending = true;
  notifySession();
};

/** The dialog was confirmed or the user signed in again: the next 401 is news again. */
export const resetSessionExpired = (): void => {
  if (!sessionExpiredPending) return;
  sessionExpiredPending = false;
  notifySession();
};

export const isSessionExpiredPending = (): boolean => sessionExpiredPending;

/** Subscribes to changes of the expiry state (for useSyncExternalStore). */
export const onSessionExpired = (listener: SessionListener): (() => void) => {
  sessionListeners.add(listener);
  return () => sessionListeners.delete(listener);
};

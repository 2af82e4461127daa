/**
 * The sandbox's request/answer model, free of any HTTP framework: a handler takes a `Call` (the
 * validated input, the signed-in user, the language and the times) and returns an `Answer`
 * (status and JSON body). http.ts adapts it to Hono on web-standard Request/Response; the same
 * handlers can later run in MSW or directly in Vitest.
 */
import type { SandboxContext } from './context.ts';
import type { SeedStep } from './seed.ts';
import { CORE_MESSAGES, translate, type Lang } from './i18n.ts';
import type { UserRecord } from './state.ts';

/** JSON bodies above this are refused (a 413 with the provider's error body), by the sandbox and by the body guard in front of Prism. */
export const MAX_JSON_BYTES = 64 * 1024;

export interface Answer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface Call {
  readonly operationId: string;
  readonly ctx: SandboxContext;
  readonly lang: Lang;
  /** The signed-in user; undefined on a public operation called without a (valid) token. */
  readonly viewer: UserRecord | undefined;
  /** The bearer token, when one was sent. */
  readonly token: string | undefined;
  /** Who sends it (the peer address, or the forwarded one behind a local proxy), for per-client limits. */
  readonly client?: string;
  /** JSON body (already checked against the contract's zod schema), or the multipart fields. */
  readonly body: unknown;
  /** Query parameters (already checked against the contract's zod schema). */
  readonly query: Readonly<Record<string, string>>;
  readonly params: Readonly<Record<string, string>>;
  /** Business time for this user (their test-clock offset included). */
  readonly now: number;
  /** Market time for this user (their test-clock offset included). */
  readonly marketNow: number;
}

/** A call of a secured operation: the user is always there. */
export interface UserCall extends Call {
  readonly viewer: UserRecord;
}

export type Handler = (call: Call) => Answer;
export type UserHandler = (call: UserCall) => Answer;

/** `{status: 200, message, result: payload}`: the provider's usual envelope. */
export function ok(payload: unknown, message?: string): Answer {
  return {
    status: 200,
    body: message === undefined ? { status: 200, result: payload } : { status: 200, message, result: payload },
  };
}

/** `{status: 200, message, data: payload}`: the envelope of login, banners, notices, uploads … */
export function okData(payload: unknown, message?: string): Answer {
  return {
    status: 200,
    body: message === undefined ? { status: 200, data: payload } : { status: 200, message, data: payload },
  };
}

/** `{status: 200, message}`: an action with nothing to return. */
export function done(message: string): Answer {
  return { status: 200, body: { status: 200, message } };
}

/** A 400 with the provider's Laravel-style field errors. */
export function invalid(lang: Lang, field: string, message: string): Answer {
  return {
    status: 400,
    body: { status: 400, message: translate(CORE_MESSAGES, lang, 'invalidData'), result: { [field]: [message] } },
  };
}

/** An unknown id, or an id of another user's record (answered alike so nothing leaks). */
export function invalidId(lang: Lang, field = 'id'): Answer {
  return invalid(lang, field, translate(CORE_MESSAGES, lang, 'invalidId'));
}

/** A 403 refusal; `message` is shown to the user. */
export function refuse(message: string): Answer {
  return { status: 403, body: { status: 403, message } };
}

export function unauthenticated(lang: Lang): Answer {
  return { status: 401, body: { status: 401, message: translate(CORE_MESSAGES, lang, 'unauthenticated') } };
}

/** Page and limit of a paged call (the contract's `page` ≥ 1, `limit` 1–100, default 10). */
export function paging(call: Call, limitName = 'limit'): { page: number; limit: number } {
  const page = Number(call.query.page ?? '1');
  const limit = Number(call.query[limitName] ?? '10');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: Number.isInteger(limit) && limit >= 1 ? Math.min(limit, 100) : 10,
  };
}

/** One page of rows (newest first is the caller's job). */
export function pageOf<T>(rows: readonly T[], page: number, limit: number): T[] {
  return rows.slice((page - 1) * limit, page * limit);
}

/** A domain of the sandbox: the operations it answers and what it does as time passes. */
export interface Domain {
  readonly name: string;
  /** Public operations (the contract's `security: []`) get a Handler; secured ones a UserHandler. */
  readonly operations: Readonly<Record<string, Handler | UserHandler>>;
  /** Settles whatever is due at the current time (orders, reviews, accrual). Must be idempotent. */
  tick?(ctx: SandboxContext): void;
  /** Adds this domain's part of the seed (the example account's history, catalogue records). */
  readonly seed?: SeedStep;
}

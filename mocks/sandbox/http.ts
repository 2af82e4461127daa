/**
 * The sandbox on web-standard Request/Response (Hono). Every operation of openapi.yaml is routed
 * from the contract itself (method, path, security); the handler comes from the domain that owns
 * its operationId. Before a handler runs:
 *   1. `Prefer: example=…` / `Prefer: code=…` answers the contract's named example (static Prism's
 *      scenarios keep working behind the proxy);
 *   2. a secured operation needs a bearer token of a live session, not idle for too long (else the
 *      contract's 401; sessions.ts);
 *   3. the body and query are checked against the contract's generated zod schemas (else a 400 with
 *      the provider's field errors, in the request's language);
 *   4. everything due is settled (`tick`), so an answer never shows a stale state.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ZodMiniType as ZodType } from 'zod/mini';
import * as schemas from '../../src/api/generated/zod/index.zod.ts';
import {
  invalid,
  MAX_JSON_BYTES,
  unauthenticated,
  type Answer,
  type Call,
  type Domain,
  type Handler,
  type UserHandler,
} from './api.ts';
import { preferredAnswer, parsePrefer } from './contract.ts';
import type { SandboxContext } from './context.ts';
import { CORE_MESSAGES, langOf, translate, type Lang } from './i18n.ts';
import { sessionUser } from './sessions.ts';
import type { UserRecord } from './state.ts';

/** Uploads (images) above this are refused. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

const pascal = (operationId: string): string => operationId.charAt(0).toUpperCase() + operationId.slice(1);

function schemaOf(name: string): ZodType | undefined {
  const value = (schemas as Record<string, unknown>)[name];
  return typeof value === 'object' && value !== null && 'safeParse' in value ? (value as ZodType) : undefined;
}

/** `/orderdetail/{id}` → `/orderdetail/:id` */
const honoPath = (path: string): string => path.replace(/\{([^}]+)\}/g, ':$1');

interface Issue {
  path: PropertyKey[];
  code: string;
  input?: unknown;
}

function fieldError(lang: Lang, issues: readonly Issue[], fallback: string): Answer {
  const issue = issues[0];
  const field = issue === undefined || issue.path.length === 0 ? fallback : String(issue.path[0]);
  const missing = issue?.code === 'invalid_type' && issue.input === undefined;
  return invalid(lang, field, translate(CORE_MESSAGES, lang, missing ? 'fieldRequired' : 'fieldInvalid', { field }));
}

/** Query strings are text; the contract's integer parameters are checked as numbers. */
function typedQuery(query: Record<string, string>): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(query).map(([key, value]) => [key, /^-?\d{1,15}$/.test(value) ? Number(value) : value]),
  );
}

function validateQuery(schema: ZodType, query: Record<string, string>, lang: Lang): Answer | undefined {
  const typed = typedQuery(query);
  let result = schema.safeParse(typed);
  if (!result.success) {
    // a numeric-looking value of a string parameter (a code, a phone) is checked as text
    const retry = { ...typed };
    for (const issue of result.error.issues) {
      const key = issue.path[0];
      if (typeof key === 'string' && key in query) retry[key] = query[key]!;
    }
    result = schema.safeParse(retry);
  }
  return result.success ? undefined : fieldError(lang, result.error.issues, 'query');
}

/** How many distinct valid query strings (or paths) each operation remembers before starting over. */
const REMEMBERED_VALID = 512;

/**
 * Inputs already found valid, by their raw text (a query string, a path): the same text parses to
 * the same values and passes the same schema, so it is checked once, not on every request.
 */
function validInputs(): { has(text: string): boolean; add(text: string): void } {
  const seen = new Set<string>();
  return {
    has: (text) => seen.has(text),
    add(text) {
      if (seen.size >= REMEMBERED_VALID) seen.clear();
      seen.add(text);
    },
  };
}

/** The query string of a request URL (`?…`), '' without one. */
const searchOf = (url: string): string => {
  const start = url.indexOf('?');
  return start === -1 ? '' : url.slice(start);
};

/**
 * The client of a request, for per-client limits: the peer address, or the first forwarded address
 * when the peer is a proxy on this machine (Prism, Vite's dev server); 'local' when the host has no
 * socket (tests, the browser).
 */
function clientOf(c: Context): string {
  const peer = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket
    ?.remoteAddress;
  const loopback = peer === undefined || /^(127\.|::1$|::ffff:127\.)/.test(peer);
  const forwarded = loopback ? c.req.header('X-Forwarded-For')?.split(',')[0]?.trim() : undefined;
  return (forwarded || peer || 'local').slice(0, 64);
}

function bearer(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S{1,512})\s*$/i.exec(header ?? '');
  return match?.[1];
}

/**
 * The answer as JSON, its headers as a plain object: the Node adapter writes those as they are,
 * where `c.json` would build a Headers object (two headers or more) to be copied out again.
 */
const send = (answer: Answer): Response =>
  new Response(JSON.stringify(answer.body), {
    status: answer.status,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...answer.headers },
  });

/** Who calls, in which language: read before the body (a `Prefer` choice or a 401 answers at once). */
interface Caller {
  lang: Lang;
  token: string | undefined;
  viewer: UserRecord | undefined;
}

export interface SandboxApp {
  readonly app: Hono;
  /** Settles everything that is due now (called before every answer and by the server's timer). */
  tick(): void;
  /** operationIds of the contract that no domain answers (must be empty). */
  readonly missing: readonly string[];
}

export function createSandboxApp(ctx: SandboxContext, domains: readonly Domain[]): SandboxApp {
  const handlers = new Map<string, Handler | UserHandler>();
  for (const domain of domains) {
    for (const [operationId, handler] of Object.entries(domain.operations)) {
      if (handlers.has(operationId)) throw new Error(`${operationId} is answered twice (${domain.name})`);
      if (!ctx.contract.operations.has(operationId))
        throw new Error(`${domain.name} answers ${operationId}, which is not in the contract`);
      handlers.set(operationId, handler);
    }
  }
  const tick = (): void => {
    for (const domain of domains) domain.tick?.(ctx);
  };

  const app = new Hono();
  app.onError((error, c) => {
    console.error(
      `[sandbox] ${c.req.method} ${c.req.path}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    return c.json({ status: 500, message: 'Internal sandbox error' }, 500);
  });
  const missing: string[] = [];
  for (const operation of ctx.contract.operations.values()) {
    let handler = handlers.get(operation.operationId);
    if (handler === undefined) {
      // no stateful rule yet: the contract's first example (listed in `missing`, refused by tests)
      missing.push(operation.operationId);
      const example = ctx.contract.example(operation.operationId);
      handler = () => ({ status: 200, body: structuredClone(example) });
    }
    const multipart = operation.operationId === 'uploadFile';
    const limit = bodyLimit({
      maxSize: multipart ? MAX_UPLOAD_BYTES : MAX_JSON_BYTES,
      onError: (c) => {
        const lang = langOf(c.req.header('Lang'));
        return c.json({ status: 413, message: translate(CORE_MESSAGES, lang, 'bodyTooLarge') }, 413);
      },
    });
    const bodySchema = schemaOf(`${pascal(operation.operationId)}Body`);
    const querySchema = schemaOf(`${pascal(operation.operationId)}QueryParams`);
    const paramsSchema = schemaOf(`${pascal(operation.operationId)}Params`);
    const hasBody = operation.op.requestBody !== undefined;
    // the market-data host's own operation (candle history) answers its own errors (KlineErrorBody)
    const ownHost = operation.ownServers.length > 0;
    const validQueries = validInputs();
    const validPaths = validInputs();

    /** Who calls, unless a `Prefer` choice (the contract's example) or a 401 answers first. */
    const callerOf = (c: Context): { caller: Caller } | { early: Response } => {
      const lang = langOf(c.req.header('Lang'));
      const prefer = parsePrefer(c.req.header('Prefer'));
      if (prefer !== undefined) {
        const example = preferredAnswer(ctx.contract, operation.operationId, prefer);
        if (example !== undefined) return { early: send(example) };
      }
      const token = bearer(c.req.header('Authorization'));
      const viewer = sessionUser(ctx, token);
      if (operation.secured && viewer === undefined) return { early: send(unauthenticated(lang)) };
      return { caller: { lang, token, viewer } };
    };

    /** Checks the input against the contract, settles what is due and answers (`checked` is what the body schema sees). */
    const answer = (c: Context, { lang, token, viewer }: Caller, checked: unknown, body: unknown): Response => {
      if (bodySchema !== undefined && !ownHost) {
        const result = bodySchema.safeParse(checked);
        if (!result.success) return send(fieldError(lang, result.error.issues, 'body'));
      }
      const query = c.req.query();
      if (querySchema !== undefined && !ownHost) {
        const search = searchOf(c.req.url);
        if (!validQueries.has(search)) {
          const problem = validateQuery(querySchema, query, lang);
          if (problem !== undefined) return send(problem);
          validQueries.add(search);
        }
      }
      const params = c.req.param() as Record<string, string>;
      if (paramsSchema !== undefined && !validPaths.has(c.req.path)) {
        const problem = validateQuery(paramsSchema, params, lang);
        if (problem !== undefined) return send(problem);
        validPaths.add(c.req.path);
      }
      tick();
      const offset = viewer?.clockOffsetMs ?? 0;
      const call: Call = {
        operationId: operation.operationId,
        ctx,
        lang,
        viewer,
        token,
        client: clientOf(c),
        body,
        query,
        params,
        now: ctx.clock.now() + offset,
        marketNow: ctx.clock.marketNow() + offset,
      };
      return send((handler as Handler)(call));
    };

    /** A call without a body is answered synchronously (the Node adapter then writes it at once). */
    const withoutBody = (c: Context): Response => {
      const started = callerOf(c);
      return 'early' in started ? started.early : answer(c, started.caller, undefined, undefined);
    };

    const withBody = async (c: Context): Promise<Response> => {
      const started = callerOf(c);
      if ('early' in started) return started.early;
      const { caller } = started;
      if (multipart) {
        const form = await c.req.parseBody().catch(() => undefined);
        const file = form?.file;
        // handlers get an upload's bytes, not the framework's File
        const upload =
          file instanceof File ? { fileBytes: new Uint8Array(await file.arrayBuffer()), name: file.name } : undefined;
        return answer(c, caller, form ?? {}, upload ?? {});
      }
      const text = await c.req.text();
      let body: unknown;
      try {
        body = text.trim() === '' ? {} : (JSON.parse(text) as unknown);
      } catch {
        return send(invalid(caller.lang, 'body', translate(CORE_MESSAGES, caller.lang, 'malformedBody')));
      }
      return answer(c, caller, body, body);
    };

    const path = honoPath(operation.path);
    // REST operations live under /api; the candle history also at the market host's own root
    // only calls that carry a body are measured (the limit builds the full request object, which a
    // GET never needs)
    const paths = operation.ownServers.length > 0 ? [`/api${path}`, path] : [`/api${path}`];
    if (hasBody || multipart) app.on(operation.method.toUpperCase(), paths, limit, withBody);
    else app.on(operation.method.toUpperCase(), paths, withoutBody);
  }
  return { app, tick, missing };
}

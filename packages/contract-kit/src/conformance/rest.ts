/**
 * The REST suites: the example replay (one request per operation, built from the contract's examples;
 * success required unless told otherwise), generated valid requests (a documented answer required,
 * never a 5xx), and generated invalid requests (the documented 400/422 required, never a 5xx, never a
 * success). Every answer is judged by the in-process validator, so the report shows the server's status.
 */
import type { Json, Operation } from '../lib/openapi.ts';
import { buildRequest, type CorpusRequest } from '../lib/request-corpus.ts';
import { jsonBodySchema, validRequests } from './generate.ts';
import type { CheckResult } from './model.ts';
import { invalidRequests } from './negative.ts';
import { runCheck, type RestContext } from './rest-check.ts';
import type { OutgoingRequest } from './transport.ts';
import { pointerOf } from './validator.ts';

/** Runs tasks with a little concurrency, keeping their order in the results. */
export async function inOrder<T>(tasks: Array<() => Promise<T>>, concurrency: number): Promise<T[]> {
  const results = new Array<T>(tasks.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < tasks.length) {
      const index = next++;
      const task = tasks[index];
      if (task) results[index] = await task();
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, tasks.length) }, worker));
  return results;
}

export const asOutgoing = (request: CorpusRequest): OutgoingRequest => ({
  method: request.method,
  pathAndQuery: request.pathAndQuery,
  headers: request.headers,
  body: request.body,
});

/**
 * The body that undoes a password change (`old_x` and `new_x` swapped), so that a run leaves the example
 * account's passwords as it found them and the next run can sign in again; undefined for other bodies.
 */
export function undoBody(value: unknown): Record<string, unknown> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const body = value as Record<string, unknown>;
  const swapped: Record<string, unknown> = { ...body };
  let pairs = 0;
  for (const key of Object.keys(body)) {
    const name = /^old_(.*password.*)$/.exec(key)?.[1];
    if (name === undefined || !(`new_${name}` in body)) continue;
    swapped[key] = body[`new_${name}`];
    swapped[`new_${name}`] = body[key];
    for (const confirm of [`confirm_${name}`, `${name}_confirmation`])
      if (confirm in body) swapped[confirm] = body[key];
    pairs += 1;
  }
  return pairs > 0 ? swapped : undefined;
}

/** One request per operation from the contract's examples, in document order (state builds up as a client's would). */
export async function exampleReplay(ctx: RestContext, operations: Operation[]): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  const undos: Array<{ operation: Operation; request: OutgoingRequest }> = [];
  for (const operation of operations) {
    const request = asOutgoing(buildRequest(ctx.doc, operation, { token: ctx.token, lang: ctx.lang }));
    const result = await runCheck(
      ctx,
      'examples',
      operation,
      request,
      'the example request',
      ctx.requireSuccess ? 'success' : 'documented',
    );
    results.push(result);
    const undo = request.body?.kind === 'json' && result.outcome !== 'fail' ? undoBody(request.body.value) : undefined;
    if (undo !== undefined && request.body?.kind === 'json')
      undos.push({ operation, request: { ...request, body: { ...request.body, value: undo as Json } } });
  }
  // later examples use the changed passwords (a withdrawal's pay password): put them back at the end
  for (const { operation, request } of undos.reverse()) {
    results.push(
      await runCheck(
        ctx,
        'examples',
        operation,
        request,
        'the example request undone (passwords put back)',
        ctx.requireSuccess ? 'success' : 'documented',
      ),
    );
  }
  return results;
}

function bodyValidator(ctx: RestContext, operation: Operation): { valid: (body: unknown) => boolean } {
  const body = jsonBodySchema(ctx.doc, operation);
  if (body === undefined) return { valid: () => true };
  const pointer = pointerOf(...body.pointer);
  return {
    valid: (value) => ctx.validator.validateAt(pointer, value).every((finding) => finding.severity !== 'error'),
  };
}

/** Valid requests drawn from the schemas: every answer must be documented and conform. */
export async function generatedValid(ctx: RestContext, operations: Operation[]): Promise<CheckResult[]> {
  const tasks: Array<() => Promise<CheckResult>> = [];
  operations.forEach((operation, index) => {
    const { valid } = bodyValidator(ctx, operation);
    const requests = validRequests(
      ctx.doc,
      operation,
      { token: ctx.token, lang: ctx.lang },
      ctx.runs,
      ctx.seed + index,
      valid,
    );
    requests.forEach(({ request }, run) =>
      tasks.push(() =>
        runCheck(
          ctx,
          'generated',
          operation,
          asOutgoing(request),
          `valid request #${run + 1} (seed ${ctx.seed + index})`,
          'documented',
        ),
      ),
    );
  });
  return inOrder(tasks, 4);
}

/** Invalid requests, one broken rule each: the documented 400/422 is required. */
export async function generatedInvalid(ctx: RestContext, operations: Operation[]): Promise<CheckResult[]> {
  const tasks: Array<() => Promise<CheckResult>> = [];
  for (const operation of operations) {
    const { valid } = bodyValidator(ctx, operation);
    for (const { request, mutation } of invalidRequests(
      ctx.doc,
      operation,
      { token: ctx.token, lang: ctx.lang },
      ctx.negativeLimit,
      (body) => !valid(body),
    )) {
      tasks.push(() =>
        runCheck(ctx, 'negative', operation, asOutgoing(request), `invalid: ${mutation ?? 'mutated'}`, 'invalid'),
      );
    }
  }
  return inOrder(tasks, 4);
}

/**
 * The REST suites: the example replay (one request per operation, built from the contract's examples;
 * success required unless told otherwise), generated valid requests (a documented answer required,
 * never a 5xx), and generated invalid requests (the documented 400/422 required, never a 5xx, never a
 * success). Every answer is judged by the in-process validator, so the report shows the server's status.
 */
import type { Json, JsonObject, Operation } from '../lib/openapi.ts';
import { buildRequest, type CorpusRequest } from '../lib/request-corpus.ts';
import { jsonBodySchema, validRequests } from './generate.ts';
import { notExercised, outcomeOf, type CheckResult, type Finding, type Suite } from './model.ts';
import { invalidRequests } from './negative.ts';
import { describeRequest, isPrismError, send, type OutgoingRequest } from './transport.ts';
import { pointerOf, type ContractValidator, type Verdict } from './validator.ts';

export interface RestContext {
  doc: JsonObject;
  validator: ContractValidator;
  api: string;
  token: string;
  /** A second account's token for the cross-account checks (else one is registered). */
  tokenB?: string;
  /** Prism's validating proxy stands in front of the server: its own refusals are not the server's. */
  behindPrism?: boolean;
  lang: string;
  requestTimeoutMs: number;
  requireSuccess: boolean;
  runs: number;
  negativeLimit: number;
  seed: number;
}

export type Expectation = 'success' | 'documented' | 'invalid' | 'unauthorized' | 'refused' | 'out-of-contract';

const EXPECTED_TEXT: Record<Expectation, string> = {
  success: '2xx with body status 200',
  documented: 'any documented answer, no 5xx',
  invalid: 'the documented 400/422, no 5xx',
  unauthorized: '401',
  refused: 'the documented refusal (a 4xx other than 401, or HTTP 200 with such a body status)',
  'out-of-contract':
    "a documented 4xx refusal other than 401 (or HTTP 200 with such a body status), or Prism's own 422",
};

function bodySummary(verdict: Verdict): string {
  const body = verdict.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return '';
  const status =
    typeof body.status === 'number'
      ? `body status ${body.status}`
      : typeof body.code === 'number'
        ? `body code ${body.code}`
        : '';
  const message = typeof body.message === 'string' && body.message !== '' ? `"${body.message.slice(0, 120)}"` : '';
  return [status, message].filter(Boolean).join(' ');
}

/** Sends one request and judges the answer against what the check expects. */
export async function runCheck(
  ctx: RestContext,
  suite: Suite,
  operation: Operation,
  request: OutgoingRequest,
  name: string,
  expectation: Expectation,
): Promise<CheckResult> {
  const exchange = await send(ctx.api, request, ctx.requestTimeoutMs);
  const result: CheckResult = {
    suite,
    operation: operation.operationId,
    route: `${operation.method.toUpperCase()} ${operation.path}`,
    name,
    sent: describeRequest(ctx.api, request),
    expected: EXPECTED_TEXT[expectation],
    outcome: 'pass',
    findings: [],
    durationMs: exchange.ms,
  };
  if (!exchange.ok) {
    result.findings.push({ severity: 'error', location: 'transport', message: `no answer: ${exchange.error}` });
    result.outcome = 'fail';
    return result;
  }
  result.status = exchange.status;
  const retryAfter = exchange.headers.get('retry-after');
  if (retryAfter !== null) result.retryAfter = retryAfter;
  if (expectation === 'invalid' && exchange.status === 422 && isPrismError(exchange.bodyText)) {
    return notExercised(result, 'refused by Prism in front of the server (its own 422): the server was not reached');
  }
  // an out-of-contract value refused by Prism never reached the server: a refusal all the same
  if (expectation === 'out-of-contract' && exchange.status === 422 && isPrismError(exchange.bodyText)) return result;
  const verdict = ctx.validator.judge(operation, exchange);
  result.answer = verdict.body;
  const findings: Finding[] = [...verdict.findings];
  const summary = bodySummary(verdict);
  const said = `${exchange.status}${summary ? ` (${summary})` : ''}`;
  switch (expectation) {
    case 'success':
      if (exchange.status === 429 && verdict.documented) {
        // a documented rate limit says "later", not "no": the success cannot be judged on this run
        const after = exchange.headers.get('retry-after');
        findings.push({
          severity: 'warning',
          location: 'status',
          message: `rate-limited (429${after ? `, Retry-After ${after} s` : ''}): success not judged; run again later`,
        });
      } else if (ctx.behindPrism === true && request.body?.kind === 'multipart' && !verdict.success) {
        result.findings = findings;
        return notExercised(
          result,
          'behind Prism: its proxy forwards a multipart body as text, so the upload reaches the server corrupted',
        );
      } else if (verdict.documented && !verdict.success) {
        const refusal = ctx.validator.documentedRefusal(operation, exchange.status, verdict.body);
        if (refusal?.clock === true && verdict.findings.every((f) => f.severity !== 'error')) {
          result.findings = findings;
          return notExercised(
            result,
            `refused as documented (example "${refusal.example}": "${refusal.message}"): the answer depends on the time of day, run again within the hours`,
          );
        }
        findings.push({
          severity: 'error',
          location: 'status',
          message: `answered ${said} instead of a success${refusal ? ` (the documented refusal "${refusal.example}")` : ''}`,
        });
      }
      break;
    case 'invalid': {
      const bodyStatus =
        verdict.refusal && typeof verdict.body === 'object' && verdict.body !== null && !Array.isArray(verdict.body)
          ? verdict.body.status
          : undefined;
      const refused = exchange.status === 400 || exchange.status === 422 || bodyStatus === 400 || bodyStatus === 422;
      if (verdict.success)
        findings.push({
          severity: 'error',
          location: 'status',
          message: `accepted an invalid request: answered ${said}`,
        });
      else if (!refused && exchange.status < 500)
        findings.push({
          severity: 'error',
          location: 'status',
          message: `answered ${said} to an invalid request instead of 400/422`,
        });
      break;
    }
    case 'unauthorized':
      if (exchange.status !== 401)
        findings.push({
          severity: 'error',
          location: 'status',
          message: `answered ${said} without a valid token instead of 401`,
        });
      break;
    case 'refused': {
      const bodyStatus =
        verdict.refusal && typeof verdict.body === 'object' && verdict.body !== null && !Array.isArray(verdict.body)
          ? verdict.body.status
          : undefined;
      const refusedWith = typeof bodyStatus === 'number' ? bodyStatus : exchange.status;
      if (verdict.success)
        findings.push({
          severity: 'error',
          location: 'status',
          message: `accepted another account's request: answered ${said}`,
        });
      else if (refusedWith === 401)
        findings.push({
          severity: 'error',
          location: 'status',
          message: `answered ${said}: a valid token was refused, so the attempt proves nothing`,
        });
      else if (exchange.status < 500 && verdict.documented && (refusedWith < 400 || refusedWith > 499))
        findings.push({ severity: 'error', location: 'status', message: `answered ${said} instead of a refusal` });
      break;
    }
    case 'out-of-contract': {
      const bodyStatus =
        verdict.refusal && typeof verdict.body === 'object' && verdict.body !== null && !Array.isArray(verdict.body)
          ? verdict.body.status
          : undefined;
      const refusedWith = typeof bodyStatus === 'number' ? bodyStatus : exchange.status;
      if (verdict.success)
        findings.push({
          severity: 'error',
          location: 'status',
          message: `accepted an out-of-contract value: answered ${said}`,
        });
      else if (refusedWith === 401)
        findings.push({
          severity: 'error',
          location: 'status',
          message: `answered ${said}: a valid token was refused, so the attempt proves nothing`,
        });
      else if (exchange.status < 500 && (refusedWith < 400 || refusedWith > 499))
        findings.push({ severity: 'error', location: 'status', message: `answered ${said} instead of a 4xx refusal` });
      break;
    }
    case 'documented':
      break;
  }
  result.findings = findings;
  result.outcome = outcomeOf(findings);
  return result;
}

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

/** One REST check: sends a request and judges the server's answer against what the check expects. */
import type { JsonObject, Operation } from '../lib/openapi.ts';
import { notExercised, outcomeOf, type CheckResult, type Finding, type Suite } from './model.ts';
import { describeRequest, isPrismError, send, type OutgoingRequest } from './transport.ts';
import type { ContractValidator, Verdict } from './validator.ts';

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

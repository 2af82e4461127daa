/**
 * The transport of contract:verify: each request of the corpus sent through the Prism proxy with its own
 * time-out (and the run's overall deadline), a few at a time, and the answer classified.
 */
import { encodeBody } from '../lib/request-body.ts';
import type { CorpusRequest } from '../lib/request-corpus.ts';
import { classifyAnswer } from './check.ts';
import type { OperationResult, VerifyOptions } from './model.ts';

async function replayOne(request: CorpusRequest, prismUrl: string, options: VerifyOptions, overall: AbortSignal): Promise<OperationResult> {
  const started = Date.now();
  const op = request.operation;
  const upstreamUrl = `${options.target}${request.pathAndQuery}`;
  const result: OperationResult = {
    operationId: op.operationId,
    method: request.method,
    path: op.path,
    sent: `${request.method} ${upstreamUrl}`,
    tags: op.tags,
    providerStatus: op.providerStatus,
    outcome: 'conform',
    httpStatus: undefined,
    violations: [],
    notes: [...request.notes],
    durationMs: 0,
  };
  if (overall.aborted) {
    result.violations.push({ kind: 'not-run', severity: 'Error', location: 'run', message: `not run: ${String(overall.reason)}` });
  } else {
    const headers = { ...request.headers };
    const body = encodeBody(request.body, headers);
    // One controller per request, aborted by its own timer or by the overall deadline. (Not
    // AbortSignal.any + AbortSignal.timeout: on Node 20 the timeout signal can be collected early.)
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, options.requestTimeoutMs);
    const onOverall = (): void => controller.abort();
    overall.addEventListener('abort', onOverall, { once: true });
    try {
      const response = await fetch(`${prismUrl}${request.pathAndQuery}`, {
        method: request.method,
        headers,
        body,
        redirect: 'manual',
        signal: controller.signal,
      });
      const text = await response.text();
      result.httpStatus = response.status;
      const { violations, notes } = classifyAnswer(response.status, response.headers, text, { upstreamUrl, requireSuccess: options.requireSuccess });
      result.violations.push(...violations);
      result.notes.push(...notes);
    } catch (error) {
      const reason = timedOut
        ? `no answer within ${options.requestTimeoutMs / 1000} s`
        : overall.aborted
          ? `not finished: ${String(overall.reason)}`
          : `request failed: ${error instanceof Error ? error.message : String(error)}`;
      result.violations.push({ kind: 'no-answer', severity: 'Error', location: 'target', message: reason });
    } finally {
      clearTimeout(timer);
      overall.removeEventListener('abort', onOverall);
    }
  }
  result.outcome = result.violations.length > 0 ? 'violate' : 'conform';
  result.durationMs = Date.now() - started;
  return result;
}

export async function replayAll(corpus: CorpusRequest[], prismUrl: string, options: VerifyOptions, overall: AbortSignal, concurrency = 4): Promise<OperationResult[]> {
  const results: OperationResult[] = new Array<OperationResult>(corpus.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < corpus.length) {
      const index = next++;
      const request = corpus[index];
      if (request) results[index] = await replayOne(request, prismUrl, options, overall);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, corpus.length) }, worker));
  return results;
}

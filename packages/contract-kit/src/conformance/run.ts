/**
 * One conformance run: the REST suites against --api (sign-in first, so every later request carries a
 * real token), the feed checks against --feed at the same time, and one report of both.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { listOperations, parseSpec, type Operation } from '../lib/openapi.ts';
import { notExercised, SUITES, type CheckResult, type ConformanceReport, type Suite } from './model.ts';
import type { RestContext } from './rest-check.ts';
import { exampleReplay, generatedInvalid, generatedValid } from './rest.ts';
import { crossAccount } from './accounts.ts';
import { amountRules } from './amounts.ts';
import { throttling } from './throttling.ts';
import { createThenRead, recoveryDoesNotReveal, signIn, withoutToken } from './stateful.ts';
import { behindPrism, probe } from './transport.ts';
import { ContractValidator } from './validator.ts';

export interface ConformanceOptions {
  api: string | undefined;
  feed: string | undefined;
  spec: string;
  asyncapi: string;
  out: string;
  token: string;
  /** A second account's token (--token-b); without it the kit registers one. */
  tokenB?: string;
  lang: string;
  /** Suites and operation selectors (operationId, tag, path or `METHOD /path`); empty = everything. */
  only: string[];
  runs: number;
  negativeLimit: number;
  seed: number;
  requireSuccess: boolean;
  /** Near misses fail instead of warning. */
  strict: boolean;
  requestTimeoutMs: number;
  feedListenMs: number;
  feedAnswerWithinMs: number;
  feedPingWithinMs: number;
}

export interface RunIo {
  log: (line: string) => void;
}

/** The suites and operations `--only` selects. */
export function selection(
  only: readonly string[],
  operations: Operation[],
): { suites: Set<Suite>; operations: Operation[] } {
  const suiteItems = only.filter((item): item is Suite => (SUITES as readonly string[]).includes(item));
  const selectors = only.filter((item) => !(SUITES as readonly string[]).includes(item));
  const suites = new Set<Suite>(suiteItems.length > 0 ? suiteItems : SUITES);
  const chosen =
    selectors.length === 0
      ? operations
      : operations.filter((op) =>
          selectors.some(
            (s) =>
              s === op.operationId || s === op.path || s.toUpperCase() === op.key.toUpperCase() || op.tags.includes(s),
          ),
        );
  return { suites, operations: chosen };
}

export async function runConformance(options: ConformanceOptions, io: RunIo): Promise<ConformanceReport> {
  const started = Date.now();
  const doc = parseSpec(readFileSync(resolve(options.spec), 'utf8'), options.spec);
  const all = listOperations(doc);
  const { suites, operations } = selection(options.only, all);
  if (options.only.length > 0 && operations.length === 0 && !(suites.size === 1 && suites.has('feed'))) {
    throw new Error(`--only ${options.only.join(',')} selects no operation of ${options.spec}`);
  }
  const validator = new ContractValidator(doc, { strict: options.strict });
  const report: ConformanceReport = {
    spec: options.spec,
    asyncapi: options.asyncapi,
    api: options.api,
    feed: options.feed,
    startedAt: new Date(started).toISOString(),
    durationMs: 0,
    seed: options.seed,
    results: [],
    documented: [],
    unreachable: [],
  };

  const feedRun = async (): Promise<CheckResult[]> => {
    if (options.feed === undefined || !suites.has('feed')) return [];
    io.log(`conformance: feed ${options.feed}: listening ${(options.feedListenMs / 1000).toFixed(0)} s`);
    // the AsyncAPI parser is heavy: loaded only when the feed is checked
    const { checkFeed } = await import('./feed.ts');
    const { results, unreachable } = await checkFeed({
      url: options.feed,
      asyncapi: options.asyncapi,
      listenMs: options.feedListenMs,
      answerWithinMs: options.feedAnswerWithinMs,
      pingWithinMs: options.feedPingWithinMs,
    });
    if (unreachable !== undefined) report.unreachable.push(unreachable);
    return results;
  };

  const restRun = async (): Promise<CheckResult[]> => {
    const restSuites = [...suites].filter((s) => s !== 'feed');
    if (options.api === undefined || restSuites.length === 0) return [];
    const unreachable = await probe(options.api, options.requestTimeoutMs);
    if (unreachable !== undefined) {
      report.unreachable.push(unreachable);
      return [];
    }
    report.documented = operations.map((op) => ({
      operation: op.operationId,
      route: `${op.method.toUpperCase()} ${op.path}`,
      statuses: validator.documentedStatuses(op),
    }));
    const ctx: RestContext = {
      doc,
      validator,
      api: options.api,
      token: options.token,
      tokenB: options.tokenB,
      behindPrism: await behindPrism(options.api, options.requestTimeoutMs),
      lang: options.lang,
      requestTimeoutMs: options.requestTimeoutMs,
      requireSuccess: options.requireSuccess,
      runs: options.runs,
      negativeLimit: options.negativeLimit,
      seed: options.seed,
    };
    const results: CheckResult[] = [];
    const byId = new Map(all.map((op) => [op.operationId, op]));
    const session = await signIn(ctx, byId);
    if (session.token !== undefined) ctx.token = session.token;
    io.log(
      `conformance: ${options.api}: ${session.token !== undefined ? 'signed in with the example account' : 'sign-in failed, using --token'}`,
    );
    if (suites.has('stateful')) results.push(...session.results);
    // a sign-out ends the session every other check uses: only the session checks call it, on a session of their own
    const endsSession = (op: Operation): boolean =>
      op.operationId === 'signOutUser' || (op.method === 'post' && /\/(logout|signout|sign-out)$/i.test(op.path));
    const replayable = operations.filter((op) => !endsSession(op));
    if (suites.has('examples')) {
      io.log(`conformance: example replay of ${replayable.length} operations`);
      results.push(...(await exampleReplay(ctx, replayable)));
      for (const op of operations.filter(endsSession)) {
        results.push(
          notExercised(
            {
              suite: 'examples',
              operation: op.operationId,
              route: `${op.method.toUpperCase()} ${op.path}`,
              name: 'the example request',
              outcome: 'pass',
              findings: [],
              durationMs: 0,
            },
            'it ends the session the other checks use; the session checks call it on a session of their own',
          ),
        );
      }
    }
    if (suites.has('stateful')) {
      io.log('conformance: stateful pass');
      results.push(...(await withoutToken(ctx, operations)));
      const chosen = new Map(operations.map((op) => [op.operationId, op]));
      results.push(...(await createThenRead(ctx, chosen, ctx.token)));
      results.push(...(await recoveryDoesNotReveal(ctx, chosen)));
      io.log('conformance: out-of-contract amounts');
      results.push(...(await amountRules(ctx, operations, byId.get('getUserDetail'), ctx.token)));
      io.log('conformance: wrong passwords on a throwaway account are throttled');
      results.push(...(await throttling(ctx, chosen)));
      io.log('conformance: two accounts: account B tries account A’s objects; sessions');
      results.push(...(await crossAccount(ctx, chosen, ctx.token)));
    }
    if (suites.has('generated')) {
      io.log(`conformance: ${options.runs} generated valid requests per operation (seed ${options.seed})`);
      results.push(...(await generatedValid(ctx, replayable)));
    }
    if (suites.has('negative')) {
      io.log(`conformance: up to ${options.negativeLimit} invalid requests per operation`);
      results.push(...(await generatedInvalid(ctx, replayable)));
    }
    return results;
  };

  const [rest, feed] = await Promise.all([restRun(), feedRun()]);
  report.results = [...rest, ...feed];
  report.durationMs = Date.now() - started;
  return report;
}

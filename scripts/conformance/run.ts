/**
 * One conformance run: the REST suites against --api (sign-in first, so every later request carries a
 * real token), the feed checks against --feed at the same time, and one report of both.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { listOperations, parseSpec, type Operation } from '../lib/openapi.ts';
import { checkFeed } from './feed.ts';
import { SUITES, type CheckResult, type ConformanceReport, type Suite } from './model.ts';
import { exampleReplay, generatedInvalid, generatedValid, type RestContext } from './rest.ts';
import { createThenRead, recoveryDoesNotReveal, signIn, withoutToken } from './stateful.ts';
import { probe } from './transport.ts';
import { ContractValidator } from './validator.ts';

export interface ConformanceOptions {
  api: string | undefined;
  feed: string | undefined;
  spec: string;
  asyncapi: string;
  out: string;
  token: string;
  lang: string;
  /** Suites and operation selectors (operationId, tag, path or `METHOD /path`); empty = everything. */
  only: string[];
  runs: number;
  negativeLimit: number;
  seed: number;
  requireSuccess: boolean;
  requestTimeoutMs: number;
  feedListenMs: number;
  feedAnswerWithinMs: number;
  feedPingWithinMs: number;
}

export interface RunIo {
  log: (line: string) => void;
}

/** The suites and operations `--only` selects. */
export function selection(only: readonly string[], operations: Operation[]): { suites: Set<Suite>; operations: Operation[] } {
  const suiteItems = only.filter((item): item is Suite => (SUITES as readonly string[]).includes(item));
  const selectors = only.filter((item) => !(SUITES as readonly string[]).includes(item));
  const suites = new Set<Suite>(suiteItems.length > 0 ? suiteItems : SUITES);
  const chosen =
    selectors.length === 0
      ? operations
      : operations.filter((op) => selectors.some((s) => s === op.operationId || s === op.path || s.toUpperCase() === op.key.toUpperCase() || op.tags.includes(s)));
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
  const validator = new ContractValidator(doc);
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
    report.documented = operations.map((op) => ({ operation: op.operationId, route: `${op.method.toUpperCase()} ${op.path}`, statuses: validator.documentedStatuses(op) }));
    const ctx: RestContext = {
      doc,
      validator,
      api: options.api,
      token: options.token,
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
    io.log(`conformance: ${options.api}: ${session.token !== undefined ? 'signed in with the example account' : 'sign-in failed, using --token'}`);
    if (suites.has('stateful')) results.push(...session.results);
    // signing out ends the shared session: the other suites leave it out, and its example runs last
    const signOut = operations.filter((op) => op.operationId === 'signOutUser');
    const keepSession = operations.filter((op) => op.operationId !== 'signOutUser');
    if (suites.has('examples')) {
      io.log(`conformance: example replay of ${operations.length} operations`);
      results.push(...(await exampleReplay(ctx, keepSession)));
    }
    if (suites.has('stateful')) {
      io.log('conformance: stateful pass');
      results.push(...(await withoutToken(ctx, operations)));
      const chosen = new Map(operations.map((op) => [op.operationId, op]));
      results.push(...(await createThenRead(ctx, chosen, ctx.token)));
      results.push(...(await recoveryDoesNotReveal(ctx, chosen)));
    }
    if (suites.has('generated')) {
      io.log(`conformance: ${options.runs} generated valid requests per operation (seed ${options.seed})`);
      results.push(...(await generatedValid(ctx, keepSession)));
    }
    if (suites.has('negative')) {
      io.log(`conformance: up to ${options.negativeLimit} invalid requests per operation`);
      results.push(...(await generatedInvalid(ctx, keepSession)));
    }
    if (suites.has('examples') && signOut.length > 0) results.push(...(await exampleReplay(ctx, signOut)));
    return results;
  };

  const [rest, feed] = await Promise.all([restRun(), feedRun()]);
  report.results = [...rest, ...feed];
  report.durationMs = Date.now() - started;
  return report;
}

/**
 * contract:verify: checks that a server (the provider, or a backend team's implementation) answers as
 * the OpenAPI contract says.
 *
 *   npm run contract:verify -- --target http://127.0.0.1:8080/api [--spec openapi.yaml] [--out contract-report]
 *                              [--token <bearer>] [--lang vi]
 *
 * Starts Prism as a validating proxy (`prism proxy <spec> <target> --errors`) on 127.0.0.1, replays
 * one request per operation of the spec (built from the spec's examples, see lib/request-corpus.ts)
 * through it, and records for each operation whether the target's answer conforms. Prism forwards
 * `<path>` to `<target><path>`, so --target includes the base path (`/api` for this provider).
 * Operations that declare their own `servers` (the candle history of the market-data host) are sent
 * to the same target with their path: a test server answers them under the same base.
 *
 * Writes <out>/report.txt, <out>/junit.xml and <out>/prism.log, prints
 * `N operations: X conform, Y violate`, and exits 1 when any operation violates (2 on usage or setup
 * errors). Prism is always stopped, also on errors, timeouts and Ctrl-C.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer, connect } from 'node:net';
import { dirname, resolve } from 'node:path';
import { isObject, parseSpec, type Json } from './lib/openapi.ts';
import { buildCorpus, encodeBody, type CorpusRequest } from './lib/request-corpus.ts';
import { isEntryPoint } from './lib/entry-point.ts';
import { xmlEscape } from './lib/xml.ts';

export { xmlEscape };

export const USAGE = `Usage: npm run contract:verify -- --target <url> [options]

Replays one request per operation of the OpenAPI spec (built from its examples) through Prism running
as a validating proxy in front of <url>, and reports, per operation, whether the answer conforms.

Options:
  --target <url>            Server under test, including the base path the spec's paths hang off
                            (e.g. http://127.0.0.1:8080/api). Required. http(s) only.
  --spec <file>             OpenAPI document (default: openapi.yaml).
  --out <dir>               Report folder (default: contract-report): report.txt, junit.xml, prism.log.
  --token <bearer>          Credential sent to secured operations (default: contract-verify-token).
  --lang <code>             Value of the Lang header sent on every request (default: vi).
  --request-timeout <s>     Per-request timeout in seconds (default: 10).
  --timeout <s>             Overall timeout in seconds, Prism start included (default: 180).
  --require-success         Count a documented non-2xx answer (400/401/403...) as a violation too.
  --skip-proposed           Leave out operations marked x-provider-status: proposed (not built yet).
  -h, --help                Show this help.

Exit codes: 0 every operation conforms, 1 at least one violates, 2 usage or setup error.`;

export interface VerifyOptions {
  target: string;
  spec: string;
  out: string;
  token: string;
  lang: string;
  requestTimeoutMs: number;
  overallTimeoutMs: number;
  requireSuccess: boolean;
  skipProposed: boolean;
}

export type ParsedArgs = { kind: 'run'; options: VerifyOptions } | { kind: 'help' } | { kind: 'error'; message: string };

export function parseArgs(argv: readonly string[]): ParsedArgs {
  const options: VerifyOptions = {
    target: '',
    spec: 'openapi.yaml',
    out: 'contract-report',
    token: 'contract-verify-token',
    lang: 'vi',
    requestTimeoutMs: 10_000,
    overallTimeoutMs: 180_000,
    requireSuccess: false,
    skipProposed: false,
  };
  const args = [...argv];
  while (args.length > 0) {
    const raw = args.shift() ?? '';
    if (raw === '-h' || raw === '--help') return { kind: 'help' };
    if (raw === '--require-success' || raw === '--skip-proposed') {
      if (raw === '--require-success') options.requireSuccess = true;
      else options.skipProposed = true;
      continue;
    }
    const [flag, inline] = raw.includes('=') ? [raw.slice(0, raw.indexOf('=')), raw.slice(raw.indexOf('=') + 1)] : [raw, undefined];
    const takesValue = ['--target', '--spec', '--out', '--token', '--lang', '--request-timeout', '--timeout'];
    if (!takesValue.includes(flag)) return { kind: 'error', message: `unknown argument "${raw}"` };
    const value = inline ?? args.shift();
    if (value === undefined || value === '' || (inline === undefined && value.startsWith('--'))) {
      return { kind: 'error', message: `${flag} needs a value` };
    }
    switch (flag) {
      case '--target':
        options.target = value;
        break;
      case '--spec':
        options.spec = value;
        break;
      case '--out':
        options.out = value;
        break;
      case '--token':
        options.token = value;
        break;
      case '--lang':
        options.lang = value;
        break;
      case '--request-timeout':
      case '--timeout': {
        const seconds = Number(value);
        if (!Number.isFinite(seconds) || seconds <= 0) return { kind: 'error', message: `${flag} must be a positive number of seconds` };
        if (flag === '--timeout') options.overallTimeoutMs = seconds * 1000;
        else options.requestTimeoutMs = seconds * 1000;
        break;
      }
    }
  }
  if (options.target === '') return { kind: 'error', message: '--target is required' };
  let url: URL;
  try {
    url = new URL(options.target);
  } catch {
    return { kind: 'error', message: `--target "${options.target}" is not a URL` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'error', message: '--target must be an http(s) URL' };
  if (url.search !== '' || url.hash !== '') return { kind: 'error', message: '--target must not carry a query or a fragment' };
  if (/^[a-z]+:\/\//i.test(options.spec)) return { kind: 'error', message: '--spec must be a local file' };
  options.target = options.target.replace(/\/+$/, '');
  return { kind: 'run', options };
}

// ---------------------------------------------------------------------------------------------
// Results

export type ViolationKind = 'response' | 'status' | 'not-found' | 'no-answer' | 'request-rejected' | 'not-run';

export interface Violation {
  kind: ViolationKind;
  severity: string;
  location: string;
  message: string;
}

export interface OperationResult {
  operationId: string;
  method: string;
  path: string;
  sent: string;
  tags: string[];
  providerStatus: string | undefined;
  outcome: 'conform' | 'violate';
  httpStatus: number | undefined;
  violations: Violation[];
  notes: string[];
  durationMs: number;
}

export interface VerifyReport {
  spec: string;
  target: string;
  proxy: string;
  startedAt: string;
  durationMs: number;
  results: OperationResult[];
}

export const countOutcomes = (report: VerifyReport): { total: number; conform: number; violate: number } => ({
  total: report.results.length,
  conform: report.results.filter((r) => r.outcome === 'conform').length,
  violate: report.results.filter((r) => r.outcome === 'violate').length,
});

export const summaryLine = (report: VerifyReport): string => {
  const { total, conform, violate } = countOutcomes(report);
  return `${total} operations: ${conform} conform, ${violate} violate`;
};

// ---------------------------------------------------------------------------------------------
// Prism

const PRISM_ERRORS = 'https://stoplight.io/prism/errors#';

export interface PrismProcess {
  url: string;
  child: ChildProcess;
  log: () => string;
  stop: () => Promise<void>;
}

/** A TCP port on 127.0.0.1 that was free a moment ago. */
export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => (port > 0 ? resolvePort(port) : reject(new Error('no free port'))));
    });
  });
}

const canConnect = (port: number): Promise<boolean> =>
  new Promise((resolveConnect) => {
    const socket = connect({ host: '127.0.0.1', port });
    const done = (ok: boolean): void => {
      socket.destroy();
      resolveConnect(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });

function prismCli(): string {
  const require = createRequire(import.meta.url);
  const pkgPath = require.resolve('@stoplight/prism-cli/package.json');
  const pkg = JSON.parse(readFileSync(pkgPath, 'utf8')) as { bin?: string | Record<string, string> };
  const bin = typeof pkg.bin === 'string' ? pkg.bin : (pkg.bin?.prism ?? 'dist/index.js');
  return resolve(dirname(pkgPath), bin);
}

/**
 * Starts `prism proxy <spec> <upstream> --errors` on 127.0.0.1:<port> and resolves once it accepts
 * connections. The child is the Prism node process itself (no npx wrapper), so stopping it stops Prism.
 */
export async function startPrism(spec: string, upstream: string, signal: AbortSignal, startTimeoutMs = 60_000): Promise<PrismProcess> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [prismCli(), 'proxy', spec, upstream, '--errors', '--host', '127.0.0.1', '--port', String(port)],
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' } },
  );
  const lines: string[] = [];
  const keep = (chunk: Buffer): void => {
    lines.push(...chunk.toString('utf8').split('\n').filter((line) => line.trim() !== ''));
    if (lines.length > 5000) lines.splice(0, lines.length - 5000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited = child.exitCode !== null;
  // Last resort: if this process exits without stop() (process.exit elsewhere), take Prism along.
  const killOnExit = (): void => {
    if (!exited) child.kill('SIGKILL');
  };
  process.once('exit', killOnExit);
  const exitedPromise = new Promise<void>((resolveExit) => {
    const onGone = (): void => {
      exited = true;
      process.off('exit', killOnExit);
      resolveExit();
    };
    child.once('exit', onGone);
    child.once('error', onGone);
  });
  const stop = async (): Promise<void> => {
    if (exited) return;
    child.kill('SIGTERM');
    const killTimer = setTimeout(() => child.kill('SIGKILL'), 3000);
    await exitedPromise;
    clearTimeout(killTimer);
  };
  const prism: PrismProcess = { url: `http://127.0.0.1:${port}`, child, log: () => lines.join('\n'), stop };
  const deadline = Date.now() + startTimeoutMs;
  while (!exited) {
    if (signal.aborted) {
      await stop();
      throw new Error(`Prism start interrupted (${String(signal.reason)})`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`Prism did not start listening within ${startTimeoutMs / 1000} s:\n${lines.slice(-20).join('\n')}`);
    }
    // Prism logs "Prism is listening on ..."; the port accepting connections is the proof that counts.
    if (await canConnect(port)) return prism;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`Prism exited before listening (exit code ${String(child.exitCode)}):\n${lines.slice(-30).join('\n')}`);
}

// ---------------------------------------------------------------------------------------------
// Replay and classification

interface PrismViolation {
  location?: Json;
  severity?: Json;
  code?: Json;
  message?: Json;
}

function toViolations(list: Json | undefined, kind: ViolationKind): Violation[] {
  if (!Array.isArray(list)) return [];
  return list.filter(isObject).map((entry: PrismViolation) => ({
    kind,
    severity: typeof entry.severity === 'string' ? entry.severity : 'Error',
    location: Array.isArray(entry.location) ? entry.location.map(String).join('.') : '',
    message: typeof entry.message === 'string' ? entry.message : JSON.stringify(entry),
  }));
}

function parseJson(text: string): Json | undefined {
  try {
    return JSON.parse(text) as Json;
  } catch {
    return undefined;
  }
}

function dedupe(violations: Violation[]): Violation[] {
  const seen = new Set<string>();
  return violations.filter((v) => {
    const key = `${v.location}|${v.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** What a Prism answer says about the target's answer. Exported for tests. */
export function classifyAnswer(
  status: number,
  headers: { get(name: string): string | null },
  bodyText: string,
  context: { upstreamUrl: string; requireSuccess: boolean },
): { violations: Violation[]; notes: string[] } {
  const notes: string[] = [];
  const headerViolations = toViolations(parseJson(headers.get('sl-violations') ?? ''), 'response');
  const contentType = headers.get('content-type') ?? '';
  const body = parseJson(bodyText);
  const problemType = isObject(body) && typeof body.type === 'string' ? body.type : '';
  const prismProblem = /problem\+json/i.test(contentType) && isObject(body);
  if (prismProblem && problemType === `${PRISM_ERRORS}VIOLATIONS`) {
    const validation = isObject(body) ? body.validation : undefined;
    const all = dedupe([...toViolations(validation, 'response'), ...headerViolations]);
    const requestSide = all.filter((v) => v.location.startsWith('request'));
    const responseSide = all.filter((v) => !v.location.startsWith('request'));
    return {
      violations: [
        ...responseSide,
        ...requestSide.map((v) => ({ ...v, kind: 'request-rejected' as const, message: `the corpus request is invalid per the spec (fix the spec's example): ${v.message}` })),
      ],
      notes,
    };
  }
  if (prismProblem && problemType.startsWith(PRISM_ERRORS)) {
    const detail = isObject(body) ? [body.title, body.detail].filter((s) => typeof s === 'string').join(': ') : '';
    const validation = isObject(body) ? toViolations(body.validation, 'request-rejected') : [];
    const reasons = validation.length > 0 ? validation.map((v) => `${v.location}: ${v.message}`).join('; ') : detail;
    return {
      violations: [
        {
          kind: 'request-rejected',
          severity: 'Error',
          location: 'request',
          message: `Prism answered ${status} ${problemType.slice(PRISM_ERRORS.length)} before reaching the target: ${reasons} (the spec's example request does not satisfy the spec)`,
        },
      ],
      notes,
    };
  }
  if (prismProblem && status === 500 && (problemType === 'FetchError' || /request to .* failed/i.test(isObject(body) && typeof body.title === 'string' ? body.title : ''))) {
    const title = isObject(body) && typeof body.title === 'string' ? body.title : 'upstream request failed';
    return { violations: [{ kind: 'no-answer', severity: 'Error', location: 'target', message: `the target did not answer: ${title}` }], notes };
  }
  // The target's own answer, passed through by Prism.
  const violations: Violation[] = [];
  if (status === 404) {
    violations.push({
      kind: 'not-found',
      severity: 'Error',
      location: 'response.status',
      message: `the target answered 404 for ${context.upstreamUrl}: operation not implemented, or --target lacks the base path`,
    });
  }
  violations.push(...headerViolations.filter((v) => !(status === 404 && /status code/i.test(v.message))));
  if (violations.length === 0 && (status < 200 || status >= 300)) {
    const message = `answered the documented ${status} instead of a 2xx success; the success response was not checked`;
    if (context.requireSuccess) violations.push({ kind: 'status', severity: 'Error', location: 'response.status', message });
    else notes.push(message);
  }
  return { violations, notes };
}


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

async function replayAll(corpus: CorpusRequest[], prismUrl: string, options: VerifyOptions, overall: AbortSignal, concurrency = 4): Promise<OperationResult[]> {
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

// ---------------------------------------------------------------------------------------------
// Reports

const pad = (text: string, width: number): string => (text.length >= width ? text : text + ' '.repeat(width - text.length));

export function renderText(report: VerifyReport): string {
  const lines: string[] = [];
  lines.push(`contract:verify  ${report.spec}  ->  ${report.target}`);
  lines.push(`proxy ${report.proxy} (prism proxy --errors), started ${report.startedAt}, ${(report.durationMs / 1000).toFixed(1)} s`);
  lines.push(summaryLine(report));
  const proposed = report.results.filter((r) => r.providerStatus === 'proposed');
  if (proposed.length > 0) {
    const failing = proposed.filter((r) => r.outcome === 'violate').length;
    lines.push(`${proposed.length} of them are proposed (x-provider-status: proposed, asked of the provider): ${proposed.length - failing} conform, ${failing} violate`);
  }
  lines.push('');
  const idWidth = Math.min(40, Math.max(...report.results.map((r) => r.operationId.length), 11));
  const routeWidth = Math.min(48, Math.max(...report.results.map((r) => r.method.length + r.path.length + 1), 5));
  for (const r of report.results) {
    const verdict = r.outcome === 'conform' ? 'PASS' : 'FAIL';
    const status = r.httpStatus === undefined ? '---' : String(r.httpStatus);
    const detail = r.outcome === 'conform' ? (r.notes.some((n) => n.startsWith('answered the documented')) ? 'conforms (non-2xx answer)' : 'conforms') : `${r.violations.length} violation${r.violations.length === 1 ? '' : 's'}`;
    const marker = r.providerStatus === 'proposed' ? '  [proposed]' : '';
    lines.push(`${verdict}  ${pad(r.operationId, idWidth)}  ${pad(`${r.method} ${r.path}`, routeWidth)}  ${pad(status, 3)}  ${detail}${marker}`);
  }
  const failing = report.results.filter((r) => r.outcome === 'violate');
  lines.push('');
  lines.push(failing.length === 0 ? 'Details: every operation conforms.' : 'Details');
  for (const r of failing) {
    lines.push('');
    lines.push(`${r.operationId}  ${r.method} ${r.path}${r.providerStatus === 'proposed' ? '  (x-provider-status: proposed)' : ''}`);
    lines.push(`  sent: ${r.sent}  ->  ${r.httpStatus ?? 'no answer'}`);
    for (const v of r.violations) lines.push(`  - [${v.severity}] ${v.kind}${v.location ? ` at ${v.location}` : ''}: ${v.message}`);
    for (const note of r.notes) lines.push(`  note: ${note}`);
  }
  if (failing.length > 0 && failing.length === report.results.length && report.results.every((r) => r.violations.some((v) => v.kind === 'not-found'))) {
    lines.push('');
    lines.push(`Every operation answered 404: does --target include the base path the spec's paths hang off (e.g. ${report.target}/api)?`);
  }
  return `${lines.join('\n')}\n`;
}


export function renderJUnit(report: VerifyReport): string {
  const { total, violate } = countOutcomes(report);
  const seconds = (ms: number): string => (ms / 1000).toFixed(3);
  const suite = `contract:verify ${report.spec}`;
  const out: string[] = [];
  out.push('<?xml version="1.0" encoding="UTF-8"?>');
  out.push(`<testsuites name="${xmlEscape('contract:verify')}" tests="${total}" failures="${violate}" errors="0" time="${seconds(report.durationMs)}">`);
  out.push(
    `  <testsuite name="${xmlEscape(suite)}" tests="${total}" failures="${violate}" errors="0" skipped="0" time="${seconds(report.durationMs)}" timestamp="${xmlEscape(report.startedAt)}">`,
  );
  out.push('    <properties>');
  out.push(`      <property name="spec" value="${xmlEscape(report.spec)}"/>`);
  out.push(`      <property name="target" value="${xmlEscape(report.target)}"/>`);
  out.push('    </properties>');
  for (const r of report.results) {
    const classname = `contract.${r.tags[0] ?? 'operations'}`;
    const name = `${r.operationId} (${r.method} ${r.path})${r.providerStatus === 'proposed' ? ' [proposed]' : ''}`;
    const open = `    <testcase classname="${xmlEscape(classname)}" name="${xmlEscape(name)}" time="${seconds(r.durationMs)}"`;
    const notes = [`sent: ${r.sent} -> ${r.httpStatus ?? 'no answer'}`, ...(r.providerStatus ? [`x-provider-status: ${r.providerStatus}`] : []), ...r.notes];
    if (r.outcome === 'conform') {
      out.push(`${open}>`);
    } else {
      const first = r.violations[0];
      const message = `${r.violations.length} violation${r.violations.length === 1 ? '' : 's'}: ${first ? first.message : ''}`;
      const text = r.violations.map((v) => `[${v.severity}] ${v.kind}${v.location ? ` at ${v.location}` : ''}: ${v.message}`).join('\n');
      out.push(`${open}>`);
      out.push(`      <failure message="${xmlEscape(message)}" type="${xmlEscape(first?.kind ?? 'violation')}">${xmlEscape(text)}</failure>`);
    }
    out.push(`      <system-out>${xmlEscape(notes.join('\n'))}</system-out>`);
    out.push('    </testcase>');
  }
  out.push('  </testsuite>');
  out.push('</testsuites>');
  return `${out.join('\n')}\n`;
}

// ---------------------------------------------------------------------------------------------
// Entry point

export interface MainIo {
  log: (line: string) => void;
  error: (line: string) => void;
}

const consoleIo: MainIo = { log: (line) => console.log(line), error: (line) => console.error(line) };

/** Runs the verification and writes the reports; resolves to the report (throws on setup errors). */
export async function runVerification(options: VerifyOptions, io: MainIo = consoleIo, interrupt?: AbortSignal): Promise<VerifyReport> {
  const startedAt = new Date();
  const specPath = resolve(options.spec);
  const doc = parseSpec(readFileSync(specPath, 'utf8'), options.spec);
  const corpus = buildCorpus(doc, { token: options.token, lang: options.lang }).filter(
    (request) => !(options.skipProposed && request.operation.providerStatus === 'proposed'),
  );
  if (corpus.length === 0) throw new Error(`${options.spec} has no operations to verify`);
  const overall = new AbortController();
  const overallTimer = setTimeout(() => overall.abort(`overall timeout of ${options.overallTimeoutMs / 1000} s reached`), options.overallTimeoutMs);
  const onInterrupt = (): void => overall.abort('interrupted');
  interrupt?.addEventListener('abort', onInterrupt, { once: true });
  let prism: PrismProcess | undefined;
  try {
    io.log(`contract:verify: starting Prism proxy for ${options.spec} -> ${options.target}`);
    prism = await startPrism(specPath, options.target, overall.signal, Math.min(60_000, options.overallTimeoutMs));
    io.log(`contract:verify: Prism listening on ${prism.url}; replaying ${corpus.length} operations`);
    const results = await replayAll(corpus, prism.url, options, overall.signal);
    const report: VerifyReport = {
      spec: options.spec,
      target: options.target,
      proxy: prism.url,
      startedAt: startedAt.toISOString(),
      durationMs: Date.now() - startedAt.getTime(),
      results,
    };
    await prism.stop();
    const out = resolve(options.out);
    mkdirSync(out, { recursive: true });
    writeFileSync(resolve(out, 'report.txt'), renderText(report));
    writeFileSync(resolve(out, 'junit.xml'), renderJUnit(report));
    writeFileSync(resolve(out, 'prism.log'), `${prism.log()}\n`);
    return report;
  } finally {
    clearTimeout(overallTimer);
    interrupt?.removeEventListener('abort', onInterrupt);
    await prism?.stop();
  }
}

/** CLI entry: returns the process exit code. Never leaves Prism running. */
export async function main(argv: readonly string[], io: MainIo = consoleIo): Promise<number> {
  const parsed = parseArgs(argv);
  if (parsed.kind === 'help') {
    io.log(USAGE);
    return 0;
  }
  if (parsed.kind === 'error') {
    io.error(`contract:verify: ${parsed.message}\n\n${USAGE}`);
    return 2;
  }
  const interrupt = new AbortController();
  const onSignal = (signal: NodeJS.Signals): void => {
    io.error(`contract:verify: ${signal}, stopping Prism`);
    interrupt.abort(signal);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    const report = await runVerification(parsed.options, io, interrupt.signal);
    const out = resolve(parsed.options.out);
    for (const r of report.results.filter((x) => x.outcome === 'violate')) {
      io.log(`  FAIL ${r.operationId} (${r.method} ${r.path}): ${r.violations.map((v) => v.message).join('; ')}`);
    }
    io.log(`contract:verify: reports in ${resolve(out, 'report.txt')} and ${resolve(out, 'junit.xml')}`);
    io.log(summaryLine(report));
    if (interrupt.signal.aborted) return 130;
    return countOutcomes(report).violate > 0 ? 1 : 0;
  } catch (error) {
    io.error(`contract:verify: ${error instanceof Error ? error.message : String(error)}`);
    return interrupt.signal.aborted ? 130 : 2;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

if (isEntryPoint(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(2);
    },
  );
}

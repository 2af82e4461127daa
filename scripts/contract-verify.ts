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
 *
 * The parts: contract-verify/prism.ts (the proxy process), replay.ts (the requests through it), check.ts
 * (what an answer means), report.ts (text and JUnit), model.ts (options and results).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseSpec } from './lib/openapi.ts';
import { buildCorpus } from './lib/request-corpus.ts';
import { isEntryPoint } from './lib/entry-point.ts';
import { countOutcomes, summaryLine, type VerifyOptions, type VerifyReport } from './contract-verify/model.ts';
import { startPrism, type PrismProcess } from './contract-verify/prism.ts';
import { replayAll } from './contract-verify/replay.ts';
import { renderJUnit, renderText } from './contract-verify/report.ts';

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

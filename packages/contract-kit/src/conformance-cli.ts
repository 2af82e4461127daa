/**
 * contract-kit conformance --api URL --feed URL: does a server (the provider, or a backend team's
 * implementation) conform to openapi.yaml and asyncapi.yaml? One command, one report.
 *
 * REST: the example replay, requests generated from the schemas (valid and invalid), a stateful pass
 * (sign in and use the token; create, then read back) and a coverage matrix of operations × status
 * codes. Feed: behaviour and shape. Reports: report.txt, junit.xml and report.html in --out.
 * Exit codes: 0 conforms, 1 violations, 2 a target is unreachable (or the command line is wrong).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { exitCodeOf, summaryLine } from './conformance/model.ts';
import { renderHtml } from './conformance/report-html.ts';
import { renderJUnit } from './conformance/report-junit.ts';
import { renderText } from './conformance/report-text.ts';
import { runConformance, type ConformanceOptions } from './conformance/run.ts';

export const USAGE = `Usage: contract-kit conformance --api <url> [--feed <ws-url>] [options]

Checks a server against openapi.yaml (REST) and asyncapi.yaml (market socket) and writes one report.

Targets (at least one):
  --api <url>             REST base URL including the base path, e.g. http://127.0.0.1:8080/api
  --feed <ws-url>         Market socket, e.g. ws://127.0.0.1:8080/ws

Options:
  --only <list>           Comma-separated suites (examples, generated, negative, stateful, feed) and/or
                          operations (operationId, tag, path or "METHOD /path"). Default: everything.
  --runs <n>              Generated valid requests per operation (default 5).
  --invalid <n>           Generated invalid requests per operation (default 4).
  --seed <n>              Seed of the generated requests (default: random, printed; repeat a run with it).
  --strict                Near misses (an undocumented field a slip away from a documented optional one
                          that is missing) are violations, not warnings.
  --allow-non-success     In the example replay, accept a documented error answer (400/401/403...).
                          By default every example request must succeed.
  --token <bearer>        Token used when signing in with the contract's example account fails.
  --token-b <bearer>      A second account's token for the cross-account checks (default: the kit
                          registers a new account; the session checks need that).
  --lang <code>           Lang header (default en, the language of the contract's examples: a refusal's
                          message is compared with theirs).
  --spec <file>           OpenAPI document (default openapi.yaml).
  --asyncapi <file>       AsyncAPI document (default asyncapi.yaml).
  --out <dir>             Report folder (default conformance-report): report.txt, junit.xml, report.html.
  --request-timeout <s>   Per-request time-out (default 10).
  --feed-seconds <s>      How long to listen to the feed (default 30).
  --answer-within <s>     Time a subscription has to be answered, and the quiet time before (default 3).
  --ping-within <s>       Longest allowed gap between two pings (default 25).
  -h, --help              This help.

Exit codes: 0 conforms, 1 violations found, 2 a target is unreachable or the command line is wrong.`;

export type ParsedArgs =
  { kind: 'run'; options: ConformanceOptions } | { kind: 'help' } | { kind: 'error'; message: string };

const VALUE_FLAGS = [
  '--api',
  '--feed',
  '--only',
  '--runs',
  '--invalid',
  '--seed',
  '--token',
  '--token-b',
  '--lang',
  '--spec',
  '--asyncapi',
  '--out',
  '--request-timeout',
  '--feed-seconds',
  '--answer-within',
  '--ping-within',
];

export function parseArgs(argv: readonly string[], random: () => number = Math.random): ParsedArgs {
  const options: ConformanceOptions = {
    api: undefined,
    feed: undefined,
    spec: 'openapi.yaml',
    asyncapi: 'asyncapi.yaml',
    out: 'conformance-report',
    token: 'conformance-token',
    lang: 'en',
    only: [],
    runs: 5,
    negativeLimit: 4,
    seed: Math.floor(random() * 1_000_000),
    requireSuccess: true,
    strict: false,
    requestTimeoutMs: 10_000,
    feedListenMs: 30_000,
    feedAnswerWithinMs: 3_000,
    feedPingWithinMs: 25_000,
  };
  const args = [...argv];
  while (args.length > 0) {
    const raw = args.shift() ?? '';
    if (raw === '-h' || raw === '--help') return { kind: 'help' };
    if (raw === '--strict') {
      options.strict = true;
      continue;
    }
    if (raw === '--allow-non-success') {
      options.requireSuccess = false;
      continue;
    }
    const [flag, inline] = raw.includes('=')
      ? [raw.slice(0, raw.indexOf('=')), raw.slice(raw.indexOf('=') + 1)]
      : [raw, undefined];
    if (!VALUE_FLAGS.includes(flag)) return { kind: 'error', message: `unknown argument "${raw}"` };
    const value = inline ?? args.shift();
    if (value === undefined || value === '' || (inline === undefined && value.startsWith('--')))
      return { kind: 'error', message: `${flag} needs a value` };
    const count = (min: number, max: number): number | undefined => {
      const n = Number(value);
      return Number.isFinite(n) && n >= min && n <= max ? n : undefined;
    };
    switch (flag) {
      case '--api':
      case '--feed': {
        let url: URL;
        try {
          url = new URL(value);
        } catch {
          return { kind: 'error', message: `${flag} "${value}" is not a URL` };
        }
        const protocols = flag === '--api' ? ['http:', 'https:'] : ['ws:', 'wss:'];
        if (!protocols.includes(url.protocol))
          return { kind: 'error', message: `${flag} must be a ${flag === '--api' ? 'http(s)' : 'ws(s)'} URL` };
        if (flag === '--api') options.api = value.replace(/\/+$/, '');
        else options.feed = value;
        break;
      }
      case '--only':
        options.only = value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean);
        break;
      case '--runs':
      case '--invalid':
      case '--seed': {
        const n = count(0, flag === '--seed' ? 2 ** 31 - 1 : 1000);
        if (n === undefined || !Number.isInteger(n))
          return { kind: 'error', message: `${flag} must be a whole number` };
        if (flag === '--runs') options.runs = n;
        else if (flag === '--invalid') options.negativeLimit = n;
        else options.seed = n;
        break;
      }
      case '--request-timeout':
      case '--feed-seconds':
      case '--answer-within':
      case '--ping-within': {
        const n = count(0.05, 3600);
        if (n === undefined) return { kind: 'error', message: `${flag} must be a number of seconds` };
        const ms = Math.round(n * 1000);
        if (flag === '--request-timeout') options.requestTimeoutMs = ms;
        else if (flag === '--feed-seconds') options.feedListenMs = ms;
        else if (flag === '--answer-within') options.feedAnswerWithinMs = ms;
        else options.feedPingWithinMs = ms;
        break;
      }
      case '--token':
        options.token = value;
        break;
      case '--token-b':
        options.tokenB = value;
        break;
      case '--lang':
        options.lang = value;
        break;
      case '--spec':
        options.spec = value;
        break;
      case '--asyncapi':
        options.asyncapi = value;
        break;
      case '--out':
        options.out = value;
        break;
    }
  }
  if (options.api === undefined && options.feed === undefined)
    return { kind: 'error', message: 'give --api, --feed or both' };
  return { kind: 'run', options };
}

export interface MainIo {
  log: (line: string) => void;
  error: (line: string) => void;
}

const consoleIo: MainIo = { log: (line) => console.log(line), error: (line) => console.error(line) };

/** CLI entry: runs, writes the three reports, prints the verdict; resolves to the exit code. */
export async function main(argv: readonly string[], io: MainIo = consoleIo): Promise<number> {
  const parsed = parseArgs(argv);
  if (parsed.kind === 'help') {
    io.log(USAGE);
    return 0;
  }
  if (parsed.kind === 'error') {
    io.error(`conformance: ${parsed.message}\n\n${USAGE}`);
    return 2;
  }
  try {
    const report = await runConformance(parsed.options, io);
    const out = resolve(parsed.options.out);
    mkdirSync(out, { recursive: true });
    const text = renderText(report);
    writeFileSync(resolve(out, 'report.txt'), text);
    writeFileSync(resolve(out, 'junit.xml'), renderJUnit(report));
    writeFileSync(resolve(out, 'report.html'), renderHtml(report));
    const findings = text.split('\n');
    const start = findings.findIndex((line) => line.startsWith('Findings'));
    const end = findings.findIndex((line) => line.startsWith('Operations'));
    if (start >= 0)
      io.log(
        findings
          .slice(start, end >= 0 ? end : undefined)
          .join('\n')
          .trimEnd(),
      );
    io.log(`conformance: reports in ${out} (report.txt, junit.xml, report.html)`);
    io.log(`conformance: ${summaryLine(report)}; seed ${report.seed}`);
    return exitCodeOf(report);
  } catch (error) {
    io.error(`conformance: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
}

/**
 * contract:verify finds a server that answers wrongly.
 *
 * A local `node:http` stand-in provider answers every operation of the spec from its first success
 * example, except a few chosen operations that it answers wrongly: a missing required field, a
 * string field sent as a number, a value outside an enum, and a 404. The verifier runs against it
 * through real Prism, and must flag exactly those operations and find every other one conforming.
 * The operations to break are found generically, so the test works on any spec of this shape; it
 * runs for openapi.yaml and, while it exists, openapi.next.yaml.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { listOperations, parseSpec, type Json, type JsonObject } from '../../scripts/lib/openapi.ts';
import { main, parseArgs } from '../../scripts/contract-verify.ts';
import { classifyAnswer } from '../../scripts/contract-verify/check.ts';
import { xmlEscape } from '../../scripts/lib/xml.ts';
import {
  findEnumField,
  findRequiredField,
  findStringField,
  mutateAt,
  startFakeProvider,
  successAnswer,
  valueAt,
  type JsonPath,
  type Override,
} from './support/fake-provider.ts';
import { findAll, parseXml } from './support/xml.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
/** The specs under test; CONTRACT_SPECS (comma-separated paths) runs it on others, e.g. an older version. */
const SPECS = (process.env.CONTRACT_SPECS?.split(',') ?? ['openapi.yaml', 'openapi.next.yaml'])
  .map((file) => resolve(root, file.trim()))
  .filter((file) => existsSync(file));
const quiet = { log: (): void => undefined, error: (): void => undefined };
const tempDirs: string[] = [];

afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

interface Fault {
  operationId: string;
  kind: 'missing required field' | 'wrong type' | 'enum value outside the enum' | '404';
  override: Override;
  /** What the verifier's violation text must say. */
  expect: RegExp;
}

/** Picks one operation per kind of fault (all different), generically from the spec. */
function planFaults(doc: JsonObject): Fault[] {
  const faults: Fault[] = [];
  const used = new Set<string>();
  const operations = listOperations(doc);
  const finders: Array<{
    kind: Fault['kind'];
    find: (schema: Json | undefined, body: Json) => JsonPath | undefined;
    replace: (current: Json | undefined) => Json | undefined;
    expect: (path: JsonPath) => RegExp;
  }> = [
    {
      kind: 'enum value outside the enum',
      find: (schema, body) => findEnumField(doc, schema, body),
      replace: (current) => (typeof current === 'number' ? 987654 : 'not-in-the-enum'),
      expect: () => /must be equal to one of the allowed values/,
    },
    {
      kind: 'wrong type',
      find: (schema, body) => findStringField(doc, schema, body),
      replace: () => 12345,
      expect: () => /must be string/,
    },
    {
      kind: 'missing required field',
      find: (schema, body) => findRequiredField(doc, schema, body),
      replace: () => undefined,
      expect: (path) => new RegExp(`must have required property '${String(path[path.length - 1])}'`),
    },
  ];
  for (const finder of finders) {
    for (const operation of operations) {
      if (used.has(operation.operationId)) continue;
      const success = successAnswer(doc, operation);
      if (!success || success.body === null) continue;
      const path = finder.find(success.schema, success.body);
      if (!path) continue;
      const body = mutateAt(success.body, path, finder.replace(valueAt(success.body, path)));
      faults.push({ operationId: operation.operationId, kind: finder.kind, override: { kind: 'body', body }, expect: finder.expect(path) });
      used.add(operation.operationId);
      break;
    }
  }
  const notFound = operations.find((operation) => !used.has(operation.operationId));
  if (notFound) {
    faults.push({ operationId: notFound.operationId, kind: '404', override: { kind: 'status', status: 404, text: 'Not Found' }, expect: /answered 404/ });
  }
  return faults;
}

describe('contract:verify arguments', () => {
  it('prints usage on --help and rejects bad arguments with exit code 2', async () => {
    const lines: string[] = [];
    const io = { log: (line: string) => lines.push(line), error: (line: string) => lines.push(line) };
    expect(await main(['--help'], io)).toBe(0);
    expect(lines.join('\n')).toMatch(/Usage: npm run contract:verify -- --target <url>/);
    expect(await main([], io)).toBe(2);
    expect(await main(['--target', 'ftp://example.test'], io)).toBe(2);
    expect(await main(['--target', 'http://127.0.0.1:1/api', '--bogus'], io)).toBe(2);
    expect(parseArgs(['--target=http://127.0.0.1:9/api/', '--lang', 'en'])).toMatchObject({ kind: 'run', options: { target: 'http://127.0.0.1:9/api', lang: 'en' } });
  });

  it('tells a Prism-made answer from the target passing through', () => {
    const headers = (map: Record<string, string>) => ({ get: (name: string) => map[name.toLowerCase()] ?? null });
    const ctx = { upstreamUrl: 'http://127.0.0.1:9/api/x', requireSuccess: false };
    const unreachable = classifyAnswer(500, headers({ 'content-type': 'application/problem+json' }), '{"type":"FetchError","title":"request to http://127.0.0.1:9/api/x failed, reason: connect ECONNREFUSED","status":500}', ctx);
    expect(unreachable.violations.map((v) => v.kind)).toEqual(['no-answer']);
    const rejected = classifyAnswer(422, headers({ 'content-type': 'application/problem+json' }), '{"type":"https://stoplight.io/prism/errors#UNPROCESSABLE_ENTITY","title":"Invalid request","validation":[{"location":["query"],"severity":"Error","message":"Request query must have required property \'id\'"}]}', ctx);
    expect(rejected.violations.map((v) => v.kind)).toEqual(['request-rejected']);
    const documented = classifyAnswer(403, headers({ 'content-type': 'application/json' }), '{"status":403,"message":"no"}', ctx);
    expect(documented.violations).toEqual([]);
    expect(documented.notes.join()).toMatch(/documented 403/);
    expect(classifyAnswer(403, headers({}), '{}', { ...ctx, requireSuccess: true }).violations.map((v) => v.kind)).toEqual(['status']);
    expect(xmlEscape('a<b & "c"\u0001')).toBe('a&lt;b &amp; &quot;c&quot;\uFFFD');
  });
});

describe.each(SPECS.map((file) => [basename(file), file]))('contract:verify against a server that answers correctly (%s)', (_name, specFile) => {
  it('finds every operation conforming and exits 0; --skip-proposed leaves the proposed operations out', async () => {
    const doc = parseSpec(readFileSync(specFile, 'utf8'), specFile);
    const operations = listOperations(doc);
    const documented = operations.filter((operation) => operation.providerStatus !== 'proposed');
    const provider = await startFakeProvider(doc);
    const out = mkdtempSync(join(tmpdir(), 'contract-verify-'));
    tempDirs.push(out);
    let code: number;
    try {
      code = await main(['--target', provider.url, '--spec', specFile, '--out', out, '--skip-proposed', '--timeout', '60'], quiet);
    } finally {
      await provider.close();
    }
    expect(code).toBe(0);
    expect(provider.received).toHaveLength(documented.length);
    const report = readFileSync(join(out, 'report.txt'), 'utf8');
    expect(report).toContain(`${documented.length} operations: ${documented.length} conform, 0 violate`);
    expect(report).toContain('Details: every operation conforms.');
    expect(findAll(parseXml(readFileSync(join(out, 'junit.xml'), 'utf8')), 'failure')).toHaveLength(0);
  }, 60_000);
});

describe.each(SPECS.map((file) => [basename(file), file]))('contract:verify against a server that answers some operations wrongly (%s)', (_name, specFile) => {
  it('flags exactly the broken operations, finds all others conforming, and writes a well-formed JUnit report', async () => {
    const doc = parseSpec(readFileSync(specFile, 'utf8'), specFile);
    const operations = listOperations(doc);
    const faults = planFaults(doc);
    expect(faults.map((f) => f.kind).sort()).toEqual(['404', 'enum value outside the enum', 'missing required field', 'wrong type']);
    const broken = new Set(faults.map((f) => f.operationId));
    expect(operations.length).toBeGreaterThan(broken.size);

    const provider = await startFakeProvider(doc, new Map(faults.map((f) => [f.operationId, f.override])));
    const out = mkdtempSync(join(tmpdir(), 'contract-verify-'));
    tempDirs.push(out);
    let code: number;
    try {
      code = await main(['--target', provider.url, '--spec', specFile, '--out', out, '--token', 'test-token', '--timeout', '60', '--request-timeout', '10'], quiet);
    } finally {
      await provider.close();
    }
    expect(code).toBe(1);
    // Every operation reached the target (the candle history included, under the same base).
    expect(provider.received).toHaveLength(operations.length);

    const report = readFileSync(join(out, 'report.txt'), 'utf8');
    expect(report).toContain(`${operations.length} operations: ${operations.length - broken.size} conform, ${broken.size} violate`);
    const verdicts = new Map(
      report
        .split('\n')
        .map((line) => /^(PASS|FAIL)\s+(\S+)/.exec(line))
        .filter((m): m is RegExpExecArray => m !== null)
        .map((m) => [m[2] ?? '', m[1] ?? '']),
    );
    expect(verdicts.size).toBe(operations.length);
    for (const operation of operations) {
      expect(verdicts.get(operation.operationId), operation.operationId).toBe(broken.has(operation.operationId) ? 'FAIL' : 'PASS');
    }
    const details = report.slice(report.indexOf('\nDetails'));
    for (const fault of faults) {
      const section = details.slice(details.indexOf(`\n${fault.operationId}  `));
      const block = section.slice(0, section.indexOf('\n\n', 1) > 0 ? section.indexOf('\n\n', 1) : undefined);
      expect(block, `${fault.operationId} (${fault.kind})`).toMatch(fault.expect);
    }

    const junit = parseXml(readFileSync(join(out, 'junit.xml'), 'utf8'));
    expect(junit.name).toBe('testsuites');
    const testcases = findAll(junit, 'testcase');
    expect(testcases).toHaveLength(operations.length);
    expect(junit.attributes.tests).toBe(String(operations.length));
    expect(junit.attributes.failures).toBe(String(broken.size));
    const failed = testcases.filter((tc) => findAll(tc, 'failure').length > 0).map((tc) => (tc.attributes.name ?? '').split(' ')[0]);
    expect(new Set(failed)).toEqual(broken);
    const proposed = operations.filter((operation) => operation.providerStatus === 'proposed');
    expect(testcases.filter((tc) => (tc.attributes.name ?? '').endsWith(' [proposed]'))).toHaveLength(proposed.length);
    for (const fault of faults) {
      const testcase = testcases.find((tc) => (tc.attributes.name ?? '').startsWith(`${fault.operationId} (`));
      expect(findAll(testcase!, 'failure')[0]?.text).toMatch(fault.expect);
    }
  }, 60_000);
});

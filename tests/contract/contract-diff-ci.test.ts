/**
 * contract:diff renders text grouped by operation, and as a command reads the spec at a git ref; in CI
 * (--ci) it compares with the merge base: a breaking change fails unless a commit declares it intended;
 * without another ref it says so and passes. Limits and shared components: contract-diff-limits.test.ts.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import type { JsonObject } from '../../packages/contract-kit/src/lib/openapi.ts';
import { diffSpecs } from '../../packages/contract-kit/src/lib/spec-diff.ts';
import { renderDiff } from '../../packages/contract-kit/src/lib/spec-diff-render.ts';
import { main, parseDiffArgs } from '../../packages/contract-kit/src/diff.ts';
import { arr, baseSpec, componentSpec, edited, obj, props } from './support/diff-fixture.ts';

const edit = (
  change: (doc: {
    components: {
      schemas: Record<string, { properties: Record<string, Record<string, unknown>>; required?: string[] }>;
    };
  }) => void,
): JsonObject => {
  const doc = structuredClone(componentSpec());
  change(doc as unknown as Parameters<typeof change>[0]);
  return doc;
};

describe('contract:diff --ci', () => {
  const repo = mkdtempSync(join(tmpdir(), 'contract-diff-ci-'));
  afterAll(() => rmSync(repo, { recursive: true, force: true }));
  const git = (...args: string[]): string =>
    execFileSync(
      'git',
      ['-c', 'user.name=test', '-c', 'user.email=test@example.test', '-c', 'commit.gpgsign=false', ...args],
      { cwd: repo, encoding: 'utf8' },
    );
  const run = (...args: string[]): { code: number; out: string } => {
    const lines: string[] = [];
    const cwd = process.cwd();
    process.chdir(repo);
    try {
      const code = main(['--ci', ...args], { log: (l) => lines.push(l), error: (l) => lines.push(l) });
      return { code, out: lines.join('\n') };
    } finally {
      process.chdir(cwd);
    }
  };
  const breaking = (): void =>
    writeFileSync(
      join(repo, 'openapi.yaml'),
      stringify(
        edit((d) => {
          const schema = d.components.schemas.Item;
          if (schema) delete schema.properties.code;
        }),
      ),
    );

  it('skips, saying why, where there is no other ref to compare with', () => {
    git('init', '-q', '-b', 'work');
    writeFileSync(join(repo, 'openapi.yaml'), stringify(componentSpec()));
    git('add', 'openapi.yaml');
    git('commit', '-q', '-m', 'contract');
    const { code, out } = run();
    expect(code).toBe(0);
    expect(out).toMatch(/skipped: no other ref to compare with/);
  });

  it('fails on a breaking change since the merge base with main, unless a commit says it is intended', () => {
    git('branch', 'main');
    git('checkout', '-q', '-b', 'feature');
    breaking();
    git('commit', '-q', '-am', 'Drop the item code');
    const failed = run();
    expect(failed.code).toBe(1);
    expect(failed.out).toMatch(/comparing with the merge base of HEAD and main/);
    expect(failed.out).toMatch(/! components\.schemas\.Item field `code` removed/);
    expect(failed.out).toMatch(/Contract-Change: breaking/);
    git('commit', '-q', '--amend', '-m', 'Drop the item code\n\nContract-Change: breaking');
    const intended = run();
    expect(intended.code).toBe(0);
    expect(intended.out).toMatch(/declared intended by a commit/);
    // the same change against another base ref given explicitly, and nothing changed on main itself
    git('checkout', '-q', 'main');
    expect(run('--against', 'main').code).toBe(0);
  });
});

describe('renderDiff', () => {
  it('groups changes by operation, breaking first', () => {
    const head = edited((s) => {
      delete props(s, 'Order').profit;
      arr(s, 'paths', '/orderrecord', 'get', 'parameters').push({
        name: 'limit',
        in: 'query',
        schema: { type: 'integer' },
      });
    });
    const text = renderDiff(diffSpecs(baseSpec(), head), 'contract:diff openapi.yaml: main -> working tree');
    expect(text).toMatch(
      /^contract:diff openapi.yaml: main -> working tree\n\nBREAKING changes for clients: 2 in 2 operations\n\n {2}GET \/orderrecord \(getOrderRecord\)\n {4}! response 200 field `result.list\[\].profit` removed {2}\[response-field-removed\]/,
    );
    expect(text.indexOf('BREAKING')).toBeLessThan(text.indexOf('Non-breaking changes: 1 in 1 operation'));
    expect(text).toContain('    + query parameter `limit` added (optional)  [request-param-added]');
  });
});

describe('contract:diff CLI', () => {
  const repo = mkdtempSync(join(tmpdir(), 'contract-diff-'));
  afterAll(() => rmSync(repo, { recursive: true, force: true }));
  const git = (...args: string[]): string =>
    execFileSync(
      'git',
      ['-c', 'user.name=test', '-c', 'user.email=test@example.test', '-c', 'commit.gpgsign=false', ...args],
      { cwd: repo, encoding: 'utf8' },
    );

  it('parses its arguments', () => {
    expect(parseDiffArgs(['main'])).toEqual({ kind: 'run', ref: 'main', spec: 'openapi.yaml' });
    expect(parseDiffArgs(['HEAD~2', '--spec', 'api/openapi.yaml'])).toEqual({
      kind: 'run',
      ref: 'HEAD~2',
      spec: 'api/openapi.yaml',
    });
    expect(parseDiffArgs(['--help'])).toEqual({ kind: 'help' });
    expect(parseDiffArgs([]).kind).toBe('error');
    expect(parseDiffArgs(['a', 'b']).kind).toBe('error');
    expect(parseDiffArgs(['--bogus', 'main']).kind).toBe('error');
  });

  it('reads the spec at a git ref, compares it with the working tree and exits 1 on breaking changes', () => {
    git('init', '-q');
    writeFileSync(join(repo, 'openapi.yaml'), stringify(baseSpec()));
    git('add', 'openapi.yaml');
    git('commit', '-q', '-m', 'base');
    const lines: string[] = [];
    const io = { log: (line: string) => lines.push(line), error: (line: string) => lines.push(line) };
    const cwd = process.cwd();
    process.chdir(repo);
    try {
      expect(main(['HEAD'], io)).toBe(0);
      expect(lines.join('\n')).toContain('No breaking changes for clients.');
      writeFileSync(join(repo, 'openapi.yaml'), stringify(edited((s) => delete obj(s, 'paths')['/order'])));
      lines.length = 0;
      expect(main(['HEAD'], io)).toBe(1);
      expect(lines.join('\n')).toMatch(/POST \/order \(createOptionOrder\)\n {4}! operation removed/);
      expect(lines[lines.length - 1]).toBe('1 breaking, 0 non-breaking changes');
      lines.length = 0;
      expect(main(['no-such-ref'], io)).toBe(2);
      expect(lines.join('\n')).toMatch(/not a commit/);
      expect(main(['HEAD', '--spec', 'missing.yaml'], io)).toBe(2);
      expect(main(['--help'], io)).toBe(0);
    } finally {
      process.chdir(cwd);
    }
  });
});

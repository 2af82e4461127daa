/**
 * The `contract-kit` command: its subcommands, the contracts taken by path, and `diff --base`, which
 * compares two files without git (what a backend team holding two copies of the contract runs).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { parse, stringify } from 'yaml';
import { run } from '../src/cli.ts';
import { main as diff, parseDiffArgs } from '../src/diff.ts';
import { parseArgs } from '../src/conformance-cli.ts';
import { SPEC } from './fake-server.ts';

const folder = mkdtempSync(join(tmpdir(), 'contract-kit-cli-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('contract-kit', () => {
  it('lists its commands, and refuses an unknown one with exit code 2', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(await run(['--help'])).toBe(0);
      expect(log.mock.calls.flat().join('\n')).toMatch(/conformance[\s\S]*diff[\s\S]*docs/);
      expect(await run(['verify'])).toBe(2);
      expect(error.mock.calls.flat().join('\n')).toMatch(/unknown command "verify"/);
    } finally {
      log.mockRestore();
      error.mockRestore();
    }
  });

  it('conformance takes the contracts by path, --strict and a second account', () => {
    const parsed = parseArgs([
      '--api',
      'http://h/api',
      '--spec',
      '/x/openapi.yaml',
      '--asyncapi',
      '/x/asyncapi.yaml',
      '--strict',
      '--token-b',
      'b-token',
    ]);
    expect(parsed.kind === 'run' && parsed.options).toMatchObject({
      spec: '/x/openapi.yaml',
      asyncapi: '/x/asyncapi.yaml',
      strict: true,
      tokenB: 'b-token',
      lang: 'en',
    });
  });

  it('diff --base compares two files without git: a removed response field is breaking (exit 1), the same file is not (exit 0)', () => {
    const doc = parse(readFileSync(SPEC, 'utf8')) as {
      components: { schemas: { User: { properties: Record<string, unknown>; required?: string[] } } };
    };
    const user = doc.components.schemas.User;
    delete user.properties.frozen;
    user.required = (user.required ?? []).filter((name) => name !== 'frozen');
    const head = join(folder, 'openapi.yaml');
    writeFileSync(head, stringify(doc));
    const lines: string[] = [];
    const io = { log: (line: string) => lines.push(line), error: (line: string) => lines.push(line) };
    expect(diff(['--base', SPEC, '--spec', head], io)).toBe(1);
    expect(lines.join('\n')).toMatch(/components\.schemas\.User field `frozen` removed {2}\[response-field-removed\]/);
    expect(diff(['--base', SPEC, '--spec', SPEC], io)).toBe(0);
    expect(parseDiffArgs(['--base', 'a.yaml', 'main'])).toMatchObject({ kind: 'error' });
  });
});

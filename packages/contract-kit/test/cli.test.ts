/**
 * The `contract-kit` command: its subcommands, the contracts taken by path, and `diff --base`, which
 * compares two files without git (what a backend team holding two copies of the contract runs).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { parse, stringify } from 'yaml';
import { run } from '../src/cli.ts';
import { main as diff, parseDiffArgs } from '../src/diff.ts';
import { parseArgs } from '../src/conformance-cli.ts';
import { seedTooling, toolingFolder } from '../src/lib/docs-tooling.ts';
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

  it('docs finds the socket tooling outside the app: seeded from the copy the packed kit carries', () => {
    const project = join(folder, 'team');
    mkdirSync(project, { recursive: true });
    // no tools/asyncapi-docs in a backend team's folder: the tooling goes to .contract-kit/
    const target = toolingFolder(project, {});
    expect(target).toBe(join(project, '.contract-kit', 'asyncapi-docs'));
    expect(toolingFolder(project, { CONTRACT_KIT_ASYNCAPI_TOOLING: '/elsewhere' })).toBe('/elsewhere');
    // nothing to seed from: a reason, no folder
    expect(seedTooling(target, join(folder, 'nothing'))).toMatch(/this kit carries none to put there/);
    expect(existsSync(target)).toBe(false);
    // the packed kit's dist/asyncapi-docs: the lock file travels as npm-shrinkwrap.json (npm pack drops package-lock.json)
    const shipped = join(folder, 'shipped');
    mkdirSync(shipped);
    for (const name of ['package.json', 'npm-shrinkwrap.json', '.puppeteerrc.cjs'])
      writeFileSync(join(shipped, name), name);
    expect(seedTooling(target, shipped)).toBeUndefined();
    expect(readFileSync(join(target, 'package-lock.json'), 'utf8')).toBe('npm-shrinkwrap.json');
    expect(readFileSync(join(target, '.puppeteerrc.cjs'), 'utf8')).toBe('.puppeteerrc.cjs');
    // the app's repository keeps its own manifest in tools/asyncapi-docs
    mkdirSync(join(project, 'tools', 'asyncapi-docs'), { recursive: true });
    writeFileSync(join(project, 'tools', 'asyncapi-docs', 'package.json'), '{}');
    expect(toolingFolder(project, {})).toBe(join(project, 'tools', 'asyncapi-docs'));
  });
});

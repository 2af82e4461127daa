import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The promise of contract-first: rename a field the provider sends, and the type check fails at
 * every screen that reads it. Proven on a copy of the project with two fields renamed in openapi.yaml.
 */
const root = resolve(import.meta.dirname, '../..');
const work = mkdtempSync(join(tmpdir(), 'contract-drift-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const copy = (path: string): void => cpSync(join(root, path), join(work, path), { recursive: true });

const typecheck = (): string => {
  try {
    execFileSync(join(root, 'node_modules/.bin/orval'), ['--config', 'orval.config.ts'], { cwd: work, stdio: 'pipe' });
    execFileSync(join(root, 'node_modules/.bin/tsx'), ['scripts/generate-market-types.ts'], {
      cwd: work,
      stdio: 'pipe',
    });
    execFileSync(join(root, 'node_modules/.bin/tsx'), ['scripts/generate-market-validators.ts'], {
      cwd: work,
      stdio: 'pipe',
    });
    execFileSync(join(root, 'node_modules/.bin/tsx'), ['scripts/generate-operations.ts'], { cwd: work, stdio: 'pipe' });
    execFileSync(
      join(root, 'node_modules/.bin/tsc'),
      ['-p', 'tsconfig.app.json', '--composite', 'false', '--incremental', 'false', '--noEmit', '--pretty', 'false'],
      { cwd: work, stdio: 'pipe' },
    );
    return '';
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
    return `${stdout?.toString() ?? ''}${stderr?.toString() ?? ''}` || String(error);
  }
};

describe('contract drift', () => {
  it('renaming a response field in openapi.yaml breaks the type check where a screen reads it', () => {
    for (const path of [
      'src',
      'locales',
      'scripts',
      'tests/support',
      'tsconfig.app.json',
      'orval.config.ts',
      'openapi.yaml',
      'asyncapi.yaml',
      'package.json',
    ])
      copy(path);
    rmSync(join(work, 'src/api/generated'), { recursive: true, force: true });
    symlinkSync(join(root, 'node_modules'), join(work, 'node_modules'), 'dir');

    const spec = readFileSync(join(work, 'openapi.yaml'), 'utf8');
    // User.nickname → User.nick_name (the schema's property, not the examples).
    const renamed = spec
      .replace(/(\n {4}User:\n[\s\S]*?\n {8})nickname:/, '$1nick_name:')
      // TradeSymbol.jiaoyidui → TradeSymbol.pair_code: the live market reads it through typed code too
      .replace(/(\n {4}TradeSymbol:\n[\s\S]*?\n {8})jiaoyidui:/, '$1pair_code:');
    expect(renamed).not.toBe(spec);
    writeFileSync(join(work, 'openapi.yaml'), renamed);

    const output = typecheck();
    expect(output).toMatch(
      /src\/features\/profile\/components\/profile-card\.tsx\(\d+,\d+\): error TS\d+: Property 'nickname' does not exist on type 'User'/,
    );
    expect(output).toMatch(
      /src\/app\/live-market\.ts\(\d+,\d+\): error TS\d+: Property 'jiaoyidui' does not exist on type 'TradeSymbol'/,
    );
    // and nothing else fails: every error names a renamed field (the tree as it is type-checks in the
    // type check step, so the copy needs no check of its own before the rename)
    const errors = output.split('\n').filter((line) => / error TS\d+:/.test(line));
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.filter((line) => !/\b(nickname|jiaoyidui)\b/.test(line))).toEqual([]);
    // generating and type-checking the whole app takes minutes on a busy 2-core machine: the verdict is
    // the type checker's output, not how long it took
  }, 900_000);
});

import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { INPUTS, OUTPUTS, inputsHash, upToDate } from './generate.ts';

/** A copy of the inputs, with stand-in outputs, in a temporary project folder. */
function project(): string {
  const root = mkdtempSync(join(tmpdir(), 'generate-'));
  for (const path of INPUTS) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    cpSync(path, join(root, path));
  }
  for (const path of OUTPUTS) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), '');
  }
  return root;
}

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('generate: skipped only when nothing it is made from changed', () => {
  it('is up to date after a run with the same inputs, and stale after any input or output changes', () => {
    const root = project();
    roots.push(root);
    expect(upToDate(root)).toBe(false); // never generated
    writeFileSync(join(root, 'src/api/generated/.inputs.sha256'), `${inputsHash(root)}\n`);
    expect(upToDate(root)).toBe(true);

    for (const input of ['openapi.yaml', 'asyncapi.yaml', 'orval.config.ts', 'package-lock.json']) {
      const copy = project();
      roots.push(copy);
      writeFileSync(join(copy, 'src/api/generated/.inputs.sha256'), `${inputsHash(copy)}\n`);
      writeFileSync(join(copy, input), '# edited\n', { flag: 'a' });
      expect(upToDate(copy), input).toBe(false);
    }

    rmSync(join(root, 'src/market/generated/frames.ts'));
    expect(upToDate(root)).toBe(false); // an output is missing
  });
});

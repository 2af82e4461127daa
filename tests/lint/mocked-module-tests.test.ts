import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every component test file under src/ (x.test.ts / x.test.tsx), as a path from the project root. */
const testFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

/** The paths listed in vite.config.ts's MOCKED_MODULE_TESTS. */
const listed = (): string[] => {
  const config = readFileSync('vite.config.ts', 'utf8');
  const block = /const MOCKED_MODULE_TESTS = \[([^\]]*)\]/.exec(config)?.[1] ?? '';
  return [...block.matchAll(/'([^']+)'/g)].map((match) => match[1] ?? '');
};

describe('component tests that replace a module run in a project of their own', () => {
  it('lists exactly the files that call vi.mock, so none runs in the shared module graph', () => {
    const mocking = testFiles('src')
      .filter((path) => /\bvi\.mock\(/.test(readFileSync(path, 'utf8')))
      .sort();
    expect(mocking.length).toBeGreaterThan(0);
    expect([...listed()].sort()).toEqual(mocking);
  });
});

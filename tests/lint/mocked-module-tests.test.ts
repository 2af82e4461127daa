import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MOCKED_MODULE_TESTS, testProjects } from '../../build/vite/test-projects.ts';

/** Every component test file under src/ (x.test.ts / x.test.tsx), as a path from the project root. */
const testFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

describe('component tests that replace a module run in a project of their own', () => {
  it('lists exactly the files that call vi.mock, so none runs in the shared module graph', () => {
    const mocking = testFiles('src')
      .filter((path) => /\bvi\.mock\(/.test(readFileSync(path, 'utf8')))
      .sort();
    expect(mocking.length).toBeGreaterThan(0);
    expect([...MOCKED_MODULE_TESTS].sort()).toEqual(mocking);
  });

  it('keeps them out of the shared project and in a project of their own', () => {
    const project = (name: string) =>
      testProjects.find((item) => typeof item === 'object' && item.test?.name === name)?.test;
    expect(project('app')?.exclude).toEqual(MOCKED_MODULE_TESTS);
    expect(project('app')?.isolate).toBe(false);
    expect(project('app-mocked')?.include).toEqual(MOCKED_MODULE_TESTS);
    expect(project('app-mocked')?.isolate).toBe(true);
  });
});

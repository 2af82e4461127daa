/**
 * The front door stays a door: the README fits on a page, every relative link of the README,
 * CONTRIBUTING.md and docs/ leads to a file that exists, and every decision record is in the index.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const read = (path: string): string => readFileSync(join(root, path), 'utf8');

const markdownUnder = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? markdownUnder(join(dir, entry.name))
      : entry.name.endsWith('.md')
        ? [join(dir, entry.name)]
        : [],
  );

const pages = ['README.md', 'CONTRIBUTING.md', ...markdownUnder('docs')];

/** The relative targets of a page's Markdown links, without their #anchor. */
const relativeLinks = (source: string): string[] =>
  [...source.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1] ?? '')
    .filter((target) => !/^[a-z]+:/i.test(target) && !target.startsWith('#'))
    .map((target) => target.split('#')[0] ?? '');

describe('the documentation', () => {
  it('has a README of at most 150 lines', () => {
    expect(read('README.md').split('\n').length).toBeLessThanOrEqual(150);
  });

  it.each(pages)('%s links only to files that exist', (page) => {
    const broken = relativeLinks(read(page)).filter((target) => !existsSync(join(root, dirname(page), target)));
    expect(broken).toEqual([]);
  });

  it('lists every decision record in the index of decisions', () => {
    const index = read('docs/decisions/README.md');
    const records = readdirSync(join(root, 'docs/decisions')).filter((name) => /^\d{4}-.+\.md$/.test(name));
    expect(records.length).toBeGreaterThan(0);
    const unlisted = records.filter((name) => !new RegExp(`^\\| ${name.slice(0, 4)} \\|`, 'm').test(index));
    expect(unlisted).toEqual([]);
  });
});

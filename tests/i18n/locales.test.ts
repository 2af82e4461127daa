import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/i18n/languages';

const root = join(import.meta.dirname, '../../locales');
type Tree = { [key: string]: string | Tree };

const flatten = (tree: Tree, prefix = ''): Map<string, string> => {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
};

const load = (language: string, namespace: string): Map<string, string> =>
  flatten(JSON.parse(readFileSync(join(root, language, namespace), 'utf8')) as Tree);

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();

const namespaces = readdirSync(join(root, 'en')).filter((file) => file.endsWith('.json'));

describe('locales', () => {
  it('has a folder for exactly the eight interface languages', () => {
    expect(readdirSync(root).sort()).toEqual([...LANGUAGES].sort());
  });

  describe.each(LANGUAGES.filter((language) => language !== 'en'))('%s', (language) => {
    it('has every namespace of en and no other', () => {
      expect(readdirSync(join(root, language)).sort()).toEqual([...namespaces].sort());
    });

    it.each(namespaces)('%s has every key of en, no extra key, no empty text, the same placeholders', (namespace) => {
      const en = load('en', namespace);
      const other = load(language, namespace);
      expect([...other.keys()].sort()).toEqual([...en.keys()].sort());
      for (const [key, text] of other) {
        expect(text.trim(), `${language}/${namespace}:${key} is empty`).not.toBe('');
        expect(placeholders(text), `${language}/${namespace}:${key}`).toEqual(placeholders(en.get(key) ?? ''));
      }
    });
  });
});

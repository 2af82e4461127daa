/**
 * The lint rules docs/architecture.md and CONTRIBUTING.md promise really fire: every fixture under
 * fixtures/ is a forbidden pattern whose first line names the rule expected to catch it ("Expected:
 * <rule>"), linted with the project's own eslint.config.js as if it lived in src/features/trade/, or in
 * the folder its first line names ("Linted as: src/domain") for the layer zones. A rule that silently
 * stops working (a renamed option, a resolver that no longer parses TypeScript) fails this test. The
 * fixtures named allowed* do the same things the project's way and must pass untouched.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const fixtures = join(import.meta.dirname, 'fixtures');
/** Where the fixtures pretend to live, so the rules scoped to src/ and to features apply. */
const virtualDir = join(root, 'src/features/trade');
/** The folders a fixture may name instead (one per layer), each a default project of the type-aware parser. */
const layerDirs = [
  'src/domain',
  'src/lib',
  'src/components/ui',
  'src/components/market-chart',
  'src/features/wallet/hooks',
];

/** The fixture's path as linted: in the folder its first line names, else in src/features/trade. */
const lintedPath = (name: string, source: string): string => {
  const dir = /Linted as: ([\w/-]+)/.exec(source.split('\n')[0] ?? '')?.[1];
  if (dir && !layerDirs.includes(dir)) throw new Error(`${name}: add ${dir} to layerDirs`);
  return join(dir ? join(root, dir) : virtualDir, `lint-fixture-${name}`);
};

const expectedRule = (source: string): string => {
  const match = /Expected: ([\w@/-]+)/.exec(source.split('\n')[0] ?? '');
  if (!match?.[1]) throw new Error('a fixture names its rule on its first line: "Expected: <rule>"');
  return match[1];
};

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({
    cwd: root,
    ignore: false,
    // The fixtures are not files of src/: the type-aware parser reads them in a default project.
    overrideConfig: {
      languageOptions: {
        parserOptions: {
          projectService: {
            allowDefaultProject: [
              'src/features/trade/lint-fixture-*',
              ...layerDirs.map((dir) => `${dir}/lint-fixture-*`),
            ],
            maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 32,
          },
        },
      },
    },
  });
});

const fixtureFiles = readdirSync(fixtures).filter((name) => /\.tsx?$/.test(name));
const files = fixtureFiles.filter((name) => !name.startsWith('allowed'));
const allowed = fixtureFiles.filter((name) => name.startsWith('allowed'));

describe('the lint rules of the project', () => {
  it.each(files)('%s is refused by the rule it names', async (name) => {
    const source = readFileSync(join(fixtures, name), 'utf8');
    const [result] = await eslint.lintText(source, { filePath: lintedPath(name, source) });
    const rules = (result?.messages ?? []).map((message) => message.ruleId ?? `fatal: ${message.message}`);
    expect(rules).toContain(expectedRule(source));
  });

  it('a two-file import cycle of TypeScript modules is refused', async () => {
    const results = await eslint.lintFiles([join(fixtures, 'cycle')]);
    expect(results).toHaveLength(2);
    for (const result of results) {
      expect(result.messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
    }
  });

  it('a hand-written module over 300 lines is refused: it is split by concern', async () => {
    const statements = Array.from({ length: 300 }, (_, index) => `lines.push(${index});`);
    const source = ['export const lines: number[] = [];', ...statements].join('\n');
    const [result] = await eslint.lintText(source, { filePath: join(virtualDir, 'lint-fixture-long-module.ts') });
    expect((result?.messages ?? []).map((message) => message.ruleId)).toContain('max-lines');
  });

  it.each(allowed)(
    '%s, the same ideas done the project’s way, passes: the rules do not refuse everything',
    async (name) => {
      const source = readFileSync(join(fixtures, name), 'utf8');
      const [result] = await eslint.lintText(source, { filePath: lintedPath(name, source) });
      expect(result?.messages.map((message) => `${message.ruleId}: ${message.message}`)).toEqual([]);
    },
  );
});

/**
 * The app checks the provider's success answers with valibot schemas translated from orval's zod mini
 * schemas (scripts/generate-response-checks.ts). The translation must not change a verdict: for every
 * operation, every example of its success answer, and thousands of broken variants of them (each
 * member in turn removed, nulled, given another type, a too long text), both schemas agree.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { safeParse, type GenericSchema } from 'valibot';
import { describe, expect, it } from 'vitest';
import { deref, isObject, jsonMediaType, listOperations, parseSpec, successResponses, type Json } from '../../scripts/lib/openapi';
import { translate, translateModule } from '../../scripts/generate-response-checks';
import ts from 'typescript';
import * as miniSchemas from '../../src/api/generated/responses/index.zod';
import * as checkSchemas from '../../src/api/generated/response-checks/index';

const root = resolve(import.meta.dirname, '../..');
const spec = parseSpec(readFileSync(resolve(root, 'openapi.yaml'), 'utf8'), 'openapi.yaml');
const operations = listOperations(spec);

interface MiniSchema {
  safeParse(body: unknown): { success: boolean };
}
const minis = miniSchemas as unknown as Record<string, MiniSchema | undefined>;
const checks = checkSchemas as unknown as Record<string, GenericSchema | undefined>;

const schemaName = (operationId: string): string => `${operationId.charAt(0).toUpperCase()}${operationId.slice(1)}Response`;

/** The named examples of an operation's success answers. */
const examplesOf = (op: Parameters<typeof successResponses>[1]): Json[] =>
  successResponses(spec, op).flatMap(({ response }) => {
    const content = isObject(response.content) ? response.content : {};
    const type = jsonMediaType(content);
    const media = type ? deref(spec, content[type]) : undefined;
    if (!isObject(media)) return [];
    const named = isObject(media.examples) ? Object.values(media.examples).map((example) => deref(spec, example)) : [];
    return [...named.map((example) => (isObject(example) ? (example.value ?? null) : null)), ...('example' in media ? [media.example ?? null] : [])];
  });

/** Broken (or merely different) variants of a value: at every place, each member removed or replaced. */
const variantsOf = (value: Json): Json[] => {
  const replacements = (current: Json): Json[] => [
    null,
    'x',
    '12.5',
    'x'.repeat(600),
    -1,
    1.5,
    200,
    true,
    {},
    [],
    ...(typeof current === 'string' ? [`${current}!`, ''] : []),
    ...(typeof current === 'number' ? [current + 1, String(current), 1e13] : []),
  ];
  const out: Json[] = [];
  const walk = (node: Json, rebuild: (replacement: Json) => Json, depth: number): void => {
    for (const replacement of replacements(node)) out.push(rebuild(replacement));
    if (depth > 6) return;
    if (Array.isArray(node)) {
      node.slice(0, 2).forEach((item, index) => walk(item, (replacement) => rebuild(node.map((each, i) => (i === index ? replacement : each))), depth + 1));
    } else if (isObject(node)) {
      for (const key of Object.keys(node)) {
        walk(node[key] ?? null, (replacement) => rebuild({ ...node, [key]: replacement }), depth + 1);
        out.push(rebuild(Object.fromEntries(Object.entries(node).filter(([name]) => name !== key))));
      }
    }
  };
  walk(value, (replacement) => replacement, 0);
  return out;
};

describe('the checks of success answers (valibot, translated from zod mini)', () => {
  it('has a check for every operation of the contract', () => {
    expect(operations.length).toBeGreaterThanOrEqual(73);
    const missing = operations.filter((operation) => !checks[schemaName(operation.operationId)] || !minis[schemaName(operation.operationId)]);
    expect(missing.map((operation) => operation.key)).toEqual([]);
  });

  it('gives the verdict of the zod mini schema on every example and on every broken variant of it', () => {
    let compared = 0;
    let refused = 0;
    const disagreements: string[] = [];
    for (const operation of operations) {
      const mini = minis[schemaName(operation.operationId)];
      const check = checks[schemaName(operation.operationId)];
      if (!mini || !check) continue;
      const examples = examplesOf(operation.op);
      for (const example of examples) {
        expect(safeParse(check, example).success, `${operation.key}: its own example`).toBe(true);
        for (const variant of variantsOf(example)) {
          const expected = mini.safeParse(variant).success;
          const actual = safeParse(check, variant).success;
          compared += 1;
          if (!expected) refused += 1;
          if (expected !== actual && disagreements.length < 10) disagreements.push(`${operation.key}: zod mini ${expected}, valibot ${actual}: ${JSON.stringify(variant).slice(0, 200)}`);
        }
      }
    }
    expect(disagreements).toEqual([]);
    // the variants are a real test: many thousands, most of them refused, some accepted
    expect(compared).toBeGreaterThan(10_000);
    expect(refused).toBeGreaterThan(compared / 2);
    expect(refused).toBeLessThan(compared);
  });
});

describe('the translation', () => {
  const expression = (text: string): string => {
    const source = ts.createSourceFile('x.ts', `const x = ${text};`, ts.ScriptTarget.ES2022, true);
    const statement = source.statements[0] as ts.VariableStatement;
    return translate(statement.declarationList.declarations[0]!.initializer!, source);
  };

  it('turns checks into a pipe and leaves descriptions out', () => {
    expect(expression(`zod.string().check(zod.maxLength(5)).check(zod.regex(p)).check(zod.describe('A code.'))`)).toBe('v.pipe(v.string(), v.maxLength(5), v.regex(p))');
    expect(expression(`zod.optional(zod.string()).check(zod.describe('A name.'))`)).toBe('v.optional(v.string())');
    expect(expression(`zod.int().check(zod.gte(0)).check(zod.lte(9))`)).toBe('v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(9))');
    expect(expression(`zod.enum({ a: 0, b: 1 } as const)`)).toBe('v.picklist([0, 1])');
    expect(expression(`zod.intersection(zod.object({ "a": zod.null() }), zod.looseObject({}))`)).toBe('v.intersect([object({"a": v.null()}), looseObject({})])');
  });

  it('refuses what it does not know rather than pass it unchecked', () => {
    expect(() => expression('zod.email()')).toThrow(/email/);
    expect(() => expression('zod.string().check(zod.trim())')).toThrow(/trim/);
    expect(() => expression('makeSchema()')).toThrow(/not a zod schema/);
    expect(() => translateModule(`import * as zod from 'zod/mini';\nfunction f() {}\n`)).toThrow(/not a constant/);
  });

  it('keeps the limits and patterns as constants of the module and exports the schemas', () => {
    const out = translateModule(`import * as zod from 'zod/mini';\nexport const aMax = 5;\nexport const AResponse = zod.string().check(zod.maxLength(aMax));\n`);
    expect(out).toBe('const aMax = 5;\nexport const AResponse = v.pipe(v.string(), v.maxLength(aMax));\n');
  });
});

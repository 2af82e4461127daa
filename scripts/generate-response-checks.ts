/**
 * Generates the checks of the provider's success answers in valibot, from orval's zod mini schemas.
 *
 * Run by `npm run generate`, after orval. orval writes each tag's success-answer schemas in zod mini
 * (src/api/generated/responses/<tag>/<tag>.zod.ts); this script writes the same schemas in valibot to
 * src/api/generated/response-checks/<tag>.ts (git-ignored), which is what the app's contract check of
 * answers loads (src/api/response-contract.ts). Why:
 * - A signed-in user's first screen waits for the check of its first answers, so the check is part of
 *   the start-up download. zod mini's core is about 17 kB gzip however few checks a schema uses;
 *   valibot's is a few kB, each check its own small function.
 * - orval generates no valibot; the schemas it writes use a dozen zod mini functions, each of which has
 *   a valibot twin with the same meaning. The translation is exact and refuses anything it does not
 *   know, so a contract change that needs another check fails the generation instead of passing silently.
 * - Descriptions (`zod.describe`) are documentation of the contract, not checks: they are left out,
 *   which keeps each tag's chunk small.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { isEntryPoint } from './lib/entry-point.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE_DIR = 'src/api/generated/responses';
const TARGET_DIR = 'src/api/generated/response-checks';

/** zod mini schemas with no arguments → valibot. */
const PLAIN: Record<string, string> = { string: 'v.string()', number: 'v.number()', null: 'v.null()' };
/** zod mini wrappers taking schemas (converted in order) → valibot. */
const WRAPPERS: Record<string, string> = { optional: 'v.optional', nullish: 'v.nullish', array: 'v.array', record: 'record' };
/** zod mini checks (`.check(zod.x(n))`) → valibot actions of a pipe. */
const ACTIONS: Record<string, string> = {
  maxLength: 'v.maxLength',
  minLength: 'v.minLength',
  regex: 'v.regex',
  gte: 'v.minValue',
  lte: 'v.maxValue',
  gt: 'v.gtValue',
};

class Untranslatable extends Error {}

const zodCall = (node: ts.Node): { name: string; args: readonly ts.Expression[] } | null => {
  if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return null;
  const target = node.expression.expression;
  if (!ts.isIdentifier(target) || target.text !== 'zod') return null;
  return { name: node.expression.name.text, args: node.arguments };
};

/** `schema.check(…)`: a schema with checks of its own. */
const isCheckCall = (node: ts.Node): node is ts.CallExpression & { expression: ts.PropertyAccessExpression } =>
  ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'check';

/** A literal or a reference to one of the module's constants, as written. */
const value = (node: ts.Expression, source: ts.SourceFile): string => {
  if (ts.isNumericLiteral(node) || ts.isStringLiteral(node) || ts.isIdentifier(node)) return node.getText(source);
  if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken && ts.isNumericLiteral(node.operand)) return node.getText(source);
  if (node.kind === ts.SyntaxKind.TrueKeyword || node.kind === ts.SyntaxKind.FalseKeyword || node.kind === ts.SyntaxKind.NullKeyword) return node.getText(source);
  throw new Untranslatable(`a value valibot is not given as it is: ${node.getText(source).slice(0, 80)}`);
};

const propertyName = (property: ts.ObjectLiteralElementLike, source: ts.SourceFile): { key: string; initializer: ts.Expression } => {
  if (!ts.isPropertyAssignment(property)) throw new Untranslatable(`an object member that is not a plain property: ${property.getText(source).slice(0, 80)}`);
  return { key: property.name.getText(source), initializer: property.initializer };
};

/** A zod mini schema expression in valibot. */
export const translate = (node: ts.Expression, source: ts.SourceFile): string => {
  // `schema.check(a).check(b)` → `v.pipe(schema, a, b)` (descriptions dropped)
  if (isCheckCall(node)) {
    const actions: string[] = [];
    let base: ts.Expression = node;
    while (isCheckCall(base)) {
      const checks = base.arguments.map((argument) => {
        const call = zodCall(argument);
        if (!call) throw new Untranslatable(`a check that is not a zod function: ${argument.getText(source).slice(0, 80)}`);
        return call;
      });
      for (const check of [...checks].reverse()) {
        if (check.name === 'describe') continue;
        const action = ACTIONS[check.name];
        if (!action) throw new Untranslatable(`the zod check ${check.name}`);
        actions.unshift(`${action}(${check.args.map((argument) => value(argument, source)).join(', ')})`);
      }
      base = base.expression.expression;
    }
    if (actions.length === 0) return translate(base, source);
    const baseCall = zodCall(base);
    // an integer is already a pipe: its checks join it
    if (baseCall?.name === 'int' && baseCall.args.length === 0) return `v.pipe(v.number(), v.integer(), ${actions.join(', ')})`;
    return `v.pipe(${translate(base, source)}, ${actions.join(', ')})`;
  }
  const call = zodCall(node);
  if (!call) throw new Untranslatable(`an expression that is not a zod schema: ${node.getText(source).slice(0, 80)}`);
  const { name, args } = call;
  const plain = PLAIN[name];
  if (plain && args.length === 0) return plain;
  if (name === 'int' && args.length === 0) return 'v.pipe(v.number(), v.integer())';
  const wrapper = WRAPPERS[name];
  if (wrapper) return `${wrapper}(${args.map((argument) => translate(argument, source)).join(', ')})`;
  // `{ … } as const` and `[…] as const` are the literal itself
  const [first, second] = args.map((argument) => (ts.isAsExpression(argument) ? argument.expression : argument));
  if ((name === 'object' || name === 'looseObject') && args.length === 1 && first && ts.isObjectLiteralExpression(first)) {
    const members = first.properties.map((property) => {
      const { key, initializer } = propertyName(property, source);
      return `${key}: ${translate(initializer, source)}`;
    });
    return `${name}({${members.join(', ')}})`;
  }
  if (name === 'union' && args.length === 1 && first && ts.isArrayLiteralExpression(first)) {
    return `v.union([${first.elements.map((element) => translate(element, source)).join(', ')}])`;
  }
  if (name === 'intersection' && args.length === 2 && first && second) {
    return `v.intersect([${translate(first, source)}, ${translate(second, source)}])`;
  }
  if (name === 'literal' && args.length === 1 && first) return `v.literal(${value(first, source)})`;
  // zod mini's enum of an object admits the object's values
  if (name === 'enum' && args.length === 1 && first && ts.isObjectLiteralExpression(first)) {
    return `v.picklist([${first.properties.map((property) => value(propertyName(property, source).initializer, source)).join(', ')}])`;
  }
  if (name === 'enum' && args.length === 1 && first && ts.isArrayLiteralExpression(first)) {
    return `v.picklist([${first.elements.map((element) => value(element, source)).join(', ')}])`;
  }
  throw new Untranslatable(`the zod schema ${name} with these arguments: ${node.getText(source).slice(0, 80)}`);
};

/** One tag's zod mini module as a valibot module: its constants as they are, its schemas translated. */
export const translateModule = (text: string, fileName = 'schemas.zod.ts'): string => {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const out: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) continue;
    if (!ts.isVariableStatement(statement)) throw new Untranslatable(`a statement that is not a constant: ${statement.getText(source).slice(0, 80)}`);
    for (const declaration of statement.declarationList.declarations) {
      const name = declaration.name.getText(source);
      const initializer = declaration.initializer;
      if (!initializer) throw new Untranslatable(`${name} has no value`);
      // schemas are exported; their limits and patterns are the module's own
      const isSchema = zodCall(initializer) !== null || isCheckCall(initializer);
      out.push(isSchema ? `export const ${name} = ${translate(initializer, source)};` : `const ${name} = ${initializer.getText(source)};`);
    }
  }
  return `${out.join('\n')}\n`;
};

const HEADER = `// Generated by scripts/generate-response-checks.ts from orval's zod mini schemas of openapi.yaml's
// success answers. Do not edit.
import * as v from 'valibot';
`;

/**
 * zod's objects and records refuse an array; valibot's take any object (an array with the right
 * members would pass), so each is a pipe that refuses a non-object first, as zod does.
 */
const HELPERS: Record<string, string> = {
  object: 'const object = (entries: v.ObjectEntries) => v.pipe(plainObject, v.object(entries));',
  looseObject: 'const looseObject = (entries: v.ObjectEntries) => v.pipe(plainObject, v.looseObject(entries));',
  record: 'const record = (key: v.GenericSchema<string, string>, value: v.GenericSchema) => v.pipe(plainObject, v.record(key, value));',
};
const PLAIN_OBJECT = "const plainObject = v.custom<Record<string, unknown>>((input) => typeof input === 'object' && input !== null && !Array.isArray(input), 'Invalid type: Expected Object');";

/** The helpers a module's schemas call. */
const helpersOf = (body: string): string => {
  const used = Object.entries(HELPERS).filter(([name]) => new RegExp(`(^|[^.\\w])${name}\\(`).test(body));
  return used.length === 0 ? '' : `${[PLAIN_OBJECT, ...used.map(([, helper]) => helper)].join('\n')}\n`;
};

function main(): void {
  const sourceDir = join(root, SOURCE_DIR);
  const targetDir = join(root, TARGET_DIR);
  rmSync(targetDir, { recursive: true, force: true });
  mkdirSync(targetDir, { recursive: true });
  const tags = readdirSync(sourceDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  for (const tag of tags) {
    const file = join(sourceDir, tag, `${tag}.zod.ts`);
    try {
      const body = translateModule(readFileSync(file, 'utf8'), file);
      writeFileSync(join(targetDir, `${tag}.ts`), `${HEADER}${helpersOf(body)}\n${body}`);
    } catch (error) {
      if (error instanceof Untranslatable) {
        console.error(`generate-response-checks: ${SOURCE_DIR}/${tag}/${tag}.zod.ts: ${error.message}`);
        process.exit(1);
      }
      throw error;
    }
  }
  // every tag's checks at once, for tests that go through all of them (the app loads one tag at a time)
  writeFileSync(join(targetDir, 'index.ts'), `${HEADER.split('\n').slice(0, 2).join('\n')}\n${tags.map((tag) => `export * from './${tag}';`).join('\n')}\n`);
  console.log(`generate-response-checks: ${tags.length} tags → ${TARGET_DIR}/`);
}

if (isEntryPoint(import.meta.url)) main();

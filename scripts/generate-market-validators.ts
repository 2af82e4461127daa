/**
 * Generates the validators of the market socket frames from asyncapi.yaml.
 *
 * Run by `npm run generate`. Writes ONE file, src/market/generated/frame-validators.ts (git-ignored):
 * a type guard per JSON frame the app reads (`isPriceTickFrame`, `isDepthFrame`, `isKlinePushFrame`,
 * and `isTickerFrameContent` for the decoded content of the double-encoded ticker), each checking
 * exactly what the message's payload schema says (required fields, types, `const` discriminators,
 * patterns, minimums, `minItems`). Why it works the way it does:
 * - The payloads come from the parsed document, as in tests/contract/asyncapi.test.ts, so the app
 *   checks frames with the same schemas the contract tests check the feed with; the ticker's content
 *   schema is the one its payload names in `x-decoded-schema`.
 * - Ajv compiles them here, at generate time, to plain JavaScript (standalone code): the app needs no
 *   validator library and no `new Function` at run time (its Content-Security-Policy has no
 *   'unsafe-eval'), and a frame is checked by straight-line code that stops at the first problem.
 * - `unicode: false` counts string lengths in UTF-16 units (no runtime helper to import; a pair code
 *   is ASCII by its pattern anyway). Nothing reads why a frame failed: error texts and error objects
 *   are left out, so the module stays small (it loads with the app).
 * - The output is Ajv's code under `@ts-nocheck`, followed by guards typed with the frame types of
 *   src/market/generated/frames.ts (scripts/generate-market-types.ts).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DiagnosticSeverity, Parser, type Diagnostic } from '@asyncapi/parser';
import { Ajv } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const specPath = resolve(root, 'asyncapi.yaml');
const outPath = resolve(root, 'src/market/generated/frame-validators.ts');

/** Each guard: its name, the frame type it narrows to, and the message whose payload it checks. */
const GUARDS = [
  { name: 'isPriceTickFrame', type: 'PriceTickFrame', message: 'priceTick' },
  { name: 'isDepthFrame', type: 'DepthFrame', message: 'depth' },
  { name: 'isKlinePushFrame', type: 'KlinePushFrame', message: 'klinePush' },
  // the ticker frame is a JSON string; its decoded content is what is checked
  { name: 'isTickerFrameContent', type: 'TickerFrameContent', message: 'ticker', decoded: true },
] as const;

/** Spectral severity 0 is an error (compared as numbers: the parser carries two copies of the enum). */
const isError = (diagnostic: Diagnostic): boolean => Number(diagnostic.severity) === Number(DiagnosticSeverity.Error);

const ANNOTATIONS = new Set(['title', 'description', 'examples', 'contentMediaType']);

/** Keywords that apply to one JSON type only (JSON Schema: other types pass them untested). */
const KEYWORDS_OF: Record<string, ReadonlySet<string>> = {
  string: new Set(['pattern', 'minLength', 'maxLength']),
  number: new Set(['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf']),
  boolean: new Set(),
  null: new Set(),
};

/**
 * `oneOf` branches that each admit one JSON type of their own, with keywords of that type only
 * (`NumberOrNumericString`: a number, or a string matching a pattern), as one schema with a type
 * list: the same values pass, but a valid value is no longer tried against the branch it is not,
 * which is where the time of a `oneOf` goes (Ajv builds an error for every failed branch). Any other
 * `oneOf` stays as it is.
 */
function typeUnion(branches: unknown): Record<string, unknown> | null {
  if (!Array.isArray(branches) || branches.length < 2) return null;
  const merged: Record<string, unknown> = {};
  const types: string[] = [];
  for (const branch of branches as unknown[]) {
    if (typeof branch !== 'object' || branch === null) return null;
    const { type, ...keywords } = branch as Record<string, unknown>;
    const own = typeof type === 'string' ? KEYWORDS_OF[type] : undefined;
    if (!own || types.includes(type as string)) return null;
    for (const [key, value] of Object.entries(keywords)) {
      if (!own.has(key) || key in merged) return null;
      merged[key] = value;
    }
    types.push(type as string);
  }
  return { type: types, ...merged };
}

/**
 * The schema without what does not validate (titles, descriptions, examples, `x-…` keys), so the
 * generated file holds checks, not documentation. Property names are kept whatever they are called.
 */
function checksOnly(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(checksOnly);
  if (typeof schema !== 'object' || schema === null) return schema;
  const node = schema as Record<string, unknown>;
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    const union = key === 'oneOf' ? typeUnion(checksOnly(value)) : null;
    if (union && Object.keys(union).every((name) => !(name in node))) Object.assign(kept, union);
    else if (ANNOTATIONS.has(key) || key.startsWith('x-')) continue;
    else if (key === 'const' || key === 'enum') kept[key] = value;
    else if (key === 'properties' && typeof value === 'object' && value !== null) {
      kept[key] = Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([name, property]) => [name, checksOnly(property)]),
      );
    } else kept[key] = checksOnly(value);
  }
  return kept;
}

async function payloads(): Promise<Map<string, object>> {
  const source = await readFile(specPath, 'utf8');
  const { document, diagnostics } = await new Parser().parse(source, { source: specPath });
  const errors = diagnostics.filter((diagnostic) => isError(diagnostic));
  if (document === undefined || errors.length > 0) {
    throw new Error(
      `asyncapi.yaml is invalid:\n${errors.map((e) => `  ${e.path.join('.')}: ${e.message}`).join('\n')}`,
    );
  }
  const schemas = new Map<string, object>();
  for (const guard of GUARDS) {
    const payload = document.components().messages().get(guard.message)?.payload()?.json<Record<string, unknown>>();
    if (payload === undefined) throw new Error(`asyncapi.yaml has no payload for message ${guard.message}`);
    const schema = 'decoded' in guard ? payload['x-decoded-schema'] : payload;
    if (typeof schema !== 'object' || schema === null)
      throw new Error(`the ${guard.message} payload names no x-decoded-schema`);
    schemas.set(guard.name, checksOnly(schema) as object);
  }
  return schemas;
}

async function main(): Promise<void> {
  const started = performance.now();
  const schemas = await payloads();
  const ajv = new Ajv({
    strict: true,
    strictNumbers: true,
    // `type: ['number', 'string']`, which the `oneOf` of a number or a numeric string becomes
    allowUnionTypes: true,
    allErrors: false,
    messages: false,
    // deprecated in Ajv 8 but still honoured: plain `.length`, where the default needs a runtime helper
    unicode: false,
    logger: {
      log: console.log,
      error: console.error,
      warn: (...args: unknown[]) => String(args[0]).includes('option unicode') || console.warn(...args),
    },
    code: { source: true, esm: true, lines: true },
  });
  for (const [name, schema] of schemas) ajv.addSchema(schema, name);
  const code = standaloneCode(ajv, Object.fromEntries(GUARDS.map((guard) => [`${guard.name}Raw`, guard.name])));
  if (/\brequire\(/.test(code))
    throw new Error('the validators need an Ajv runtime helper: keep the schemas to what compiles to plain code');
  // Ajv exports the raw functions; the typed guards below are the module's only exports. Nothing
  // reads why a frame failed, so the error objects Ajv builds before `return false` are left out, and
  // with them the schema objects only those errors pointed at.
  const checks = code
    .replace(/^"use strict";/, '')
    .replace(/export const (\w+Raw) = /g, 'const $1 = ')
    .replace(/^validate\d+\.errors = \[\{.*\}\];\n/gm, '');
  const body = checks.replace(/^const (schema\d+) = .*;$/gm, (line, name: string) =>
    checks.split(name).length > 2 ? line : '',
  );
  const types = GUARDS.map((guard) => guard.type).join(', ');
  const guards = GUARDS.map(
    (guard) => `export const ${guard.name} = ${guard.name}Raw as (value: unknown) => value is ${guard.type};`,
  );
  const header = [
    '// Generated by scripts/generate-market-validators.ts from asyncapi.yaml. Do not edit.',
    "// The checks of the market socket's JSON frames, compiled by Ajv from the message payload schemas.",
    '// @ts-nocheck -- Ajv emits untyped JavaScript; the guards at the end carry the types.',
  ].join('\n');
  await mkdir(dirname(outPath), { recursive: true });
  await writeFile(outPath, `${header}\nimport type { ${types} } from './frames';\n${body}\n\n${guards.join('\n')}\n`);
  const ms = Math.round(performance.now() - started);
  console.log(`market validators: ${GUARDS.length} guards -> ${relative(root, outPath)} (${ms} ms)`);
}

try {
  await main();
} catch (error) {
  console.error(`generate-market-validators: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}

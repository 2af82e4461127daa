/**
 * The REST contract as the contract tests read it: the parsed document, its operations, `$ref`
 * resolution, every example with the schema it must satisfy, and an Ajv validator that knows the
 * whole document (so `openapi#/components/schemas/X` and pointers into paths validate).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

/** The contract under test. */
export const SPEC_FILE = 'openapi.yaml';

export const root = fileURLToPath(new URL('../../../', import.meta.url));

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Obj = Record<string, Json>;
export interface Operation {
  key: string;
  path: string;
  method: string;
  pointer: string;
  op: Obj;
}

export const doc = parse(readFileSync(`${root}${SPEC_FILE}`, 'utf8')) as Obj;

export const isObj = (value: unknown): value is Obj =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const escape = (segment: string): string => encodeURIComponent(segment.replace(/~/g, '~0').replace(/\//g, '~1'));
export const pointerTo = (...segments: string[]): string => segments.map((s) => `/${escape(s)}`).join('');

/** Follows `$ref`s (local only) until a plain object remains. */
export function deref(value: Json | undefined): Obj {
  let node = value;
  for (let hops = 0; isObj(node) && typeof node.$ref === 'string'; hops++) {
    if (hops > 20) throw new Error(`$ref loop at ${node.$ref}`);
    const segments = node.$ref
      .replace(/^#\//, '')
      .split('/')
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    node = segments.reduce<Json | undefined>((at, s) => (isObj(at) ? at[s] : undefined), doc);
  }
  if (!isObj(node)) throw new Error('unresolvable reference');
  return node;
}

/** The value of a named example entry (inline `value` or a components/examples reference). */
export const exampleValue = (entry: Json): Json => deref(entry).value ?? null;

export interface ExampleSite {
  where: string;
  schemaPointer: string;
  value: Json;
}

/** Every example in the document, with the pointer of the schema it must satisfy. */
export function collectExamples(): ExampleSite[] {
  const sites: ExampleSite[] = [];
  const walkSchema = (node: Json, pointer: string): void => {
    if (!isObj(node)) return;
    if ('example' in node)
      sites.push({ where: `${pointer} (schema example)`, schemaPointer: pointer, value: node.example ?? null });
    if (Array.isArray(node.examples))
      node.examples.forEach((value, i) =>
        sites.push({ where: `${pointer}/examples/${i}`, schemaPointer: pointer, value }),
      );
    for (const [key, child] of Object.entries(node)) {
      if (['properties', 'patternProperties', '$defs'].includes(key) && isObj(child)) {
        for (const [name, sub] of Object.entries(child)) walkSchema(sub, `${pointer}/${key}/${escape(name)}`);
      } else if (
        [
          'items',
          'additionalProperties',
          'not',
          'if',
          'then',
          'else',
          'contains',
          'propertyNames',
          'unevaluatedProperties',
        ].includes(key)
      ) {
        walkSchema(child, `${pointer}/${key}`);
      } else if (['allOf', 'anyOf', 'oneOf', 'prefixItems'].includes(key) && Array.isArray(child)) {
        child.forEach((sub, i) => walkSchema(sub, `${pointer}/${key}/${i}`));
      }
    }
  };
  const walk = (node: Json, pointer: string): void => {
    if (Array.isArray(node)) {
      node.forEach((child, i) => walk(child, `${pointer}/${i}`));
      return;
    }
    if (!isObj(node)) return;
    if ('schema' in node && ('example' in node || 'examples' in node)) {
      const schemaPointer = `${pointer}/schema`;
      if ('example' in node) sites.push({ where: `${pointer}/example`, schemaPointer, value: node.example ?? null });
      if (isObj(node.examples)) {
        for (const [name, entry] of Object.entries(node.examples)) {
          sites.push({ where: `${pointer}/examples/${name}`, schemaPointer, value: exampleValue(entry) });
        }
      }
    }
    for (const [key, child] of Object.entries(node)) {
      if (key === 'example' || key === 'examples') continue;
      if (key === 'schema') walkSchema(child, `${pointer}/schema`);
      else if (key === 'schemas' && pointer === '/components' && isObj(child)) {
        for (const [name, sub] of Object.entries(child)) walkSchema(sub, `${pointer}/schemas/${escape(name)}`);
      } else walk(child, `${pointer}/${escape(key)}`);
    }
  };
  walk(doc, '');
  return sites;
}

/** Every string inside a value, with its location. */
export function strings(value: Json, at = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${at}/${i}`));
  if (isObj(value)) return Object.entries(value).flatMap(([k, v]) => strings(v, `${at}/${k}`));
  return [];
}

/** The payload of a success body: `result`, `data`, or (no envelope) the body itself. */
export function payloadSchema(body: Obj): Obj {
  const props = isObj(body.properties) ? body.properties : {};
  if (props.result) return deref(props.result);
  if (props.data) return deref(props.data);
  return body;
}

/** A list payload: an array, or a wrapper whose `list`, `data`, `result` or `kline_list` is an array. */
export function isList(schema: Obj, depth = 0): boolean {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('array')) return true;
  for (const key of ['oneOf', 'anyOf'] as const) {
    const alternatives = schema[key];
    if (Array.isArray(alternatives) && alternatives.some((alt) => isList(deref(alt), depth + 1))) return true;
  }
  if (depth > 0 || !isObj(schema.properties)) return false;
  return ['list', 'data', 'result', 'kline_list'].some((name) => {
    const prop = (schema.properties as Obj)[name];
    return prop !== undefined && isList(deref(prop), depth + 1);
  });
}

export function successResponses(op: Obj): Array<[string, Obj]> {
  const responses = isObj(op.responses) ? op.responses : {};
  return Object.entries(responses)
    .filter(([code]) => /^2/.test(code))
    .map(([code, response]) => [code, deref(response)]);
}

/** An Ajv instance that knows the whole contract, so `openapi#/components/schemas/X` validates. */
function compileContract(): Ajv2020 {
  // strictRequired off: the `data` envelope's `anyOf: [{required: [status]}, {required: [code]}]` names
  // properties declared beside the anyOf, not inside each branch (the usual way to say "one of these")
  const ajv = new Ajv2020({
    strict: true,
    strictTypes: false,
    strictRequired: false,
    allowUnionTypes: true,
    allErrors: true,
  });
  addFormats(ajv);
  ajv.addKeyword({ keyword: 'example' });
  ajv.addKeyword({ keyword: 'x-enum-varnames' });
  ajv.addKeyword({ keyword: 'x-enum-descriptions' });
  // Marks the fields the provider is asked to add (see README, proposed operations).
  ajv.addKeyword({ keyword: 'x-provider-status' });
  // Names the documented values of an open field (a warning tier for conformance tools, not a rule).
  ajv.addKeyword({ keyword: 'x-documented-set' });
  // The decimal places of a number (decision 0030): checked on its shortest decimal text, as servers do.
  ajv.addKeyword({
    keyword: 'x-max-decimals',
    type: 'number',
    schemaType: 'number',
    validate: (max: number, data: number) => {
      const text = String(data);
      return !text.includes('e') && (text.split('.')[1] ?? '').length <= max;
    },
  });
  // The whole document is registered so that `$ref`s resolve; Ajv compiles its root (openapi, info,
  // paths ...) on the way to a fragment, so those top-level keys are declared as inert keywords.
  for (const key of Object.keys(doc)) ajv.addKeyword({ keyword: key });
  ajv.addSchema(doc, 'openapi');
  return ajv;
}

/** Every operation of the contract, in document order. */
export const operations: Operation[] = Object.entries(doc.paths as Obj).flatMap(([path, item]) =>
  METHODS.filter((method) => isObj(item) && isObj(item[method])).map((method) => ({
    key: `${method.toUpperCase()} ${path}`,
    path,
    method,
    pointer: pointerTo('paths', path, method),
    op: (item as Obj)[method] as Obj,
  })),
);

let compiled: Ajv2020 | undefined;
/** The contract's validator (compiled on first use). */
export const contractAjv = (): Ajv2020 => (compiled ??= compileContract());

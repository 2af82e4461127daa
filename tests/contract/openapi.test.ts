/**
 * The REST contract is complete, consistent and believable.
 *
 * Checks every operation's metadata (operationId, tag, summary, Lang header, provider status, 401 on
 * secured calls), that every documented provider call is present, and that every example (request,
 * response, parameter and schema; named, inline or referenced from components/examples) validates
 * against its schema, carries no placeholder text, and points only at images that exist in mocks/assets.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';

/** The contract under test. */
const SPEC_FILE = 'openapi.yaml';

const root = fileURLToPath(new URL('../../', import.meta.url));
const assetsRoot = `${root}mocks/assets`;

/** The provider's 61 documented calls (provider-api.md) plus the candle history of the market-data host. */
const DOCUMENTED_CALLS = [
  'GET /home', 'POST /login', 'POST /register', 'GET /register/agreement', 'GET /userdetail',
  'GET /wallet/messagelist', 'GET /wallet/messagecontent', 'GET /announcementlist', 'GET /announcementbyid',
  'GET /exchangecurrency', 'GET /viplevelinfo', 'GET /customerservice', 'GET /tradesymbol', 'GET /optional',
  'POST /addoptional', 'POST /removeoptional', 'POST /authverify/{type}', 'POST /uploadfile', 'POST /updateavatar',
  'POST /updatenickname', 'PUT /withdrawpassword', 'PUT /password', 'GET /bannar', 'POST /wallet/blindbank',
  'POST /wallet/blindaddress', 'GET /depositlist', 'GET /deposittype', 'POST /deposit', 'GET /getbank',
  'GET /getwallet', 'GET /bankway', 'GET /walletway', 'POST /withdrawbywallet', 'GET /depositrecord',
  'GET /withdrawrecord', 'GET /moneychange', 'GET /orderinfo', 'POST /order', 'GET /orderrecord',
  'GET /orderdetail/{id}', 'GET /trade/Contractinfo', 'POST /trade/createPerpetualContract',
  'POST /trade/setContract', 'POST /trade/Contractclose', 'POST /trade/batchClose',
  'POST /trade/Contractordercancel', 'GET /trade/Contractorderlist', 'GET /trade/Contractorderalllist',
  'GET /getnoticelist', 'GET /loaninfo', 'GET /loanhistory', 'POST /loansubmit', 'GET /stakinginfo',
  'GET /stakinghistory', 'GET /stakingdetail', 'POST /stakingsubmit', 'GET /exchange', 'POST /coinexchange',
  'POST /wealth-admin/find/html', 'GET /subscription', 'GET /quickamountapi',
] as const;
const KLINE_CALL = 'GET /kline/query/history';

/** Example names that describe a scenario other than the happy path; none of them may come first. */
const SCENARIO_NAMES = new Set(['empty', 'noChannel', 'noChannelNull', 'noBankCard', 'passwordNotSet', 'kycRejected', 'validationError']);
const VERB_NOUN = /^(get|create|update|add|remove|submit|upload|bind|withdraw|close|batchClose|cancel|set|login|register|recover|send|subscribe)[A-Z][A-Za-z0-9]*$/;
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Obj = Record<string, Json>;
interface Operation {
  key: string;
  path: string;
  method: string;
  pointer: string;
  op: Obj;
}

let doc: Obj;
let ajv: Ajv2020;
let operations: Operation[];

const isObj = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);
const escape = (segment: string): string => encodeURIComponent(segment.replace(/~/g, '~0').replace(/\//g, '~1'));
const pointerTo = (...segments: string[]): string => segments.map((s) => `/${escape(s)}`).join('');

/** Follows `$ref`s (local only) until a plain object remains. */
function deref(value: Json | undefined): Obj {
  let node = value;
  for (let hops = 0; isObj(node) && typeof node.$ref === 'string'; hops++) {
    if (hops > 20) throw new Error(`$ref loop at ${node.$ref}`);
    const segments = node.$ref.replace(/^#\//, '').split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    node = segments.reduce<Json | undefined>((at, s) => (isObj(at) ? at[s] : undefined), doc);
  }
  if (!isObj(node)) throw new Error('unresolvable reference');
  return node;
}

/** The value of a named example entry (inline `value` or a components/examples reference). */
const exampleValue = (entry: Json): Json => deref(entry).value ?? null;

interface ExampleSite {
  where: string;
  schemaPointer: string;
  value: Json;
}

/** Every example in the document, with the pointer of the schema it must satisfy. */
function collectExamples(): ExampleSite[] {
  const sites: ExampleSite[] = [];
  const walkSchema = (node: Json, pointer: string): void => {
    if (!isObj(node)) return;
    if ('example' in node) sites.push({ where: `${pointer} (schema example)`, schemaPointer: pointer, value: node.example ?? null });
    if (Array.isArray(node.examples)) node.examples.forEach((value, i) => sites.push({ where: `${pointer}/examples/${i}`, schemaPointer: pointer, value }));
    for (const [key, child] of Object.entries(node)) {
      if (['properties', 'patternProperties', '$defs'].includes(key) && isObj(child)) {
        for (const [name, sub] of Object.entries(child)) walkSchema(sub, `${pointer}/${key}/${escape(name)}`);
      } else if (['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames', 'unevaluatedProperties'].includes(key)) {
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
function strings(value: Json, at = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${at}/${i}`));
  if (isObj(value)) return Object.entries(value).flatMap(([k, v]) => strings(v, `${at}/${k}`));
  return [];
}

/** The payload of a success body: `result`, `data`, or (no envelope) the body itself. */
function payloadSchema(body: Obj): Obj {
  const props = isObj(body.properties) ? body.properties : {};
  if (props.result) return deref(props.result);
  if (props.data) return deref(props.data);
  return body;
}

/** A list payload: an array, or a wrapper whose `list`, `data`, `result` or `kline_list` is an array. */
function isList(schema: Obj, depth = 0): boolean {
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

function successResponses(op: Obj): Array<[string, Obj]> {
  const responses = isObj(op.responses) ? op.responses : {};
  return Object.entries(responses)
    .filter(([code]) => /^2/.test(code))
    .map(([code, response]) => [code, deref(response)]);
}

beforeAll(() => {
  doc = parse(readFileSync(`${root}${SPEC_FILE}`, 'utf8')) as Obj;
  // strictRequired off: the `data` envelope's `anyOf: [{required: [status]}, {required: [code]}]` names
  // properties declared beside the anyOf, not inside each branch (the usual way to say "one of these")
  ajv = new Ajv2020({ strict: true, strictTypes: false, strictRequired: false, allowUnionTypes: true, allErrors: true });
  addFormats(ajv);
  ajv.addKeyword({ keyword: 'example' });
  ajv.addKeyword({ keyword: 'x-enum-varnames' });
  ajv.addKeyword({ keyword: 'x-enum-descriptions' });
  // Marks the fields the provider is asked to add (see README, proposed operations).
  ajv.addKeyword({ keyword: 'x-provider-status' });
  // Names the documented values of an open field (a warning tier for conformance tools, not a rule).
  ajv.addKeyword({ keyword: 'x-documented-set' });
  // The whole document is registered so that `$ref`s resolve; Ajv compiles its root (openapi, info,
  // paths ...) on the way to a fragment, so those top-level keys are declared as inert keywords.
  for (const key of Object.keys(doc)) ajv.addKeyword({ keyword: key });
  ajv.addSchema(doc, 'openapi');
  operations = [];
  for (const [path, item] of Object.entries(doc.paths as Obj)) {
    if (!isObj(item)) continue;
    for (const method of METHODS) {
      const op = item[method];
      if (isObj(op)) operations.push({ key: `${method.toUpperCase()} ${path}`, path, method, pointer: pointerTo('paths', path, method), op });
    }
  }
});

describe(`${SPEC_FILE}: operations`, () => {
  it('contains every documented provider call and the candle history, marked documented', () => {
    const byKey = new Map(operations.map((o) => [o.key, o.op]));
    for (const call of [...DOCUMENTED_CALLS, KLINE_CALL]) {
      expect(byKey.has(call), `${call} is missing`).toBe(true);
      expect(byKey.get(call)?.['x-provider-status'], call).toBe('documented');
    }
    expect(DOCUMENTED_CALLS).toHaveLength(61);
  });

  it('gives every operation a unique verbNoun operationId, a known tag, a summary and a provider status', () => {
    const tags = new Set((doc.tags as Obj[]).map((t) => t.name));
    const ids = new Set<string>();
    for (const { key, op } of operations) {
      const id = typeof op.operationId === 'string' ? op.operationId : '';
      expect(id, `${key} operationId`).toMatch(VERB_NOUN);
      expect(ids.has(id), `${id} is used twice`).toBe(false);
      ids.add(id);
      expect(Array.isArray(op.tags) && op.tags.length === 1 && tags.has(op.tags[0] as string), `${key} has one defined tag`).toBe(true);
      expect(typeof op.summary === 'string' && op.summary.length > 0, `${key} summary`).toBe(true);
      expect(['documented', 'proposed'], `${key} x-provider-status`).toContain(op['x-provider-status']);
    }
  });

  it('keeps proposed operations off the documented paths', () => {
    const documented = new Set<string>([...DOCUMENTED_CALLS, KLINE_CALL]);
    for (const { key, op } of operations) {
      if (op['x-provider-status'] === 'proposed') expect(documented.has(key), key).toBe(false);
    }
  });

  it('sends the Lang header on every operation', () => {
    for (const { key, op } of operations) {
      const params = (Array.isArray(op.parameters) ? op.parameters : []).map((p) => deref(p));
      expect(params.some((p) => p.in === 'header' && p.name === 'Lang' && p.required === true), key).toBe(true);
    }
  });

  it('answers 401 on every operation that needs the token', () => {
    for (const { key, op } of operations) {
      const security = (op.security ?? doc.security) as Obj[] | undefined;
      const secured = Array.isArray(security) && security.some((req) => Object.keys(req).length > 0);
      if (secured) expect(isObj(op.responses) && '401' in op.responses, `${key} lacks 401`).toBe(true);
    }
  });

  it('gives every success response examples: the happy path first, and `empty` for list payloads', () => {
    for (const { key, op } of operations) {
      const successes = successResponses(op);
      expect(successes.length, `${key} has a 2xx response`).toBeGreaterThan(0);
      for (const [code, response] of successes) {
        const media = deref((response.content as Obj)['application/json']);
        const names = Object.keys(isObj(media.examples) ? media.examples : {});
        expect(names.length > 0 || 'example' in media, `${key} ${code} has an example`).toBe(true);
        expect(SCENARIO_NAMES.has(names[0] ?? ''), `${key} ${code}: first example "${names[0]}" is not the happy path`).toBe(false);
        if (isList(payloadSchema(deref(media.schema)))) expect(names, `${key} ${code} lists need an "empty" example`).toContain('empty');
      }
    }
  });

  it('names a validationError example on every 400 response', () => {
    for (const { key, op } of operations) {
      const response = isObj(op.responses) ? op.responses['400'] : undefined;
      if (response === undefined) continue;
      const media = deref((deref(response).content as Obj)['application/json']);
      expect(Object.keys(isObj(media.examples) ? media.examples : {}), `${key} 400`).toContain('validationError');
    }
  });
});

describe(`${SPEC_FILE}: examples`, () => {
  it('finds examples to check', () => {
    expect(collectExamples().length).toBeGreaterThan(200);
  });

  it('validates every example against its schema', () => {
    const failures: string[] = [];
    for (const site of collectExamples()) {
      const validate = ajv.getSchema(`openapi#${site.schemaPointer}`) ?? ajv.compile({ $ref: `openapi#${site.schemaPointer}` });
      if (!validate(site.value)) failures.push(`${site.where}: ${ajv.errorsText(validate.errors)}`);
    }
    expect(failures).toEqual([]);
  });

  it('uses no placeholder text', () => {
    const failures = collectExamples().flatMap((site) =>
      strings(site.value)
        .filter(([, s]) => s === 'string' || /lorem ipsum/i.test(s))
        .map(([at]) => `${site.where}${at}`),
    );
    expect(failures).toEqual([]);
  });

  it('points only at images that exist under mocks/assets', () => {
    const missing = new Set<string>();
    let seen = 0;
    for (const site of collectExamples()) {
      for (const [, s] of strings(site.value)) {
        for (const match of s.matchAll(/\/uploads\/[A-Za-z0-9._\-/]+/g)) {
          seen++;
          if (!existsSync(`${assetsRoot}${match[0]}`)) missing.add(match[0]);
        }
      }
    }
    expect(seen).toBeGreaterThan(0);
    expect([...missing]).toEqual([]);
  });
});

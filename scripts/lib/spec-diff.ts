/**
 * The pure part of contract:diff: compares two OpenAPI documents (base = older, head = newer) and
 * lists the changes a client of the base would notice, each marked breaking or not.
 *
 * Breaking for clients:
 * - an operation removed (by method + path), moved to another method/path, or its operationId
 *   removed or renamed (generated hooks are named after it);
 * - a 2xx response status or media type removed;
 * - a response field removed (at any depth), or a required response field made optional;
 * - a response field that may now hold a type it could not hold before (e.g. string -> string|number,
 *   integer -> number, not-null -> nullable);
 * - enum values removed (in responses and in requests), or a request field restricted to an enum;
 * - a new required request field (query, header, path or cookie parameter, or body property), an
 *   optional one made required, or a request body made required;
 * - a request parameter removed;
 * - a request field or parameter that no longer accepts a type it accepted (e.g. number -> integer);
 * - an operation that was public and now needs credentials (or needs different credentials).
 *
 * Everything else found (new operations, new optional fields, new enum values, relaxed types) is
 * listed as non-breaking. Only local `$ref`s are followed; recursive schemas are cut at the cycle.
 */
import type { SharedChange } from './spec-diff-components.ts';
import { compareLimits, limitsOf, type Limits } from './spec-diff-limits.ts';
import {
  deref,
  derefObject,
  isObject,
  listOperations,
  type Json,
  type JsonObject,
  type Operation,
  type Parameter,
} from './openapi.ts';

export type ChangeKind =
  | 'operation-removed'
  | 'operation-moved'
  | 'operation-id-changed'
  | 'operation-added'
  | 'provider-status-changed'
  | 'deprecated'
  | 'security-added'
  | 'security-changed'
  | 'security-removed'
  | 'response-status-removed'
  | 'response-status-added'
  | 'response-media-type-removed'
  | 'response-field-removed'
  | 'response-field-optional'
  | 'response-field-added'
  | 'response-field-required'
  | 'response-type-changed'
  | 'response-type-narrowed'
  | 'response-enum-narrowed'
  | 'response-enum-widened'
  | 'response-enum-removed'
  | 'response-enum-introduced'
  | 'request-param-removed'
  | 'request-param-added'
  | 'request-param-required'
  | 'request-param-optional'
  | 'request-body-required'
  | 'request-body-added'
  | 'request-body-optional'
  | 'request-media-type-removed'
  | 'request-field-required'
  | 'request-field-added'
  | 'request-field-removed'
  | 'request-field-optional'
  | 'request-type-changed'
  | 'request-type-widened'
  | 'request-enum-narrowed'
  | 'request-enum-widened'
  | 'request-limit-tightened'
  | 'request-limit-loosened'
  | 'response-limit-loosened'
  | 'response-limit-tightened';

export interface Change {
  breaking: boolean;
  kind: ChangeKind;
  /** `METHOD /path (operationId)` of the operation concerned (the base's, for removed ones). */
  operation: string;
  message: string;
}

// ---------------------------------------------------------------------------------------------
// Schema normalisation

type TypeSet = Set<string> | null;

interface Normalized {
  /** Types a value may have; null when unconstrained (or cut at a recursion). */
  types: TypeSet;
  /** Allowed values (enum or const); null when any value of the types is allowed. */
  values: Json[] | null;
  properties: Map<string, Json>;
  required: Set<string>;
  items: Json | undefined;
  additional: Json | undefined;
  /** `$ref`s expanded to build this node (to cut recursion below it). */
  refs: Set<string>;
  opaque: boolean;
  /** Length, pattern, range and size limits of the node itself. */
  limits: Limits;
}

const JSON_TYPES = ['string', 'number', 'integer', 'boolean', 'object', 'array', 'null'];

/** `t` is allowed by `set` (an integer is a number). */
const covered = (t: string, set: Set<string>): boolean => set.has(t) || (t === 'integer' && set.has('number'));

function intersectTypes(a: TypeSet, b: TypeSet): TypeSet {
  if (a === null) return b;
  if (b === null) return a;
  return new Set([...[...a].filter((t) => covered(t, b)), ...[...b].filter((t) => covered(t, a))]);
}

function unionTypes(list: TypeSet[]): TypeSet {
  if (list.some((t) => t === null)) return null;
  return new Set(list.flatMap((t) => [...(t ?? [])]));
}

const valueKey = (value: Json): string => JSON.stringify(value);

function intersectValues(a: Json[] | null, b: Json[] | null): Json[] | null {
  if (a === null) return b;
  if (b === null) return a;
  const keys = new Set(b.map(valueKey));
  return a.filter((v) => keys.has(valueKey(v)));
}

function typeOfValue(value: Json): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function emptyNormalized(): Normalized {
  return { types: null, values: null, properties: new Map(), required: new Set(), items: undefined, additional: undefined, refs: new Set(), opaque: false, limits: {} };
}

/** Combines two child schemas that both apply (allOf) or either applies (anyOf). */
const combine = (mode: 'allOf' | 'anyOf', a: Json | undefined, b: Json): Json => (a === undefined ? b : { [mode]: [a, b] });

function normalize(doc: JsonObject, node: Json | undefined, stack: ReadonlySet<string>, depth = 0): Normalized {
  const result = emptyNormalized();
  let current = node;
  const localRefs = new Set<string>();
  while (isObject(current) && typeof current.$ref === 'string') {
    const ref = current.$ref;
    if (stack.has(ref) || localRefs.has(ref) || depth > 40) {
      result.opaque = true;
      return result;
    }
    localRefs.add(ref);
    const { $ref: _ignored, ...siblings } = current;
    const target = deref(doc, { $ref: ref });
    current = isObject(target) ? { ...target, ...siblings } : target;
  }
  result.refs = localRefs;
  if (current === true || current === undefined || !isObject(current)) return result;
  const schema = current;
  const innerStack = new Set([...stack, ...localRefs]);

  // The node's own keywords.
  result.limits = limitsOf(schema);
  if (typeof schema.type === 'string') result.types = new Set([schema.type]);
  else if (Array.isArray(schema.type)) result.types = new Set(schema.type.filter((t): t is string => typeof t === 'string'));
  if (result.types && schema.nullable === true) result.types.add('null');
  if ('const' in schema) result.values = [schema.const ?? null];
  else if (Array.isArray(schema.enum)) result.values = [...schema.enum];
  if (result.types === null && result.values !== null) result.types = new Set(result.values.map(typeOfValue));
  if (result.types === null && isObject(schema.properties)) result.types = new Set(['object']);
  if (result.types === null && schema.items !== undefined) result.types = new Set(['array']);
  if (isObject(schema.properties)) for (const [name, sub] of Object.entries(schema.properties)) result.properties.set(name, sub);
  if (Array.isArray(schema.required)) for (const name of schema.required) if (typeof name === 'string') result.required.add(name);
  if (isObject(schema.items) || schema.items === true) result.items = schema.items;
  else if (Array.isArray(schema.prefixItems) && schema.prefixItems.length > 0) result.items = { anyOf: schema.prefixItems };
  else if (Array.isArray(schema.items) && schema.items.length > 0) result.items = { anyOf: schema.items };
  if (isObject(schema.additionalProperties)) result.additional = schema.additionalProperties;

  // allOf: every part applies.
  if (Array.isArray(schema.allOf)) {
    for (const part of schema.allOf) {
      const sub = normalize(doc, part, innerStack, depth + 1);
      for (const ref of sub.refs) result.refs.add(ref);
      if (sub.opaque) continue;
      result.types = intersectTypes(result.types, sub.types);
      result.values = intersectValues(result.values, sub.values);
      for (const [name, child] of sub.properties) result.properties.set(name, combine('allOf', result.properties.get(name), child));
      for (const name of sub.required) result.required.add(name);
      if (sub.items !== undefined) result.items = combine('allOf', result.items, sub.items);
      if (sub.additional !== undefined) result.additional = combine('allOf', result.additional, sub.additional);
    }
  }

  // oneOf / anyOf: one of the alternatives applies.
  for (const key of ['oneOf', 'anyOf'] as const) {
    const alternatives = schema[key];
    if (!Array.isArray(alternatives) || alternatives.length === 0) continue;
    const subs = alternatives.map((alt) => normalize(doc, alt, innerStack, depth + 1));
    for (const sub of subs) for (const ref of sub.refs) result.refs.add(ref);
    if (subs.some((sub) => sub.opaque)) continue;
    result.types = intersectTypes(result.types, unionTypes(subs.map((sub) => sub.types)));
    if (subs.every((sub) => sub.values !== null)) {
      const union = new Map<string, Json>();
      for (const value of subs.flatMap((sub) => sub.values ?? [])) union.set(valueKey(value), value);
      result.values = intersectValues(result.values, [...union.values()]);
    }
    const objectAlternatives = subs.filter((sub) => sub.types === null || sub.types.has('object'));
    for (const sub of subs) {
      for (const [name, child] of sub.properties) result.properties.set(name, combine('anyOf', result.properties.get(name), child));
      if (sub.items !== undefined) result.items = combine('anyOf', result.items, sub.items);
      if (sub.additional !== undefined) result.additional = combine('anyOf', result.additional, sub.additional);
    }
    if (objectAlternatives.length > 0) {
      const [first, ...rest] = objectAlternatives;
      for (const name of first?.required ?? []) if (rest.every((sub) => sub.required.has(name))) result.required.add(name);
    }
  }
  if (result.types) result.types = new Set([...result.types].filter((t) => JSON_TYPES.includes(t)));
  return result;
}

interface FieldInfo {
  types: TypeSet;
  values: Json[] | null;
  required: boolean;
  opaque: boolean;
  limits: Limits;
}

type FieldMap = Map<string, FieldInfo>;

const childPath = (parent: string, name: string): string => (parent === '' ? name : `${parent}.${name}`);

/** Every field of a schema by path (`result.data[].url`; `''` is the root, `{*}` a map value). */
function flatten(doc: JsonObject, node: Json | undefined): FieldMap {
  const fields: FieldMap = new Map();
  const walk = (schemaNode: Json | undefined, path: string, required: boolean, stack: ReadonlySet<string>, depth: number): void => {
    const n = normalize(doc, schemaNode, stack);
    fields.set(path, { types: n.opaque ? null : n.types, values: n.values, required, opaque: n.opaque, limits: n.limits });
    if (n.opaque || depth > 25) return;
    const inner = new Set([...stack, ...n.refs]);
    for (const [name, child] of n.properties) walk(child, childPath(path, name), n.required.has(name), inner, depth + 1);
    if (n.items !== undefined) walk(n.items, `${path}[]`, true, inner, depth + 1);
    if (n.additional !== undefined) walk(n.additional, `${path}{*}`, false, inner, depth + 1);
  };
  walk(node, '', true, new Set(), 0);
  return fields;
}

function parentOf(path: string): string | undefined {
  if (path === '') return undefined;
  const match = /^(.*?)(?:\.[^.[{]+|\[\]|\{\*\})$/.exec(path);
  return match ? (match[1] ?? '') : '';
}

const typeList = (types: Set<string>): string => [...types].sort().join('|');
const valueList = (values: Json[]): string => values.map((v) => JSON.stringify(v)).join(', ');

/** A new/removed field is reported only where its parent still exists on the other side. */
function isTopmost(path: string, other: FieldMap): boolean {
  const parent = parentOf(path);
  if (parent === undefined) return true;
  const info = other.get(parent);
  return info !== undefined && !info.opaque;
}

export interface SchemaChange {
  breaking: boolean;
  kind: ChangeKind;
  message: string;
}

export const fieldName = (label: string, path: string): string => (path === '' ? label : `${label} field \`${path}\``);

/** Changes between two response schemas, as a client reading the response sees them. */
export function compareResponseSchemas(base: Json | undefined, head: Json | undefined, doc: { base: JsonObject; head: JsonObject }, label: string): SchemaChange[] {
  const b = flatten(doc.base, base);
  const h = flatten(doc.head, head);
  const changes: SchemaChange[] = [];
  for (const [path, bf] of b) {
    const hf = h.get(path);
    if (hf === undefined) {
      if (isTopmost(path, h)) changes.push({ breaking: true, kind: 'response-field-removed', message: `${fieldName(label, path)} removed` });
      continue;
    }
    if (path !== '' && bf.required && !hf.required && !path.endsWith('{*}')) {
      changes.push({ breaking: true, kind: 'response-field-optional', message: `${fieldName(label, path)} is no longer required (clients may not receive it)` });
    }
    if (path !== '' && !bf.required && hf.required) changes.push({ breaking: false, kind: 'response-field-required', message: `${fieldName(label, path)} is now always sent` });
    changes.push(...compareLimits(bf.limits, hf.limits, 'response', fieldName(label, path), { base: bf.types, head: hf.types }));
    if (bf.types && hf.types) {
      const extra = [...hf.types].filter((t) => !covered(t, bf.types ?? new Set()));
      const dropped = [...bf.types].filter((t) => !covered(t, hf.types ?? new Set()));
      if (extra.length > 0) {
        changes.push({ breaking: true, kind: 'response-type-changed', message: `${fieldName(label, path)} type ${typeList(bf.types)} -> ${typeList(hf.types)} (clients may now receive ${extra.join(', ')})` });
      } else if (dropped.length > 0) {
        changes.push({ breaking: false, kind: 'response-type-narrowed', message: `${fieldName(label, path)} type ${typeList(bf.types)} -> ${typeList(hf.types)}` });
      }
    }
    if (bf.values && hf.values) {
      const headKeys = new Set(hf.values.map(valueKey));
      const baseKeys = new Set(bf.values.map(valueKey));
      const removed = bf.values.filter((v) => !headKeys.has(valueKey(v)));
      const added = hf.values.filter((v) => !baseKeys.has(valueKey(v)));
      if (removed.length > 0) changes.push({ breaking: true, kind: 'response-enum-narrowed', message: `${fieldName(label, path)} enum values removed: ${valueList(removed)}` });
      if (added.length > 0) {
        changes.push({ breaking: false, kind: 'response-enum-widened', message: `${fieldName(label, path)} enum values added: ${valueList(added)} (clients that validate responses strictly must regenerate)` });
      }
    } else if (bf.values && !hf.values) {
      changes.push({ breaking: false, kind: 'response-enum-removed', message: `${fieldName(label, path)} is no longer limited to ${valueList(bf.values)} (clients that switch on its values must handle any value)` });
    } else if (!bf.values && hf.values) {
      changes.push({ breaking: false, kind: 'response-enum-introduced', message: `${fieldName(label, path)} is now limited to ${valueList(hf.values)}` });
    }
  }
  for (const [path, hf] of h) {
    if (b.has(path) || !isTopmost(path, b)) continue;
    changes.push({ breaking: false, kind: 'response-field-added', message: `${fieldName(label, path)} added${hf.required ? ' (required)' : ''}` });
  }
  return changes;
}

/** Changes between two request schemas (body or parameter), as a client sending the request sees them. */
export function compareRequestSchemas(base: Json | undefined, head: Json | undefined, doc: { base: JsonObject; head: JsonObject }, label: string): SchemaChange[] {
  const b = flatten(doc.base, base);
  const h = flatten(doc.head, head);
  const changes: SchemaChange[] = [];
  for (const [path, hf] of h) {
    if (b.has(path) || !isTopmost(path, b)) continue;
    if (hf.required && !path.endsWith('[]')) changes.push({ breaking: true, kind: 'request-field-required', message: `new required ${fieldName(label, path)}` });
    else changes.push({ breaking: false, kind: 'request-field-added', message: `${fieldName(label, path)} added (optional)` });
  }
  for (const [path, bf] of b) {
    const hf = h.get(path);
    if (hf === undefined) {
      if (isTopmost(path, h)) changes.push({ breaking: false, kind: 'request-field-removed', message: `${fieldName(label, path)} removed (the server no longer reads it)` });
      continue;
    }
    if (path !== '' && !bf.required && hf.required) changes.push({ breaking: true, kind: 'request-field-required', message: `${fieldName(label, path)} is now required` });
    if (path !== '' && bf.required && !hf.required) changes.push({ breaking: false, kind: 'request-field-optional', message: `${fieldName(label, path)} is now optional` });
    changes.push(...compareLimits(bf.limits, hf.limits, 'request', fieldName(label, path), { base: bf.types, head: hf.types }));
    if (bf.types && hf.types) {
      const lost = [...bf.types].filter((t) => !covered(t, hf.types ?? new Set()));
      const gained = [...hf.types].filter((t) => !covered(t, bf.types ?? new Set()));
      if (lost.length > 0) {
        changes.push({ breaking: true, kind: 'request-type-changed', message: `${fieldName(label, path)} type ${typeList(bf.types)} -> ${typeList(hf.types)} (${lost.join(', ')} no longer accepted)` });
      } else if (gained.length > 0) {
        changes.push({ breaking: false, kind: 'request-type-widened', message: `${fieldName(label, path)} type ${typeList(bf.types)} -> ${typeList(hf.types)}` });
      }
    }
    if (hf.values) {
      const headKeys = new Set(hf.values.map(valueKey));
      if (bf.values === null) {
        changes.push({ breaking: true, kind: 'request-enum-narrowed', message: `${fieldName(label, path)} now only accepts ${valueList(hf.values)}` });
      } else {
        const removed = bf.values.filter((v) => !headKeys.has(valueKey(v)));
        if (removed.length > 0) changes.push({ breaking: true, kind: 'request-enum-narrowed', message: `${fieldName(label, path)} enum values removed: ${valueList(removed)}` });
      }
    }
    if (bf.values && hf.values) {
      const baseKeys = new Set(bf.values.map(valueKey));
      const added = hf.values.filter((v) => !baseKeys.has(valueKey(v)));
      if (added.length > 0) changes.push({ breaking: false, kind: 'request-enum-widened', message: `${fieldName(label, path)} enum values added: ${valueList(added)}` });
    } else if (bf.values && !hf.values) {
      changes.push({ breaking: false, kind: 'request-enum-widened', message: `${fieldName(label, path)} is no longer limited to ${valueList(bf.values)}` });
    }
  }
  return changes;
}

// ---------------------------------------------------------------------------------------------
// Operations

const routeKey = (op: Operation): string => `${op.method.toUpperCase()} ${op.path.replace(/\{[^}]*\}/g, '{}')}`;
const describeOp = (op: Operation): string => `${op.method.toUpperCase()} ${op.path}${typeof op.op.operationId === 'string' ? ` (${op.op.operationId})` : ''}`;
/** Header names are case-insensitive; path parameters are matched by position (a rename changes no URL). */
function paramKey(p: Parameter, path: string): string {
  if (p.in === 'path') {
    const names = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
    return `path:#${names.indexOf(p.name)}`;
  }
  return `${p.in}:${p.in === 'header' ? p.name.toLowerCase() : p.name}`;
}
const paramLabel = (p: Parameter): string => `${p.in} parameter \`${p.name}\``;

function paramSchema(p: Parameter): Json | undefined {
  if (p.raw.schema !== undefined) return p.raw.schema;
  if (isObject(p.raw.content)) {
    const media = Object.values(p.raw.content).find(isObject);
    return media?.schema;
  }
  return undefined;
}

function compareParameters(base: Operation, head: Operation, docs: { base: JsonObject; head: JsonObject }): SchemaChange[] {
  const changes: SchemaChange[] = [];
  const headParams = new Map(head.parameters.map((p) => [paramKey(p, head.path), p]));
  const baseParams = new Map(base.parameters.map((p) => [paramKey(p, base.path), p]));
  for (const [key, bp] of baseParams) {
    const hp = headParams.get(key);
    if (!hp) {
      changes.push({ breaking: true, kind: 'request-param-removed', message: `${paramLabel(bp)} removed` });
      continue;
    }
    if (!bp.required && hp.required) changes.push({ breaking: true, kind: 'request-param-required', message: `${paramLabel(bp)} is now required` });
    if (bp.required && !hp.required) changes.push({ breaking: false, kind: 'request-param-optional', message: `${paramLabel(bp)} is now optional` });
    changes.push(...compareRequestSchemas(paramSchema(bp), paramSchema(hp), docs, paramLabel(bp)));
  }
  for (const [key, hp] of headParams) {
    if (baseParams.has(key)) continue;
    if (hp.required) changes.push({ breaking: true, kind: 'request-param-required', message: `new required ${paramLabel(hp)}` });
    else changes.push({ breaking: false, kind: 'request-param-added', message: `${paramLabel(hp)} added (optional)` });
  }
  return changes;
}

function compareRequestBodies(base: Operation, head: Operation, docs: { base: JsonObject; head: JsonObject }): SchemaChange[] {
  const changes: SchemaChange[] = [];
  const bb = derefObject(docs.base, base.op.requestBody);
  const hb = derefObject(docs.head, head.op.requestBody);
  const bContent = isObject(bb.content) ? bb.content : undefined;
  const hContent = isObject(hb.content) ? hb.content : undefined;
  if (!hContent) return changes;
  if (!bContent) {
    changes.push(
      hb.required === true
        ? { breaking: true, kind: 'request-body-required', message: 'a request body is now required' }
        : { breaking: false, kind: 'request-body-added', message: 'an optional request body was added' },
    );
    return changes;
  }
  if (bb.required !== true && hb.required === true) changes.push({ breaking: true, kind: 'request-body-required', message: 'the request body is now required' });
  if (bb.required === true && hb.required !== true) changes.push({ breaking: false, kind: 'request-body-optional', message: 'the request body is now optional' });
  for (const [mediaType, bMedia] of Object.entries(bContent)) {
    const hMedia = hContent[mediaType];
    if (hMedia === undefined) {
      changes.push({ breaking: true, kind: 'request-media-type-removed', message: `request body media type ${mediaType} no longer accepted` });
      continue;
    }
    const label = Object.keys(bContent).length > 1 ? `request body (${mediaType})` : 'request body';
    changes.push(...compareRequestSchemas(derefObject(docs.base, bMedia).schema, derefObject(docs.head, hMedia).schema, docs, label));
  }
  return changes;
}

function successCodes(doc: JsonObject, op: JsonObject): Map<string, JsonObject> {
  const responses = isObject(op.responses) ? op.responses : {};
  return new Map(
    Object.entries(responses)
      .filter(([code]) => /^2(\d\d|XX)$/i.test(code))
      .map(([code, response]) => [code, derefObject(doc, response)]),
  );
}

function compareResponses(base: Operation, head: Operation, docs: { base: JsonObject; head: JsonObject }): SchemaChange[] {
  const changes: SchemaChange[] = [];
  const bCodes = successCodes(docs.base, base.op);
  const hCodes = successCodes(docs.head, head.op);
  for (const [code, bResponse] of bCodes) {
    const hResponse = hCodes.get(code);
    if (!hResponse) {
      changes.push({ breaking: true, kind: 'response-status-removed', message: `response ${code} removed` });
      continue;
    }
    const bContent = isObject(bResponse.content) ? bResponse.content : {};
    const hContent = isObject(hResponse.content) ? hResponse.content : {};
    for (const [mediaType, bMedia] of Object.entries(bContent)) {
      const hMedia = hContent[mediaType];
      if (hMedia === undefined) {
        changes.push({ breaking: true, kind: 'response-media-type-removed', message: `response ${code} media type ${mediaType} removed` });
        continue;
      }
      const label = Object.keys(bContent).length > 1 ? `response ${code} (${mediaType})` : `response ${code}`;
      changes.push(...compareResponseSchemas(derefObject(docs.base, bMedia).schema, derefObject(docs.head, hMedia).schema, docs, label));
    }
  }
  for (const code of hCodes.keys()) {
    if (!bCodes.has(code)) changes.push({ breaking: false, kind: 'response-status-added', message: `response ${code} added` });
  }
  return changes;
}

const requirementKey = (requirement: JsonObject): string => Object.keys(requirement).sort().join('+');

function compareSecurity(base: Operation, head: Operation): SchemaChange[] {
  if (!base.secured && head.secured) {
    return [{ breaking: true, kind: 'security-added', message: `was public, now requires credentials (${head.security.map(requirementKey).join(' or ')})` }];
  }
  if (base.secured && !head.secured) return [{ breaking: false, kind: 'security-removed', message: 'no longer requires credentials' }];
  if (base.secured && head.secured) {
    const headKeys = new Set(head.security.map(requirementKey));
    if (!base.security.some((requirement) => headKeys.has(requirementKey(requirement)))) {
      return [{ breaking: true, kind: 'security-changed', message: `credentials changed: ${base.security.map(requirementKey).join(' or ')} -> ${head.security.map(requirementKey).join(' or ')}` }];
    }
  }
  return [];
}

function compareOperations(base: Operation, head: Operation, docs: { base: JsonObject; head: JsonObject }): SchemaChange[] {
  const changes: SchemaChange[] = [];
  const bId = typeof base.op.operationId === 'string' ? base.op.operationId : undefined;
  const hId = typeof head.op.operationId === 'string' ? head.op.operationId : undefined;
  if (bId !== undefined && bId !== hId) {
    changes.push({ breaking: true, kind: 'operation-id-changed', message: `operationId ${bId} ${hId ? `renamed to ${hId}` : 'removed'} (generated functions and hooks are named after it)` });
  }
  if (base.providerStatus !== head.providerStatus) {
    changes.push({ breaking: false, kind: 'provider-status-changed', message: `x-provider-status ${base.providerStatus ?? '(none)'} -> ${head.providerStatus ?? '(none)'}` });
  }
  if (base.op.deprecated !== true && head.op.deprecated === true) changes.push({ breaking: false, kind: 'deprecated', message: 'now deprecated' });
  changes.push(...compareSecurity(base, head));
  changes.push(...compareParameters(base, head, docs));
  changes.push(...compareRequestBodies(base, head, docs));
  changes.push(...compareResponses(base, head, docs));
  return changes;
}

/** Compares two OpenAPI documents. Pure: no I/O. */
export function diffSpecs(base: JsonObject, head: JsonObject): Change[] {
  const docs = { base, head };
  const baseOps = listOperations(base);
  const headOps = listOperations(head);
  const headByRoute = new Map(headOps.map((op) => [routeKey(op), op]));
  const headById = new Map(headOps.filter((op) => typeof op.op.operationId === 'string').map((op) => [op.operationId, op]));
  const matched = new Set<Operation>();
  const changes: Change[] = [];
  for (const bOp of baseOps) {
    const name = describeOp(bOp);
    let hOp = headByRoute.get(routeKey(bOp));
    if (!hOp && typeof bOp.op.operationId === 'string') {
      const moved = headById.get(bOp.operationId);
      if (moved && !baseOps.some((other) => routeKey(other) === routeKey(moved))) {
        hOp = moved;
        changes.push({ breaking: true, kind: 'operation-moved', operation: name, message: `moved to ${moved.method.toUpperCase()} ${moved.path}` });
      }
    }
    if (!hOp) {
      changes.push({ breaking: true, kind: 'operation-removed', operation: name, message: 'operation removed' });
      continue;
    }
    matched.add(hOp);
    for (const change of compareOperations(bOp, hOp, docs)) changes.push({ ...change, operation: name });
  }
  for (const hOp of headOps) {
    if (matched.has(hOp)) continue;
    const status = hOp.providerStatus ? ` (x-provider-status: ${hOp.providerStatus})` : '';
    changes.push({ breaking: false, kind: 'operation-added', operation: describeOp(hOp), message: `operation added${status}` });
  }
  return changes;
}

export const hasBreaking = (changes: readonly Change[]): boolean => changes.some((c) => c.breaking);

/**
 * Readable text: changes to shared components once each (with the operations they touch), then the
 * rest grouped by operation, breaking changes first.
 */
export function renderDiff(changes: readonly Change[], title: string, shared: readonly SharedChange[] = []): string {
  const lines: string[] = [title, ''];
  for (const change of shared) {
    if (change === shared[0]) lines.push(`Shared components: ${shared.length} change${shared.length === 1 ? '' : 's'}, each told once`);
    lines.push('', `  ${change.breaking ? '!' : '~'} ${change.message}  [${change.kind}]`);
    lines.push(`    touches ${change.operations.length} operation${change.operations.length === 1 ? '' : 's'}: ${change.operations.join(', ')}`);
    if (change === shared[shared.length - 1]) lines.push('');
  }
  const section = (heading: string, list: readonly Change[], marker: (c: Change) => string): void => {
    const byOperation = new Map<string, Change[]>();
    for (const change of list) byOperation.set(change.operation, [...(byOperation.get(change.operation) ?? []), change]);
    lines.push(`${heading}: ${list.length} in ${byOperation.size} operation${byOperation.size === 1 ? '' : 's'}`);
    for (const [operation, group] of byOperation) {
      lines.push('', `  ${operation}`);
      for (const change of group) lines.push(`    ${marker(change)} ${change.message}  [${change.kind}]`);
    }
    lines.push('');
  };
  const breaking = changes.filter((c) => c.breaking);
  const other = changes.filter((c) => !c.breaking);
  if (breaking.length > 0) section('BREAKING changes for clients', breaking, () => '!');
  else lines.push(shared.some((c) => c.breaking) ? 'No other breaking changes.' : 'No breaking changes for clients.', '');
  if (other.length > 0) section('Non-breaking changes', other, (c) => (c.kind.endsWith('-added') ? '+' : '~'));
  else lines.push('No other changes.', '');
  return `${lines.join('\n')}`;
}

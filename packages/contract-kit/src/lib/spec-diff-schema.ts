/**
 * The schema model of contract:diff: a schema (with its `$ref`s, `allOf`, `oneOf`/`anyOf`, nullable and
 * enums) reduced to what a client sees of each field: its possible types, its allowed values, whether
 * it is required, and its limits, by field path (`result.data[].url`; `''` is the root, `{*}` a map
 * value). Only local `$ref`s are followed; recursive schemas are cut at the cycle.
 */
import { intersectLimits, limitsOf, unionLimits, type Limits } from './spec-diff-limits.ts';
import { deref, isObject, type Json, type JsonObject } from './openapi.ts';

export type TypeSet = Set<string> | null;

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
  /** Length, pattern, range and size limits of the node (with its `allOf` parts and union alternatives). */
  limits: Limits;
}

const JSON_TYPES = ['string', 'number', 'integer', 'boolean', 'object', 'array', 'null'];

/** `t` is allowed by `set` (an integer is a number). */
export const covered = (t: string, set: Set<string>): boolean => set.has(t) || (t === 'integer' && set.has('number'));

function intersectTypes(a: TypeSet, b: TypeSet): TypeSet {
  if (a === null) return b;
  if (b === null) return a;
  return new Set([...[...a].filter((t) => covered(t, b)), ...[...b].filter((t) => covered(t, a))]);
}

function unionTypes(list: TypeSet[]): TypeSet {
  if (list.some((t) => t === null)) return null;
  return new Set(list.flatMap((t) => [...(t ?? [])]));
}

export const valueKey = (value: Json): string => JSON.stringify(value);

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
  return {
    types: null,
    values: null,
    properties: new Map(),
    required: new Set(),
    items: undefined,
    additional: undefined,
    refs: new Set(),
    opaque: false,
    limits: {},
  };
}

/** Combines two child schemas that both apply (allOf) or either applies (anyOf). */
const combine = (mode: 'allOf' | 'anyOf', a: Json | undefined, b: Json): Json =>
  a === undefined ? b : { [mode]: [a, b] };

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
  else if (Array.isArray(schema.type))
    result.types = new Set(schema.type.filter((t): t is string => typeof t === 'string'));
  if (result.types && schema.nullable === true) result.types.add('null');
  if ('const' in schema) result.values = [schema.const ?? null];
  else if (Array.isArray(schema.enum)) result.values = [...schema.enum];
  if (result.types === null && result.values !== null) result.types = new Set(result.values.map(typeOfValue));
  if (result.types === null && isObject(schema.properties)) result.types = new Set(['object']);
  if (result.types === null && schema.items !== undefined) result.types = new Set(['array']);
  if (isObject(schema.properties))
    for (const [name, sub] of Object.entries(schema.properties)) result.properties.set(name, sub);
  if (Array.isArray(schema.required))
    for (const name of schema.required) if (typeof name === 'string') result.required.add(name);
  if (isObject(schema.items) || schema.items === true) result.items = schema.items;
  else if (Array.isArray(schema.prefixItems) && schema.prefixItems.length > 0)
    result.items = { anyOf: schema.prefixItems };
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
      result.limits = intersectLimits(result.limits, sub.limits);
      for (const [name, child] of sub.properties)
        result.properties.set(name, combine('allOf', result.properties.get(name), child));
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
    // an enum made nullable with a `{type: 'null'}` alternative is still that enum, plus null
    const valuesOf = (sub: Normalized): Json[] | null =>
      sub.values ??
      (sub.types !== null && sub.types.size > 0 && [...sub.types].every((t) => t === 'null') ? [null] : null);
    if (subs.every((sub) => valuesOf(sub) !== null)) {
      const union = new Map<string, Json>();
      for (const value of subs.flatMap((sub) => valuesOf(sub) ?? [])) union.set(valueKey(value), value);
      result.values = intersectValues(result.values, [...union.values()]);
    }
    result.limits = intersectLimits(result.limits, unionLimits(subs));
    const objectAlternatives = subs.filter((sub) => sub.types === null || sub.types.has('object'));
    for (const sub of subs) {
      for (const [name, child] of sub.properties)
        result.properties.set(name, combine('anyOf', result.properties.get(name), child));
      if (sub.items !== undefined) result.items = combine('anyOf', result.items, sub.items);
      if (sub.additional !== undefined) result.additional = combine('anyOf', result.additional, sub.additional);
    }
    if (objectAlternatives.length > 0) {
      const [first, ...rest] = objectAlternatives;
      for (const name of first?.required ?? [])
        if (rest.every((sub) => sub.required.has(name))) result.required.add(name);
    }
  }
  if (result.types) result.types = new Set([...result.types].filter((t) => JSON_TYPES.includes(t)));
  return result;
}

export interface FieldInfo {
  types: TypeSet;
  values: Json[] | null;
  required: boolean;
  opaque: boolean;
  limits: Limits;
}

export type FieldMap = Map<string, FieldInfo>;

const childPath = (parent: string, name: string): string => (parent === '' ? name : `${parent}.${name}`);

/** Every field of a schema by path (`result.data[].url`; `''` is the root, `{*}` a map value). */
export function flatten(doc: JsonObject, node: Json | undefined): FieldMap {
  const fields: FieldMap = new Map();
  const walk = (
    schemaNode: Json | undefined,
    path: string,
    required: boolean,
    stack: ReadonlySet<string>,
    depth: number,
  ): void => {
    const n = normalize(doc, schemaNode, stack);
    fields.set(path, {
      types: n.opaque ? null : n.types,
      values: n.values,
      required,
      opaque: n.opaque,
      limits: n.limits,
    });
    if (n.opaque || depth > 25) return;
    const inner = new Set([...stack, ...n.refs]);
    for (const [name, child] of n.properties)
      walk(child, childPath(path, name), n.required.has(name), inner, depth + 1);
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

export const typeList = (types: Set<string>): string => [...types].sort().join('|');
export const valueList = (values: Json[]): string => values.map((v) => JSON.stringify(v)).join(', ');

/** A new/removed field is reported only where its parent still exists on the other side. */
export function isTopmost(path: string, other: FieldMap): boolean {
  const parent = parentOf(path);
  if (parent === undefined) return true;
  const info = other.get(parent);
  return info !== undefined && !info.opaque;
}

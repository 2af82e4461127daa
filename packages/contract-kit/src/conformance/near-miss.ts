/**
 * Near misses: an answer that lacks a documented optional field and carries an undocumented one that is
 * almost its name (a small edit distance, or the same words in snake_case and camelCase). The contract
 * allows extra fields, so the answer is legal, but the client reads the documented name and shows
 * nothing: `payment_time` sent for `paymentime`. Each is reported naming both fields.
 */
import { derefObject, isObject, type Json, type JsonObject } from '../lib/openapi.ts';

export interface NearMiss {
  /** Where the object is (`body.result.list.0`). */
  location: string;
  documented: string;
  sent: string;
  kind: 'case' | 'spelling';
}

/** The words of a name, case and separators aside: `paymentTime`, `payment_time`, `PAYMENT-TIME` → `paymenttime`. */
const words = (name: string): string => name.replace(/[_\-\s]/g, '').toLowerCase();

/** Levenshtein distance, stopping early once past `limit`. */
export function editDistance(a: string, b: string, limit = 3): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length] ?? limit + 1;
}

/** Whether `sent` looks like a slip for `documented`, and which kind. */
export function nearMissKind(documented: string, sent: string): NearMiss['kind'] | undefined {
  if (documented === sent) return undefined;
  if (words(documented) === words(sent)) return 'case';
  const longest = Math.max(documented.length, sent.length);
  // short names are too close to each other by nature (`id`, `ip`): one slip allowed from 4 letters, two from 8
  const allowed = longest >= 8 ? 2 : longest >= 4 ? 1 : 0;
  if (allowed === 0) return undefined;
  const distance = Math.min(
    editDistance(documented, sent, allowed),
    editDistance(words(documented), words(sent), allowed),
  );
  return distance <= allowed ? 'spelling' : undefined;
}

const stringList = (value: Json | undefined): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** The properties and required names of an object schema, `allOf` parts merged. */
function objectShape(
  doc: JsonObject,
  schema: JsonObject,
  depth: number,
): { properties: JsonObject; required: string[]; open: boolean } {
  const properties: JsonObject = { ...(isObject(schema.properties) ? schema.properties : {}) };
  const required = stringList(schema.required);
  // a map (additionalProperties with a schema) has free keys: nothing is a near miss there
  let open = isObject(schema.additionalProperties) && Object.keys(schema.additionalProperties).length > 0;
  if (Array.isArray(schema.allOf) && depth < 10) {
    for (const part of schema.allOf) {
      const shape = objectShape(doc, derefObject(doc, part), depth + 1);
      Object.assign(properties, shape.properties);
      required.push(...shape.required);
      open ||= shape.open;
    }
  }
  return { properties, required, open };
}

/** The branches of a `oneOf`/`anyOf` the value could be: those whose required fields it all has. */
function branchesFor(doc: JsonObject, schema: JsonObject, value: Json): JsonObject[] {
  const alternatives = [
    ...(Array.isArray(schema.oneOf) ? schema.oneOf : []),
    ...(Array.isArray(schema.anyOf) ? schema.anyOf : []),
  ].map((alt) => derefObject(doc, alt));
  if (!isObject(value)) return alternatives;
  return alternatives.filter((alt) => objectShape(doc, alt, 0).required.every((name) => name in value));
}

/** Every near miss in `value` against `schemaNode`, looking into nested objects and arrays. */
export function findNearMisses(
  doc: JsonObject,
  schemaNode: Json | undefined,
  value: Json,
  location = 'body',
  depth = 0,
): NearMiss[] {
  if (depth > 24) return [];
  const schema = derefObject(doc, schemaNode);
  if (Array.isArray(value)) {
    const items = schema.items;
    return items === undefined
      ? []
      : value.flatMap((item, index) => findNearMisses(doc, items, item, `${location}.${index}`, depth + 1));
  }
  if (!isObject(value)) return [];
  const branches = branchesFor(doc, schema, value);
  if (branches.length > 0) {
    // one possible branch: judge against it; several: only a slip every one of them would call a slip
    const found = branches.map((branch) => {
      const merged: JsonObject = { ...schema, allOf: [...(Array.isArray(schema.allOf) ? schema.allOf : []), branch] };
      delete merged.oneOf;
      delete merged.anyOf;
      return findNearMisses(doc, merged, value, location, depth + 1);
    });
    const [first, ...others] = found;
    return (first ?? []).filter((miss) =>
      others.every((list) =>
        list.some(
          (other) =>
            other.documented === miss.documented && other.sent === miss.sent && other.location === miss.location,
        ),
      ),
    );
  }
  const { properties, required, open } = objectShape(doc, schema, 0);
  const out: NearMiss[] = [];
  const names = Object.keys(properties);
  if (names.length > 0 && !open) {
    const missing = names.filter((name) => !(name in value) && !required.includes(name));
    const extra = Object.keys(value).filter((name) => !(name in properties));
    for (const documented of missing) {
      for (const sent of extra) {
        const kind = nearMissKind(documented, sent);
        if (kind !== undefined) out.push({ location, documented, sent, kind });
      }
    }
  }
  for (const [name, child] of Object.entries(value)) {
    if (name in properties) out.push(...findNearMisses(doc, properties[name], child, `${location}.${name}`, depth + 1));
  }
  return out;
}

export const describeNearMiss = (miss: NearMiss): string =>
  `"${miss.sent}" is not in the contract, and the documented optional "${miss.documented}" is missing: ${miss.kind === 'case' ? 'the same name in another case' : 'a misspelling'}? A client reading "${miss.documented}" shows nothing`;

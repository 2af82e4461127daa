/**
 * Field-level comparison of two versions of one schema, in the direction it travels: a response as a
 * client reading it sees it, a request (body or parameter) as a client sending it sees it.
 */
import { compareLimits } from './spec-diff-limits.ts';
import { fieldName, type SchemaChange } from './spec-diff-model.ts';
import { covered, flatten, isTopmost, typeList, valueKey, valueList } from './spec-diff-schema.ts';
import type { Json, JsonObject } from './openapi.ts';

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

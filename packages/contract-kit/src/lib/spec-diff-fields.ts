/**
 * Field-level comparison of two versions of one schema, in the direction it travels: a response as a
 * client reading it sees it, a request (body or parameter) as a client sending it sees it.
 */
import { compareLimits } from './spec-diff-limits.ts';
import { fieldName, type SchemaChange } from './spec-diff-model.ts';
import { covered, flatten, isTopmost, typeList, valueKey, valueList } from './spec-diff-schema.ts';
import type { Json, JsonObject } from './openapi.ts';

/**
 * Changes of a field's allowed values (enum or const), in the direction it travels (as oasdiff does):
 * - in a response, values added or the enum dropped break clients: answers may now hold values they
 *   do not handle, and clients that validate answers (the app, with its generated zod schemas) refuse
 *   them; values removed break them too, for a generated client: the enum member it names (the app's
 *   `WithdrawStatus.pending`) disappears, so code that uses it no longer compiles; an enum introduced
 *   where any value came before narrows the answer and breaks no one;
 * - in a request, values removed or an enum introduced break clients (what they send may be refused);
 *   values added or the enum dropped accept more and break no one.
 */
function compareValues(
  side: 'request' | 'response',
  base: Json[] | null,
  head: Json[] | null,
  field: string,
): SchemaChange[] {
  if (base === null && head === null) return [];
  if (side === 'response') {
    if (base === null && head !== null)
      return [
        { breaking: false, kind: 'response-enum-introduced', message: `${field} is now limited to ${valueList(head)}` },
      ];
    if (base !== null && head === null) {
      return [
        {
          breaking: true,
          kind: 'response-enum-removed',
          message: `${field} is no longer limited to ${valueList(base)} (clients may now receive any value; clients that validate answers refuse the new ones)`,
        },
      ];
    }
  } else {
    if (base === null && head !== null)
      return [
        { breaking: true, kind: 'request-enum-narrowed', message: `${field} now only accepts ${valueList(head)}` },
      ];
    if (base !== null && head === null)
      return [
        {
          breaking: false,
          kind: 'request-enum-widened',
          message: `${field} is no longer limited to ${valueList(base)}`,
        },
      ];
  }
  const before = base ?? [];
  const after = head ?? [];
  const headKeys = new Set(after.map(valueKey));
  const baseKeys = new Set(before.map(valueKey));
  const removed = before.filter((v) => !headKeys.has(valueKey(v)));
  const added = after.filter((v) => !baseKeys.has(valueKey(v)));
  const changes: SchemaChange[] = [];
  if (side === 'response') {
    if (removed.length > 0)
      changes.push({
        breaking: true,
        kind: 'response-enum-narrowed',
        message: `${field} enum values removed: ${valueList(removed)}`,
      });
    if (added.length > 0)
      changes.push({
        breaking: true,
        kind: 'response-enum-widened',
        message: `${field} enum values added: ${valueList(added)} (clients may now receive values they do not handle; clients that validate answers refuse them)`,
      });
  } else {
    if (removed.length > 0)
      changes.push({
        breaking: true,
        kind: 'request-enum-narrowed',
        message: `${field} enum values removed: ${valueList(removed)}`,
      });
    if (added.length > 0)
      changes.push({
        breaking: false,
        kind: 'request-enum-widened',
        message: `${field} enum values added: ${valueList(added)}`,
      });
  }
  return changes;
}

/** Changes between two response schemas, as a client reading the response sees them. */
export function compareResponseSchemas(
  base: Json | undefined,
  head: Json | undefined,
  doc: { base: JsonObject; head: JsonObject },
  label: string,
): SchemaChange[] {
  const b = flatten(doc.base, base);
  const h = flatten(doc.head, head);
  const changes: SchemaChange[] = [];
  for (const [path, bf] of b) {
    const hf = h.get(path);
    if (hf === undefined) {
      if (isTopmost(path, h))
        changes.push({ breaking: true, kind: 'response-field-removed', message: `${fieldName(label, path)} removed` });
      continue;
    }
    if (path !== '' && bf.required && !hf.required && !path.endsWith('{*}')) {
      changes.push({
        breaking: true,
        kind: 'response-field-optional',
        message: `${fieldName(label, path)} is no longer required (clients may not receive it)`,
      });
    }
    if (path !== '' && !bf.required && hf.required)
      changes.push({
        breaking: false,
        kind: 'response-field-required',
        message: `${fieldName(label, path)} is now always sent`,
      });
    changes.push(
      ...compareLimits(bf.limits, hf.limits, 'response', fieldName(label, path), { base: bf.types, head: hf.types }),
    );
    if (bf.types && hf.types) {
      const extra = [...hf.types].filter((t) => !covered(t, bf.types ?? new Set()));
      const dropped = [...bf.types].filter((t) => !covered(t, hf.types ?? new Set()));
      if (extra.length > 0) {
        changes.push({
          breaking: true,
          kind: 'response-type-changed',
          message: `${fieldName(label, path)} type ${typeList(bf.types)} -> ${typeList(hf.types)} (clients may now receive ${extra.join(', ')})`,
        });
      } else if (dropped.length > 0) {
        changes.push({
          breaking: false,
          kind: 'response-type-narrowed',
          message: `${fieldName(label, path)} type ${typeList(bf.types)} -> ${typeList(hf.types)}`,
        });
      }
    }
    changes.push(...compareValues('response', bf.values, hf.values, fieldName(label, path)));
  }
  for (const [path, hf] of h) {
    if (b.has(path) || !isTopmost(path, b)) continue;
    changes.push({
      breaking: false,
      kind: 'response-field-added',
      message: `${fieldName(label, path)} added${hf.required ? ' (required)' : ''}`,
    });
  }
  return changes;
}

/** Changes between two request schemas (body or parameter), as a client sending the request sees them. */
export function compareRequestSchemas(
  base: Json | undefined,
  head: Json | undefined,
  doc: { base: JsonObject; head: JsonObject },
  label: string,
): SchemaChange[] {
  const b = flatten(doc.base, base);
  const h = flatten(doc.head, head);
  const changes: SchemaChange[] = [];
  for (const [path, hf] of h) {
    if (b.has(path) || !isTopmost(path, b)) continue;
    if (hf.required && !path.endsWith('[]'))
      changes.push({
        breaking: true,
        kind: 'request-field-required',
        message: `new required ${fieldName(label, path)}`,
      });
    else
      changes.push({
        breaking: false,
        kind: 'request-field-added',
        message: `${fieldName(label, path)} added (optional)`,
      });
  }
  for (const [path, bf] of b) {
    const hf = h.get(path);
    if (hf === undefined) {
      if (isTopmost(path, h))
        changes.push({
          breaking: false,
          kind: 'request-field-removed',
          message: `${fieldName(label, path)} removed (the server no longer reads it)`,
        });
      continue;
    }
    if (path !== '' && !bf.required && hf.required)
      changes.push({
        breaking: true,
        kind: 'request-field-required',
        message: `${fieldName(label, path)} is now required`,
      });
    if (path !== '' && bf.required && !hf.required)
      changes.push({
        breaking: false,
        kind: 'request-field-optional',
        message: `${fieldName(label, path)} is now optional`,
      });
    changes.push(
      ...compareLimits(bf.limits, hf.limits, 'request', fieldName(label, path), { base: bf.types, head: hf.types }),
    );
    if (bf.types && hf.types) {
      const lost = [...bf.types].filter((t) => !covered(t, hf.types ?? new Set()));
      const gained = [...hf.types].filter((t) => !covered(t, bf.types ?? new Set()));
      if (lost.length > 0) {
        changes.push({
          breaking: true,
          kind: 'request-type-changed',
          message: `${fieldName(label, path)} type ${typeList(bf.types)} -> ${typeList(hf.types)} (${lost.join(', ')} no longer accepted)`,
        });
      } else if (gained.length > 0) {
        changes.push({
          breaking: false,
          kind: 'request-type-widened',
          message: `${fieldName(label, path)} type ${typeList(bf.types)} -> ${typeList(hf.types)}`,
        });
      }
    }
    changes.push(...compareValues('request', bf.values, hf.values, fieldName(label, path)));
  }
  return changes;
}

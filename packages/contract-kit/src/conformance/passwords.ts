/** The example account's passwords as a run finds them, in the bodies the stateful checks send. */
import { isObject, listOperations, type Json, type JsonObject } from '../lib/openapi.ts';
import { buildRequest } from '../lib/request-corpus.ts';

const passwordChanges = new WeakMap<JsonObject, Map<string, Json>>();

/**
 * A body with the example account's passwords as a run finds them. The contract's examples follow one
 * story: a password-change example (`old_withdraw_password` 135790 → `new_withdraw_password` 246801),
 * then a withdrawal that pays with the new one. The example replay sends them in that order and puts
 * every changed password back at the end (`undoBody`), so every later request must use the old value:
 * a password field holding a change example's new value gets that example's old value. A change body
 * itself (it has an `old_…password…` field) is left as it is.
 */
export function passwordsAsFound(doc: JsonObject, body: JsonObject): JsonObject {
  if (Object.keys(body).some((key) => /^old_.*password/.test(key))) return body;
  let changes = passwordChanges.get(doc);
  if (changes === undefined) {
    changes = new Map();
    for (const operation of listOperations(doc)) {
      const change = buildRequest(doc, operation, { token: '', lang: 'en' }).body;
      if (change?.kind !== 'json' || !isObject(change.value)) continue;
      for (const [key, old] of Object.entries(change.value)) {
        const name = /^old_(.*password.*)$/.exec(key)?.[1];
        const fresh = name === undefined ? undefined : change.value[`new_${name}`];
        if (fresh !== undefined && fresh !== null && typeof fresh !== 'object') changes.set(String(fresh), old);
      }
    }
    passwordChanges.set(doc, changes);
  }
  const out: JsonObject = { ...body };
  for (const [key, value] of Object.entries(body)) {
    const old = /password/i.test(key) && typeof value !== 'object' ? changes.get(String(value)) : undefined;
    if (old !== undefined) out[key] = old;
  }
  return out;
}

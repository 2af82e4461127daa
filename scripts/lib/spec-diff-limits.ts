/**
 * Length, pattern, range and size limits of a schema node, compared between two versions of a field.
 * In a request, a tighter limit breaks clients (what they send may now be refused) and a looser one does
 * not; a changed pattern is breaking (patterns cannot be compared). In a response, a looser limit (or a
 * changed pattern) may bring values clients that validate responses refuse: reported, not breaking.
 */
import type { Json, JsonObject } from './openapi.ts';

export type Limits = Partial<Record<LimitKey, Json>>;

type LimitKey = 'minLength' | 'maxLength' | 'pattern' | 'minimum' | 'maximum' | 'exclusiveMinimum' | 'exclusiveMaximum' | 'minItems' | 'maxItems' | 'multipleOf';

/** For each numeric limit: does a higher value allow more (upper bounds) or less (lower bounds)? */
const UPPER: Partial<Record<LimitKey, boolean>> = {
  minLength: false,
  maxLength: true,
  minimum: false,
  maximum: true,
  exclusiveMinimum: false,
  exclusiveMaximum: true,
  minItems: false,
  maxItems: true,
};

const KEYS: LimitKey[] = ['minLength', 'maxLength', 'pattern', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minItems', 'maxItems', 'multipleOf'];

export function limitsOf(schema: JsonObject): Limits {
  const limits: Limits = {};
  for (const key of KEYS) if (key in schema && schema[key] !== undefined) limits[key] = schema[key];
  return limits;
}

export interface LimitChange {
  breaking: boolean;
  kind: 'request-limit-tightened' | 'request-limit-loosened' | 'response-limit-loosened' | 'response-limit-tightened';
  message: string;
}

const show = (value: Json | undefined): string => (value === undefined ? 'none' : typeof value === 'string' ? `"${value}"` : JSON.stringify(value));

const APPLIES_TO: Record<LimitKey, string[]> = {
  minLength: ['string'],
  maxLength: ['string'],
  pattern: ['string'],
  minimum: ['number', 'integer'],
  maximum: ['number', 'integer'],
  exclusiveMinimum: ['number', 'integer'],
  exclusiveMaximum: ['number', 'integer'],
  multipleOf: ['number', 'integer'],
  minItems: ['array'],
  maxItems: ['array'],
};

/**
 * Limit changes of one field. A limit counts only where its type is allowed on both sides: when a field
 * changes type, the type change is the news, not the limits that came or went with it.
 */
export function compareLimits(base: Limits, head: Limits, side: 'request' | 'response', field: string, types?: { base: Set<string> | null; head: Set<string> | null }): LimitChange[] {
  const changes: LimitChange[] = [];
  const both = (key: LimitKey): boolean => [types?.base, types?.head].every((set) => set == null || APPLIES_TO[key].some((t) => set.has(t)));
  for (const key of KEYS.filter(both)) {
    const before = base[key];
    const after = head[key];
    if (JSON.stringify(before) === JSON.stringify(after)) continue;
    let tighter: boolean;
    if (key === 'pattern' || key === 'multipleOf') {
      // a new or changed pattern or step cannot be proven looser; a removed one is
      tighter = after !== undefined;
    } else if (before === undefined) tighter = true;
    else if (after === undefined) tighter = false;
    else if (typeof before === 'number' && typeof after === 'number') tighter = UPPER[key] ? after < before : after > before;
    else tighter = true;
    const what = `${field} ${key} ${show(before)} -> ${show(after)}`;
    if (side === 'request') {
      changes.push(
        tighter
          ? { breaking: true, kind: 'request-limit-tightened', message: `${what} (requests that were valid may now be refused)` }
          : { breaking: false, kind: 'request-limit-loosened', message: what },
      );
    } else {
      // in an answer, a different pattern may let through values the old one refused
      if (key === 'pattern' && after !== undefined) tighter = false;
      changes.push(
        tighter
          ? { breaking: false, kind: 'response-limit-tightened', message: what }
          : { breaking: false, kind: 'response-limit-loosened', message: `${what} (clients that validate responses strictly must regenerate)` },
      );
    }
  }
  return changes;
}

/**
 * Length, pattern, range and size limits of a schema node, compared between two versions of a field,
 * in the direction the field travels (as oasdiff does):
 * - in a request, a tighter limit breaks clients (what they send may now be refused); a looser one
 *   does not;
 * - in a response, a looser limit breaks clients (the answer may now hold values they never had to
 *   handle, and clients that validate answers, as the app does with its generated zod schemas, refuse
 *   them); a tighter one does not.
 * A new pattern or step (`multipleOf`) is tighter, a removed one looser, and a changed one cannot be
 * proven either way, so it is breaking in both directions.
 *
 * A node's limits include those of its `allOf` parts (all apply: the stricter wins) and of its
 * `oneOf`/`anyOf` alternatives (one applies: a limit holds only when every alternative that admits
 * its type sets it, and then the looser wins), so a limit behind a `$ref` or a union is compared too.
 */
import type { Json, JsonObject } from './openapi.ts';

export type Limits = Partial<Record<LimitKey, Json>>;

type LimitKey =
  | 'minLength'
  | 'maxLength'
  | 'pattern'
  | 'minimum'
  | 'maximum'
  | 'exclusiveMinimum'
  | 'exclusiveMaximum'
  | 'minItems'
  | 'maxItems'
  | 'multipleOf';

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

const KEYS: LimitKey[] = [
  'minLength',
  'maxLength',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minItems',
  'maxItems',
  'multipleOf',
];

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

export function limitsOf(schema: JsonObject): Limits {
  const limits: Limits = {};
  for (const key of KEYS) if (key in schema && schema[key] !== undefined) limits[key] = schema[key];
  return limits;
}

const same = (a: Json | undefined, b: Json | undefined): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Several patterns (or steps) that all apply, or of which one applies: kept as a sorted list. */
const several = (values: Json[]): Json => {
  const distinct = [
    ...new Map(values.flatMap((v) => (Array.isArray(v) ? v : [v])).map((v) => [JSON.stringify(v), v])).values(),
  ];
  return distinct.length === 1
    ? (distinct[0] ?? null)
    : distinct.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
};

/** Limits of a node and of an `allOf` part of it: both apply, the stricter wins. */
export function intersectLimits(a: Limits, b: Limits): Limits {
  const result: Limits = { ...a };
  for (const key of KEYS) {
    const mine = a[key];
    const theirs = b[key];
    if (theirs === undefined) continue;
    if (mine === undefined) result[key] = theirs;
    else if (typeof mine === 'number' && typeof theirs === 'number' && UPPER[key] !== undefined)
      result[key] = UPPER[key] ? Math.min(mine, theirs) : Math.max(mine, theirs);
    else if (!same(mine, theirs)) result[key] = several([mine, theirs]);
  }
  return result;
}

/**
 * Limits of a union (`oneOf`/`anyOf`): a limit holds when every alternative that admits its type sets
 * it (the looser wins); an alternative of any type (`types` null) admits every limit's type.
 */
export function unionLimits(alternatives: ReadonlyArray<{ types: Set<string> | null; limits: Limits }>): Limits {
  const result: Limits = {};
  for (const key of KEYS) {
    const admitting = alternatives.filter(
      (alt) =>
        alt.types === null ||
        APPLIES_TO[key].some((t) => alt.types?.has(t) || (t === 'integer' && alt.types?.has('number'))),
    );
    if (admitting.length === 0 || admitting.some((alt) => alt.limits[key] === undefined)) continue;
    const values = admitting.map((alt) => alt.limits[key] ?? null);
    if (UPPER[key] !== undefined && values.every((v) => typeof v === 'number')) {
      result[key] = UPPER[key] ? Math.max(...values) : Math.min(...values);
    } else result[key] = several(values);
  }
  return result;
}

export interface LimitChange {
  breaking: boolean;
  kind:
    | 'request-limit-tightened'
    | 'request-limit-loosened'
    | 'request-limit-changed'
    | 'response-limit-loosened'
    | 'response-limit-tightened'
    | 'response-limit-changed';
  message: string;
}

const show = (value: Json | undefined): string =>
  value === undefined ? 'none' : typeof value === 'string' ? `"${value}"` : JSON.stringify(value);

type Direction = 'tighter' | 'looser' | 'changed';

function directionOf(key: LimitKey, before: Json | undefined, after: Json | undefined): Direction {
  if (before === undefined) return 'tighter';
  if (after === undefined) return 'looser';
  if (typeof before === 'number' && typeof after === 'number' && UPPER[key] !== undefined) {
    return (UPPER[key] ? after < before : after > before) ? 'tighter' : 'looser';
  }
  // two patterns (or steps) cannot be ordered
  return 'changed';
}

/**
 * Limit changes of one field. A limit counts only where its type is allowed on both sides: when a field
 * changes type, the type change is the news, not the limits that came or went with it.
 */
export function compareLimits(
  base: Limits,
  head: Limits,
  side: 'request' | 'response',
  field: string,
  types?: { base: Set<string> | null; head: Set<string> | null },
): LimitChange[] {
  const changes: LimitChange[] = [];
  const both = (key: LimitKey): boolean =>
    [types?.base, types?.head].every((set) => set == null || APPLIES_TO[key].some((t) => set.has(t)));
  for (const key of KEYS.filter(both)) {
    const before = base[key];
    const after = head[key];
    if (same(before, after)) continue;
    const direction = directionOf(key, before, after);
    const what = `${field} ${key} ${show(before)} -> ${show(after)}`;
    if (side === 'request') {
      if (direction === 'looser') changes.push({ breaking: false, kind: 'request-limit-loosened', message: what });
      else
        changes.push({
          breaking: true,
          kind: direction === 'tighter' ? 'request-limit-tightened' : 'request-limit-changed',
          message: `${what} (requests that were valid may now be refused)`,
        });
    } else if (direction === 'tighter') {
      changes.push({ breaking: false, kind: 'response-limit-tightened', message: what });
    } else {
      changes.push({
        breaking: true,
        kind: direction === 'looser' ? 'response-limit-loosened' : 'response-limit-changed',
        message: `${what} (answers may now hold values clients of the older contract refuse)`,
      });
    }
  }
  return changes;
}

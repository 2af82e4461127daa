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
 * - in a response, enum values added or removed, or the enum dropped; a looser limit (length, range,
 *   size) or a changed pattern (clients validate answers: the app does, with generated zod schemas);
 * - in a request, enum values removed or a field restricted to an enum; a tighter limit or a new or
 *   changed pattern;
 * - a new required request field (query, header, path or cookie parameter, or body property), an
 *   optional one made required, or a request body made required;
 * - a request parameter removed;
 * - a request field or parameter that no longer accepts a type it accepted (e.g. number -> integer);
 * - an operation that was public and now needs credentials (or needs different credentials).
 *
 * Everything else found (new operations, new optional fields, new request enum values, an enum or a
 * tighter limit introduced in a response, relaxed request types and limits) is listed as non-breaking. Only local `$ref`s are followed; recursive schemas are cut at the cycle.
 *
 * This file compares operations; the field-level comparison is spec-diff-fields.ts (over the schema
 * model of spec-diff-schema.ts, with limits in spec-diff-limits.ts), the text spec-diff-render.ts.
 */
import { compareRequestSchemas, compareResponseSchemas } from './spec-diff-fields.ts';
import type { Change, SchemaChange } from './spec-diff-model.ts';
import {
  derefObject,
  isObject,
  listOperations,
  type Json,
  type JsonObject,
  type Operation,
  type Parameter,
} from './openapi.ts';

const routeKey = (op: Operation): string => `${op.method.toUpperCase()} ${op.path.replace(/\{[^}]*\}/g, '{}')}`;
const describeOp = (op: Operation): string =>
  `${op.method.toUpperCase()} ${op.path}${typeof op.op.operationId === 'string' ? ` (${op.op.operationId})` : ''}`;
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

function compareParameters(
  base: Operation,
  head: Operation,
  docs: { base: JsonObject; head: JsonObject },
): SchemaChange[] {
  const changes: SchemaChange[] = [];
  const headParams = new Map(head.parameters.map((p) => [paramKey(p, head.path), p]));
  const baseParams = new Map(base.parameters.map((p) => [paramKey(p, base.path), p]));
  for (const [key, bp] of baseParams) {
    const hp = headParams.get(key);
    if (!hp) {
      changes.push({ breaking: true, kind: 'request-param-removed', message: `${paramLabel(bp)} removed` });
      continue;
    }
    if (!bp.required && hp.required)
      changes.push({ breaking: true, kind: 'request-param-required', message: `${paramLabel(bp)} is now required` });
    if (bp.required && !hp.required)
      changes.push({ breaking: false, kind: 'request-param-optional', message: `${paramLabel(bp)} is now optional` });
    changes.push(...compareRequestSchemas(paramSchema(bp), paramSchema(hp), docs, paramLabel(bp)));
  }
  for (const [key, hp] of headParams) {
    if (baseParams.has(key)) continue;
    if (hp.required)
      changes.push({ breaking: true, kind: 'request-param-required', message: `new required ${paramLabel(hp)}` });
    else changes.push({ breaking: false, kind: 'request-param-added', message: `${paramLabel(hp)} added (optional)` });
  }
  return changes;
}

function compareRequestBodies(
  base: Operation,
  head: Operation,
  docs: { base: JsonObject; head: JsonObject },
): SchemaChange[] {
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
  if (bb.required !== true && hb.required === true)
    changes.push({ breaking: true, kind: 'request-body-required', message: 'the request body is now required' });
  if (bb.required === true && hb.required !== true)
    changes.push({ breaking: false, kind: 'request-body-optional', message: 'the request body is now optional' });
  for (const [mediaType, bMedia] of Object.entries(bContent)) {
    const hMedia = hContent[mediaType];
    if (hMedia === undefined) {
      changes.push({
        breaking: true,
        kind: 'request-media-type-removed',
        message: `request body media type ${mediaType} no longer accepted`,
      });
      continue;
    }
    const label = Object.keys(bContent).length > 1 ? `request body (${mediaType})` : 'request body';
    changes.push(
      ...compareRequestSchemas(
        derefObject(docs.base, bMedia).schema,
        derefObject(docs.head, hMedia).schema,
        docs,
        label,
      ),
    );
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

function compareResponses(
  base: Operation,
  head: Operation,
  docs: { base: JsonObject; head: JsonObject },
): SchemaChange[] {
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
        changes.push({
          breaking: true,
          kind: 'response-media-type-removed',
          message: `response ${code} media type ${mediaType} removed`,
        });
        continue;
      }
      const label = Object.keys(bContent).length > 1 ? `response ${code} (${mediaType})` : `response ${code}`;
      changes.push(
        ...compareResponseSchemas(
          derefObject(docs.base, bMedia).schema,
          derefObject(docs.head, hMedia).schema,
          docs,
          label,
        ),
      );
    }
  }
  for (const code of hCodes.keys()) {
    if (!bCodes.has(code))
      changes.push({ breaking: false, kind: 'response-status-added', message: `response ${code} added` });
  }
  return changes;
}

const requirementKey = (requirement: JsonObject): string => Object.keys(requirement).sort().join('+');

function compareSecurity(base: Operation, head: Operation): SchemaChange[] {
  if (!base.secured && head.secured) {
    return [
      {
        breaking: true,
        kind: 'security-added',
        message: `was public, now requires credentials (${head.security.map(requirementKey).join(' or ')})`,
      },
    ];
  }
  if (base.secured && !head.secured)
    return [{ breaking: false, kind: 'security-removed', message: 'no longer requires credentials' }];
  if (base.secured && head.secured) {
    const headKeys = new Set(head.security.map(requirementKey));
    if (!base.security.some((requirement) => headKeys.has(requirementKey(requirement)))) {
      return [
        {
          breaking: true,
          kind: 'security-changed',
          message: `credentials changed: ${base.security.map(requirementKey).join(' or ')} -> ${head.security.map(requirementKey).join(' or ')}`,
        },
      ];
    }
  }
  return [];
}

function compareOperations(
  base: Operation,
  head: Operation,
  docs: { base: JsonObject; head: JsonObject },
): SchemaChange[] {
  const changes: SchemaChange[] = [];
  const bId = typeof base.op.operationId === 'string' ? base.op.operationId : undefined;
  const hId = typeof head.op.operationId === 'string' ? head.op.operationId : undefined;
  if (bId !== undefined && bId !== hId) {
    changes.push({
      breaking: true,
      kind: 'operation-id-changed',
      message: `operationId ${bId} ${hId ? `renamed to ${hId}` : 'removed'} (generated functions and hooks are named after it)`,
    });
  }
  if (base.providerStatus !== head.providerStatus) {
    changes.push({
      breaking: false,
      kind: 'provider-status-changed',
      message: `x-provider-status ${base.providerStatus ?? '(none)'} -> ${head.providerStatus ?? '(none)'}`,
    });
  }
  if (base.op.deprecated !== true && head.op.deprecated === true)
    changes.push({ breaking: false, kind: 'deprecated', message: 'now deprecated' });
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
  const headById = new Map(
    headOps.filter((op) => typeof op.op.operationId === 'string').map((op) => [op.operationId, op]),
  );
  const matched = new Set<Operation>();
  const changes: Change[] = [];
  for (const bOp of baseOps) {
    const name = describeOp(bOp);
    let hOp = headByRoute.get(routeKey(bOp));
    if (!hOp && typeof bOp.op.operationId === 'string') {
      const moved = headById.get(bOp.operationId);
      if (moved && !baseOps.some((other) => routeKey(other) === routeKey(moved))) {
        hOp = moved;
        changes.push({
          breaking: true,
          kind: 'operation-moved',
          operation: name,
          message: `moved to ${moved.method.toUpperCase()} ${moved.path}`,
        });
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
    changes.push({
      breaking: false,
      kind: 'operation-added',
      operation: describeOp(hOp),
      message: `operation added${status}`,
    });
  }
  return changes;
}

export const hasBreaking = (changes: readonly Change[]): boolean => changes.some((c) => c.breaking);

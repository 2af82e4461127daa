/**
 * A stand-in provider for the contract:verify tests: a `node:http` server on 127.0.0.1 that answers
 * every operation of an OpenAPI document with the first example of its first 2xx response, under a
 * base path (`/api`). Chosen operations can be answered wrongly through overrides.
 *
 * Also finds, generically for any document of the project's shape, where a response example can be
 * broken in a given way (missing required field, wrong type, value outside an enum).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  derefObject,
  isObject,
  jsonMediaType,
  listOperations,
  successResponses,
  type Json,
  type JsonObject,
  type Operation,
} from '../../../packages/contract-kit/src/lib/openapi.ts';
import { sampleFromSchema } from '../../../packages/contract-kit/src/lib/schema-sample.ts';

export interface SuccessAnswer {
  status: number;
  contentType: string;
  headers: Record<string, string>;
  body: Json;
  /** The response schema, for mutation finders. */
  schema: Json | undefined;
}

export type Override = { kind: 'body'; body: Json } | { kind: 'status'; status: number; text: string };

export interface FakeProvider {
  /** Base URL including the base path, to pass as --target. */
  url: string;
  /** Every request received, as `METHOD /path?query`. */
  received: string[];
  close: () => Promise<void>;
}

/** The answer the spec documents first for an operation's success. */
export function successAnswer(doc: JsonObject, operation: Operation): SuccessAnswer | undefined {
  const first = successResponses(doc, operation.op)[0];
  if (!first) return undefined;
  const status = /^\d+$/.test(first.code) ? Number(first.code) : 200;
  const headers: Record<string, string> = {};
  if (isObject(first.response.headers)) {
    for (const [name, node] of Object.entries(first.response.headers)) {
      const header = derefObject(doc, node);
      if (header.required !== true) continue;
      const value = 'example' in header ? (header.example ?? null) : sampleFromSchema(doc, header.schema);
      headers[name] = typeof value === 'string' ? value : JSON.stringify(value);
    }
  }
  const mediaType = jsonMediaType(first.response.content);
  if (mediaType === undefined || !isObject(first.response.content)) {
    return { status, contentType: 'text/plain', headers, body: null, schema: undefined };
  }
  const media = derefObject(doc, first.response.content[mediaType]);
  let body: Json;
  if ('example' in media) body = media.example ?? null;
  else {
    const named = isObject(media.examples)
      ? Object.values(media.examples)
          .map((entry) => derefObject(doc, entry))
          .find((example) => 'value' in example)
      : undefined;
    body = named ? (named.value ?? null) : sampleFromSchema(doc, media.schema);
  }
  return { status, contentType: mediaType === '*/*' ? 'application/json' : mediaType, headers, body, schema: media.schema };
}

function routeMatcher(path: string): RegExp {
  const pattern = path
    .split(/(\{[^}]+\})/)
    .map((part) => (/^\{[^}]+\}$/.test(part) ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${pattern}$`);
}

/** Starts the fake provider on 127.0.0.1 (ephemeral port). */
export async function startFakeProvider(doc: JsonObject, overrides: ReadonlyMap<string, Override> = new Map(), basePath = '/api'): Promise<FakeProvider> {
  const routes = listOperations(doc)
    .map((operation) => ({ operation, matcher: routeMatcher(operation.path), templated: operation.path.includes('{') }))
    .sort((a, b) => Number(a.templated) - Number(b.templated));
  const received: string[] = [];
  const answer = (request: IncomingMessage, response: ServerResponse): void => {
    received.push(`${request.method ?? ''} ${request.url ?? ''}`);
    const url = new URL(request.url ?? '/', 'http://fake.provider');
    const path = url.pathname.startsWith(basePath) ? url.pathname.slice(basePath.length) : url.pathname;
    const method = (request.method ?? 'GET').toLowerCase();
    const route = routes.find((r) => r.operation.method === method && r.matcher.test(path));
    if (!route) {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"status":404,"message":"Not Found"}');
      return;
    }
    const override = overrides.get(route.operation.operationId);
    if (override?.kind === 'status') {
      response.writeHead(override.status, { 'content-type': 'text/plain' }).end(override.text);
      return;
    }
    const success = successAnswer(doc, route.operation);
    if (!success) {
      response.writeHead(204).end();
      return;
    }
    const body = override?.kind === 'body' ? override.body : success.body;
    response.writeHead(success.status, { ...success.headers, 'content-type': success.contentType }).end(JSON.stringify(body));
  };
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => answer(request, response));
  });
  await new Promise<void>((resolveListen) => server.listen(0, '127.0.0.1', resolveListen));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${basePath}`,
    received,
    close: () =>
      new Promise<void>((resolveClose) => {
        server.closeAllConnections();
        server.close(() => resolveClose());
      }),
  };
}

// ---------------------------------------------------------------------------------------------
// Mutation finders: walk a response example alongside its schema (plain properties and items only,
// never into oneOf/anyOf, so the broken value is judged by exactly one schema).

export type JsonPath = Array<string | number>;

function mergedObjectSchema(doc: JsonObject, node: Json | undefined): JsonObject {
  const schema = derefObject(doc, node);
  if (!Array.isArray(schema.allOf)) return schema;
  const properties: JsonObject = isObject(schema.properties) ? { ...schema.properties } : {};
  const required = new Set(Array.isArray(schema.required) ? schema.required.filter((r): r is string => typeof r === 'string') : []);
  for (const part of schema.allOf) {
    const sub = mergedObjectSchema(doc, part);
    if (isObject(sub.properties)) Object.assign(properties, sub.properties);
    if (Array.isArray(sub.required)) for (const r of sub.required) if (typeof r === 'string') required.add(r);
  }
  return { ...schema, properties, required: [...required] };
}

type Visitor = (schema: JsonObject, value: Json, path: JsonPath) => boolean;

/** Depth-first; stops at the first pair the visitor accepts and returns its path. */
function findPair(doc: JsonObject, schemaNode: Json | undefined, value: Json, visit: Visitor, path: JsonPath = [], depth = 0): JsonPath | undefined {
  if (depth > 15) return undefined;
  const schema = mergedObjectSchema(doc, schemaNode);
  if (visit(schema, value, path)) return path;
  if (isObject(value) && isObject(schema.properties)) {
    for (const [name, sub] of Object.entries(schema.properties)) {
      if (!(name in value)) continue;
      const found = findPair(doc, sub, value[name] ?? null, visit, [...path, name], depth + 1);
      if (found) return found;
    }
  }
  if (Array.isArray(value) && value.length > 0 && schema.items !== undefined) {
    return findPair(doc, schema.items, value[0] ?? null, visit, [...path, 0], depth + 1);
  }
  return undefined;
}

const typeList = (schema: JsonObject): Json[] => (Array.isArray(schema.type) ? schema.type : schema.type === undefined ? [] : [schema.type]);
const noAlternatives = (schema: JsonObject): boolean => !('oneOf' in schema) && !('anyOf' in schema) && !('not' in schema);

/** A field whose schema is an enum and whose example value is one of its values. */
export const findEnumField = (doc: JsonObject, schema: Json | undefined, body: Json): JsonPath | undefined =>
  findPair(doc, schema, body, (s, v, path) => path.length > 0 && noAlternatives(s) && Array.isArray(s.enum) && s.enum.length > 0 && (typeof v === 'string' || typeof v === 'number') && s.enum.includes(v));

/** A field that must be a string (and nothing else) and holds a string in the example. */
export const findStringField = (doc: JsonObject, schema: Json | undefined, body: Json): JsonPath | undefined =>
  findPair(doc, schema, body, (s, v, path) => {
    const types = typeList(s);
    return path.length > 0 && noAlternatives(s) && types.length === 1 && types[0] === 'string' && typeof v === 'string';
  });

/** An object holding a property its schema requires; returns the path of that property. */
export function findRequiredField(doc: JsonObject, schema: Json | undefined, body: Json): JsonPath | undefined {
  let property: string | undefined;
  const parent = findPair(doc, schema, body, (s, v) => {
    if (!isObject(v) || !Array.isArray(s.required)) return false;
    property = s.required.find((r): r is string => typeof r === 'string' && r in v);
    return property !== undefined;
  });
  return parent && property !== undefined ? [...parent, property] : undefined;
}

/** A deep copy of `body` with the value at `path` replaced (or deleted when `replacement` is undefined). */
export function mutateAt(body: Json, path: JsonPath, replacement: Json | undefined): Json {
  const copy = structuredClone(body);
  let node: Json = copy;
  for (const segment of path.slice(0, -1)) {
    node = Array.isArray(node) ? (node[Number(segment)] ?? null) : isObject(node) ? (node[String(segment)] ?? null) : null;
  }
  const last = path[path.length - 1];
  if (last === undefined) return replacement ?? null;
  if (Array.isArray(node)) {
    if (replacement === undefined) node.splice(Number(last), 1);
    else node[Number(last)] = replacement;
  } else if (isObject(node)) {
    if (replacement === undefined) delete node[String(last)];
    else node[String(last)] = replacement;
  }
  return copy;
}

export const valueAt = (body: Json, path: JsonPath): Json | undefined =>
  path.reduce<Json | undefined>((node, segment) => (Array.isArray(node) ? node[Number(segment)] : isObject(node) ? node[String(segment)] : undefined), body);

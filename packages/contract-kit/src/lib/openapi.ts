/**
 * Small, dependency-free helpers to read an OpenAPI 3.x document as plain JSON: local `$ref`
 * resolution, the list of operations with their merged parameters, and effective security.
 *
 * Shared by the kit's commands (conformance, diff). They work on any valid document
 * of the project's shape; only local references (`#/...`) are supported.
 */
import { parse } from 'yaml';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Parses YAML or JSON text and checks that it looks like an OpenAPI 3.x document. */
export function parseSpec(text: string, label = 'spec'): JsonObject {
  let doc: unknown;
  try {
    doc = parse(text, { maxAliasCount: -1 });
  } catch (error) {
    throw new Error(`${label}: not valid YAML/JSON (${error instanceof Error ? error.message : String(error)})`, {
      cause: error,
    });
  }
  if (!isObject(doc)) throw new Error(`${label}: not an object`);
  if (typeof doc.openapi !== 'string' || !doc.openapi.startsWith('3.')) {
    throw new Error(`${label}: not an OpenAPI 3.x document (no "openapi: 3.x" field)`);
  }
  if (!isObject(doc.paths)) throw new Error(`${label}: has no "paths" object`);
  return doc;
}

const unescapeSegment = (segment: string): string =>
  decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~');

/** The node a local JSON pointer (`#/components/schemas/X`) designates. */
export function resolvePointer(doc: JsonObject, ref: string): Json | undefined {
  if (!ref.startsWith('#')) throw new Error(`only local $refs are supported, found "${ref}"`);
  const path = ref.slice(1);
  if (path === '') return doc;
  return path
    .replace(/^\//, '')
    .split('/')
    .map(unescapeSegment)
    .reduce<Json | undefined>((node, segment) => {
      if (Array.isArray(node)) return node[Number(segment)];
      return isObject(node) ? node[segment] : undefined;
    }, doc);
}

/**
 * Follows `$ref`s until a node without one remains. Sibling keys of a `$ref` (allowed in 3.1, e.g. a
 * `summary` or `description`) are kept on top of the target.
 */
export function deref(doc: JsonObject, node: Json | undefined): Json | undefined {
  let current = node;
  let siblings: JsonObject = {};
  for (let hops = 0; isObject(current) && typeof current.$ref === 'string'; hops++) {
    if (hops > 50) throw new Error(`$ref loop at ${current.$ref}`);
    const { $ref, ...rest } = current;
    siblings = { ...rest, ...siblings };
    const target = resolvePointer(doc, $ref);
    if (target === undefined) throw new Error(`unresolvable $ref "${String($ref)}"`);
    current = target;
  }
  if (isObject(current) && Object.keys(siblings).length > 0) return { ...current, ...siblings };
  return current;
}

/** Like {@link deref}, but always returns an object (empty when the node is not one). */
export function derefObject(doc: JsonObject, node: Json | undefined): JsonObject {
  const value = deref(doc, node);
  return isObject(value) ? value : {};
}

export interface Parameter {
  name: string;
  in: 'query' | 'header' | 'path' | 'cookie';
  required: boolean;
  /** The dereferenced parameter object. */
  raw: JsonObject;
  schema: JsonObject;
}

export interface Operation {
  method: HttpMethod;
  path: string;
  /** `METHOD /path`, the operation's identity for reports. */
  key: string;
  operationId: string;
  /** The operation object as written (not dereferenced). */
  op: JsonObject;
  /** Path-level and operation-level parameters, dereferenced, operation-level winning. */
  parameters: Parameter[];
  /** Effective security requirements (operation-level, else document-level). */
  security: JsonObject[];
  /** True when a credential is required (no empty requirement `{}` among the alternatives). */
  secured: boolean;
  /** Servers of the operation or its path item, when they override the document's. */
  ownServers: JsonObject[];
  providerStatus: string | undefined;
  tags: string[];
}

const PARAM_LOCATIONS = new Set(['query', 'header', 'path', 'cookie']);

function mergeParameters(doc: JsonObject, ...lists: Json[]): Parameter[] {
  const merged = new Map<string, Parameter>();
  for (const list of lists) {
    if (!Array.isArray(list)) continue;
    for (const entry of list) {
      const raw = derefObject(doc, entry);
      if (typeof raw.name !== 'string' || typeof raw.in !== 'string' || !PARAM_LOCATIONS.has(raw.in)) continue;
      const location = raw.in as Parameter['in'];
      const keyName = location === 'header' ? raw.name.toLowerCase() : raw.name;
      merged.set(`${location}:${keyName}`, {
        name: raw.name,
        in: location,
        required: raw.required === true || location === 'path',
        raw,
        schema: derefObject(doc, raw.schema),
      });
    }
  }
  return [...merged.values()];
}

/** Effective security of an operation and whether a credential is required. */
export function effectiveSecurity(doc: JsonObject, op: JsonObject): { security: JsonObject[]; secured: boolean } {
  const declared = Array.isArray(op.security) ? op.security : Array.isArray(doc.security) ? doc.security : [];
  const security = declared.filter(isObject);
  const secured = security.length > 0 && !security.some((requirement) => Object.keys(requirement).length === 0);
  return { security, secured };
}

/** Every operation of the document, in document order. */
export function listOperations(doc: JsonObject): Operation[] {
  const operations: Operation[] = [];
  const paths = isObject(doc.paths) ? doc.paths : {};
  for (const [path, itemNode] of Object.entries(paths)) {
    const item = derefObject(doc, itemNode);
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!isObject(op)) continue;
      const { security, secured } = effectiveSecurity(doc, op);
      const servers = Array.isArray(op.servers) ? op.servers : Array.isArray(item.servers) ? item.servers : [];
      operations.push({
        method,
        path,
        key: `${method.toUpperCase()} ${path}`,
        operationId:
          typeof op.operationId === 'string' ? op.operationId : `${method}${path.replace(/[^A-Za-z0-9]+/g, '_')}`,
        op,
        parameters: mergeParameters(doc, item.parameters ?? null, op.parameters ?? null),
        security,
        secured,
        ownServers: servers.filter(isObject),
        providerStatus: typeof op['x-provider-status'] === 'string' ? op['x-provider-status'] : undefined,
        tags: Array.isArray(op.tags) ? op.tags.filter((tag): tag is string => typeof tag === 'string') : [],
      });
    }
  }
  return operations;
}

/** The responses of an operation whose status code is 2xx (or `2XX`), dereferenced, in order. */
export function successResponses(doc: JsonObject, op: JsonObject): Array<{ code: string; response: JsonObject }> {
  const responses = isObject(op.responses) ? op.responses : {};
  return Object.entries(responses)
    .filter(([code]) => /^2(\d\d|XX)$/i.test(code))
    .map(([code, response]) => ({ code, response: derefObject(doc, response) }));
}

/** The JSON media type of a content map (`application/json`, `application/problem+json`, `*\/*` ...). */
export function jsonMediaType(content: Json | undefined): string | undefined {
  if (!isObject(content)) return undefined;
  const types = Object.keys(content);
  return (
    types.find((type) => /^application\/json\b/i.test(type)) ??
    types.find((type) => /[/+]json\b/i.test(type)) ??
    types.find((type) => type === '*/*')
  );
}

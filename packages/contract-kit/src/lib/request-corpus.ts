/**
 * The request corpus of the example replay: one valid request per operation of an OpenAPI document,
 * built from the document's own examples.
 *
 * Values come, in order of preference, from: the request example (media-type `example`, then the
 * first named `examples` entry), the parameter's `example`/`examples`, the schema's `example`,
 * `examples[0]`, `const`, `default`, `enum[0]`, and as a last resort a value synthesised from the
 * schema's type and limits (schema-sample.ts). Multipart bodies get a tiny generated PNG for every
 * binary part (request-body.ts, which also encodes a body the way fetch sends it).
 */
import {
  derefObject,
  isObject,
  listOperations,
  type JsonObject,
  type Operation,
  type Parameter,
  type Json,
} from './openapi.ts';
import { buildBody, scalar, type CorpusBody } from './request-body.ts';
import { firstNamedExample, sampleFromSchema } from './schema-sample.ts';

export interface CorpusOptions {
  /** Credential for secured operations (bearer token, or API key for apiKey schemes). */
  token: string;
  /** Value of the `Lang` header sent on every request. */
  lang: string;
}

export interface CorpusRequest {
  operation: Operation;
  method: string;
  /** Path with its parameters filled in, plus the query string (no host). */
  pathAndQuery: string;
  headers: Record<string, string>;
  body?: CorpusBody;
  /** Where the values came from and anything special about the request. */
  notes: string[];
}

function parameterValue(doc: JsonObject, parameter: Parameter): { value: Json; source: string } {
  const raw = parameter.raw;
  if ('example' in raw) return { value: raw.example ?? null, source: 'parameter example' };
  const named = firstNamedExample(doc, raw.examples);
  if (named) return { value: named.value, source: `parameter example "${named.name}"` };
  if (isObject(raw.content)) {
    const media = Object.values(raw.content).find(isObject);
    if (media) {
      if ('example' in media) return { value: media.example ?? null, source: 'parameter example' };
      const mediaNamed = firstNamedExample(doc, media.examples);
      if (mediaNamed) return { value: mediaNamed.value, source: `parameter example "${mediaNamed.name}"` };
      return { value: sampleFromSchema(doc, media.schema), source: 'parameter schema' };
    }
  }
  return { value: sampleFromSchema(doc, parameter.schema), source: 'parameter schema' };
}

const hasOwnExample = (doc: JsonObject, parameter: Parameter): boolean => {
  const schema = parameter.schema;
  return (
    'example' in parameter.raw ||
    isObject(parameter.raw.examples) ||
    'example' in schema ||
    Array.isArray(schema.examples) ||
    'default' in schema ||
    firstNamedExample(doc, parameter.raw.examples) !== undefined
  );
};

function applySecurity(
  doc: JsonObject,
  operation: Operation,
  options: CorpusOptions,
  headers: Record<string, string>,
  query: Array<[string, string]>,
  notes: string[],
): void {
  if (!operation.secured) return;
  const schemes =
    isObject(doc.components) && isObject(doc.components.securitySchemes) ? doc.components.securitySchemes : {};
  const requirement = operation.security[0] ?? {};
  for (const schemeName of Object.keys(requirement)) {
    const scheme = derefObject(doc, schemes[schemeName]);
    const type = typeof scheme.type === 'string' ? scheme.type : '';
    const httpScheme = typeof scheme.scheme === 'string' ? scheme.scheme.toLowerCase() : '';
    if (type === 'apiKey' && typeof scheme.name === 'string') {
      if (scheme.in === 'header') headers[scheme.name] = options.token;
      else if (scheme.in === 'query') query.push([scheme.name, options.token]);
      else if (scheme.in === 'cookie') headers.Cookie = `${scheme.name}=${options.token}`;
    } else if (type === 'http' && httpScheme === 'basic') {
      headers.Authorization = `Basic ${Buffer.from(options.token).toString('base64')}`;
    } else {
      headers.Authorization = `Bearer ${options.token}`;
    }
  }
  notes.push('secured: credential sent');
}

/** One request per operation of `doc`, in document order. */
export function buildCorpus(doc: JsonObject, options: CorpusOptions): CorpusRequest[] {
  return listOperations(doc).map((operation) => buildRequest(doc, operation, options));
}

export function buildRequest(doc: JsonObject, operation: Operation, options: CorpusOptions): CorpusRequest {
  const notes: string[] = [];
  const headers: Record<string, string> = { Accept: 'application/json', Lang: options.lang };
  const query: Array<[string, string]> = [];
  const cookies: string[] = [];
  let path = operation.path;
  for (const parameter of operation.parameters) {
    if (parameter.in === 'header') {
      const lower = parameter.name.toLowerCase();
      if (lower === 'lang') continue;
      if (['accept', 'content-type', 'authorization'].includes(lower)) continue;
    }
    if (!parameter.required && !hasOwnExample(doc, parameter)) continue;
    const { value } = parameterValue(doc, parameter);
    switch (parameter.in) {
      case 'path':
        path = path.replace(
          `{${parameter.name}}`,
          encodeURIComponent(Array.isArray(value) ? value.map(scalar).join(',') : scalar(value)),
        );
        break;
      case 'query':
        if (Array.isArray(value)) for (const item of value) query.push([parameter.name, scalar(item)]);
        else query.push([parameter.name, scalar(value)]);
        break;
      case 'header':
        headers[parameter.name] = scalar(value);
        break;
      case 'cookie':
        cookies.push(`${parameter.name}=${encodeURIComponent(scalar(value))}`);
        break;
    }
  }
  if (cookies.length > 0) headers.Cookie = cookies.join('; ');
  applySecurity(doc, operation, options, headers, query, notes);
  const body = buildBody(doc, operation, notes);
  if (operation.ownServers.length > 0) {
    const urls = operation.ownServers.map((server) => (typeof server.url === 'string' ? server.url : '?')).join(', ');
    notes.push(
      `declares its own servers (${urls}); sent through the proxy to <target>${operation.path} like every other operation`,
    );
  }
  const queryString = query.length > 0 ? `?${new URLSearchParams(query).toString()}` : '';
  return {
    operation,
    method: operation.method.toUpperCase(),
    pathAndQuery: `${path}${queryString}`,
    headers,
    body,
    notes,
  };
}

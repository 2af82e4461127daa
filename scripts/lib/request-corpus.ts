/**
 * The request corpus of `contract:verify`: one valid request per operation of an OpenAPI document,
 * built from the document's own examples.
 *
 * Values come, in order of preference, from: the request example (media-type `example`, then the
 * first named `examples` entry), the parameter's `example`/`examples`, the schema's `example`,
 * `examples[0]`, `const`, `default`, `enum[0]`, and as a last resort a value synthesised from the
 * schema's type and limits. Multipart bodies get a tiny generated PNG for every binary part.
 */
import {
  derefObject,
  isObject,
  jsonMediaType,
  listOperations,
  type Json,
  type JsonObject,
  type Operation,
  type Parameter,
} from './openapi.ts';

export interface CorpusOptions {
  /** Credential for secured operations (bearer token, or API key for apiKey schemes). */
  token: string;
  /** Value of the `Lang` header sent on every request. */
  lang: string;
}

export interface CorpusFile {
  name: string;
  filename: string;
  contentType: string;
  data: Uint8Array<ArrayBuffer>;
}

export type CorpusBody =
  | { kind: 'json'; contentType: string; value: Json }
  | { kind: 'multipart'; fields: Array<[string, string]>; files: CorpusFile[] }
  | { kind: 'urlencoded'; contentType: string; fields: Array<[string, string]> }
  | { kind: 'text'; contentType: string; text: string };

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

/** A valid 1x1 transparent PNG (67 bytes), the file sent to multipart upload operations. */
export const TINY_PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
);

const STRING_CANDIDATES = [
  'example',
  '1',
  '100',
  '1.5',
  '12850.75',
  'btcusdt',
  'BTC/USDT',
  'A7K2Q9',
  '0901234567',
  '2026-01-15',
  '2026-01-15 09:30:00',
  '2026-01-15T09:30:00Z',
  'dev@example.com',
  'https://example.com/',
  '/uploads/example.png',
  '00000000-0000-4000-8000-000000000000',
];

const FORMAT_SAMPLES: Record<string, string> = {
  'date-time': '2026-01-15T09:30:00Z',
  date: '2026-01-15',
  time: '09:30:00',
  email: 'dev@example.com',
  uri: 'https://example.com/',
  url: 'https://example.com/',
  uuid: '00000000-0000-4000-8000-000000000000',
  ipv4: '127.0.0.1',
  hostname: 'example.com',
  byte: 'AA==',
  password: 'Secret#2026',
};

function typesOf(schema: JsonObject): string[] {
  if (Array.isArray(schema.type)) return schema.type.filter((t): t is string => typeof t === 'string');
  return typeof schema.type === 'string' ? [schema.type] : [];
}

function sampleString(schema: JsonObject): string {
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : Number.POSITIVE_INFINITY;
  const fits = (value: string): boolean => value.length >= minLength && value.length <= maxLength;
  let pattern: RegExp | undefined;
  if (typeof schema.pattern === 'string') {
    try {
      pattern = new RegExp(schema.pattern, 'u');
    } catch {
      pattern = undefined;
    }
  }
  const format = typeof schema.format === 'string' ? FORMAT_SAMPLES[schema.format] : undefined;
  const candidates = [...(format ? [format] : []), ...STRING_CANDIDATES];
  const found = candidates.find((value) => fits(value) && (!pattern || pattern.test(value)));
  if (found !== undefined) return found;
  return 'x'.repeat(Math.max(1, Math.min(minLength, 64)));
}

function sampleNumber(schema: JsonObject, integer: boolean): number {
  const min = typeof schema.minimum === 'number' ? schema.minimum : undefined;
  const exclusiveMin = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : undefined;
  const max = typeof schema.maximum === 'number' ? schema.maximum : undefined;
  let value = min ?? (exclusiveMin !== undefined ? exclusiveMin + 1 : 1);
  if (max !== undefined && value > max) value = max;
  return integer ? Math.ceil(value) : value;
}

/**
 * A value that satisfies `schemaNode`, taken from its examples when it has some.
 * Objects get their required properties only.
 */
export function sampleFromSchema(doc: JsonObject, schemaNode: Json | undefined, depth = 0): Json {
  const schema = derefObject(doc, schemaNode);
  if (depth > 12) return null;
  if ('example' in schema) return schema.example ?? null;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0] ?? null;
  if ('const' in schema) return schema.const ?? null;
  if ('default' in schema) return schema.default ?? null;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0] ?? null;
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0) {
    const parts = schema.allOf.map((part) => sampleFromSchema(doc, part, depth + 1));
    if (parts.every(isObject)) return Object.assign({}, ...parts) as JsonObject;
    return parts[0] ?? null;
  }
  for (const key of ['oneOf', 'anyOf'] as const) {
    const alternatives = schema[key];
    if (Array.isArray(alternatives) && alternatives.length > 0) return sampleFromSchema(doc, alternatives[0], depth + 1);
  }
  const types = typesOf(schema);
  const type = types.find((t) => t !== 'null') ?? (isObject(schema.properties) ? 'object' : types[0]);
  switch (type) {
    case 'object': {
      const result: JsonObject = {};
      const properties = isObject(schema.properties) ? schema.properties : {};
      const required = Array.isArray(schema.required) ? schema.required.filter((r): r is string => typeof r === 'string') : [];
      for (const name of required) result[name] = sampleFromSchema(doc, properties[name], depth + 1);
      return result;
    }
    case 'array': {
      const minItems = typeof schema.minItems === 'number' ? schema.minItems : 0;
      const maxItems = typeof schema.maxItems === 'number' ? schema.maxItems : 1;
      if (maxItems === 0) return [];
      const item = sampleFromSchema(doc, schema.items, depth + 1);
      return Array.from({ length: Math.max(1, minItems) }, () => item);
    }
    case 'string':
      return sampleString(schema);
    case 'integer':
      return sampleNumber(schema, true);
    case 'number':
      return sampleNumber(schema, false);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return 'example';
  }
}

/** The value of the first entry of an `examples` map (inline `value` or a components/examples `$ref`). */
function firstNamedExample(doc: JsonObject, examples: Json | undefined): { name: string; value: Json } | undefined {
  if (!isObject(examples)) return undefined;
  for (const [name, entry] of Object.entries(examples)) {
    const example = derefObject(doc, entry);
    if ('value' in example) return { name, value: example.value ?? null };
  }
  return undefined;
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

const scalar = (value: Json): string =>
  typeof value === 'string' ? value : value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

function isBinary(doc: JsonObject, schemaNode: Json | undefined): boolean {
  const schema = derefObject(doc, schemaNode);
  if (schema.format === 'binary' || typeof schema.contentMediaType === 'string') return true;
  if (typesOf(schema).includes('array')) return isBinary(doc, schema.items);
  return false;
}

function partContentType(encoding: Json | undefined, name: string): string {
  const entry = isObject(encoding) ? encoding[name] : undefined;
  const declared = isObject(entry) && typeof entry.contentType === 'string' ? entry.contentType : '';
  const listed = declared.split(',').map((t) => t.trim()).filter(Boolean);
  if (listed.length === 0 || listed.some((t) => t === 'image/png' || t === 'image/*' || t === '*/*')) return 'image/png';
  if (listed.some((t) => t === 'application/octet-stream')) return 'application/octet-stream';
  return listed[0] ?? 'image/png';
}

function buildBody(doc: JsonObject, operation: Operation, notes: string[]): CorpusBody | undefined {
  const requestBody = derefObject(doc, operation.op.requestBody);
  if (!isObject(requestBody.content)) return undefined;
  const content = requestBody.content;
  const types = Object.keys(content);
  const jsonType = jsonMediaType(content);
  const chosen =
    jsonType ??
    types.find((t) => /^multipart\/form-data/i.test(t)) ??
    types.find((t) => /^application\/x-www-form-urlencoded/i.test(t)) ??
    types[0];
  if (chosen === undefined) return undefined;
  const media = derefObject(doc, content[chosen]);
  let value: Json;
  if ('example' in media) {
    value = media.example ?? null;
    notes.push('body from the request example');
  } else {
    const named = firstNamedExample(doc, media.examples);
    if (named) {
      value = named.value;
      notes.push(`body from request example "${named.name}"`);
    } else {
      value = sampleFromSchema(doc, media.schema);
      notes.push('body built from the request schema');
    }
  }
  if (/^multipart\/form-data/i.test(chosen)) {
    const schema = derefObject(doc, media.schema);
    const properties = isObject(schema.properties) ? schema.properties : {};
    const fields: Array<[string, string]> = [];
    const files: CorpusFile[] = [];
    const values = isObject(value) ? value : {};
    const required = Array.isArray(schema.required) ? schema.required.filter((r): r is string => typeof r === 'string') : [];
    const names = new Set([...required, ...Object.keys(values)]);
    for (const name of names) {
      if (isBinary(doc, properties[name])) {
        files.push({ name, filename: 'contract-verify.png', contentType: partContentType(media.encoding, name), data: TINY_PNG });
      } else {
        const fieldValue = name in values ? (values[name] ?? null) : sampleFromSchema(doc, properties[name]);
        fields.push([name, scalar(fieldValue)]);
      }
    }
    if (files.length > 0) notes.push(`multipart with a ${TINY_PNG.length}-byte generated PNG for ${files.map((f) => `"${f.name}"`).join(', ')}`);
    return { kind: 'multipart', fields, files };
  }
  if (/^application\/x-www-form-urlencoded/i.test(chosen)) {
    const values = isObject(value) ? value : {};
    return { kind: 'urlencoded', contentType: chosen, fields: Object.entries(values).map(([k, v]) => [k, scalar(v)]) };
  }
  if (chosen === jsonType) return { kind: 'json', contentType: chosen === '*/*' ? 'application/json' : chosen, value };
  return { kind: 'text', contentType: chosen, text: scalar(value) };
}

function applySecurity(doc: JsonObject, operation: Operation, options: CorpusOptions, headers: Record<string, string>, query: Array<[string, string]>, notes: string[]): void {
  if (!operation.secured) return;
  const schemes = isObject(doc.components) && isObject(doc.components.securitySchemes) ? doc.components.securitySchemes : {};
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
        path = path.replace(`{${parameter.name}}`, encodeURIComponent(Array.isArray(value) ? value.map(scalar).join(',') : scalar(value)));
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
    notes.push(`declares its own servers (${urls}); sent through the proxy to <target>${operation.path} like every other operation`);
  }
  const queryString = query.length > 0 ? `?${new URLSearchParams(query).toString()}` : '';
  return { operation, method: operation.method.toUpperCase(), pathAndQuery: `${path}${queryString}`, headers, body, notes };
}

/** The body of a corpus request as fetch sends it (setting its Content-Type where fetch does not). */
export function encodeBody(body: CorpusBody | undefined, headers: Record<string, string>): string | FormData | URLSearchParams | undefined {
  if (body === undefined) return undefined;
  switch (body.kind) {
    case 'json':
      headers['Content-Type'] = body.contentType;
      return JSON.stringify(body.value);
    case 'text':
      headers['Content-Type'] = body.contentType;
      return body.text;
    case 'urlencoded':
      return new URLSearchParams(body.fields);
    case 'multipart': {
      const form = new FormData();
      for (const [name, value] of body.fields) form.append(name, value);
      for (const file of body.files) form.append(file.name, new Blob([file.data], { type: file.contentType }), file.filename);
      return form;
    }
  }
}

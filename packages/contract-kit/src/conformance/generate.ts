/**
 * Requests generated from the schemas (fast-check): valid ones, drawn at random from each operation's
 * request body and parameter schemas; and invalid ones, each breaking exactly one documented rule of the
 * operation's input (a required field missing, a wrong type, a value out of range, too long, outside
 * its enum or pattern). Seeded, so a run can be repeated exactly.
 */
import fc from 'fast-check';
import { derefObject, isObject, jsonMediaType, type Json, type JsonObject, type Operation } from '../lib/openapi.ts';
import { buildRequest, type CorpusOptions, type CorpusRequest } from '../lib/request-corpus.ts';

const typesOf = (schema: JsonObject): string[] =>
  Array.isArray(schema.type)
    ? schema.type.filter((t): t is string => typeof t === 'string')
    : typeof schema.type === 'string'
      ? [schema.type]
      : [];

const num = (value: Json | undefined): number | undefined => (typeof value === 'number' ? value : undefined);

const FORMAT_VALUES: Record<string, fc.Arbitrary<string>> = {
  email: fc.emailAddress(),
  date: fc
    .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  'date-time': fc
    .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
    .map((d) => d.toISOString()),
  uri: fc.webUrl(),
  uuid: fc.uuid(),
};

function stringArbitrary(schema: JsonObject): fc.Arbitrary<string> {
  const minLength = num(schema.minLength) ?? 0;
  const maxLength = Math.min(num(schema.maxLength) ?? 24, Math.max(minLength, 24));
  const fits = (value: string): boolean =>
    value.length >= minLength && value.length <= (num(schema.maxLength) ?? Infinity);
  if (typeof schema.pattern === 'string') {
    try {
      return fc.stringMatching(new RegExp(schema.pattern, 'u')).filter(fits);
    } catch {
      // an ECMAScript-incompatible pattern: fall through to plain strings
    }
  }
  const format = typeof schema.format === 'string' ? FORMAT_VALUES[schema.format] : undefined;
  if (format !== undefined) return format.filter(fits);
  return fc.string({ minLength, maxLength, unit: 'grapheme-ascii' });
}

function numberArbitrary(schema: JsonObject, integer: boolean): fc.Arbitrary<number> {
  const exclusiveMin = num(schema.exclusiveMinimum);
  const exclusiveMax = num(schema.exclusiveMaximum);
  const min = num(schema.minimum) ?? (exclusiveMin !== undefined ? exclusiveMin + (integer ? 1 : 0.01) : -1_000_000);
  const max = num(schema.maximum) ?? (exclusiveMax !== undefined ? exclusiveMax - (integer ? 1 : 0.01) : 1_000_000);
  if (integer)
    return fc.integer({ min: Math.ceil(Math.max(min, -2_147_483_648)), max: Math.floor(Math.min(max, 2_147_483_647)) });
  // decimals with two places, the shape money and rates take
  return fc.integer({ min: Math.ceil(min * 100), max: Math.floor(max * 100) }).map((cents) => cents / 100);
}

/** A fast-check arbitrary of values that (mostly) satisfy the schema; callers filter with the validator. */
export function arbitraryOf(doc: JsonObject, node: Json | undefined, depth = 0): fc.Arbitrary<Json> {
  const schema = derefObject(doc, node);
  if (depth > 8) return fc.constant(null);
  if ('const' in schema) return fc.constant(schema.const ?? null);
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  for (const key of ['oneOf', 'anyOf'] as const) {
    const alternatives = schema[key];
    if (Array.isArray(alternatives) && alternatives.length > 0)
      return fc.oneof(...alternatives.map((alt) => arbitraryOf(doc, alt, depth + 1)));
  }
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0) {
    return fc
      .tuple(...schema.allOf.map((part) => arbitraryOf(doc, part, depth + 1)))
      .map((parts) => (parts.every(isObject) ? (Object.assign({}, ...parts) as JsonObject) : (parts[0] ?? null)));
  }
  const types = typesOf(schema);
  const type = types.find((t) => t !== 'null') ?? (isObject(schema.properties) ? 'object' : types[0]);
  switch (type) {
    case 'object': {
      const properties = isObject(schema.properties) ? schema.properties : {};
      const required = Array.isArray(schema.required)
        ? schema.required.filter((r): r is string => typeof r === 'string')
        : [];
      const shape: Record<string, fc.Arbitrary<Json>> = {};
      for (const [name, property] of Object.entries(properties)) shape[name] = arbitraryOf(doc, property, depth + 1);
      return fc.record(shape, { requiredKeys: required.filter((name) => name in shape) });
    }
    case 'array': {
      const minLength = num(schema.minItems) ?? 0;
      const maxLength = Math.max(minLength, Math.min(num(schema.maxItems) ?? 3, 3));
      return fc.array(arbitraryOf(doc, schema.items, depth + 1), { minLength, maxLength });
    }
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.constant('x');
  }
}

/** The JSON request body schema of an operation, with its pointer, when it has one. */
export function jsonBodySchema(
  doc: JsonObject,
  operation: Operation,
): { pointer: string[]; schema: JsonObject } | undefined {
  const requestBody = derefObject(doc, operation.op.requestBody);
  const mediaType = jsonMediaType(requestBody.content);
  if (mediaType === undefined || !isObject(requestBody.content)) return undefined;
  const media = derefObject(doc, requestBody.content[mediaType]);
  if (!('schema' in media)) return undefined;
  const raw = operation.op.requestBody;
  const base =
    isObject(raw) && typeof raw.$ref === 'string'
      ? raw.$ref.slice(2).split('/')
      : ['paths', operation.path, operation.method, 'requestBody'];
  return { pointer: [...base, 'content', mediaType, 'schema'], schema: derefObject(doc, media.schema) };
}

const scalar = (value: Json): string =>
  typeof value === 'string'
    ? value
    : value === null
      ? ''
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);

/** The example request with other parameter values (`undefined` drops a query parameter). */
export function withParameters(base: CorpusRequest, values: Record<string, Json | undefined>): CorpusRequest {
  const [basePath = '', baseQuery = ''] = base.pathAndQuery.split('?');
  const actual = basePath.split('/');
  const path = base.operation.path
    .split('/')
    .map((segment, index) => {
      const name = /^\{(.+)\}$/.exec(segment)?.[1];
      return name !== undefined && name in values
        ? encodeURIComponent(scalar(values[name] ?? null))
        : (actual[index] ?? segment);
    })
    .join('/');
  const query = new URLSearchParams(baseQuery);
  for (const parameter of base.operation.parameters) {
    if (parameter.in !== 'query' || !(parameter.name in values)) continue;
    const value = values[parameter.name];
    if (value === undefined) query.delete(parameter.name);
    else query.set(parameter.name, scalar(value));
  }
  const text = query.toString();
  return { ...base, pathAndQuery: `${path}${text ? `?${text}` : ''}` };
}

export interface GeneratedRequest {
  request: CorpusRequest;
  /** What makes it invalid (negative requests only). */
  mutation?: string;
}

/**
 * `runs` valid requests for the operation: parameters and JSON body drawn from their schemas, kept only
 * when `isValidBody` accepts the body. Operations without inputs get none (the example replay covers them).
 */
export function validRequests(
  doc: JsonObject,
  operation: Operation,
  options: CorpusOptions,
  runs: number,
  seed: number,
  isValidBody: (body: Json) => boolean,
): GeneratedRequest[] {
  const base = buildRequest(doc, operation, options);
  const params = operation.parameters.filter((p) => p.in === 'query' || p.in === 'path');
  const body = jsonBodySchema(doc, operation);
  if (params.length === 0 && body === undefined) return [];
  const paramShape: Record<string, fc.Arbitrary<Json>> = {};
  for (const parameter of params) paramShape[parameter.name] = arbitraryOf(doc, parameter.schema);
  const required = params.filter((p) => p.required).map((p) => p.name);
  const arbitrary = fc.record({
    params: fc.record(paramShape, { requiredKeys: required }),
    body:
      body === undefined ? fc.constant(undefined) : arbitraryOf(doc, body.schema).filter((value) => isValidBody(value)),
  });
  return fc.sample(arbitrary, { numRuns: runs, seed }).map(({ params: values, body: value }) => {
    const request = withParameters(base, values);
    return {
      request:
        value === undefined || base.body?.kind !== 'json' ? request : { ...request, body: { ...base.body, value } },
    };
  });
}

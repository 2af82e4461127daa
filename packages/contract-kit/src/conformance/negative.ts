/**
 * Invalid requests: the operation's example request with exactly one documented input rule broken.
 * Every mutation is one the contract forbids (checked against the schema for bodies), so the server
 * must refuse it with the documented 400/422, and never with a 5xx or a success.
 */
import { derefObject, isObject, type Json, type JsonObject, type Operation, type Parameter } from '../lib/openapi.ts';
import { buildRequest, type CorpusOptions } from '../lib/request-corpus.ts';
import { jsonBodySchema, withParameters, type GeneratedRequest } from './generate.ts';

const typesOf = (schema: JsonObject): string[] =>
  Array.isArray(schema.type)
    ? schema.type.filter((t): t is string => typeof t === 'string')
    : typeof schema.type === 'string'
      ? [schema.type]
      : [];

/** Values that break one rule of a scalar schema, each with what it breaks. */
function breakersOf(doc: JsonObject, node: Json | undefined): Array<{ value: Json; rule: string }> {
  const schema = derefObject(doc, node);
  const types = typesOf(schema);
  const out: Array<{ value: Json; rule: string }> = [];
  if (Array.isArray(schema.enum) && schema.enum.length > 0) {
    const numeric = schema.enum.every((v) => typeof v === 'number');
    out.push({ value: numeric ? 987654 : 'not-in-the-enum', rule: 'a value outside its enum' });
  }
  if (types.includes('integer') || types.includes('number')) {
    out.push({ value: 'not-a-number', rule: 'a string where a number is required' });
    if (typeof schema.maximum === 'number')
      out.push({ value: schema.maximum + 1, rule: `above its maximum ${schema.maximum}` });
    if (typeof schema.minimum === 'number')
      out.push({ value: schema.minimum - 1, rule: `below its minimum ${schema.minimum}` });
  }
  if (types.includes('string') && !Array.isArray(schema.enum)) {
    if (!types.includes('number') && !types.includes('integer'))
      out.push({ value: { unexpected: 'object' }, rule: 'an object where a string is required' });
    if (typeof schema.maxLength === 'number' && schema.maxLength < 100_000)
      out.push({ value: 'x'.repeat(schema.maxLength + 1), rule: `longer than its maxLength ${schema.maxLength}` });
    if (typeof schema.pattern === 'string')
      out.push({ value: '<not matching>', rule: `not matching its pattern ${schema.pattern}` });
  }
  return out;
}

/** Body mutations: each required field dropped, and each property given a breaking value. */
function bodyMutations(
  doc: JsonObject,
  schema: JsonObject,
  value: JsonObject,
): Array<{ body: JsonObject; mutation: string }> {
  const out: Array<{ body: JsonObject; mutation: string }> = [];
  const required = Array.isArray(schema.required)
    ? schema.required.filter((r): r is string => typeof r === 'string')
    : [];
  for (const name of required) {
    const copy = { ...value };
    delete copy[name];
    out.push({ body: copy, mutation: `required field "${name}" missing` });
  }
  const properties = isObject(schema.properties) ? schema.properties : {};
  for (const [name, property] of Object.entries(properties)) {
    for (const breaker of breakersOf(doc, property))
      out.push({ body: { ...value, [name]: breaker.value }, mutation: `"${name}": ${breaker.rule}` });
  }
  if (schema.additionalProperties === false)
    out.push({ body: { ...value, unexpected_field: 1 }, mutation: 'a property the schema does not allow' });
  return out;
}

function parameterMutations(
  parameter: Parameter,
  doc: JsonObject,
): Array<{ values: Record<string, Json | undefined>; mutation: string }> {
  const out: Array<{ values: Record<string, Json | undefined>; mutation: string }> = [];
  if (parameter.in === 'query' && parameter.required)
    out.push({
      values: { [parameter.name]: undefined },
      mutation: `required query parameter "${parameter.name}" missing`,
    });
  for (const breaker of breakersOf(doc, parameter.schema)) {
    // a query string carries text: an object is no mutation there, and neither is a too long text
    if (typeof breaker.value === 'object' && breaker.value !== null) continue;
    out.push({
      values: { [parameter.name]: breaker.value },
      mutation: `${parameter.in} parameter "${parameter.name}": ${breaker.rule}`,
    });
  }
  return out;
}

/**
 * Up to `limit` invalid requests for the operation, spread over the kinds of rule (a missing field first,
 * then wrong types, ranges, lengths, enums and patterns). `isInvalidBody` confirms a body mutation really
 * breaks the schema (an `anyOf` may accept what one branch refuses).
 */
export function invalidRequests(
  doc: JsonObject,
  operation: Operation,
  options: CorpusOptions,
  limit: number,
  isInvalidBody: (body: Json) => boolean,
): GeneratedRequest[] {
  const base = buildRequest(doc, operation, options);
  const candidates: GeneratedRequest[] = [];
  const body = jsonBodySchema(doc, operation);
  if (body !== undefined && base.body?.kind === 'json' && isObject(base.body.value)) {
    const json = base.body;
    for (const { body: value, mutation } of bodyMutations(doc, body.schema, base.body.value)) {
      if (isInvalidBody(value))
        candidates.push({ request: { ...base, body: { ...json, value } }, mutation: `body ${mutation}` });
    }
  }
  for (const parameter of operation.parameters.filter((p) => p.in === 'query' || p.in === 'path')) {
    for (const { values, mutation } of parameterMutations(parameter, doc))
      candidates.push({ request: withParameters(base, values), mutation });
  }
  // one of each kind before a second of any kind
  const kindOf = (mutation: string): string =>
    /missing|outside|number is required|string is required|maximum|minimum|maxLength|pattern|allow/.exec(
      mutation,
    )?.[0] ?? mutation;
  const picked: GeneratedRequest[] = [];
  const seen = new Set<string>();
  for (const candidate of candidates) {
    const kind = kindOf(candidate.mutation ?? '');
    if (!seen.has(kind)) {
      seen.add(kind);
      picked.push(candidate);
    }
  }
  for (const candidate of candidates) if (!picked.includes(candidate)) picked.push(candidate);
  return picked.slice(0, limit);
}

/**
 * Example values from an OpenAPI document: the first named example of an `examples` map, and a value
 * synthesised from a schema (its `example`, `examples[0]`, `const`, `default`, `enum[0]`, else one built
 * from its type and limits) where the document gives none.
 */
import { derefObject, isObject, type Json, type JsonObject } from './openapi.ts';

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

export function typesOf(schema: JsonObject): string[] {
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
    if (Array.isArray(alternatives) && alternatives.length > 0)
      return sampleFromSchema(doc, alternatives[0], depth + 1);
  }
  const types = typesOf(schema);
  const type = types.find((t) => t !== 'null') ?? (isObject(schema.properties) ? 'object' : types[0]);
  switch (type) {
    case 'object': {
      const result: JsonObject = {};
      const properties = isObject(schema.properties) ? schema.properties : {};
      const required = Array.isArray(schema.required)
        ? schema.required.filter((r): r is string => typeof r === 'string')
        : [];
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
export function firstNamedExample(
  doc: JsonObject,
  examples: Json | undefined,
): { name: string; value: Json } | undefined {
  if (!isObject(examples)) return undefined;
  for (const [name, entry] of Object.entries(examples)) {
    const example = derefObject(doc, entry);
    if ('value' in example) return { name, value: example.value ?? null };
  }
  return undefined;
}

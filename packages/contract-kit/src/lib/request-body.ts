/**
 * The body of a corpus request: built from the operation's request example (or its schema) in the media
 * type it declares (JSON, multipart with a tiny generated PNG for every binary part, url-encoded or
 * text), and encoded the way fetch sends it.
 */
import { derefObject, isObject, jsonMediaType, type Json, type JsonObject, type Operation } from './openapi.ts';
import { firstNamedExample, sampleFromSchema, typesOf } from './schema-sample.ts';

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

/** A valid 1x1 transparent PNG (67 bytes), the file sent to multipart upload operations. */
export const TINY_PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
);

export const scalar = (value: Json): string =>
  typeof value === 'string'
    ? value
    : value === null
      ? ''
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);

function isBinary(doc: JsonObject, schemaNode: Json | undefined): boolean {
  const schema = derefObject(doc, schemaNode);
  if (schema.format === 'binary' || typeof schema.contentMediaType === 'string') return true;
  if (typesOf(schema).includes('array')) return isBinary(doc, schema.items);
  return false;
}

function partContentType(encoding: Json | undefined, name: string): string {
  const entry = isObject(encoding) ? encoding[name] : undefined;
  const declared = isObject(entry) && typeof entry.contentType === 'string' ? entry.contentType : '';
  const listed = declared
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  if (listed.length === 0 || listed.some((t) => t === 'image/png' || t === 'image/*' || t === '*/*'))
    return 'image/png';
  if (listed.some((t) => t === 'application/octet-stream')) return 'application/octet-stream';
  return listed[0] ?? 'image/png';
}

export function buildBody(doc: JsonObject, operation: Operation, notes: string[]): CorpusBody | undefined {
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
    const required = Array.isArray(schema.required)
      ? schema.required.filter((r): r is string => typeof r === 'string')
      : [];
    const names = new Set([...required, ...Object.keys(values)]);
    for (const name of names) {
      if (isBinary(doc, properties[name])) {
        files.push({
          name,
          filename: 'contract-kit.png',
          contentType: partContentType(media.encoding, name),
          data: TINY_PNG,
        });
      } else {
        const fieldValue = name in values ? (values[name] ?? null) : sampleFromSchema(doc, properties[name]);
        fields.push([name, scalar(fieldValue)]);
      }
    }
    if (files.length > 0)
      notes.push(
        `multipart with a ${TINY_PNG.length}-byte generated PNG for ${files.map((f) => `"${f.name}"`).join(', ')}`,
      );
    return { kind: 'multipart', fields, files };
  }
  if (/^application\/x-www-form-urlencoded/i.test(chosen)) {
    const values = isObject(value) ? value : {};
    return { kind: 'urlencoded', contentType: chosen, fields: Object.entries(values).map(([k, v]) => [k, scalar(v)]) };
  }
  if (chosen === jsonType) return { kind: 'json', contentType: chosen === '*/*' ? 'application/json' : chosen, value };
  return { kind: 'text', contentType: chosen, text: scalar(value) };
}

/** The body of a corpus request as fetch sends it (setting its Content-Type where fetch does not). */
export function encodeBody(
  body: CorpusBody | undefined,
  headers: Record<string, string>,
): string | FormData | URLSearchParams | undefined {
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
      for (const file of body.files)
        form.append(file.name, new Blob([file.data], { type: file.contentType }), file.filename);
      return form;
    }
  }
}

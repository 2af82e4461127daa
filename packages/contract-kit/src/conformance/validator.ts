/**
 * Judges one answer of the server against the OpenAPI document, in-process (Ajv, JSON Schema 2020-12):
 * the status must be documented for the operation, the body must match that status's schema, a 5xx
 * is always a failure. What the provider may legally send is not flagged: a business refusal (HTTP 200
 * with a body status other than 200, shaped as the document's `x-business-refusal`), and any body on a
 * documented 401. A value outside an open set's `x-documented-set` is a warning, not a failure.
 */
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import { addFormats } from '../lib/ajv-formats.ts';
import { derefObject, isObject, jsonMediaType, type Json, type JsonObject, type Operation } from '../lib/openapi.ts';
import { contentTypeAllowed } from './media-type.ts';
import type { Finding } from './model.ts';
import { describeNearMiss, findNearMisses } from './near-miss.ts';
import { refusalExample } from './refusal-examples.ts';

export interface Answer {
  status: number;
  contentType: string;
  bodyText: string;
}

export interface Verdict {
  findings: Finding[];
  /** The status is documented for the operation (or is a legal business refusal). */
  documented: boolean;
  /** A 2xx whose body says success (not a business refusal). */
  success: boolean;
  /** HTTP 200 carrying a body status other than 200. */
  refusal: boolean;
  body: Json | undefined;
}

const MAX_SCHEMA_FINDINGS = 8;

const escapePointer = (segment: string): string => encodeURIComponent(segment.replace(/~/g, '~0').replace(/\//g, '~1'));

export const pointerOf = (...segments: string[]): string => `#/${segments.map(escapePointer).join('/')}`;

export const locationOf = (instancePath: string): string =>
  `body${instancePath.replace(/\//g, '.').replace(/~1/g, '/').replace(/~0/g, '~')}`;

function parseJson(text: string): { ok: true; value: Json } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as Json };
  } catch {
    return { ok: false };
  }
}

function describeError(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'enum' && Array.isArray(params.allowedValues))
    return `${error.message ?? 'not allowed'}: ${JSON.stringify(params.allowedValues)}`;
  if (error.keyword === 'const') return `${error.message ?? 'not allowed'} (${JSON.stringify(params.allowedValue)})`;
  if (error.keyword === 'additionalProperties') return `${error.message ?? ''}: "${String(params.additionalProperty)}"`;
  return error.message ?? error.keyword;
}

const CONSTRAINTS = [
  'type',
  'properties',
  'required',
  '$ref',
  'oneOf',
  'anyOf',
  'allOf',
  'not',
  'enum',
  'const',
  'items',
  'pattern',
];

/** A schema without a single constraint (only a description): any value, JSON or not, is legal. */
export const acceptsAnything = (schema: JsonObject): boolean => !CONSTRAINTS.some((key) => key in schema);

export interface ValidatorOptions {
  /** Near misses are violations, not warnings. */
  strict?: boolean;
}

export class ContractValidator {
  private readonly ajv: Ajv2020;
  private readonly strict: boolean;
  private readonly compiled = new Map<string, ValidateFunction>();
  private warnings: Finding[] = [];
  private readonly refusal: ValidateFunction | undefined;

  readonly doc: JsonObject;

  constructor(doc: JsonObject, options: ValidatorOptions = {}) {
    this.doc = doc;
    this.strict = options.strict === true;
    this.ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
    addFormats(this.ajv);
    for (const format of ['int32', 'int64', 'float', 'double', 'binary', 'password', 'byte'])
      this.ajv.addFormat(format, true);
    this.ajv.addKeyword({
      keyword: 'x-documented-set',
      schemaType: 'object',
      validate: (schema: JsonObject, data: unknown, _parent: unknown, context?: { instancePath: string }) => {
        const ref = typeof schema.$ref === 'string' ? schema.$ref : undefined;
        if (ref !== undefined && !this.compile(`openapi${ref}`)(data)) {
          const name = ref.split('/').pop() ?? ref;
          this.warnings.push({
            severity: 'warning',
            location: locationOf(context?.instancePath ?? ''),
            message: `${JSON.stringify(data)} is accepted but outside the documented set ${name}`,
          });
        }
        return true;
      },
    });
    this.ajv.addSchema(doc, 'openapi');
    const refusal = isObject(doc['x-business-refusal']) ? doc['x-business-refusal'].schema : undefined;
    this.refusal = isObject(refusal) ? this.ajv.compile(refusal) : undefined;
  }

  private compile(ref: string): ValidateFunction {
    let validate = this.compiled.get(ref);
    if (validate === undefined) {
      validate = this.ajv.compile({ $ref: ref });
      this.compiled.set(ref, validate);
    }
    return validate;
  }

  /** The response object that documents `status` for the operation (exact, then `4XX`, then `default`). */
  responseFor(operation: Operation, status: number): { key: string; response: JsonObject } | undefined {
    const responses = isObject(operation.op.responses) ? operation.op.responses : {};
    for (const key of [String(status), `${String(status)[0]}XX`, `${String(status)[0]}xx`, 'default']) {
      if (key in responses) return { key, response: derefObject(this.doc, responses[key]) };
    }
    return undefined;
  }

  documentedStatuses(operation: Operation): string[] {
    return Object.keys(isObject(operation.op.responses) ? operation.op.responses : {});
  }

  /** Validates a value against the schema at a pointer of the document; warnings from open sets come along. */
  validateAt(pointer: string, value: unknown): Finding[] {
    this.warnings = [];
    const validate = this.compile(`openapi${pointer}`);
    const ok = validate(value);
    const findings: Finding[] = ok
      ? []
      : (validate.errors ?? []).slice(0, MAX_SCHEMA_FINDINGS).map((error) => ({
          severity: 'error' as const,
          location: locationOf(error.instancePath),
          message: describeError(error),
        }));
    const warnings = ok ? this.warnings : [];
    this.warnings = [];
    return [...findings, ...warnings];
  }

  /**
   * The documented example an answer's refusal matches: same status (HTTP, or the body's for an HTTP 200
   * refusal) and the same message, figures aside. `clock` when the example depends on the time of day
   * (a withdrawal outside its hours, a closed market): then the refusal gives no verdict either way.
   */
  documentedRefusal(
    operation: Operation,
    status: number,
    body: Json | undefined,
  ): { example: string; message: string; clock: boolean } | undefined {
    if (!isObject(body) || typeof body.message !== 'string') return undefined;
    const bodyStatus =
      typeof body.status === 'number' ? body.status : typeof body.code === 'number' ? body.code : undefined;
    const refusedWith = status === 200 && bodyStatus !== undefined ? bodyStatus : status;
    const match = this.responseFor(operation, refusedWith);
    return match === undefined ? undefined : refusalExample(this.doc, match.response, body.message);
  }

  /** A Content-Type the response does not document is a violation, even when the body parses. */
  contentTypeFindings(answer: Answer, documented: readonly string[]): Finding[] {
    if (answer.bodyText === '' || contentTypeAllowed(answer.contentType, documented)) return [];
    return [
      {
        severity: 'error',
        location: 'content-type',
        message: `"${answer.contentType || '(none)'}" is not a documented media type (documented: ${documented.join(', ')})`,
      },
    ];
  }

  judge(operation: Operation, answer: Answer): Verdict {
    const parsed = answer.bodyText.trim() === '' ? ({ ok: false } as const) : parseJson(answer.bodyText);
    const body = parsed.ok ? parsed.value : undefined;
    const documented = this.documentedStatuses(operation);
    if (answer.status >= 500) {
      const text = isObject(body) && typeof body.message === 'string' ? `: ${body.message}` : '';
      return {
        findings: [{ severity: 'error', location: 'status', message: `server error ${answer.status}${text}` }],
        documented: false,
        success: false,
        refusal: false,
        body,
      };
    }
    // a business refusal: HTTP 200, a body status/code that is a number other than 200
    const bodyStatus = isObject(body)
      ? typeof body.status === 'number'
        ? body.status
        : typeof body.code === 'number'
          ? body.code
          : undefined
      : undefined;
    if (
      answer.status === 200 &&
      bodyStatus !== undefined &&
      bodyStatus !== 200 &&
      isObject(body) &&
      !('kline_type' in body) &&
      this.refusal?.(body)
    ) {
      const ok = this.responseFor(operation, 200);
      const media = ok !== undefined && isObject(ok.response.content) ? Object.keys(ok.response.content) : [];
      return {
        findings: media.length > 0 ? this.contentTypeFindings(answer, media) : [],
        documented: true,
        success: false,
        refusal: true,
        body,
      };
    }
    const match = this.responseFor(operation, answer.status);
    if (match === undefined) {
      return {
        findings: [
          {
            severity: 'error',
            location: 'status',
            message: `undocumented status ${answer.status} (documented: ${documented.join(', ')})`,
          },
        ],
        documented: false,
        success: false,
        refusal: false,
        body,
      };
    }
    const findings: Finding[] = [];
    const content = isObject(match.response.content) ? match.response.content : undefined;
    const mediaType = jsonMediaType(content);
    if (content !== undefined && mediaType !== undefined) {
      const media = derefObject(this.doc, content[mediaType]);
      if (!parsed.ok && 'schema' in media && acceptsAnything(derefObject(this.doc, media.schema))) {
        // any body is legal here (a 401's): not even JSON is required
      } else if (!parsed.ok) {
        findings.push(...this.contentTypeFindings(answer, Object.keys(content)));
        findings.push({
          severity: 'error',
          location: 'body',
          message: `not JSON (content-type "${answer.contentType}"): ${answer.bodyText.slice(0, 80)}`,
        });
      } else {
        if ('schema' in media && !acceptsAnything(derefObject(this.doc, media.schema))) {
          const { method, path } = operation;
          const responses = isObject(operation.op.responses) ? operation.op.responses : {};
          const raw = responses[match.key];
          // a response `$ref` is followed to its own place in the document, so its schema pointer stays short
          const base =
            isObject(raw) && typeof raw.$ref === 'string'
              ? raw.$ref
                  .slice(1)
                  .split('/')
                  .slice(1)
                  .map((s) => decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~'))
              : ['paths', path, method, 'responses', match.key];
          const pointer = pointerOf(...base, 'content', mediaType, 'schema');
          findings.push(...this.contentTypeFindings(answer, Object.keys(content)));
          findings.push(...this.validateAt(pointer, body));
          for (const miss of body === undefined ? [] : findNearMisses(this.doc, { $ref: pointer }, body)) {
            findings.push({
              severity: this.strict ? 'error' : 'warning',
              location: miss.location,
              message: describeNearMiss(miss),
            });
          }
        }
      }
    }
    const success = answer.status >= 200 && answer.status < 300;
    return { findings, documented: true, success, refusal: false, body };
  }
}

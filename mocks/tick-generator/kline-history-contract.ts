/** The REST contract's answers of getKlineHistory (openapi.yaml), compiled with Ajv for the history tests. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { expect } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const SPEC_FILE = 'openapi.yaml';
const OPERATION_ID = 'getKlineHistory';

type Obj = Record<string, unknown>;
export const isObj = (value: unknown): value is Obj =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const escape = (segment: string): string => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** Response schemas of getKlineHistory by status code, compiled from the whole document. */
const validators = new Map<string, ValidateFunction>();

/** Compiles the response schemas of getKlineHistory (call once, before the checks). */
export function loadHistorySchemas(): void {
  const doc = parse(readFileSync(`${root}${SPEC_FILE}`, 'utf8')) as Obj;
  let responses: Obj | undefined;
  let pointer = '';
  for (const [path, item] of Object.entries(isObj(doc.paths) ? doc.paths : {})) {
    for (const [method, op] of Object.entries(isObj(item) ? item : {})) {
      if (isObj(op) && op.operationId === OPERATION_ID && isObj(op.responses)) {
        responses = op.responses;
        pointer = `#/paths/${escape(path)}/${method}/responses`;
      }
    }
  }
  if (responses === undefined) throw new Error(`${SPEC_FILE} has no operation ${OPERATION_ID}`);
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(doc, 'openapi');
  for (const [status, response] of Object.entries(responses)) {
    const content = isObj(response) && isObj(response.content) ? response.content : {};
    if (!isObj(content['application/json'])) continue;
    const schemaPointer = `openapi${pointer}/${status}/content/application~1json/schema`;
    const validate = ajv.getSchema(schemaPointer);
    if (validate === undefined) throw new Error(`cannot compile ${schemaPointer}`);
    validators.set(status, validate);
  }
  if (!validators.has('200')) throw new Error(`${OPERATION_ID} documents no JSON 200 answer`);
}

/** Fails the test when `body` is not what the contract documents for `status`. */
export function expectValid(status: string, body: unknown, label: string): void {
  const validate = validators.get(status);
  if (validate === undefined) throw new Error(`${OPERATION_ID} documents no ${status} answer`);
  expect(validate(body) ? [] : validate.errors, label).toEqual([]);
}

/** Whether the contract documents a JSON answer for `status`. */
export const documents = (status: string): boolean => validators.has(status);

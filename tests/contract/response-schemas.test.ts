/**
 * The app checks the provider's success answers with orval's zod mini schemas
 * (src/api/generated/responses, loaded per tag by src/api/response-contract.ts), generated from the
 * contract without its descriptions (orval.config.ts). Every operation has one, and every example
 * of a success answer in openapi.yaml passes it: the check never refuses what the contract shows.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { safeParse, type ZodMiniType } from 'zod/mini';
import {
  deref,
  isObject,
  jsonMediaType,
  listOperations,
  parseSpec,
  successResponses,
  type Json,
} from '../../scripts/lib/openapi';
import * as miniSchemas from '../../src/api/generated/responses/index.zod';
import { withoutDescriptions } from '../../scripts/generate-response-input';

const root = resolve(import.meta.dirname, '../..');
const spec = parseSpec(readFileSync(resolve(root, 'openapi.yaml'), 'utf8'), 'openapi.yaml');
const operations = listOperations(spec);
const minis = miniSchemas as unknown as Record<string, ZodMiniType | undefined>;

const schemaName = (operationId: string): string =>
  `${operationId.charAt(0).toUpperCase()}${operationId.slice(1)}Response`;

/** The examples of an operation's success answers. */
const examplesOf = (op: Parameters<typeof successResponses>[1]): Json[] =>
  successResponses(spec, op).flatMap(({ response }) => {
    const content = isObject(response.content) ? response.content : {};
    const type = jsonMediaType(content);
    const media = type ? deref(spec, content[type]) : undefined;
    if (!isObject(media)) return [];
    const named = isObject(media.examples) ? Object.values(media.examples).map((example) => deref(spec, example)) : [];
    return [
      ...named.map((example) => (isObject(example) ? (example.value ?? null) : null)),
      ...('example' in media ? [media.example ?? null] : []),
    ];
  });

describe('the checks of success answers (orval’s zod mini schemas)', () => {
  it('has a check for every operation of the contract, and each passes its examples', () => {
    expect(operations.length).toBeGreaterThanOrEqual(73);
    expect(
      operations.filter((operation) => !minis[schemaName(operation.operationId)]).map((operation) => operation.key),
    ).toEqual([]);
    let examples = 0;
    const refused: string[] = [];
    for (const operation of operations) {
      const schema = minis[schemaName(operation.operationId)];
      for (const example of schema ? examplesOf(operation.op) : []) {
        examples += 1;
        const result = safeParse(schema!, example);
        if (!result.success)
          refused.push(`${operation.key}: ${result.error.issues.map((issue) => issue.path.join('.')).join(', ')}`);
      }
    }
    expect(refused).toEqual([]);
    expect(examples).toBeGreaterThanOrEqual(operations.length);
  });

  it('refuses what breaks the contract', () => {
    const userDetail = minis.GetUserDetailResponse!;
    expect(safeParse(userDetail, { status: 200, result: { id: 7, username: '0901234567' } }).success).toBe(true);
    expect(safeParse(userDetail, { status: 200, result: { id: null, username: '0901234567' } }).success).toBe(false);
    expect(safeParse(userDetail, { status: 200, result: [] }).success).toBe(false);
    expect(
      safeParse(userDetail, { status: 200, result: { id: 7, username: '0901234567', balance: '12,5' } }).success,
    ).toBe(false);
  });

  it('carries none of the contract’s descriptions (documentation, not checks: bytes every tag would download)', () => {
    const dir = resolve(root, 'src/api/generated/responses');
    const tags = readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(tags.length).toBeGreaterThan(10);
    for (const tag of tags)
      expect(readFileSync(resolve(dir, tag.name, `${tag.name}.zod.ts`), 'utf8'), tag.name).not.toMatch(
        /zod\.describe\(/,
      );
  });

  it('empties descriptions only: a property named description, examples and required response texts stay', async () => {
    const schema = {
      type: 'object',
      description: 'A notice.',
      properties: { description: { type: 'string', description: 'Its text.', maxLength: 9 } },
      example: { description: 'kept as it is' },
    };
    const spec = {
      openapi: '3.1.0',
      info: { title: 't', version: '1' },
      paths: {
        '/x': { get: { responses: { '200': { description: 'OK', content: { 'application/json': { schema } } } } } },
      },
    };
    const out = JSON.parse(JSON.stringify(await withoutDescriptions(spec as never))) as typeof spec;
    const response = out.paths['/x'].get.responses['200'];
    expect(response.description).toBe('');
    expect(response.content['application/json'].schema).toEqual({
      type: 'object',
      description: '',
      properties: { description: { type: 'string', description: '', maxLength: 9 } },
      example: { description: 'kept as it is' },
    });
  });
});

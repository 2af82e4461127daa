/**
 * The small OpenAPI document the contract:diff tests edit: envelope responses, `$ref`s, enums, a
 * recursive schema, public and secured operations; and helpers to edit a copy and read the changes.
 */
import { expect } from 'vitest';
import { isObject, type Json, type JsonObject } from '../../../packages/contract-kit/src/lib/openapi.ts';
import { diffSpecs } from '../../../packages/contract-kit/src/lib/spec-diff.ts';
import type { Change, ChangeKind } from '../../../packages/contract-kit/src/lib/spec-diff-model.ts';
import { renderDiff } from '../../../packages/contract-kit/src/lib/spec-diff-render.ts';

export const lang = { $ref: '#/components/parameters/Lang' };

export function baseSpec(): JsonObject {
  return {
    openapi: '3.1.0',
    info: { title: 'test', version: '1.0.0' },
    servers: [{ url: '/api' }],
    security: [{ bearerAuth: [] }],
    paths: {
      '/orderrecord': {
        get: {
          operationId: 'getOrderRecord',
          'x-provider-status': 'documented',
          parameters: [
            lang,
            { name: 'page', in: 'query', required: false, schema: { type: 'integer' } },
            { name: 'status', in: 'query', required: false, schema: { type: 'integer', enum: [0, 1, 2, 3] } },
          ],
          responses: {
            '200': {
              description: 'ok',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/OrderListResponse' } } },
            },
            '401': { description: 'no token' },
          },
        },
      },
      '/order': {
        post: {
          operationId: 'createOptionOrder',
          parameters: [lang],
          requestBody: {
            required: true,
            content: { 'application/json': { schema: { $ref: '#/components/schemas/OrderRequest' } } },
          },
          responses: {
            '200': {
              description: 'ok',
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    required: ['status'],
                    properties: { status: { type: 'integer', const: 200 }, message: { type: 'string' } },
                  },
                },
              },
            },
          },
        },
      },
      '/customerservice': {
        get: {
          operationId: 'getCustomerService',
          security: [],
          parameters: [lang],
          responses: {
            '200': {
              description: 'ok',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Tree' } } },
            },
          },
        },
      },
      '/orderdetail/{id}': {
        get: {
          operationId: 'getOrderDetail',
          parameters: [lang, { name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
          responses: {
            '200': {
              description: 'ok',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Order' } } },
            },
          },
        },
      },
    },
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      parameters: { Lang: { name: 'Lang', in: 'header', required: true, schema: { type: 'string' } } },
      schemas: {
        OrderStatus: { type: 'integer', enum: [0, 1, 2, 3] },
        Amount: { oneOf: [{ type: 'number' }, { type: 'string' }] },
        Order: {
          type: 'object',
          required: ['id', 'symbol', 'status', 'amount'],
          properties: {
            id: { type: 'integer' },
            symbol: { type: 'string' },
            status: { $ref: '#/components/schemas/OrderStatus' },
            amount: { $ref: '#/components/schemas/Amount' },
            profit: { type: 'string' },
            icon: { type: ['string', 'null'] },
          },
        },
        OrderListResponse: {
          type: 'object',
          required: ['status', 'result'],
          properties: {
            status: { type: 'integer', const: 200 },
            result: {
              type: 'object',
              required: ['list', 'total'],
              properties: {
                list: { type: 'array', items: { $ref: '#/components/schemas/Order' } },
                total: { type: 'integer' },
              },
            },
          },
        },
        OrderRequest: {
          type: 'object',
          required: ['symbol', 'direction', 'amount'],
          properties: {
            symbol: { type: 'string' },
            direction: { type: 'string', enum: ['up', 'down'] },
            amount: { type: 'number' },
            note: { type: 'string' },
          },
        },
        Tree: {
          type: 'object',
          required: ['name'],
          properties: {
            name: { type: 'string' },
            children: { type: 'array', items: { $ref: '#/components/schemas/Tree' } },
          },
        },
      },
    },
  };
}

/** A deep copy of the base spec, edited by `edit`. */
export function edited(edit: (spec: JsonObject) => void): JsonObject {
  const spec = structuredClone(baseSpec());
  edit(spec);
  return spec;
}

export function at(node: Json, segments: Array<string | number>): Json {
  return segments.reduce<Json>((current, segment) => {
    const next = Array.isArray(current)
      ? current[Number(segment)]
      : isObject(current)
        ? current[String(segment)]
        : undefined;
    if (next === undefined) throw new Error(`no ${segments.join('/')}`);
    return next;
  }, node);
}

/** The object at a path inside a spec. */
export function obj(node: JsonObject, ...segments: Array<string | number>): JsonObject {
  const found = at(node, segments);
  if (!isObject(found)) throw new Error(`${segments.join('/')} is not an object`);
  return found;
}

/** The array at a path inside a spec. */
export function arr(node: JsonObject, ...segments: Array<string | number>): Json[] {
  const found = at(node, segments);
  if (!Array.isArray(found)) throw new Error(`${segments.join('/')} is not an array`);
  return found;
}

export const schemas = (s: JsonObject): JsonObject => obj(s, 'components', 'schemas');
export const props = (s: JsonObject, schema: string): JsonObject =>
  obj(s, 'components', 'schemas', schema, 'properties');

export const breaking = (changes: Change[]): Change[] => changes.filter((c) => c.breaking);
export const kinds = (changes: Change[]): ChangeKind[] => changes.map((c) => c.kind);

export function expectOnlyBreaking(changes: Change[], kind: ChangeKind, operation: string, message: RegExp): void {
  const found = breaking(changes);
  expect(found, renderDiff(changes, 'diff')).toHaveLength(1);
  expect(found[0]).toMatchObject({ kind, breaking: true });
  expect(found[0]?.operation).toContain(operation);
  expect(found[0]?.message).toMatch(message);
}

/** The changes between the base document and a copy edited by `edit`. */
export const diffOf = (
  edit: (spec: JsonObject) => void,
  base: (spec: JsonObject) => void = () => undefined,
): Change[] =>
  diffSpecs(
    edited(base),
    edited((s) => (base(s), edit(s))),
  );

const ok = (schema: JsonObject): JsonObject => ({
  '200': { description: 'ok', content: { 'application/json': { schema } } },
});
const item = { $ref: '#/components/schemas/Item' };

/** A small contract whose Item is answered at three depths and whose Nickname is a request body. */
export function componentSpec(): JsonObject {
  return {
    openapi: '3.1.0',
    info: { title: 'test', version: '1.0.0' },
    paths: {
      '/items': {
        get: {
          operationId: 'getItems',
          responses: ok({ type: 'object', properties: { list: { type: 'array', items: item } } }),
        },
      },
      '/item': { get: { operationId: 'getItem', responses: ok(item) } },
      '/favourite': {
        get: { operationId: 'getFavourite', responses: ok({ type: 'object', properties: { result: item } }) },
      },
      '/nickname': {
        post: {
          operationId: 'updateNickname',
          requestBody: {
            required: true,
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Nickname' } } },
          },
          responses: ok({ type: 'object' }),
        },
      },
    },
    components: {
      schemas: {
        Item: {
          type: 'object',
          required: ['id', 'code'],
          properties: { id: { type: 'integer' }, code: { type: 'string', maxLength: 20 }, note: { type: 'string' } },
        },
        Nickname: {
          type: 'object',
          required: ['nickname'],
          properties: {
            nickname: { type: 'string', minLength: 2, maxLength: 18 },
            page: { type: 'integer', minimum: 1, maximum: 100 },
          },
        },
      },
    },
  };
}

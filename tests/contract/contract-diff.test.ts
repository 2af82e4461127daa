/**
 * contract:diff finds every kind of breaking change, and does not call additions breaking.
 *
 * Each case edits a copy of a small in-memory base spec (envelope responses, $refs, enums, a
 * recursive schema, public and secured operations) and checks what diffSpecs reports. A last test
 * runs the CLI on a throw-away git repository to cover the git plumbing and the exit codes.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { isObject, type Json, type JsonObject } from '../../scripts/lib/openapi.ts';
import { diffSpecs, hasBreaking } from '../../scripts/lib/spec-diff.ts';
import type { Change, ChangeKind } from '../../scripts/lib/spec-diff-model.ts';
import { renderDiff } from '../../scripts/lib/spec-diff-render.ts';
import { main, parseDiffArgs } from '../../scripts/contract-diff.ts';

const lang = { $ref: '#/components/parameters/Lang' };

function baseSpec(): JsonObject {
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
                  schema: { type: 'object', required: ['status'], properties: { status: { type: 'integer', const: 200 }, message: { type: 'string' } } },
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
          responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Tree' } } } } },
        },
      },
      '/orderdetail/{id}': {
        get: {
          operationId: 'getOrderDetail',
          parameters: [lang, { name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
          responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Order' } } } } },
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
              properties: { list: { type: 'array', items: { $ref: '#/components/schemas/Order' } }, total: { type: 'integer' } },
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
          properties: { name: { type: 'string' }, children: { type: 'array', items: { $ref: '#/components/schemas/Tree' } } },
        },
      },
    },
  };
}

/** A deep copy of the base spec, edited by `edit`. */
function edited(edit: (spec: JsonObject) => void): JsonObject {
  const spec = structuredClone(baseSpec());
  edit(spec);
  return spec;
}

function at(node: Json, segments: Array<string | number>): Json {
  return segments.reduce<Json>((current, segment) => {
    const next = Array.isArray(current) ? current[Number(segment)] : isObject(current) ? current[String(segment)] : undefined;
    if (next === undefined) throw new Error(`no ${segments.join('/')}`);
    return next;
  }, node);
}

/** The object at a path inside a spec. */
function obj(node: JsonObject, ...segments: Array<string | number>): JsonObject {
  const found = at(node, segments);
  if (!isObject(found)) throw new Error(`${segments.join('/')} is not an object`);
  return found;
}

/** The array at a path inside a spec. */
function arr(node: JsonObject, ...segments: Array<string | number>): Json[] {
  const found = at(node, segments);
  if (!Array.isArray(found)) throw new Error(`${segments.join('/')} is not an array`);
  return found;
}

const schemas = (s: JsonObject): JsonObject => obj(s, 'components', 'schemas');
const props = (s: JsonObject, schema: string): JsonObject => obj(s, 'components', 'schemas', schema, 'properties');

const breaking = (changes: Change[]): Change[] => changes.filter((c) => c.breaking);
const kinds = (changes: Change[]): ChangeKind[] => changes.map((c) => c.kind);

function expectOnlyBreaking(changes: Change[], kind: ChangeKind, operation: string, message: RegExp): void {
  const found = breaking(changes);
  expect(found, renderDiff(changes, 'diff')).toHaveLength(1);
  expect(found[0]).toMatchObject({ kind, breaking: true });
  expect(found[0]?.operation).toContain(operation);
  expect(found[0]?.message).toMatch(message);
}

describe('diffSpecs: breaking changes', () => {
  it('finds nothing between identical specs', () => {
    expect(diffSpecs(baseSpec(), baseSpec())).toEqual([]);
  });

  it('finds a removed operation (method + path)', () => {
    const head = edited((s) => delete obj(s, 'paths')['/orderdetail/{id}']);
    expectOnlyBreaking(diffSpecs(baseSpec(), head), 'operation-removed', 'GET /orderdetail/{id} (getOrderDetail)', /removed/);
  });

  it('finds a removed or renamed operationId, and an operation moved to another path', () => {
    const renamed = edited((s) => (obj(s, 'paths', '/orderrecord', 'get').operationId = 'listOrders'));
    expectOnlyBreaking(diffSpecs(baseSpec(), renamed), 'operation-id-changed', 'getOrderRecord', /renamed to listOrders/);
    const dropped = edited((s) => delete obj(s, 'paths', '/orderrecord', 'get').operationId);
    expectOnlyBreaking(diffSpecs(baseSpec(), dropped), 'operation-id-changed', 'getOrderRecord', /removed/);
    const moved = edited((s) => {
      const paths = obj(s, 'paths');
      paths['/order/create'] = obj(paths, '/order');
      delete paths['/order'];
    });
    expectOnlyBreaking(diffSpecs(baseSpec(), moved), 'operation-moved', 'POST /order (createOptionOrder)', /moved to POST \/order\/create/);
  });

  it('finds a response field removed at any depth, through $refs', () => {
    const head = edited((s) => delete props(s, 'Order').profit);
    const changes = diffSpecs(baseSpec(), head);
    const removed = breaking(changes);
    expect(kinds(removed)).toEqual(['response-field-removed', 'response-field-removed']);
    expect(removed.map((c) => c.message)).toEqual(['response 200 field `result.list[].profit` removed', 'response 200 field `profit` removed']);
    expect(removed.map((c) => c.operation)).toEqual(['GET /orderrecord (getOrderRecord)', 'GET /orderdetail/{id} (getOrderDetail)']);
  });

  it('reports only the topmost removed field', () => {
    const head = edited((s) => delete props(s, 'OrderListResponse').result);
    const removed = breaking(diffSpecs(baseSpec(), head));
    expect(removed.map((c) => c.message)).toEqual(['response 200 field `result` removed']);
  });

  it('finds a response field that became optional', () => {
    const head = edited((s) => (obj(schemas(s), 'Order').required = ['id', 'status', 'amount']));
    const found = breaking(diffSpecs(baseSpec(), head));
    expect(kinds(found)).toEqual(['response-field-optional', 'response-field-optional']);
    expect(found[0]?.message).toMatch(/`result.list\[\].symbol` is no longer required/);
  });

  it('finds enum values removed from a response and from a request', () => {
    const response = edited((s) => (obj(schemas(s), 'OrderStatus').enum = [0, 1, 2]));
    const found = breaking(diffSpecs(baseSpec(), response));
    expect(kinds(found)).toEqual(['response-enum-narrowed', 'response-enum-narrowed']);
    expect(found[0]?.message).toMatch(/`result.list\[\].status` enum values removed: 3/);

    const queryEnum = edited((s) => (obj(s, 'paths', '/orderrecord', 'get', 'parameters', 2, 'schema').enum = [0, 1]));
    expectOnlyBreaking(diffSpecs(baseSpec(), queryEnum), 'request-enum-narrowed', 'getOrderRecord', /query parameter `status` enum values removed: 2, 3/);

    const bodyEnum = edited((s) => (obj(props(s, 'OrderRequest'), 'direction').enum = ['up']));
    expectOnlyBreaking(diffSpecs(baseSpec(), bodyEnum), 'request-enum-narrowed', 'createOptionOrder', /request body field `direction` enum values removed: "down"/);

    const newEnum = edited((s) => (obj(props(s, 'OrderRequest'), 'note').enum = ['a', 'b']));
    expectOnlyBreaking(diffSpecs(baseSpec(), newEnum), 'request-enum-narrowed', 'createOptionOrder', /`note` now only accepts "a", "b"/);
  });

  it('finds new required request fields: query, header and body', () => {
    const query = edited((s) => arr(s, 'paths', '/orderrecord', 'get', 'parameters').push({ name: 'symbol', in: 'query', required: true, schema: { type: 'string' } }));
    expectOnlyBreaking(diffSpecs(baseSpec(), query), 'request-param-required', 'getOrderRecord', /new required query parameter `symbol`/);

    const header = edited((s) => arr(s, 'paths', '/order', 'post', 'parameters').push({ name: 'X-Device', in: 'header', required: true, schema: { type: 'string' } }));
    expectOnlyBreaking(diffSpecs(baseSpec(), header), 'request-param-required', 'createOptionOrder', /new required header parameter `X-Device`/);

    const optionalToRequired = edited((s) => (obj(s, 'paths', '/orderrecord', 'get', 'parameters', 1).required = true));
    expectOnlyBreaking(diffSpecs(baseSpec(), optionalToRequired), 'request-param-required', 'getOrderRecord', /query parameter `page` is now required/);

    const body = edited((s) => {
      props(s, 'OrderRequest').leverage = { type: 'integer' };
      arr(schemas(s), 'OrderRequest', 'required').push('leverage');
    });
    expectOnlyBreaking(diffSpecs(baseSpec(), body), 'request-field-required', 'createOptionOrder', /new required request body field `leverage`/);

    const bodyNowRequired = edited((s) => arr(schemas(s), 'OrderRequest', 'required').push('note'));
    expectOnlyBreaking(diffSpecs(baseSpec(), bodyNowRequired), 'request-field-required', 'createOptionOrder', /`note` is now required/);
  });

  it('finds a removed request parameter', () => {
    const head = edited((s) => arr(s, 'paths', '/orderrecord', 'get', 'parameters').splice(1, 1));
    expectOnlyBreaking(diffSpecs(baseSpec(), head), 'request-param-removed', 'getOrderRecord', /query parameter `page` removed/);
  });

  it('finds changed types in responses, requests and parameters', () => {
    const responseWidened = edited((s) => (props(s, 'Order').profit = { $ref: '#/components/schemas/Amount' }));
    const found = breaking(diffSpecs(baseSpec(), responseWidened));
    expect(kinds(found)).toEqual(['response-type-changed', 'response-type-changed']);
    expect(found[0]?.message).toMatch(/`result.list\[\].profit` type string -> number\|string \(clients may now receive number\)/);

    const nowNullable = edited((s) => (obj(props(s, 'Order'), 'symbol').type = ['string', 'null']));
    expect(kinds(breaking(diffSpecs(baseSpec(), nowNullable)))).toEqual(['response-type-changed', 'response-type-changed']);

    const integerToNumber = edited((s) => (props(s, 'Order').id = { type: 'number' }));
    expect(breaking(diffSpecs(baseSpec(), integerToNumber))[0]?.message).toMatch(/type integer -> number/);

    const request = edited((s) => (props(s, 'OrderRequest').amount = { type: 'integer' }));
    expectOnlyBreaking(diffSpecs(baseSpec(), request), 'request-type-changed', 'createOptionOrder', /`amount` type number -> integer \(number no longer accepted\)/);

    const param = edited((s) => (obj(s, 'paths', '/orderdetail/{id}', 'get', 'parameters', 1).schema = { type: 'string', pattern: '^[0-9]+$' }));
    expectOnlyBreaking(diffSpecs(baseSpec(), param), 'request-type-changed', 'getOrderDetail', /path parameter `id` type integer -> string/);
  });

  it('finds an operation that was public and is now secured', () => {
    const head = edited((s) => delete obj(s, 'paths', '/customerservice', 'get').security);
    expectOnlyBreaking(diffSpecs(baseSpec(), head), 'security-added', 'getCustomerService', /was public, now requires credentials \(bearerAuth\)/);
  });

  it('finds removed 2xx responses and a request body that became required', () => {
    const noSuccess = edited((s) => delete obj(s, 'paths', '/order', 'post', 'responses')['200']);
    expectOnlyBreaking(diffSpecs(baseSpec(), noSuccess), 'response-status-removed', 'createOptionOrder', /response 200 removed/);
    const body = edited((s) => {
      obj(s, 'paths', '/customerservice', 'get').requestBody = { required: true, content: { 'application/json': { schema: { type: 'object' } } } };
    });
    expectOnlyBreaking(diffSpecs(baseSpec(), body), 'request-body-required', 'getCustomerService', /request body is now required/);
  });
});

describe('diffSpecs: additions are not breaking', () => {
  it('lists new operations, optional fields and parameters, enum values and relaxed rules as non-breaking', () => {
    const head = edited((s) => {
      obj(s, 'paths')['/team'] = {
        get: {
          operationId: 'getTeam',
          'x-provider-status': 'proposed',
          parameters: [lang],
          responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object' } } } } },
        },
      };
      props(s, 'Order').leverage = { type: 'integer' };
      arr(schemas(s), 'Order', 'required').push('profit');
      props(s, 'OrderRequest').coupon = { type: 'string' };
      obj(props(s, 'OrderRequest'), 'direction').enum = ['up', 'down', 'flat'];
      obj(schemas(s), 'OrderRequest').required = ['symbol', 'direction'];
      props(s, 'OrderRequest').amount = { $ref: '#/components/schemas/Amount' };
      props(s, 'Order').icon = { type: 'string' };
      arr(s, 'paths', '/orderrecord', 'get', 'parameters').push({ name: 'limit', in: 'query', required: false, schema: { type: 'integer' } });
      obj(s, 'paths', '/orderrecord', 'get', 'responses')['206'] = { description: 'partial' };
      // A renamed path parameter changes neither the URL nor the request.
      const paths = obj(s, 'paths');
      obj(paths, '/orderdetail/{id}', 'get').security = [];
      obj(paths, '/orderdetail/{id}', 'get', 'parameters', 1).name = 'orderId';
      paths['/orderdetail/{orderId}'] = obj(paths, '/orderdetail/{id}');
      delete paths['/orderdetail/{id}'];
    });
    const changes = diffSpecs(baseSpec(), head);
    expect(breaking(changes), renderDiff(changes, 'diff')).toEqual([]);
    expect(hasBreaking(changes)).toBe(false);
    expect(new Set(kinds(changes))).toEqual(
      new Set<ChangeKind>([
        'operation-added',
        'response-field-added',
        'response-field-required',
        'request-field-added',
        'request-enum-widened',
        'request-field-optional',
        'request-type-widened',
        'response-type-narrowed',
        'request-param-added',
        'response-status-added',
        'security-removed',
      ]),
    );
    expect(changes.find((c) => c.kind === 'operation-added')?.message).toBe('operation added (x-provider-status: proposed)');
  });

  it('reports a response field that loses its enum, or gains one, with the values concerned', () => {
    const lost = diffSpecs(
      baseSpec(),
      edited((s) => delete obj(schemas(s), 'OrderStatus').enum),
    );
    expect(breaking(lost)).toEqual([]);
    // Order.status is in the answers of two operations: each is told
    expect(kinds(lost)).toEqual(['response-enum-removed', 'response-enum-removed']);
    expect(lost.map((c) => c.operation).join(' ')).toContain('getOrderRecord');
    expect(lost[0]?.message).toMatch(/`result.list\[\].status` is no longer limited to 0, 1, 2, 3/);

    const gained = diffSpecs(
      baseSpec(),
      edited((s) => (props(s, 'Order').symbol = { type: 'string', enum: ['btcusdt', 'ethusdt'] })),
    );
    expect(breaking(gained)).toEqual([]);
    expect(kinds(gained)).toContain('response-enum-introduced');
    expect(gained.find((c) => c.kind === 'response-enum-introduced')?.message).toMatch(/`result.list\[\].symbol` is now limited to "btcusdt", "ethusdt"/);
  });

  it('is not fooled by recursive schemas', () => {
    const head = edited((s) => (props(s, 'Tree').icon = { type: 'string' }));
    const changes = diffSpecs(baseSpec(), head);
    expect(hasBreaking(changes)).toBe(false);
    expect(changes.map((c) => c.message)).toContain('response 200 field `icon` added');
    const removed = edited((s) => delete props(s, 'Tree').name);
    expect(breaking(diffSpecs(baseSpec(), removed)).map((c) => c.message)).toContain('response 200 field `name` removed');
  });
});

describe('renderDiff', () => {
  it('groups changes by operation, breaking first', () => {
    const head = edited((s) => {
      delete props(s, 'Order').profit;
      arr(s, 'paths', '/orderrecord', 'get', 'parameters').push({ name: 'limit', in: 'query', schema: { type: 'integer' } });
    });
    const text = renderDiff(diffSpecs(baseSpec(), head), 'contract:diff openapi.yaml: main -> working tree');
    expect(text).toMatch(/^contract:diff openapi.yaml: main -> working tree\n\nBREAKING changes for clients: 2 in 2 operations\n\n {2}GET \/orderrecord \(getOrderRecord\)\n {4}! response 200 field `result.list\[\].profit` removed {2}\[response-field-removed\]/);
    expect(text.indexOf('BREAKING')).toBeLessThan(text.indexOf('Non-breaking changes: 1 in 1 operation'));
    expect(text).toContain('    + query parameter `limit` added (optional)  [request-param-added]');
  });
});

describe('contract:diff CLI', () => {
  const repo = mkdtempSync(join(tmpdir(), 'contract-diff-'));
  afterAll(() => rmSync(repo, { recursive: true, force: true }));
  const git = (...args: string[]): string =>
    execFileSync('git', ['-c', 'user.name=test', '-c', 'user.email=test@example.test', '-c', 'commit.gpgsign=false', ...args], { cwd: repo, encoding: 'utf8' });

  it('parses its arguments', () => {
    expect(parseDiffArgs(['main'])).toEqual({ kind: 'run', ref: 'main', spec: 'openapi.yaml' });
    expect(parseDiffArgs(['HEAD~2', '--spec', 'api/openapi.yaml'])).toEqual({ kind: 'run', ref: 'HEAD~2', spec: 'api/openapi.yaml' });
    expect(parseDiffArgs(['--help'])).toEqual({ kind: 'help' });
    expect(parseDiffArgs([]).kind).toBe('error');
    expect(parseDiffArgs(['a', 'b']).kind).toBe('error');
    expect(parseDiffArgs(['--bogus', 'main']).kind).toBe('error');
  });

  it('reads the spec at a git ref, compares it with the working tree and exits 1 on breaking changes', () => {
    git('init', '-q');
    writeFileSync(join(repo, 'openapi.yaml'), stringify(baseSpec()));
    git('add', 'openapi.yaml');
    git('commit', '-q', '-m', 'base');
    const lines: string[] = [];
    const io = { log: (line: string) => lines.push(line), error: (line: string) => lines.push(line) };
    const cwd = process.cwd();
    process.chdir(repo);
    try {
      expect(main(['HEAD'], io)).toBe(0);
      expect(lines.join('\n')).toContain('No breaking changes for clients.');
      writeFileSync(join(repo, 'openapi.yaml'), stringify(edited((s) => delete obj(s, 'paths')['/order'])));
      lines.length = 0;
      expect(main(['HEAD'], io)).toBe(1);
      expect(lines.join('\n')).toMatch(/POST \/order \(createOptionOrder\)\n {4}! operation removed/);
      expect(lines[lines.length - 1]).toBe('1 breaking, 0 non-breaking changes');
      lines.length = 0;
      expect(main(['no-such-ref'], io)).toBe(2);
      expect(lines.join('\n')).toMatch(/not a commit/);
      expect(main(['HEAD', '--spec', 'missing.yaml'], io)).toBe(2);
      expect(main(['--help'], io)).toBe(0);
    } finally {
      process.chdir(cwd);
    }
  });
});

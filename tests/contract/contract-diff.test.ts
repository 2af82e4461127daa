/**
 * contract:diff finds every kind of breaking change, and does not call additions breaking.
 *
 * Each case edits a copy of a small in-memory base spec (support/diff-fixture.ts: envelope responses,
 * $refs, enums, a recursive schema, public and secured operations) and checks what diffSpecs reports.
 * Enums, judged in the direction they travel, are in contract-diff-enums.test.ts; the text rendering and
 * the CLI in contract-diff-ci.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { ChangeKind } from '../../packages/contract-kit/src/lib/spec-diff-model.ts';
import { diffSpecs, hasBreaking } from '../../packages/contract-kit/src/lib/spec-diff.ts';
import { renderDiff } from '../../packages/contract-kit/src/lib/spec-diff-render.ts';
import {
  arr,
  baseSpec,
  breaking,
  edited,
  expectOnlyBreaking,
  kinds,
  lang,
  obj,
  props,
  schemas,
} from './support/diff-fixture.ts';

describe('diffSpecs: breaking changes', () => {
  it('finds nothing between identical specs', () => {
    expect(diffSpecs(baseSpec(), baseSpec())).toEqual([]);
  });

  it('finds a removed operation (method + path)', () => {
    const head = edited((s) => delete obj(s, 'paths')['/orderdetail/{id}']);
    expectOnlyBreaking(
      diffSpecs(baseSpec(), head),
      'operation-removed',
      'GET /orderdetail/{id} (getOrderDetail)',
      /removed/,
    );
  });

  it('finds a removed or renamed operationId, and an operation moved to another path', () => {
    const renamed = edited((s) => (obj(s, 'paths', '/orderrecord', 'get').operationId = 'listOrders'));
    expectOnlyBreaking(
      diffSpecs(baseSpec(), renamed),
      'operation-id-changed',
      'getOrderRecord',
      /renamed to listOrders/,
    );
    const dropped = edited((s) => delete obj(s, 'paths', '/orderrecord', 'get').operationId);
    expectOnlyBreaking(diffSpecs(baseSpec(), dropped), 'operation-id-changed', 'getOrderRecord', /removed/);
    const moved = edited((s) => {
      const paths = obj(s, 'paths');
      paths['/order/create'] = obj(paths, '/order');
      delete paths['/order'];
    });
    expectOnlyBreaking(
      diffSpecs(baseSpec(), moved),
      'operation-moved',
      'POST /order (createOptionOrder)',
      /moved to POST \/order\/create/,
    );
  });

  it('finds a response field removed at any depth, through $refs', () => {
    const head = edited((s) => delete props(s, 'Order').profit);
    const changes = diffSpecs(baseSpec(), head);
    const removed = breaking(changes);
    expect(kinds(removed)).toEqual(['response-field-removed', 'response-field-removed']);
    expect(removed.map((c) => c.message)).toEqual([
      'response 200 field `result.list[].profit` removed',
      'response 200 field `profit` removed',
    ]);
    expect(removed.map((c) => c.operation)).toEqual([
      'GET /orderrecord (getOrderRecord)',
      'GET /orderdetail/{id} (getOrderDetail)',
    ]);
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

  it('finds new required request fields: query, header and body', () => {
    const query = edited((s) =>
      arr(s, 'paths', '/orderrecord', 'get', 'parameters').push({
        name: 'symbol',
        in: 'query',
        required: true,
        schema: { type: 'string' },
      }),
    );
    expectOnlyBreaking(
      diffSpecs(baseSpec(), query),
      'request-param-required',
      'getOrderRecord',
      /new required query parameter `symbol`/,
    );

    const header = edited((s) =>
      arr(s, 'paths', '/order', 'post', 'parameters').push({
        name: 'X-Device',
        in: 'header',
        required: true,
        schema: { type: 'string' },
      }),
    );
    expectOnlyBreaking(
      diffSpecs(baseSpec(), header),
      'request-param-required',
      'createOptionOrder',
      /new required header parameter `X-Device`/,
    );

    const optionalToRequired = edited((s) => (obj(s, 'paths', '/orderrecord', 'get', 'parameters', 1).required = true));
    expectOnlyBreaking(
      diffSpecs(baseSpec(), optionalToRequired),
      'request-param-required',
      'getOrderRecord',
      /query parameter `page` is now required/,
    );

    const body = edited((s) => {
      props(s, 'OrderRequest').leverage = { type: 'integer' };
      arr(schemas(s), 'OrderRequest', 'required').push('leverage');
    });
    expectOnlyBreaking(
      diffSpecs(baseSpec(), body),
      'request-field-required',
      'createOptionOrder',
      /new required request body field `leverage`/,
    );

    const bodyNowRequired = edited((s) => arr(schemas(s), 'OrderRequest', 'required').push('note'));
    expectOnlyBreaking(
      diffSpecs(baseSpec(), bodyNowRequired),
      'request-field-required',
      'createOptionOrder',
      /`note` is now required/,
    );
  });

  it('finds a removed request parameter', () => {
    const head = edited((s) => arr(s, 'paths', '/orderrecord', 'get', 'parameters').splice(1, 1));
    expectOnlyBreaking(
      diffSpecs(baseSpec(), head),
      'request-param-removed',
      'getOrderRecord',
      /query parameter `page` removed/,
    );
  });

  it('finds changed types in responses, requests and parameters', () => {
    const responseWidened = edited((s) => (props(s, 'Order').profit = { $ref: '#/components/schemas/Amount' }));
    const found = breaking(diffSpecs(baseSpec(), responseWidened));
    expect(kinds(found)).toEqual(['response-type-changed', 'response-type-changed']);
    expect(found[0]?.message).toMatch(
      /`result.list\[\].profit` type string -> number\|string \(clients may now receive number\)/,
    );

    const nowNullable = edited((s) => (obj(props(s, 'Order'), 'symbol').type = ['string', 'null']));
    expect(kinds(breaking(diffSpecs(baseSpec(), nowNullable)))).toEqual([
      'response-type-changed',
      'response-type-changed',
    ]);

    const integerToNumber = edited((s) => (props(s, 'Order').id = { type: 'number' }));
    expect(breaking(diffSpecs(baseSpec(), integerToNumber))[0]?.message).toMatch(/type integer -> number/);

    const request = edited((s) => (props(s, 'OrderRequest').amount = { type: 'integer' }));
    expectOnlyBreaking(
      diffSpecs(baseSpec(), request),
      'request-type-changed',
      'createOptionOrder',
      /`amount` type number -> integer \(number no longer accepted\)/,
    );

    const param = edited(
      (s) =>
        (obj(s, 'paths', '/orderdetail/{id}', 'get', 'parameters', 1).schema = { type: 'string', pattern: '^[0-9]+$' }),
    );
    expectOnlyBreaking(
      diffSpecs(baseSpec(), param),
      'request-type-changed',
      'getOrderDetail',
      /path parameter `id` type integer -> string/,
    );
  });

  it('finds an operation that was public and is now secured', () => {
    const head = edited((s) => delete obj(s, 'paths', '/customerservice', 'get').security);
    expectOnlyBreaking(
      diffSpecs(baseSpec(), head),
      'security-added',
      'getCustomerService',
      /was public, now requires credentials \(bearerAuth\)/,
    );
  });

  it('finds removed 2xx responses and a request body that became required', () => {
    const noSuccess = edited((s) => delete obj(s, 'paths', '/order', 'post', 'responses')['200']);
    expectOnlyBreaking(
      diffSpecs(baseSpec(), noSuccess),
      'response-status-removed',
      'createOptionOrder',
      /response 200 removed/,
    );
    const body = edited((s) => {
      obj(s, 'paths', '/customerservice', 'get').requestBody = {
        required: true,
        content: { 'application/json': { schema: { type: 'object' } } },
      };
    });
    expectOnlyBreaking(
      diffSpecs(baseSpec(), body),
      'request-body-required',
      'getCustomerService',
      /request body is now required/,
    );
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
      arr(s, 'paths', '/orderrecord', 'get', 'parameters').push({
        name: 'limit',
        in: 'query',
        required: false,
        schema: { type: 'integer' },
      });
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
    expect(changes.find((c) => c.kind === 'operation-added')?.message).toBe(
      'operation added (x-provider-status: proposed)',
    );
  });

  it('is not fooled by recursive schemas', () => {
    const head = edited((s) => (props(s, 'Tree').icon = { type: 'string' }));
    const changes = diffSpecs(baseSpec(), head);
    expect(hasBreaking(changes)).toBe(false);
    expect(changes.map((c) => c.message)).toContain('response 200 field `icon` added');
    const removed = edited((s) => delete props(s, 'Tree').name);
    expect(breaking(diffSpecs(baseSpec(), removed)).map((c) => c.message)).toContain(
      'response 200 field `name` removed',
    );
  });
});

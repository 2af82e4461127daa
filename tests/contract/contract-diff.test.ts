/**
 * contract:diff finds every kind of breaking change, and does not call additions breaking.
 *
 * Each case edits a copy of a small in-memory base spec (support/diff-fixture.ts: envelope responses,
 * $refs, enums, a recursive schema, public and secured operations) and checks what diffSpecs reports.
 * Enums are judged in the direction they travel: a response as a client reads it, a request as a client
 * sends it. The text rendering and the CLI are tested in contract-diff-ci.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../packages/contract-kit/src/lib/openapi.ts';
import type { Change, ChangeKind } from '../../packages/contract-kit/src/lib/spec-diff-model.ts';
import { diffSpecs, hasBreaking } from '../../packages/contract-kit/src/lib/spec-diff.ts';
import { groupByComponent } from '../../packages/contract-kit/src/lib/spec-diff-components.ts';
import { renderDiff } from '../../packages/contract-kit/src/lib/spec-diff-render.ts';
import { arr, baseSpec, breaking, diffOf, edited, expectOnlyBreaking, kinds, lang, obj, props, schemas } from './support/diff-fixture.ts';

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

  it('is not fooled by recursive schemas', () => {
    const head = edited((s) => (props(s, 'Tree').icon = { type: 'string' }));
    const changes = diffSpecs(baseSpec(), head);
    expect(hasBreaking(changes)).toBe(false);
    expect(changes.map((c) => c.message)).toContain('response 200 field `icon` added');
    const removed = edited((s) => delete props(s, 'Tree').name);
    expect(breaking(diffSpecs(baseSpec(), removed)).map((c) => c.message)).toContain('response 200 field `name` removed');
  });
});

describe('diffSpecs: enums in the direction they travel', () => {
  const orderStatus = (s: JsonObject): JsonObject => obj(schemas(s), 'OrderStatus');
  const statusParam = (s: JsonObject): JsonObject => obj(s, 'paths', '/orderrecord', 'get', 'parameters', 2);
  const direction = (s: JsonObject): JsonObject => obj(props(s, 'OrderRequest'), 'direction');
  const messages = (changes: Change[]): string[] => changes.map((c) => `${c.breaking ? '!' : '~'} ${c.kind}: ${c.operation}: ${c.message}`);

  describe('a response (what clients read)', () => {
    it('a field that drops its enum breaks clients, with the values it had, beside the limits that changed with it', () => {
      // Order.status is read by two operations; its enum goes and its range widens in the same edit
      const withRange = (s: JsonObject): void => void Object.assign(orderStatus(s), { minimum: 0, maximum: 3 });
      const changes = diffOf((s) => {
        delete orderStatus(s).enum;
        orderStatus(s).maximum = 9;
      }, withRange);
      expect(messages(changes)).toEqual([
        '! response-limit-loosened: GET /orderrecord (getOrderRecord): response 200 field `result.list[].status` maximum 3 -> 9 (answers may now hold values clients of the older contract refuse)',
        '! response-enum-removed: GET /orderrecord (getOrderRecord): response 200 field `result.list[].status` is no longer limited to 0, 1, 2, 3 (clients may now receive any value; clients that validate answers refuse the new ones)',
        '! response-limit-loosened: GET /orderdetail/{id} (getOrderDetail): response 200 field `status` maximum 3 -> 9 (answers may now hold values clients of the older contract refuse)',
        '! response-enum-removed: GET /orderdetail/{id} (getOrderDetail): response 200 field `status` is no longer limited to 0, 1, 2, 3 (clients may now receive any value; clients that validate answers refuse the new ones)',
      ]);
      expect(hasBreaking(changes)).toBe(true);
    });

    it('the lost enum of a shared component is told once, as breaking, with the operations it touches', () => {
      const base = baseSpec();
      const head = edited((s) => delete orderStatus(s).enum);
      const { shared, rest } = groupByComponent(base, head, diffSpecs(base, head));
      expect(rest).toEqual([]);
      expect(shared).toEqual([
        expect.objectContaining({ breaking: true, kind: 'response-enum-removed', operations: ['GET /orderrecord (getOrderRecord)', 'GET /orderdetail/{id} (getOrderDetail)'] }),
      ]);
      expect(renderDiff(rest, 'diff', shared)).toMatch(/! components\.schemas\.OrderStatus is no longer limited to 0, 1, 2, 3 .*\[response-enum-removed\]\n {4}touches 2 operations/);
    });

    it('a nullable enum (`oneOf` with `null`) that drops its enum breaks clients too', () => {
      const nullable = (s: JsonObject): void => void (props(s, 'Order').status = { oneOf: [{ $ref: '#/components/schemas/OrderStatus' }, { type: 'null' }] });
      const changes = diffOf((s) => (props(s, 'Order').status = { oneOf: [{ type: 'integer' }, { type: 'null' }] }), nullable);
      expect(kinds(breaking(changes))).toEqual(['response-enum-removed', 'response-enum-removed']);
      expect(changes[0]?.message).toMatch(/`result.list\[\].status` is no longer limited to 0, 1, 2, 3, null/);
    });

    it('values added break clients (they may receive a value they do not handle); values removed break a generated client', () => {
      const widened = diffOf((s) => (orderStatus(s).enum = [0, 1, 2, 3, 4]));
      expect(kinds(breaking(widened))).toEqual(['response-enum-widened', 'response-enum-widened']);
      expect(widened[0]?.message).toBe('response 200 field `result.list[].status` enum values added: 4 (clients may now receive values they do not handle; clients that validate answers refuse them)');
      const narrowed = diffOf((s) => (orderStatus(s).enum = [0, 1, 2]));
      expect(kinds(breaking(narrowed))).toEqual(['response-enum-narrowed', 'response-enum-narrowed']);
    });

    it('an enum introduced where any value came before narrows the answer: not breaking', () => {
      const changes = diffOf((s) => (props(s, 'Order').symbol = { type: 'string', enum: ['btcusdt', 'ethusdt'] }));
      expect(breaking(changes)).toEqual([]);
      expect(kinds(changes)).toEqual(['response-enum-introduced', 'response-enum-introduced']);
      expect(changes[0]?.message).toBe('response 200 field `result.list[].symbol` is now limited to "btcusdt", "ethusdt"');
    });
  });

  describe('a request (what clients send)', () => {
    it('values removed or an enum introduced break clients, in a parameter and in a body', () => {
      expectOnlyBreaking(diffOf((s) => (obj(statusParam(s), 'schema').enum = [0, 1])), 'request-enum-narrowed', 'getOrderRecord', /query parameter `status` enum values removed: 2, 3/);
      expectOnlyBreaking(diffOf((s) => (direction(s).enum = ['up'])), 'request-enum-narrowed', 'createOptionOrder', /request body field `direction` enum values removed: "down"/);
      expectOnlyBreaking(diffOf((s) => (obj(props(s, 'OrderRequest'), 'note').enum = ['a', 'b'])), 'request-enum-narrowed', 'createOptionOrder', /`note` now only accepts "a", "b"/);
    });

    it('values added or the enum dropped accept more: not breaking', () => {
      for (const changes of [diffOf((s) => (direction(s).enum = ['up', 'down', 'flat'])), diffOf((s) => delete direction(s).enum), diffOf((s) => delete obj(statusParam(s), 'schema').enum)]) {
        expect(breaking(changes)).toEqual([]);
        expect(kinds(changes)).toEqual(['request-enum-widened']);
      }
      expect(diffOf((s) => delete direction(s).enum)[0]?.message).toBe('request body field `direction` is no longer limited to "up", "down"');
    });
  });

  it('one enum read in an answer and sent in a request: a new value breaks the readers, not the senders', () => {
    const shared = (s: JsonObject): void => void (statusParam(s).schema = { $ref: '#/components/schemas/OrderStatus' });
    const changes = diffOf((s) => (orderStatus(s).enum = [0, 1, 2, 3, 4]), shared);
    expect(messages(changes).map((m) => m.replace(/ \(clients.*$/, ''))).toEqual([
      '~ request-enum-widened: GET /orderrecord (getOrderRecord): query parameter `status` enum values added: 4',
      '! response-enum-widened: GET /orderrecord (getOrderRecord): response 200 field `result.list[].status` enum values added: 4',
      '! response-enum-widened: GET /orderdetail/{id} (getOrderDetail): response 200 field `status` enum values added: 4',
    ]);
    const removed = diffOf((s) => (orderStatus(s).enum = [0, 1, 2]), shared);
    expect(kinds(breaking(removed))).toEqual(['request-enum-narrowed', 'response-enum-narrowed', 'response-enum-narrowed']);
  });
});

/**
 * contract:diff judges an enum in the direction it travels: a value added to a response can surprise a
 * client that reads it, a value removed from a request can refuse what a client sends
 * (support/diff-fixture.ts holds the base spec). The other kinds of change: contract-diff.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../packages/contract-kit/src/lib/openapi.ts';
import type { Change } from '../../packages/contract-kit/src/lib/spec-diff-model.ts';
import { diffSpecs, hasBreaking } from '../../packages/contract-kit/src/lib/spec-diff.ts';
import { groupByComponent } from '../../packages/contract-kit/src/lib/spec-diff-components.ts';
import { renderDiff } from '../../packages/contract-kit/src/lib/spec-diff-render.ts';
import {
  baseSpec,
  breaking,
  diffOf,
  edited,
  expectOnlyBreaking,
  kinds,
  obj,
  props,
  schemas,
} from './support/diff-fixture.ts';

describe('diffSpecs: enums in the direction they travel', () => {
  const orderStatus = (s: JsonObject): JsonObject => obj(schemas(s), 'OrderStatus');
  const statusParam = (s: JsonObject): JsonObject => obj(s, 'paths', '/orderrecord', 'get', 'parameters', 2);
  const direction = (s: JsonObject): JsonObject => obj(props(s, 'OrderRequest'), 'direction');
  const messages = (changes: Change[]): string[] =>
    changes.map((c) => `${c.breaking ? '!' : '~'} ${c.kind}: ${c.operation}: ${c.message}`);

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
        expect.objectContaining({
          breaking: true,
          kind: 'response-enum-removed',
          operations: ['GET /orderrecord (getOrderRecord)', 'GET /orderdetail/{id} (getOrderDetail)'],
        }),
      ]);
      expect(renderDiff(rest, 'diff', shared)).toMatch(
        /! components\.schemas\.OrderStatus is no longer limited to 0, 1, 2, 3 .*\[response-enum-removed\]\n {4}touches 2 operations/,
      );
    });

    it('a nullable enum (`oneOf` with `null`) that drops its enum breaks clients too', () => {
      const nullable = (s: JsonObject): void =>
        void (props(s, 'Order').status = { oneOf: [{ $ref: '#/components/schemas/OrderStatus' }, { type: 'null' }] });
      const changes = diffOf(
        (s) => (props(s, 'Order').status = { oneOf: [{ type: 'integer' }, { type: 'null' }] }),
        nullable,
      );
      expect(kinds(breaking(changes))).toEqual(['response-enum-removed', 'response-enum-removed']);
      expect(changes[0]?.message).toMatch(/`result.list\[\].status` is no longer limited to 0, 1, 2, 3, null/);
    });

    it('values added break clients (they may receive a value they do not handle); values removed break a generated client', () => {
      const widened = diffOf((s) => (orderStatus(s).enum = [0, 1, 2, 3, 4]));
      expect(kinds(breaking(widened))).toEqual(['response-enum-widened', 'response-enum-widened']);
      expect(widened[0]?.message).toBe(
        'response 200 field `result.list[].status` enum values added: 4 (clients may now receive values they do not handle; clients that validate answers refuse them)',
      );
      const narrowed = diffOf((s) => (orderStatus(s).enum = [0, 1, 2]));
      expect(kinds(breaking(narrowed))).toEqual(['response-enum-narrowed', 'response-enum-narrowed']);
    });

    it('an enum introduced where any value came before narrows the answer: not breaking', () => {
      const changes = diffOf((s) => (props(s, 'Order').symbol = { type: 'string', enum: ['btcusdt', 'ethusdt'] }));
      expect(breaking(changes)).toEqual([]);
      expect(kinds(changes)).toEqual(['response-enum-introduced', 'response-enum-introduced']);
      expect(changes[0]?.message).toBe(
        'response 200 field `result.list[].symbol` is now limited to "btcusdt", "ethusdt"',
      );
    });
  });

  describe('a request (what clients send)', () => {
    it('values removed or an enum introduced break clients, in a parameter and in a body', () => {
      expectOnlyBreaking(
        diffOf((s) => (obj(statusParam(s), 'schema').enum = [0, 1])),
        'request-enum-narrowed',
        'getOrderRecord',
        /query parameter `status` enum values removed: 2, 3/,
      );
      expectOnlyBreaking(
        diffOf((s) => (direction(s).enum = ['up'])),
        'request-enum-narrowed',
        'createOptionOrder',
        /request body field `direction` enum values removed: "down"/,
      );
      expectOnlyBreaking(
        diffOf((s) => (obj(props(s, 'OrderRequest'), 'note').enum = ['a', 'b'])),
        'request-enum-narrowed',
        'createOptionOrder',
        /`note` now only accepts "a", "b"/,
      );
    });

    it('values added or the enum dropped accept more: not breaking', () => {
      for (const changes of [
        diffOf((s) => (direction(s).enum = ['up', 'down', 'flat'])),
        diffOf((s) => delete direction(s).enum),
        diffOf((s) => delete obj(statusParam(s), 'schema').enum),
      ]) {
        expect(breaking(changes)).toEqual([]);
        expect(kinds(changes)).toEqual(['request-enum-widened']);
      }
      expect(diffOf((s) => delete direction(s).enum)[0]?.message).toBe(
        'request body field `direction` is no longer limited to "up", "down"',
      );
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
    expect(kinds(breaking(removed))).toEqual([
      'request-enum-narrowed',
      'response-enum-narrowed',
      'response-enum-narrowed',
    ]);
  });
});

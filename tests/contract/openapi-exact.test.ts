/**
 * The REST contract is exact where provider-api.md gives the evidence, and describes (instead of
 * leaving to chance) what the provider may legally send:
 * - a `data` envelope succeeds only with `status` or `code` 200 (a body with neither is refused, as the
 *   app refuses it); `/uploadfile` needs `status`;
 * - a business refusal (HTTP 200, body status other than 200) has a described shape; a 401 may carry any
 *   body; open value sets (ledger types, pair-code case, `fee` as a numeric string, `{}` for "no channel")
 *   are accepted, with the documented set named for a warning tier;
 * - `/orderlist` is in the contract; `/subscription` needs the token; the proposed recovery calls declare
 *   429 and have no answer that tells a registered number from an unregistered one;
 * - every constant or enum states its type, so the HTML reference never shows `any` for it.
 */
import { describe, expect, it } from 'vitest';
import {
  contractAjv,
  deref,
  doc,
  escape,
  isObj,
  operations,
  SPEC_FILE,
  successResponses,
  type Json,
  type Obj,
  type Operation,
} from './support/openapi-doc.ts';

/** Validates a value against the schema at a JSON pointer of the contract (segments unescaped). */
const valid = (segments: string[], value: unknown): boolean => {
  const ajv = contractAjv();
  const ref = `openapi#/${segments.map(escape).join('/')}`;
  return (ajv.getSchema(ref) ?? ajv.compile({ $ref: ref }))(value) === true;
};

const operation = (key: string): Operation => {
  const found = operations.find((o) => o.key === key);
  if (!found) throw new Error(`${key} is not in ${SPEC_FILE}`);
  return found;
};

const responseSchema = (o: Operation, status: string): string[] => {
  const raw = (o.op.responses as Obj)[status];
  // a shared response (`$ref: '#/components/responses/X'`) is validated at its own place
  const base =
    isObj(raw) && typeof raw.$ref === 'string'
      ? raw.$ref.slice(2).split('/')
      : ['paths', o.path, o.method, 'responses', status];
  return [...base, 'content', 'application/json', 'schema'];
};

const firstExample = (response: Obj): Json => {
  const media = deref((response.content as Obj)['application/json']);
  const [entry] = Object.values(isObj(media.examples) ? media.examples : {});
  return deref(entry ?? null).value ?? null;
};

const dataEnvelopes = operations.filter((o) =>
  successResponses(o.op).some(([, response]) => {
    const props = deref(deref((response.content as Obj)['application/json']).schema).properties;
    return isObj(props) && 'data' in props && !('result' in props);
  }),
);

describe(`${SPEC_FILE}: the data envelope`, () => {
  it('is used by the operations provider-api.md names', () => {
    expect(dataEnvelopes.map((o) => o.key).sort()).toEqual(
      [
        'GET /bannar',
        'GET /exchangecurrency',
        'GET /getnoticelist',
        'GET /trade/Contractinfo',
        'GET /viplevelinfo',
        'POST /login',
        'POST /uploadfile',
        'POST /wealth-admin/find/html',
      ].sort(),
    );
  });

  it.each(dataEnvelopes.map((o) => [o.key, o] as const))('%s succeeds only with status or code 200', (key, o) => {
    const [[code, response] = ['200', {}]] = successResponses(o.op);
    const example = firstExample(response);
    if (!isObj(example)) throw new Error(`${key}: no example`);
    const { status: _status, code: _code, ...payload } = example;
    const schema = responseSchema(o, code);
    expect(valid(schema, { ...payload, status: 200 }), `${key} with status 200`).toBe(true);
    expect(valid(schema, { ...payload }), `${key} with neither status nor code`).toBe(false);
    expect(valid(schema, { ...payload, status: 500 }), `${key} with status 500`).toBe(false);
    expect(valid(schema, { ...payload, code: 201 }), `${key} with code 201`).toBe(false);
    // /uploadfile is read with a `status === 200` check: `code` alone does not do there
    expect(valid(schema, { ...payload, code: 200 }), `${key} with code 200 only`).toBe(key !== 'POST /uploadfile');
  });
});

describe(`${SPEC_FILE}: what the provider may legally send`, () => {
  const refusal = ['x-business-refusal', 'schema'];

  it('describes a business refusal: HTTP 200 with a body status other than 200', () => {
    expect(valid(refusal, { status: 403, message: 'This order can no longer be changed' })).toBe(true);
    expect(
      valid(refusal, { status: 400, message: 'The given data was invalid.', result: { amount: ['Too small'] } }),
    ).toBe(true);
    expect(valid(refusal, { status: 200, message: 'ok' })).toBe(false);
    expect(valid(refusal, { message: 'no status' })).toBe(false);
  });

  it('accepts any body on every 401', () => {
    const secured = operations.filter((o) => isObj(o.op.responses) && '401' in o.op.responses);
    expect(secured.length).toBeGreaterThan(50);
    for (const o of secured) {
      for (const body of [{ status: 401, message: 'Unauthenticated.' }, 'Unauthorized', null, {}, []])
        expect(valid(responseSchema(o, '401'), body), `${o.key} 401 ${JSON.stringify(body)}`).toBe(true);
    }
  });

  it.each([
    [
      'a ledger type beyond the documented ones',
      ['components', 'schemas', 'MoneyChange', 'properties', 'type'],
      99,
      'MoneyChangeType',
    ],
    [
      'a pair code in lower case',
      ['components', 'schemas', 'TradeSymbol', 'properties', 'jiaoyidui'],
      'btcusdt',
      'PairCode',
    ],
    ['the fee as a numeric string', ['components', 'schemas', 'HomeInfo', 'properties', 'fee'], '0.002', 'FeeRate'],
  ])('accepts %s, and names the documented set it is outside of', (_what, pointer, value, set) => {
    expect(valid(pointer, value)).toBe(true);
    const field = pointer.reduce<Json | undefined>((node, key) => (isObj(node) ? node[key] : undefined), doc);
    expect(isObj(field) && field['x-documented-set']).toEqual({ $ref: `#/components/schemas/${set}` });
    expect(valid(['components', 'schemas', set], value)).toBe(false);
  });

  it('accepts `{}`, null and [] for "no deposit channel"', () => {
    for (const result of [{}, null, []])
      expect(valid(['components', 'schemas', 'DepositListResponse'], { status: 200, result })).toBe(true);
  });
});

describe(`${SPEC_FILE}: operations provider-api.md shows`, () => {
  it('has /orderlist (the trade records), documented and behind the token', () => {
    const o = operation('GET /orderlist');
    expect(o.op['x-provider-status']).toBe('documented');
    expect(o.op.security ?? doc.security).toEqual([{ bearerAuth: [] }]);
  });

  it('asks for the token on /subscription', () => {
    const o = operation('GET /subscription');
    expect(o.op.security ?? doc.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(o.op.responses as Obj)).toContain('401');
  });

  it.each(['POST /password/recover/code', 'POST /password/recover'])(
    '%s declares 429 and cannot tell who has an account',
    (key) => {
      const o = operation(key);
      const statuses = Object.keys(o.op.responses as Obj);
      expect(statuses).toContain('429');
      // no "not found" or "not registered" answer: an unknown number gets the same answers as a known one
      // (413 is about the body's size, whoever sends it)
      expect(statuses.filter((s) => !['200', '400', '403', '413', '429'].includes(s))).toEqual([]);
      expect(`${JSON.stringify(o.op.description)} ${JSON.stringify(o.op.responses)}`).toMatch(
        /(same whether or not the number is registered|not revealed)/,
      );
    },
  );
});

describe(`${SPEC_FILE}: types in the HTML reference`, () => {
  it('states the type of every constant and enum (Redoc shows `any` otherwise)', () => {
    const untyped: string[] = [];
    const walk = (node: Json, at: string): void => {
      if (Array.isArray(node)) node.forEach((child, i) => walk(child, `${at}/${i}`));
      if (!isObj(node)) return;
      if (('const' in node || 'enum' in node) && !('type' in node)) untyped.push(at);
      for (const [key, child] of Object.entries(node))
        if (key !== 'example' && key !== 'examples') walk(child, `${at}/${key}`);
    };
    walk(doc.paths ?? null, '#/paths');
    walk(doc.components ?? null, '#/components');
    expect(untyped).toEqual([]);
  });
});

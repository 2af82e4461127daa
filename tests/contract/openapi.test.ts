/**
 * The REST contract is complete and consistent: every documented provider call is present (and marked
 * documented), and every operation has a verbNoun operationId, one known tag, a summary, a provider
 * status, the Lang header, a 401 where it needs the token, examples with the happy path first (and
 * `empty` for lists) and a `validationError` example on every 400. The examples themselves are checked
 * in openapi-examples.test.ts, the envelope and the legal answers in openapi-exact.test.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  deref,
  doc,
  isList,
  isObj,
  operations,
  payloadSchema,
  SPEC_FILE,
  successResponses,
  type Obj,
} from './support/openapi-doc.ts';

/** The provider's 61 documented calls (provider-api.md) plus the candle history of the market-data host. */
const DOCUMENTED_CALLS = [
  'GET /home',
  'POST /login',
  'POST /register',
  'GET /register/agreement',
  'GET /userdetail',
  'GET /wallet/messagelist',
  'GET /wallet/messagecontent',
  'GET /announcementlist',
  'GET /announcementbyid',
  'GET /exchangecurrency',
  'GET /viplevelinfo',
  'GET /customerservice',
  'GET /tradesymbol',
  'GET /optional',
  'POST /addoptional',
  'POST /removeoptional',
  'POST /authverify/{type}',
  'POST /uploadfile',
  'POST /updateavatar',
  'POST /updatenickname',
  'PUT /withdrawpassword',
  'PUT /password',
  'GET /bannar',
  'POST /wallet/blindbank',
  'POST /wallet/blindaddress',
  'GET /depositlist',
  'GET /deposittype',
  'POST /deposit',
  'GET /getbank',
  'GET /getwallet',
  'GET /bankway',
  'GET /walletway',
  'POST /withdrawbywallet',
  'GET /depositrecord',
  'GET /withdrawrecord',
  'GET /moneychange',
  'GET /orderinfo',
  'POST /order',
  'GET /orderrecord',
  'GET /orderdetail/{id}',
  'GET /trade/Contractinfo',
  'POST /trade/createPerpetualContract',
  'POST /trade/setContract',
  'POST /trade/Contractclose',
  'POST /trade/batchClose',
  'POST /trade/Contractordercancel',
  'GET /trade/Contractorderlist',
  'GET /trade/Contractorderalllist',
  'GET /getnoticelist',
  'GET /loaninfo',
  'GET /loanhistory',
  'POST /loansubmit',
  'GET /stakinginfo',
  'GET /stakinghistory',
  'GET /stakingdetail',
  'POST /stakingsubmit',
  'GET /exchange',
  'POST /coinexchange',
  'POST /wealth-admin/find/html',
  'GET /subscription',
  'GET /quickamountapi',
] as const;
const KLINE_CALL = 'GET /kline/query/history';

/** Example names that describe a scenario other than the happy path; none of them may come first. */
const SCENARIO_NAMES = new Set([
  'empty',
  'noChannel',
  'noChannelNull',
  'noBankCard',
  'passwordNotSet',
  'kycRejected',
  'validationError',
]);
const VERB_NOUN =
  /^(get|create|update|add|remove|submit|upload|bind|withdraw|close|batchClose|cancel|set|login|register|recover|send|subscribe|sign)[A-Z][A-Za-z0-9]*$/;

describe(`${SPEC_FILE}: operations`, () => {
  it('contains every documented provider call and the candle history, marked documented', () => {
    const byKey = new Map(operations.map((o) => [o.key, o.op]));
    for (const call of [...DOCUMENTED_CALLS, KLINE_CALL]) {
      expect(byKey.has(call), `${call} is missing`).toBe(true);
      expect(byKey.get(call)?.['x-provider-status'], call).toBe('documented');
    }
    expect(DOCUMENTED_CALLS).toHaveLength(61);
  });

  it('gives every operation a unique verbNoun operationId, a known tag, a summary and a provider status', () => {
    const tags = new Set((doc.tags as Obj[]).map((t) => t.name));
    const ids = new Set<string>();
    for (const { key, op } of operations) {
      const id = typeof op.operationId === 'string' ? op.operationId : '';
      expect(id, `${key} operationId`).toMatch(VERB_NOUN);
      expect(ids.has(id), `${id} is used twice`).toBe(false);
      ids.add(id);
      expect(
        Array.isArray(op.tags) && op.tags.length === 1 && tags.has(op.tags[0] as string),
        `${key} has one defined tag`,
      ).toBe(true);
      expect(typeof op.summary === 'string' && op.summary.length > 0, `${key} summary`).toBe(true);
      expect(['documented', 'proposed'], `${key} x-provider-status`).toContain(op['x-provider-status']);
    }
  });

  it('keeps proposed operations off the documented paths', () => {
    const documented = new Set<string>([...DOCUMENTED_CALLS, KLINE_CALL]);
    for (const { key, op } of operations) {
      if (op['x-provider-status'] === 'proposed') expect(documented.has(key), key).toBe(false);
    }
  });

  it('sends the Lang header on every operation', () => {
    for (const { key, op } of operations) {
      const params = (Array.isArray(op.parameters) ? op.parameters : []).map((p) => deref(p));
      expect(
        params.some((p) => p.in === 'header' && p.name === 'Lang' && p.required === true),
        key,
      ).toBe(true);
    }
  });

  it('answers 401 on every operation that needs the token', () => {
    for (const { key, op } of operations) {
      const security = (op.security ?? doc.security) as Obj[] | undefined;
      const secured = Array.isArray(security) && security.some((req) => Object.keys(req).length > 0);
      if (secured) expect(isObj(op.responses) && '401' in op.responses, `${key} lacks 401`).toBe(true);
    }
  });

  it('answers 413 with the provider’s error body on every operation that takes a body', () => {
    // the sandbox and the guard in front of Prism refuse JSON over 64 kB and uploads over 5 MB
    for (const { key, op } of operations) {
      if (!op.requestBody) continue;
      const responses = isObj(op.responses) ? op.responses : {};
      expect('413' in responses, `${key} lacks 413`).toBe(true);
      const tooLarge = deref(responses['413']);
      expect(isObj(tooLarge.content) && deref(tooLarge.content['application/json']).schema, key).toEqual({
        $ref: '#/components/schemas/ErrorBody',
      });
    }
  });

  it('gives every success response examples: the happy path first, and `empty` for list payloads', () => {
    for (const { key, op } of operations) {
      const successes = successResponses(op);
      expect(successes.length, `${key} has a 2xx response`).toBeGreaterThan(0);
      for (const [code, response] of successes) {
        const media = deref((response.content as Obj)['application/json']);
        const names = Object.keys(isObj(media.examples) ? media.examples : {});
        expect(names.length > 0 || 'example' in media, `${key} ${code} has an example`).toBe(true);
        expect(
          SCENARIO_NAMES.has(names[0] ?? ''),
          `${key} ${code}: first example "${names[0]}" is not the happy path`,
        ).toBe(false);
        if (isList(payloadSchema(deref(media.schema))))
          expect(names, `${key} ${code} lists need an "empty" example`).toContain('empty');
      }
    }
  });

  it('names a validationError example on every 400 response', () => {
    for (const { key, op } of operations) {
      const response = isObj(op.responses) ? op.responses['400'] : undefined;
      if (response === undefined) continue;
      const media = deref((deref(response).content as Obj)['application/json']);
      expect(Object.keys(isObj(media.examples) ? media.examples : {}), `${key} 400`).toContain('validationError');
    }
  });
});

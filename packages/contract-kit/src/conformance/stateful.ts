/**
 * The stateful pass: sign in and use the token (and be refused without one), then create something and
 * read it back, as a client would: a nickname, a withdrawal address, an option order. Each step is
 * judged like any other answer; the read-back must show what was written. Last, password recovery must
 * answer a registered and an unregistered number alike (the contract's promise not to reveal who has an
 * account), the rate limit included.
 */
import { isObject, type JsonObject, type Operation } from '../lib/openapi.ts';
import { buildRequest } from '../lib/request-corpus.ts';
import { outcomeOf, type CheckResult } from './model.ts';
import { passwordsAsFound } from './passwords.ts';
import { runCheck, type RestContext } from './rest-check.ts';
import { asOutgoing, inOrder } from './rest.ts';
import type { OutgoingRequest } from './transport.ts';

export const at = (value: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), value);

/** A unique-enough suffix from the run's seed and the clock (digits 1-9 only, valid in most codes). */
const suffix = (seed: number): string =>
  String(seed * 7919 + Date.now())
    .replace(/0/g, '7')
    .slice(-6);

export function request(
  ctx: RestContext,
  operation: Operation,
  token: string | undefined,
  body?: JsonObject,
  query?: string,
): OutgoingRequest {
  const base = asOutgoing(buildRequest(ctx.doc, operation, { token: token ?? '', lang: ctx.lang }));
  const headers = { ...base.headers };
  if (token === undefined) delete headers.Authorization;
  const pathAndQuery = query === undefined ? base.pathAndQuery : `${base.pathAndQuery.split('?')[0] ?? ''}${query}`;
  const value = body ?? (base.body?.kind === 'json' && isObject(base.body.value) ? base.body.value : undefined);
  return {
    ...base,
    headers,
    pathAndQuery,
    body:
      value === undefined || base.body?.kind !== 'json'
        ? base.body
        : { ...base.body, value: passwordsAsFound(ctx.doc, value) },
  };
}

export function exampleBody(ctx: RestContext, operation: Operation): JsonObject {
  const body = buildRequest(ctx.doc, operation, { token: '', lang: ctx.lang }).body;
  const value = body?.kind === 'json' && isObject(body.value) ? body.value : {};
  return passwordsAsFound(ctx.doc, value);
}

/** Adds a read-back finding to a step's result when `seen` is false. */
function expectSeen(result: CheckResult, seen: boolean, what: string): CheckResult {
  if (result.outcome !== 'fail' && !seen)
    result.findings.push({ severity: 'error', location: 'body', message: `the read-back does not show ${what}` });
  result.outcome = outcomeOf(result.findings);
  return result;
}

export interface SignIn {
  token: string | undefined;
  results: CheckResult[];
}

/** POST the login example, then GET the user with the token it returned: the same account must come back. */
export async function signIn(ctx: RestContext, ops: Map<string, Operation>): Promise<SignIn> {
  const login = ops.get('loginUser');
  const me = ops.get('getUserDetail');
  if (login === undefined) return { token: undefined, results: [] };
  const first = await runCheck(
    ctx,
    'stateful',
    login,
    request(ctx, login, undefined),
    'sign in with the example account',
    'success',
  );
  const token = at(first.answer, 'data', 'token');
  const results = [first];
  if (typeof token !== 'string' || token === '') return { token: undefined, results };
  if (me !== undefined) {
    const read = await runCheck(
      ctx,
      'stateful',
      me,
      request(ctx, me, token),
      'use the token: read the signed-in user',
      'success',
    );
    const id = at(first.answer, 'data', 'user', 'id');
    results.push(
      expectSeen(
        read,
        id === undefined || at(read.answer, 'result', 'id') === id,
        `the account that signed in (id ${JSON.stringify(id)})`,
      ),
    );
    results.push(
      await runCheck(
        ctx,
        'stateful',
        me,
        request(ctx, me, `${token}x-not-a-token`),
        'refuse a token that was never issued',
        'unauthorized',
      ),
    );
  }
  return { token, results };
}

/** Every secured operation refuses a request without a token with 401. */
export async function withoutToken(ctx: RestContext, operations: Operation[]): Promise<CheckResult[]> {
  const secured = operations.filter((operation) => operation.secured);
  return inOrder(
    secured.map(
      (operation) => () =>
        runCheck(
          ctx,
          'stateful',
          operation,
          request(ctx, operation, undefined),
          'refuse a request without a token',
          'unauthorized',
        ),
    ),
    4,
  );
}

/** Create, then read back: each sequence runs only when the contract has both operations. */
export async function createThenRead(
  ctx: RestContext,
  ops: Map<string, Operation>,
  token: string,
): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  const nickname = ops.get('updateNickname');
  const me = ops.get('getUserDetail');
  if (nickname !== undefined && me !== undefined) {
    const value = `Check ${suffix(ctx.seed).slice(-4)}`;
    const write = await runCheck(
      ctx,
      'stateful',
      nickname,
      request(ctx, nickname, token, { ...exampleBody(ctx, nickname), nickname: value }),
      `change the nickname to "${value}"`,
      'success',
    );
    results.push(write);
    if (write.outcome !== 'fail') {
      const read = await runCheck(ctx, 'stateful', me, request(ctx, me, token), 'read the nickname back', 'success');
      results.push(expectSeen(read, at(read.answer, 'result', 'nickname') === value, `the new nickname "${value}"`));
    }
  }
  const bind = ops.get('bindAddress');
  const wallets = ops.get('getWallet');
  if (bind !== undefined && wallets !== undefined) {
    const body = exampleBody(ctx, bind);
    const address =
      typeof body.wallet_address === 'string'
        ? `${body.wallet_address.slice(0, -6)}${suffix(ctx.seed)}`
        : `T${suffix(ctx.seed)}abcdefgh`;
    const write = await runCheck(
      ctx,
      'stateful',
      bind,
      request(ctx, bind, token, { ...body, wallet_address: address }),
      `bind the withdrawal address ${address}`,
      'success',
    );
    results.push(write);
    if (write.outcome !== 'fail') {
      const read = await runCheck(
        ctx,
        'stateful',
        wallets,
        request(ctx, wallets, token),
        'read the bound addresses back',
        'success',
      );
      const list = at(read.answer, 'result');
      results.push(
        expectSeen(
          read,
          Array.isArray(list) && list.some((row) => at(row, 'wallet_address') === address),
          `the address ${address}`,
        ),
      );
    }
  }
  const order = ops.get('createOptionOrder');
  const detail = ops.get('getOrderDetail');
  if (order !== undefined && detail !== undefined) {
    const write = await runCheck(
      ctx,
      'stateful',
      order,
      request(ctx, order, token),
      'place the example option order',
      'success',
    );
    results.push(write);
    const id = at(write.answer, 'result', 'order_id');
    if (write.outcome !== 'fail' && (typeof id === 'number' || typeof id === 'string')) {
      const read = request(ctx, detail, token);
      const path = detail.path.replace(/\{[^}]+\}/, encodeURIComponent(String(id)));
      const check = await runCheck(
        ctx,
        'stateful',
        detail,
        { ...read, pathAndQuery: path },
        `read the order ${String(id)} back`,
        'success',
      );
      results.push(expectSeen(check, at(check.answer, 'result') !== undefined, `the order ${String(id)}`));
    } else if (write.outcome !== 'fail') {
      results.push(expectSeen(write, false, 'an order_id to read back'));
    }
  }
  return results;
}

/** A phone number no one has used yet (10 digits; `salt` tells two of one run apart). */
export const freshPhone = (seed: number, salt: number): string =>
  `09${String(Date.now() + seed * 7919 + salt * 104_729).slice(-8)}`;

/** What a client can tell from an answer: HTTP status, body status and message (figures such as a wait time aside). */
function visible(result: CheckResult): string {
  const body = isObject(result.answer) ? result.answer : {};
  const message = typeof body.message === 'string' ? body.message.replace(/\d+/g, '#') : '';
  return `${String(result.status)} ${JSON.stringify(body.status ?? body.code ?? null)} ${JSON.stringify(message)}`;
}

/**
 * Registers a new number, then asks for a recovery code for it and for a number never registered, twice
 * each (the second time within the rate limit): every pair of answers must look the same to a client.
 */
export async function recoveryDoesNotReveal(ctx: RestContext, ops: Map<string, Operation>): Promise<CheckResult[]> {
  const register = ops.get('registerUser');
  const recover = ops.get('sendRecoveryCode');
  if (register === undefined || recover === undefined) return [];
  const [registered, stranger] = [freshPhone(ctx.seed, 1), freshPhone(ctx.seed, 2)];
  const signUp = await runCheck(
    ctx,
    'stateful',
    register,
    request(ctx, register, undefined, { ...exampleBody(ctx, register), username: registered }),
    `register ${registered} (to ask for its recovery code)`,
    'success',
  );
  if (signUp.outcome === 'fail') return [signUp];
  const results = [signUp];
  for (const round of ['first', 'second (within the rate limit)']) {
    const ask = (phone: string): Promise<CheckResult> =>
      runCheck(
        ctx,
        'stateful',
        recover,
        request(ctx, recover, undefined, { ...exampleBody(ctx, recover), phone }),
        `recovery code for ${phone === registered ? 'the registered' : 'an unregistered'} number ${phone}, ${round} request`,
        'documented',
      );
    const known = await ask(registered);
    const unknown = await ask(stranger);
    if (visible(known) !== visible(unknown) && unknown.outcome !== 'fail') {
      unknown.findings.push({
        severity: 'error',
        location: 'body',
        message: `answers differ for a registered number (${visible(known)}) and an unregistered one (${visible(unknown)}): the call reveals who has an account`,
      });
      unknown.outcome = outcomeOf(unknown.findings);
    }
    results.push(known, unknown);
  }
  return results;
}

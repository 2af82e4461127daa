/**
 * Authorization across two accounts (broken object-level authorization, OWASP API1) and the ends of a
 * session. Account A (the signed-in example account) creates objects: an option order, a contract
 * position, a deposit, a bank card, a withdrawal, a loan; it also has messages. Account B (registered
 * here, or given with --token-b) then tries to read, change, close or cancel each by its id, or finds it
 * in its own lists. Anything but the documented refusal is a violation naming the operation and the id;
 * afterwards A still has what B tried to change.
 *
 * Sessions: a token is refused after sign-out (when the contract documents a sign-out operation) and, in
 * the account's other sessions, after a password change (when the contract says so). A check the
 * contract gives no ground for is reported as not exercised, with the reason.
 */
import { isObject, type Json, type JsonObject, type Operation } from '../lib/openapi.ts';
import { notExercised, outcomeOf, type CheckResult } from './model.ts';
import { runCheck, type RestContext } from './rest-check.ts';
import { sessions, signInAs } from './sessions.ts';
import { at, exampleBody, freshPhone, request } from './stateful.ts';

type Ops = Map<string, Operation>;
type Id = string | number;

const isId = (value: unknown): value is Id =>
  (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value !== '');

/** Every `key` value of the objects in the arrays of an answer (lists nest under result, data, list). */
export function valuesOf(answer: unknown, key = 'id'): Id[] {
  const out: Id[] = [];
  const walk = (node: unknown, depth: number): void => {
    if (depth > 6) return;
    if (Array.isArray(node)) {
      for (const item of node) {
        if (isObject(item) && isId(item[key])) out.push(item[key]);
        walk(item, depth + 1);
      }
    } else if (isObject(node)) for (const child of Object.values(node)) walk(child, depth + 1);
  };
  walk(answer, 0);
  return out;
}

/** The newest id of a list answer (the largest number, or the first string). */
const newestId = (answer: unknown): Id | undefined => {
  const ids = valuesOf(answer);
  const numbers = ids.filter((id): id is number => typeof id === 'number');
  return numbers.length > 0 ? Math.max(...numbers) : ids[0];
};

/** A check of the kit's own (no request of its own): passes, fails or is not exercised, with a reason. */
const verdictOf = (operation: string, name: string, problem: string | undefined, route?: string): CheckResult => ({
  suite: 'stateful',
  operation,
  route,
  name,
  outcome: problem === undefined ? 'pass' : 'fail',
  findings: problem === undefined ? [] : [{ severity: 'error', location: 'authorization', message: problem }],
  durationMs: 0,
});

export const skipped = (operation: string, name: string, reason: string): CheckResult =>
  notExercised(verdictOf(operation, name, undefined), reason);

const fails = (result: CheckResult, message: string): CheckResult => {
  result.findings.push({ severity: 'error', location: 'authorization', message });
  result.outcome = outcomeOf(result.findings);
  return result;
};

const pathWithId = (operation: Operation, id: Id): string =>
  operation.path.replace(/\{[^}]+\}/, encodeURIComponent(String(id)));

/** The example request with the id put where the operation takes it: the path, an `id` query parameter, or the body's `id`. */
function withId(ctx: RestContext, operation: Operation, token: string, id: Id): ReturnType<typeof request> {
  const base = request(
    ctx,
    operation,
    token,
    operation.op.requestBody === undefined ? undefined : { ...exampleBody(ctx, operation), id },
  );
  if (operation.path.includes('{'))
    return {
      ...base,
      pathAndQuery: `${pathWithId(operation, id)}${base.pathAndQuery.includes('?') ? `?${base.pathAndQuery.split('?')[1] ?? ''}` : ''}`,
    };
  if (operation.parameters.some((p) => p.in === 'query' && p.name === 'id')) {
    const [path, query = ''] = base.pathAndQuery.split('?');
    const params = new URLSearchParams(query);
    params.set('id', String(id));
    return { ...base, pathAndQuery: `${path ?? ''}?${params.toString()}` };
  }
  return base;
}

export interface Accounts {
  b: string | undefined;
  /** B's password and sign-in name, when the kit registered B (the session checks need them). */
  login?: { name: string; password: string };
  results: CheckResult[];
}

/** Account B: given (--token-b), or registered and signed in here. */
async function secondAccount(ctx: RestContext, ops: Ops): Promise<Accounts> {
  if (ctx.tokenB !== undefined) return { b: ctx.tokenB, results: [] };
  const register = ops.get('registerUser');
  if (register === undefined || !ops.has('loginUser'))
    return {
      b: undefined,
      results: [
        skipped(
          'accounts',
          'a second account',
          'the contract has no registerUser/loginUser to make one, and no --token-b was given',
        ),
      ],
    };
  const phone = freshPhone(ctx.seed, 3);
  const body: JsonObject = { ...exampleBody(ctx, register), username: phone };
  delete body.invite_code;
  const password = typeof body.password === 'string' ? body.password : 'Secret#2026';
  const signUp = await runCheck(
    ctx,
    'stateful',
    register,
    request(ctx, register, undefined, body),
    `register account B (${phone})`,
    'success',
  );
  if (signUp.outcome === 'fail') return { b: undefined, results: [signUp] };
  const signedIn = await signInAs(ctx, ops, phone, password, `sign in as account B (${phone})`);
  const results = [signUp, ...(signedIn ? [signedIn.result] : [])];
  return { b: signedIn?.token, login: { name: phone, password }, results };
}

/** B tries `operation` on A's object `id`: the documented refusal is required. */
async function attempt(
  ctx: RestContext,
  operation: Operation,
  b: string,
  id: Id,
  what: string,
  verb: string,
): Promise<CheckResult> {
  const result = await runCheck(
    ctx,
    'stateful',
    operation,
    withId(ctx, operation, b, id),
    `as account B, ${verb} account A's ${what} ${String(id)}`,
    'refused',
  );
  for (const finding of result.findings) {
    if (finding.message.startsWith('accepted another account')) {
      finding.location = 'authorization';
      finding.message = `${operation.operationId} let account B ${verb} account A's ${what} ${String(id)}: ${finding.message.replace(/^accepted another account's request: /, '')}`;
    }
  }
  return result;
}

/** B's list must not show A's object. */
async function notListed(
  ctx: RestContext,
  list: Operation,
  b: string,
  value: Id,
  what: string,
  key = 'id',
): Promise<CheckResult> {
  const result = await runCheck(
    ctx,
    'stateful',
    list,
    request(ctx, list, b),
    `as account B, list: account A's ${what} ${String(value)} must not be there`,
    'success',
  );
  if (result.outcome !== 'fail' && valuesOf(result.answer, key).some((v) => String(v) === String(value))) {
    return fails(result, `${list.operationId} shows account B account A's ${what} ${String(value)}`);
  }
  return result;
}

/** A creates with `create`, then finds the new object's id with `list` (or in the create answer). */
async function createAs(
  ctx: RestContext,
  a: string,
  create: Operation,
  label: string,
  body?: JsonObject,
): Promise<{ result: CheckResult; ok: boolean }> {
  const result = await runCheck(
    ctx,
    'stateful',
    create,
    request(ctx, create, a, body),
    `as account A, ${label}`,
    'success',
  );
  return { result, ok: result.outcome !== 'fail' && result.outcome !== 'skip' };
}

async function readAs(ctx: RestContext, a: string, list: Operation, label: string): Promise<CheckResult> {
  return runCheck(ctx, 'stateful', list, request(ctx, list, a), `as account A, ${label}`, 'success');
}

/** The cross-account attempts, object by object; each runs only when the contract has its operations. */
export async function crossAccount(ctx: RestContext, ops: Ops, a: string): Promise<CheckResult[]> {
  const accounts = await secondAccount(ctx, ops);
  const results = [...accounts.results];
  const b = accounts.b;
  if (b === undefined) {
    if (!results.some((r) => r.outcome === 'fail' || r.outcome === 'skip'))
      results.push(skipped('accounts', 'a second account', 'signing in as the new account gave no token'));
    return results;
  }
  const op = (id: string): Operation | undefined => ops.get(id);

  // an option order, read by id
  const order = op('createOptionOrder');
  const detail = op('getOrderDetail');
  if (order && detail) {
    const made = await createAs(ctx, a, order, 'place an option order');
    results.push(made.result);
    const id = at(made.result.answer, 'result', 'order_id');
    if (made.ok && isId(id)) {
      results.push(await attempt(ctx, detail, b, id, 'option order', 'read'));
      const still = await runCheck(
        ctx,
        'stateful',
        detail,
        withId(ctx, detail, a, id),
        `as account A, read the option order ${String(id)} again`,
        'success',
      );
      results.push(still);
    }
  }

  // a contract position: change its take-profit, close it, cancel it; A's position must stay open
  const open = op('createPerpetualContract');
  const positions = op('getContractOrderList');
  if (open && positions) {
    const made = await createAs(ctx, a, open, 'open a contract position');
    results.push(made.result);
    if (made.ok) {
      const listed = await readAs(ctx, a, positions, 'list the open positions');
      results.push(listed);
      const id = newestId(listed.answer);
      if (id !== undefined) {
        for (const [name, verb] of [
          ['setContract', 'change the take-profit and stop-loss of'],
          ['closeContract', 'close'],
          ['cancelContractOrder', 'cancel'],
        ] as const) {
          const operation = op(name);
          if (operation) results.push(await attempt(ctx, operation, b, id, 'contract position', verb));
        }
        const after = await readAs(
          ctx,
          a,
          positions,
          `the position ${String(id)} is still open after account B's attempts`,
        );
        results.push(
          valuesOf(after.answer).some((v) => String(v) === String(id)) || after.outcome === 'fail'
            ? after
            : fails(
                after,
                `account A's contract position ${String(id)} is gone after account B tried to close or cancel it`,
              ),
        );
      } else
        results.push(skipped(positions.operationId, 'the new position’s id', 'the list of open positions shows no id'));
    }
  }

  // records B can only reach through its own lists: a deposit, a withdrawal, a loan
  for (const [create, list, what] of [
    ['createDeposit', 'getDepositRecord', 'deposit'],
    ['withdrawByWallet', 'getWithdrawRecord', 'withdrawal'],
    ['submitLoan', 'getLoanHistory', 'loan'],
  ] as const) {
    const make = op(create);
    const read = op(list);
    if (!make || !read) continue;
    const made = await createAs(ctx, a, make, `make a ${what}`);
    if (!made.ok && made.result.outcome === 'fail') {
      // a documented refusal (one under review already, outside the hours): A's newest existing one stands in
      const refusal = ctx.validator.documentedRefusal(
        make,
        made.result.status ?? 0,
        made.result.answer as Json | undefined,
      );
      if (refusal !== undefined)
        notExercised(
          made.result,
          `refused as documented (example "${refusal.example}": "${refusal.message}"); account A's newest existing ${what} is tried instead`,
        );
    }
    results.push(made.result);
    if (made.result.outcome === 'fail') continue;
    const listed = await readAs(ctx, a, read, `list the ${what}s`);
    results.push(listed);
    const id = newestId(listed.answer);
    if (id !== undefined) results.push(await notListed(ctx, read, b, id, what));
  }

  // a bank card (no id: its number)
  const bind = op('bindBank');
  const banks = op('getBank');
  if (bind && banks) {
    const example = exampleBody(ctx, bind);
    const cardno =
      typeof example.cardno === 'string'
        ? `${example.cardno.slice(0, -6)}${freshPhone(ctx.seed, 4).slice(-6)}`
        : freshPhone(ctx.seed, 4);
    const made = await createAs(ctx, a, bind, `bind the bank card ${cardno}`, { ...example, cardno });
    results.push(made.result);
    if (made.ok) results.push(await notListed(ctx, banks, b, cardno, 'bank card', 'cardno'));
  }

  // a message of A's, read by id
  const messages = op('getMessageList');
  const content = op('getMessageContent');
  if (messages && content) {
    const listed = await readAs(ctx, a, messages, 'list the messages');
    results.push(listed);
    const id = valuesOf(listed.answer)[0];
    if (id !== undefined) results.push(await attempt(ctx, content, b, id, 'message', 'read'));
    else
      results.push(
        skipped(content.operationId, 'as account B, read a message of account A', 'account A has no message to try'),
      );
  }

  results.push(...(await sessions(ctx, ops, accounts)));
  return results;
}

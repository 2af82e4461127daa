/**
 * Throttling of wrong passwords: on an account registered for the purpose (never the example account),
 * N + 1 wrong passwords, N read from the contract (`x-throttle: { attempts, windowSeconds }` on
 * `loginUser`, or its 429 response's description: "5 for one account"), must give a 429 with a numeric
 * `Retry-After`, and the right password must be refused too while the account is locked. Without a
 * documented 429 (or a stated N) the check is not exercised, with the reason.
 */
import { deref, isObject, type JsonObject, type Operation } from '../lib/openapi.ts';
import { notExercised, outcomeOf, type CheckResult } from './model.ts';
import { runCheck, type RestContext } from './rest-check.ts';
import { loginBody } from './sessions.ts';
import { at, exampleBody, freshPhone, request } from './stateful.ts';

type Ops = Map<string, Operation>;

const skipped = (name: string, reason: string): CheckResult =>
  notExercised(
    { suite: 'stateful', operation: 'throttling', name, outcome: 'pass', findings: [], durationMs: 0 },
    reason,
  );

/** The number of wrong passwords the contract allows for one account before a 429, or why it cannot be told. */
export function allowedAttempts(doc: JsonObject, login: Operation): number | string {
  const throttle = login.op['x-throttle'];
  if (isObject(throttle) && typeof throttle.attempts === 'number' && throttle.attempts > 0) return throttle.attempts;
  const tooMany = deref(doc, isObject(login.op.responses) ? login.op.responses['429'] : undefined);
  if (!isObject(tooMany)) return `the contract documents no 429 on ${login.operationId}`;
  const text = typeof tooMany.description === 'string' ? tooMany.description : '';
  const stated = /(\d+)\s+(?:[a-z ]*?\s)?for one account/i.exec(text);
  return stated
    ? Number(stated[1])
    : `the 429 of ${login.operationId} does not say how many wrong passwords one account may try (x-throttle or its description)`;
}

const bodyStatus = (result: CheckResult): unknown => at(result.answer, 'status');
const isTooMany = (result: CheckResult): boolean => result.status === 429 || bodyStatus(result) === 429;

function expectLocked(result: CheckResult, what: string): CheckResult {
  if (!isTooMany(result))
    result.findings.push({
      severity: 'error',
      location: 'throttling',
      message: `${result.operation} answered ${String(result.status)} to ${what} instead of 429: no throttling of wrong passwords`,
    });
  else if (result.retryAfter === undefined || !/^\d+$/.test(result.retryAfter.trim()))
    result.findings.push({
      severity: 'error',
      location: 'throttling',
      message: `${result.operation} answered 429 without a numeric Retry-After (${result.retryAfter === undefined ? 'none' : JSON.stringify(result.retryAfter)})`,
    });
  result.outcome = outcomeOf(result.findings);
  return result;
}

export async function throttling(ctx: RestContext, ops: Ops): Promise<CheckResult[]> {
  const login = ops.get('loginUser');
  const register = ops.get('registerUser');
  const name = 'wrong passwords are throttled with 429 and Retry-After';
  if (login === undefined) return [];
  const attempts = allowedAttempts(ctx.doc, login);
  if (typeof attempts === 'string') return [skipped(name, attempts)];
  if (register === undefined)
    return [
      skipped(
        name,
        'the contract has no registerUser to make a throwaway account (the example account is never locked)',
      ),
    ];
  const phone = freshPhone(ctx.seed, 5);
  const body: JsonObject = { ...exampleBody(ctx, register), username: phone };
  delete body.invite_code;
  const password = typeof body.password === 'string' ? body.password : 'Secret#2026';
  const signUp = await runCheck(
    ctx,
    'stateful',
    register,
    request(ctx, register, undefined, body),
    `register a throwaway account (${phone}) to lock`,
    'success',
  );
  if (signUp.outcome === 'fail') return [signUp];
  const results = [signUp];
  const wrong = `${password}-wrong`;
  for (let i = 1; i <= attempts; i++) {
    results.push(
      await runCheck(
        ctx,
        'stateful',
        login,
        request(ctx, login, undefined, loginBody(ctx, login, phone, wrong)),
        `wrong password ${i} of ${attempts} allowed`,
        'documented',
      ),
    );
  }
  results.push(
    expectLocked(
      await runCheck(
        ctx,
        'stateful',
        login,
        request(ctx, login, undefined, loginBody(ctx, login, phone, wrong)),
        `wrong password ${attempts + 1}: 429 with a numeric Retry-After`,
        'documented',
      ),
      `wrong password ${attempts + 1}`,
    ),
  );
  results.push(
    expectLocked(
      await runCheck(
        ctx,
        'stateful',
        login,
        request(ctx, login, undefined, loginBody(ctx, login, phone, password)),
        'the right password while locked: 429 too',
        'documented',
      ),
      'the right password while the account is locked',
    ),
  );
  return results;
}

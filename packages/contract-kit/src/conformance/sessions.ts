/**
 * The ends of a session: a token is refused after sign-out (when the contract documents a sign-out
 * operation) and, in the account's other sessions, after a password change (when the contract says so);
 * the session that changed the password keeps working. Without ground in the contract, not exercised.
 */
import { isObject, type JsonObject, type Operation } from '../lib/openapi.ts';
import type { Accounts } from './second-account.ts';
import { notExercised, type CheckResult } from './model.ts';
import { runCheck, type RestContext } from './rest-check.ts';
import { at, exampleBody, request } from './stateful.ts';

type Ops = Map<string, Operation>;

const skipped = (operation: string, name: string, reason: string): CheckResult =>
  notExercised({ suite: 'stateful', operation, name, outcome: 'pass', findings: [], durationMs: 0 }, reason);

/** The sign-in body for a phone and a password: the login example with its user-name and password fields replaced. */
export function loginBody(ctx: RestContext, login: Operation, name: string, password: string): JsonObject {
  const body = exampleBody(ctx, login);
  for (const key of Object.keys(body)) {
    if (/^(user_?name|phone|account|mobile)$/i.test(key)) body[key] = name;
    else if (/^password$/i.test(key)) body[key] = password;
  }
  return body;
}

export async function signInAs(
  ctx: RestContext,
  ops: Ops,
  name: string,
  password: string,
  label: string,
): Promise<{ token: string | undefined; result: CheckResult } | undefined> {
  const login = ops.get('loginUser');
  if (login === undefined) return undefined;
  const result = await runCheck(
    ctx,
    'stateful',
    login,
    request(ctx, login, undefined, loginBody(ctx, login, name, password)),
    label,
    'success',
  );
  const token = at(result.answer, 'data', 'token') ?? at(result.answer, 'result', 'token');
  return { token: typeof token === 'string' && token !== '' ? token : undefined, result };
}

/** The text in the contract that says a password change ends the account's other sessions. */
function documentsSessionEnd(ctx: RestContext, change: Operation): boolean {
  const texts: string[] = [typeof change.op.description === 'string' ? change.op.description : ''];
  const schemes =
    isObject(ctx.doc.components) && isObject(ctx.doc.components.securitySchemes)
      ? ctx.doc.components.securitySchemes
      : {};
  for (const scheme of Object.values(schemes))
    if (isObject(scheme) && typeof scheme.description === 'string') texts.push(scheme.description);
  return texts.some((text) => /password[\s\S]{0,60}chang[\s\S]{0,60}other sessions?/i.test(text));
}

/** The sign-out operation the contract documents, if any (`signOutUser`, or POST /logout). */
const signOutOf = (ops: Ops): Operation | undefined =>
  ops.get('signOutUser') ??
  [...ops.values()].find(
    (operation) => operation.method === 'post' && /\/(logout|signout|sign-out)$/i.test(operation.path),
  );

/** A token after sign-out, and another session's token after a password change, are refused. */
export async function sessions(ctx: RestContext, ops: Ops, accounts: Accounts): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  const me = ops.get('getUserDetail');
  const signOut = signOutOf(ops);
  const change = ops.get('updatePassword');
  const login = accounts.login;
  if (me === undefined)
    return [
      skipped(
        'sessions',
        'a token after sign-out or a password change',
        'the contract has no getUserDetail to try a token with',
      ),
    ];
  if (login === undefined)
    return [
      skipped(
        'sessions',
        'a token after sign-out or a password change',
        'account B was given as a token (--token-b): the kit cannot open more sessions of it',
      ),
    ];

  if (signOut === undefined) {
    results.push(
      skipped(
        'sessions',
        'a token after sign-out is refused',
        'the contract documents no sign-out operation (signOutUser, POST /logout)',
      ),
    );
  } else {
    const session = await signInAs(
      ctx,
      ops,
      login.name,
      login.password,
      'sign in as account B again (a session to end)',
    );
    if (session?.token !== undefined) {
      results.push(session.result);
      const out = await runCheck(
        ctx,
        'stateful',
        signOut,
        request(ctx, signOut, session.token),
        'sign out of that session',
        'success',
      );
      results.push(out);
      if (out.outcome !== 'fail')
        results.push(
          await runCheck(
            ctx,
            'stateful',
            me,
            request(ctx, me, session.token),
            'the signed-out token is refused',
            'unauthorized',
          ),
        );
    } else if (session) results.push(session.result);
  }

  if (change === undefined || !documentsSessionEnd(ctx, change)) {
    results.push(
      skipped(
        'sessions',
        'another session’s token after a password change is refused',
        'the contract does not say that a password change ends the account’s other sessions',
      ),
    );
    return results;
  }
  const first = await signInAs(
    ctx,
    ops,
    login.name,
    login.password,
    'sign in as account B (the session that changes the password)',
  );
  const second = await signInAs(
    ctx,
    ops,
    login.name,
    login.password,
    'sign in as account B once more (another session)',
  );
  if (first?.token === undefined || second?.token === undefined) {
    results.push(...[first?.result, second?.result].filter((r): r is CheckResult => r !== undefined));
    return results;
  }
  results.push(first.result, second.result);
  const body: JsonObject = { ...exampleBody(ctx, change) };
  const next = `${login.password}x9`;
  for (const key of Object.keys(body)) {
    if (/^old_?password$/i.test(key)) body[key] = login.password;
    else if (/password/i.test(key)) body[key] = next;
  }
  const changed = await runCheck(
    ctx,
    'stateful',
    change,
    request(ctx, change, first.token, body),
    'change the password',
    'success',
  );
  results.push(changed);
  if (changed.outcome === 'fail') return results;
  results.push(
    await runCheck(
      ctx,
      'stateful',
      me,
      request(ctx, me, second.token),
      'the other session’s token is refused after the password change',
      'unauthorized',
    ),
  );
  results.push(
    await runCheck(
      ctx,
      'stateful',
      me,
      request(ctx, me, first.token),
      'the session that changed the password still works',
      'success',
    ),
  );
  return results;
}

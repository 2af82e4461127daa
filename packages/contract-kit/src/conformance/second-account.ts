/** Account B for the cross-account checks: given with --token-b, or registered and signed in here. */
import type { JsonObject, Operation } from '../lib/openapi.ts';
import { notExercised, type CheckResult } from './model.ts';
import { runCheck, type RestContext } from './rest-check.ts';
import { signInAs } from './sessions.ts';
import { exampleBody, freshPhone, request } from './stateful.ts';

type Ops = Map<string, Operation>;

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

export interface Accounts {
  b: string | undefined;
  /** B's password and sign-in name, when the kit registered B (the session checks need them). */
  login?: { name: string; password: string };
  results: CheckResult[];
}

/** Account B: given (--token-b), or registered and signed in here. */
export async function secondAccount(ctx: RestContext, ops: Ops): Promise<Accounts> {
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

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
import type { Json, Operation } from '../lib/openapi.ts';
import {
  attempt,
  createAs,
  fails,
  isId,
  newestId,
  notListed,
  readAs,
  valuesOf,
  withId,
} from './cross-account-attempts.ts';
import { notExercised, type CheckResult } from './model.ts';
import { runCheck, type RestContext } from './rest-check.ts';
import { secondAccount, skipped } from './second-account.ts';
import { sessions } from './sessions.ts';
import { at, exampleBody, freshPhone } from './stateful.ts';

type Ops = Map<string, Operation>;

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

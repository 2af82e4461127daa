/** Account B's attempts on account A's objects, and the ids they are made with. */
import { isObject, type JsonObject, type Operation } from '../lib/openapi.ts';
import { outcomeOf, type CheckResult } from './model.ts';
import { runCheck, type RestContext } from './rest-check.ts';
import { exampleBody, request } from './stateful.ts';

type Id = string | number;

export const isId = (value: unknown): value is Id =>
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
export const newestId = (answer: unknown): Id | undefined => {
  const ids = valuesOf(answer);
  const numbers = ids.filter((id): id is number => typeof id === 'number');
  return numbers.length > 0 ? Math.max(...numbers) : ids[0];
};

export const fails = (result: CheckResult, message: string): CheckResult => {
  result.findings.push({ severity: 'error', location: 'authorization', message });
  result.outcome = outcomeOf(result.findings);
  return result;
};

const pathWithId = (operation: Operation, id: Id): string =>
  operation.path.replace(/\{[^}]+\}/, encodeURIComponent(String(id)));

/** The example request with the id put where the operation takes it: the path, an `id` query parameter, or the body's `id`. */
export function withId(ctx: RestContext, operation: Operation, token: string, id: Id): ReturnType<typeof request> {
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

/** B tries `operation` on A's object `id`: the documented refusal is required. */
export async function attempt(
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
export async function notListed(
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
export async function createAs(
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

export async function readAs(ctx: RestContext, a: string, list: Operation, label: string): Promise<CheckResult> {
  return runCheck(ctx, 'stateful', list, request(ctx, list, a), `as account A, ${label}`, 'success');
}

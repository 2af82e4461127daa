/**
 * The contract judges every answer of the in-browser sandbox, as Prism's proxy (`--errors`) does in
 * front of the Node one: a 200 answer is checked against the contract's generated zod schema of its
 * operation (the same schemas the sandbox checks requests with); one that drifts is replaced by a 500
 * naming the violations, in Prism's problem shape, so the drift shows at once and never as data.
 */
import type { ZodMiniType as ZodType } from 'zod/mini';
import * as schemas from '../../src/api/generated/zod/index.zod.ts';
import type { Sandbox } from '../sandbox/sandbox.ts';

interface Route {
  method: string;
  pattern: RegExp;
  schema: ZodType;
}

const routesOf = new WeakMap<Sandbox, Route[]>();

const schemaOf = (operationId: string): ZodType | undefined => {
  const value = (schemas as Record<string, unknown>)[
    `${operationId.charAt(0).toUpperCase()}${operationId.slice(1)}Response`
  ];
  return typeof value === 'object' && value !== null && 'safeParse' in value ? (value as ZodType) : undefined;
};

function routes(sandbox: Sandbox): Route[] {
  let list = routesOf.get(sandbox);
  if (list === undefined) {
    list = [];
    for (const operation of sandbox.ctx.contract.operations.values()) {
      const schema = schemaOf(operation.operationId);
      if (schema === undefined) continue;
      const path = operation.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+');
      // REST operations under /api; the market-data host's own (candle history) at its root too
      const prefix = operation.ownServers.length > 0 ? '(?:/api)?' : '/api';
      list.push({ method: operation.method.toUpperCase(), pattern: new RegExp(`${prefix}${path}$`), schema });
    }
    routesOf.set(sandbox, list);
  }
  return list;
}

export interface Violation {
  location: string[];
  severity: 'Error';
  code: string;
  message: string;
}

/** What is wrong with a 200 answer's body for this request, or [] when it conforms (or is not checked). */
export function violationsOf(sandbox: Sandbox, method: string, pathname: string, body: unknown): Violation[] {
  const route = routes(sandbox).find((candidate) => candidate.method === method && candidate.pattern.test(pathname));
  if (route === undefined) return [];
  const result = route.schema.safeParse(body);
  if (result.success) return [];
  return result.error.issues.slice(0, 10).map((issue) => ({
    location: ['response', 'body', ...issue.path.map(String)],
    severity: 'Error',
    code: issue.code,
    message: issue.message,
  }));
}

/** The answer itself when it conforms to the contract; else a 500 listing the violations. */
export async function checkedAnswer(sandbox: Sandbox, request: Request, answer: Response): Promise<Response> {
  if (answer.status !== 200 || !(answer.headers.get('Content-Type') ?? '').includes('json')) return answer;
  const text = await answer.clone().text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const violations = violationsOf(sandbox, request.method, new URL(request.url).pathname, body);
  if (violations.length === 0) return answer;
  console.error(
    `[sandbox] ${request.method} ${new URL(request.url).pathname}: the answer breaks the contract`,
    violations,
  );
  return Response.json(
    {
      type: 'https://stoplight.io/prism/errors#VIOLATIONS',
      title: 'Request/Response not valid',
      status: 500,
      detail: 'The sandbox answer does not conform to openapi.yaml.',
      validation: violations,
    },
    { status: 500, headers: { 'Content-Type': 'application/problem+json' } },
  );
}

import type { ZodType } from 'zod';
import * as schemas from './generated/zod/index.zod';
import { OPERATIONS, type OperationRow } from './generated/operations';

/**
 * The contract check of success answers, loaded by the http client on its first answer (its own
 * chunk: zod and the schemas stay out of the start-up bundle). Every operation of openapi.yaml has a
 * generated zod schema for its success response (`<OperationId>Response`); an answer that does not
 * parse (a null where a number is promised, a missing list, a number sent as text) is refused.
 */
const zodSchemas = schemas as unknown as Record<string, ZodType | undefined>;

/** `/orderdetail/12?x=1`, `https://market.example/kline/query/history?…` → the contract's path. */
const pathOf = (url: string): string => {
  const path = (/^https?:\/\//i.test(url) ? new URL(url).pathname : url).split(/[?#]/)[0] ?? '';
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  return withSlash.replace(/\/{2,}/g, '/').replace(/^\/api(?=\/)/, '');
};

export const findOperation = (method: string, url: string): OperationRow | undefined => {
  const path = pathOf(url);
  const upper = method.toUpperCase();
  return OPERATIONS.find((operation) => operation.method === upper && operation.pattern.test(path));
};

export const schemaName = (operationId: string): string => `${operationId.charAt(0).toUpperCase()}${operationId.slice(1)}Response`;

/** The operation's name for a report: its operationId, or the method and path when it has none. */
export const operationName = (method: string, url: string): string =>
  findOperation(method, url)?.id ?? `${method.toUpperCase()} ${pathOf(url)}`;

const describeIssues = (issues: readonly { path: readonly PropertyKey[]; message: string }[]): string =>
  issues
    .slice(0, 3)
    .map((issue) => `${issue.path.map(String).join('.') || '(body)'}: ${issue.message}`)
    .join('; ');

/** Null when the answer keeps the contract (or the operation is unknown); else what broke. */
export const checkResponse = (method: string, url: string, body: unknown): { operation: string; detail: string } | null => {
  const operation = findOperation(method, url);
  if (!operation) return null;
  const schema = zodSchemas[schemaName(operation.id)];
  if (!schema) return null;
  const result = schema.safeParse(body);
  if (result.success) return null;
  return { operation: operation.id, detail: describeIssues(result.error.issues) };
};

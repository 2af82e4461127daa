import type { ZodMiniType } from 'zod/mini';
import { loadContractCheck } from './contract-check';
import { OPERATIONS, type OperationRow } from './generated/operations';

/**
 * The contract check of success answers. Every operation of openapi.yaml has a generated schema for
 * its success response: `<OperationId>Response`, orval's zod mini schema, written per tag to
 * responses/<tag>/<tag>.zod.ts and loaded through response-checks/<tag>.ts (scripts/generate-response-tags.ts),
 * which sets zod up for the app's Content-Security-Policy before the schemas are built. An answer
 * that does not parse (a null where a number is promised, a missing list, a number sent as text) is
 * refused. The schemas of a tag are their own chunk, loaded with the first call of that tag, so they
 * stay out of the start-up bundle. The table of operations is small and loads with the app, so a
 * call's schemas start downloading with the call itself, alongside the check (contract-check.ts),
 * not one download after it.
 */
// Stryker disable next-line StringLiteral: Vite expands import.meta.glob at build time and accepts only a literal pattern
const tagSchemas = import.meta.glob<Record<string, ZodMiniType | undefined>>('./generated/response-checks/*.ts');

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

export const schemaName = (operationId: string): string =>
  `${operationId.charAt(0).toUpperCase()}${operationId.slice(1)}Response`;

/** The operation's name for a report: its operationId, or the method and path when it has none. */
export const operationName = (method: string, url: string): string =>
  findOperation(method, url)?.id ?? `${method.toUpperCase()} ${pathOf(url)}`;

/** The loader of a tag's schemas (none for a tag the contract does not have). */
const tagLoader = (tag: string) => tagSchemas[`./generated/response-checks/${tag}.ts`];

/** The success schema of an operation, or undefined when it cannot be loaded (offline). */
export const responseSchema = async (operation: OperationRow): Promise<ZodMiniType | undefined> => {
  const load = tagLoader(operation.tag);
  if (!load) return undefined;
  try {
    return (await load())[schemaName(operation.id)];
  } catch {
    return undefined; // the schemas' own chunk could not load: the answer is used as it is
  }
};

/**
 * Starts downloading what checking these operations' answers takes (the check and their tags'
 * schemas): a screen's first calls are sent only once it has drawn, and would download it only then.
 */
export const warmChecks = (operationIds: readonly string[]): void => {
  void loadContractCheck();
  const tags = new Set(
    OPERATIONS.filter((operation) => operationIds.includes(operation.id)).map((operation) => operation.tag),
  );
  for (const tag of tags) void tagLoader(tag)?.().catch(() => undefined);
};

/** Null when the answer keeps the contract (or the operation is unknown); else what broke. */
export const checkResponse = async (
  method: string,
  url: string,
  body: unknown,
): Promise<{ operation: string; detail: string } | null> => {
  const operation = findOperation(method, url);
  if (!operation) return null;
  const [schema, check] = await Promise.all([responseSchema(operation), loadContractCheck()]);
  // either chunk could not be downloaded (offline): the answer is used as it is
  if (!schema || !check) return null;
  const detail = await check.describeProblems(schema, body);
  return detail === null ? null : { operation: operation.id, detail };
};

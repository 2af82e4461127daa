import { OPERATIONS, type OperationRow } from './generated/operations';

/**
 * The contract check of success answers. Every operation of openapi.yaml has a generated zod schema
 * for its success response (`<OperationId>Response` in responses/<tag>/<tag>.zod.ts); an answer that
 * does not parse (a null where a number is promised, a missing list, a number sent as text) is refused.
 * The schemas of a tag are their own chunk, loaded with the first answer of that tag, so they stay out
 * of the start-up bundle; they are written in zod mini, whose chunk holds only the checks they use
 * (the first screen's answers wait for it).
 */
// Stryker disable next-line StringLiteral: Vite expands import.meta.glob at build time and accepts only a literal pattern
const tagSchemas = import.meta.glob<Record<string, unknown>>('./generated/responses/*/*.zod.ts');

/** What the check needs of a schema (zod and zod mini schemas alike). */
interface ResponseSchema {
  safeParse(body: unknown): { success: true } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

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

/** The success schema of an operation, or undefined when it cannot be loaded (offline). */
export const responseSchema = async (operation: OperationRow): Promise<ResponseSchema | undefined> => {
  const load = tagSchemas[`./generated/responses/${operation.tag}/${operation.tag}.zod.ts`];
  if (!load) return undefined;
  try {
    // zod set up (no compiled schemas under the CSP, English messages) before anything parses; zod
    // mini schemas never compile, so both chunks download at once, neither at start-up
    const [, schemas] = await Promise.all([import('../lib/zod-jitless'), load()]);
    return schemas[schemaName(operation.id)] as ResponseSchema | undefined;
  } catch {
    return undefined; // the schemas' own chunk could not load: the answer is used as it is
  }
};

const describeIssues = (issues: readonly { path: readonly PropertyKey[]; message: string }[]): string =>
  issues
    .slice(0, 3)
    .map((issue) => `${issue.path.map(String).join('.') || '(body)'}: ${issue.message}`)
    .join('; ');

/** Null when the answer keeps the contract (or the operation is unknown); else what broke. */
export const checkResponse = async (method: string, url: string, body: unknown): Promise<{ operation: string; detail: string } | null> => {
  const operation = findOperation(method, url);
  if (!operation) return null;
  const schema = await responseSchema(operation);
  if (!schema) return null;
  const result = schema.safeParse(body);
  if (result.success) return null;
  return { operation: operation.id, detail: describeIssues(result.error.issues) };
};

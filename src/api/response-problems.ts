import { safeParse, type ZodMiniType } from 'zod/mini';
import type { core } from 'zod/mini';

/** An answer's problems: where (`result.id`, empty for the whole body) and what. */
export type Problems = readonly { path: string; message: string }[];

let english: Promise<core.$ZodErrorMap | undefined> | undefined;

/**
 * zod mini's English texts of problems. zod mini sets no locale (its problems all read "Invalid
 * input" until one is given), and the texts are bytes no answer that keeps the contract needs: they
 * are their own chunk, downloaded with the first broken answer. When it cannot be downloaded
 * (offline) the problems are still reported, in zod's words without a locale, and the next broken
 * answer tries again.
 */
const englishMessages = (): Promise<core.$ZodErrorMap | undefined> =>
  (english ??= import('zod/v4/locales/en.js').then(
    (locale) => locale.default().localeError,
    () => {
      english = undefined;
      return undefined;
    },
  ));

/** A path as a report names it: `result.list.0.id`, or empty for the whole body. */
const dotPath = (path: readonly PropertyKey[]): string => path.map(String).join('.');

/** Checks a body against a schema: null when it keeps it, else every problem by its path. */
export const problemsOf = async (schema: ZodMiniType, body: unknown): Promise<Problems | null> => {
  if (safeParse(schema, body).success) return null;
  const error = await englishMessages();
  // the same parse again with the texts: the verdict never depends on whether they could load
  const result = safeParse(schema, body, error ? { error } : undefined);
  return result.success
    ? null
    : result.error.issues.map((issue) => ({ path: dotPath(issue.path), message: issue.message }));
};

/** Null when the body keeps the schema; else its first three problems, each by its path. */
export const describeProblems = async (schema: ZodMiniType, body: unknown): Promise<string | null> =>
  (await problemsOf(schema, body))
    ?.slice(0, 3)
    .map((problem) => `${problem.path || '(body)'}: ${problem.message}`)
    .join('; ') ?? null;

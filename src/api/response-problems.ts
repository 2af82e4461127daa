import { getDotPath, safeParse, type GenericSchema } from 'valibot';

/** An answer's problems: where (`result.id`, empty for the whole body) and what. */
export type Problems = readonly { path: string; message: string }[];

/** Checks a body against a schema: null when it keeps it. */
export const problemsOf = (schema: GenericSchema, body: unknown): Problems | null => {
  const result = safeParse(schema, body);
  return result.success ? null : result.issues.map((issue) => ({ path: getDotPath(issue) ?? '', message: issue.message }));
};

/** Null when the body keeps the schema; else its first three problems, each by its path. */
export const describeProblems = (schema: GenericSchema, body: unknown): string | null =>
  problemsOf(schema, body)
    ?.slice(0, 3)
    .map((problem) => `${problem.path || '(body)'}: ${problem.message}`)
    .join('; ') ?? null;

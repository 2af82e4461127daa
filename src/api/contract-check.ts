import type * as ResponseProblems from './response-problems';

/**
 * The check of answers against their schemas (zod mini's parse) is its own chunk: it downloads with
 * the first call, while that call is in flight, or as the app starts for a signed-in user, whose first
 * screen asks for data at once. A visitor's first screen sends nothing and never downloads it.
 */
type ContractCheck = typeof ResponseProblems;

let loading: Promise<ContractCheck | null> | undefined;

/** The check, or null when its chunk cannot be downloaded (offline): the next call tries again. */
export const loadContractCheck = (): Promise<ContractCheck | null> =>
  (loading ??= import('./response-problems').catch(() => {
    loading = undefined;
    return null;
  }));

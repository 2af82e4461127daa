import type * as ResponseContract from './response-contract';

/**
 * The contract check of answers (the operations of openapi.yaml and, through them, each tag's
 * response schemas) is its own chunk: it downloads with the first call, while that call is in
 * flight, or as the app starts for a signed-in user, whose first screen asks for data at once. A
 * visitor's first screen sends nothing and never downloads it.
 */
type ContractCheck = typeof ResponseContract;

let loading: Promise<ContractCheck | null> | undefined;

/** The check, or null when its chunk cannot be downloaded (offline): the next call tries again. */
export const loadContractCheck = (): Promise<ContractCheck | null> =>
  // zod itself (set up without compiled schemas) downloads alongside: the first answer then waits
  // only for its tag's schemas
  (loading ??= Promise.all([import('./response-contract'), import('../lib/zod-jitless')])
    .then(([check]) => check)
    .catch(() => {
      loading = undefined;
      return null;
    }));

/** The operation's name for a report (`getUserDetail`), or its method and path without the check. */
export const operationNameOf = async (method: string, url: string): Promise<string> =>
  (await loadContractCheck())?.operationName(method, url) ?? `${method.toUpperCase()} ${url.split(/[?#]/)[0] ?? url}`;

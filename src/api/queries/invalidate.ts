import type { QueryClient, QueryFilters } from '@tanstack/react-query';

/**
 * Marks stale, and fetches again where they are on screen, the queries one write changed, as the query
 * factories declare them (`contractWrites.orderChanged`, `optionWrites.orderPlaced` …). Each filter reaches
 * every variant of one query (any parameters, every page), so a write never slices a key by hand.
 */
export const invalidate = async (queryClient: QueryClient, stale: readonly QueryFilters[]): Promise<void> => {
  await Promise.all(stale.map((filters) => queryClient.invalidateQueries(filters)));
};

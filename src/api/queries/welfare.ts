import { getGetWelfareHtmlQueryOptions } from '../generated/endpoints/welfare/welfare';

/**
 * The welfare centre page (`data`, an HTML string). The provider serves it from a legacy POST with
 * an empty JSON body; orval makes that operation a query (orval.config.ts), so it is cached and
 * keyed like any other read.
 */
export const welfareQueries = {
  page: () => getGetWelfareHtmlQueryOptions({}, { query: { select: (response) => response.data } }),
};

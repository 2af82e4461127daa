import { getGetCustomerServiceQueryOptions } from '../generated/endpoints/support/support';

/** Customer service channels (`result.data`), in the provider's order. */
export const supportQueries = {
  channels: () =>
    getGetCustomerServiceQueryOptions({ query: { select: (response) => response.result.data, staleTime: 5 * 60_000 } }),
};

import { useGetCustomerService } from '../../../api/generated/endpoints/support/support';

/** Customer service channels, in the provider's order. */
export const useSupportChannels = () =>
  useGetCustomerService({ query: { select: (response) => response.result.data, staleTime: 5 * 60_000 } });

import { useQuery } from '@tanstack/react-query';
import { supportQueries } from '../../../api/queries/support';

/** Customer service channels, in the provider's order. */
export const useSupportChannels = () => useQuery(supportQueries.channels());

import { lotFeeRate, overnightRate } from '../../../lib/contract-math';
import { useQuery } from '@tanstack/react-query';
import { contractQueries } from '../../../api/queries/contract';
import { homeQueries } from '../../../api/queries/home';

/**
 * The contract settings: the lot fee rate and the proposed overnight rate of `/home` (0.02 and none
 * when the provider sends nothing), and the leverage choices of `/trade/Contractinfo` (first = default).
 */
export const useContractSettings = () => {
  const home = useQuery({ ...homeQueries.home(), staleTime: 5 * 60_000 });
  const info = useQuery(contractQueries.leverages());
  return {
    feeRate: lotFeeRate(home.data?.fee),
    overnight: overnightRate(home.data?.overnight_fee),
    leverages: info.data ?? [],
    isPending: home.isPending || info.isPending,
    error: info.error ?? home.error,
    retry: () => {
      void home.refetch();
      void info.refetch();
    },
  } as const;
};

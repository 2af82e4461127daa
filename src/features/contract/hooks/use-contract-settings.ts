import { useGetContractInfo } from '../../../api/generated/endpoints/contract/contract';
import { useGetHome } from '../../../api/generated/endpoints/home/home';
import { lotFeeRate, overnightRate } from '../../../lib/contract-math';

/**
 * The contract settings: the lot fee rate and the proposed overnight rate of `/home` (0.02 and none
 * when the provider sends nothing), and the leverage choices of `/trade/Contractinfo` (first = default).
 */
export const useContractSettings = () => {
  const home = useGetHome({ query: { select: (response) => response.result, staleTime: 5 * 60_000 } });
  const info = useGetContractInfo({ query: { select: (response) => response.data.multiple, staleTime: 5 * 60_000 } });
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

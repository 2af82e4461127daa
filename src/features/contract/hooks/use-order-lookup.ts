import { useEffect } from 'react';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { ContractOrder, ContractOrderListResponse, ContractOrderStatus } from '../../../api/generated/model';
import { contractScopes } from '../../../api/queries/contract';
import { useContractOrdersByStatus } from '../../../components/contract-orders/contract-order-list';

/**
 * Finds one contract order: the provider has no single-order call, so the row comes from a list.
 * First the lists already loaded (the status list, or a symbol's list the user came from), then the
 * status list page by page until the row turns up or the pages run out.
 */
export const useOrderLookup = (id: number, status: ContractOrderStatus, { enabled }: { enabled: boolean }) => {
  const queryClient = useQueryClient();
  const inSymbolLists = enabled
    ? queryClient
        .getQueriesData<InfiniteData<ContractOrderListResponse>>(contractScopes.symbolOrders)
        .flatMap(([, data]) => data?.pages.flatMap((page) => page.result.data) ?? [])
        .find((order) => order.id === id)
    : undefined;
  const byStatus = useContractOrdersByStatus(status, { enabled: enabled && !inSymbolLists });
  const inStatusList = byStatus.data?.find((order) => order.id === id);
  const order: ContractOrder | undefined = inStatusList ?? inSymbolLists;
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = byStatus;
  const searching = enabled && !order && !inSymbolLists;

  useEffect(() => {
    if (searching && byStatus.data && hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [searching, byStatus.data, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  return {
    order,
    isSearching:
      searching &&
      (byStatus.isPending || hasNextPage || isFetchingNextPage) &&
      !byStatus.isError &&
      !isFetchNextPageError,
    notFound: enabled && !order && byStatus.isSuccess && !hasNextPage,
    error: byStatus.isError || isFetchNextPageError ? byStatus.error : null,
    retry: () => void (byStatus.data ? fetchNextPage() : byStatus.refetch()),
  } as const;
};

import { useTranslation } from 'react-i18next';
import { useGetContractOrderAllListInfinite } from '../../api/generated/endpoints/contract/contract';
import type { ContractOrder, ContractOrderAllListResponse, ContractOrderStatus } from '../../api/generated/model';
import { nextPageParam, PAGE_SIZE, POSITIONS_REFRESH_MS } from '../../lib/paging';
import { InfiniteList } from '../infinite-list';
import { ContractOrderCard } from './contract-order-card';

/** The rows of an all-symbols page: `result.data`, or `result.list` when the provider sends that instead. */
export const allListRows = (page: ContractOrderAllListResponse): ContractOrder[] => page.result.data ?? page.result.list ?? [];

/** The all-symbols list of one status, page by page (shared with the order detail, which looks rows up in it). */
export const useContractOrdersByStatus = (status: ContractOrderStatus, { enabled = true }: { enabled?: boolean } = {}) =>
  useGetContractOrderAllListInfinite(
    { page: 1, limit: PAGE_SIZE, status },
    {
      query: {
        enabled,
        // open orders change on the provider's side (fills, take profit, stop loss, liquidation)
        refetchInterval: status === 0 || status === 1 ? POSITIONS_REFRESH_MS : false,
        initialPageParam: 1,
        getNextPageParam: (_last, pages) => nextPageParam(pages, allListRows, (page) => page.result.count),
      },
    },
  );

/** Contract orders of every symbol in one status (0 pending, 1 holding, 2 closed, 3 cancelled). */
export const ContractOrderList = ({ status }: { status: ContractOrderStatus }) => {
  const { t } = useTranslation('orders');
  const query = useContractOrdersByStatus(status);
  const rows = query.data?.pages.flatMap(allListRows) ?? [];
  return (
    <InfiniteList<ContractOrder>
      source={query}
      rows={rows}
      rowKey={(order, index) => `${order.id}-${index}`}
      renderRow={(order) => <ContractOrderCard order={order} />}
      empty={t(`contract.empty.${status}`)}
    />
  );
};

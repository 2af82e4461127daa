import { useTranslation } from 'react-i18next';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ContractOrder, ContractOrderStatus } from '../../api/generated/model';
import { contractQueries } from '../../api/queries/contract';
import { InfiniteList } from '../infinite-list';
import { ContractOrderCard } from './contract-order-card';

/** The all-symbols list of one status, page by page (shared with the order detail, which looks rows up in it). */
export const useContractOrdersByStatus = (
  status: ContractOrderStatus,
  { enabled = true }: { enabled?: boolean } = {},
) => useInfiniteQuery({ ...contractQueries.ordersByStatus(status), enabled });

/** Contract orders of every symbol in one status (0 pending, 1 holding, 2 closed, 3 cancelled). */
export const ContractOrderList = ({ status }: { status: ContractOrderStatus }) => {
  const { t } = useTranslation('orders');
  const query = useContractOrdersByStatus(status);
  const rows = query.data ?? [];
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

import { Button, Flex, Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ContractOrder } from '../../../api/generated/model';
import { ContractOrderCard } from '../../../components/contract-orders/contract-order-card';
import { InfiniteList } from '../../../components/infinite-list';
import { ownSymbolRows, useSymbolOrders } from '../hooks/use-symbol-orders';
import { ContractOrderStatus } from '../../../api/provider-values';
import { isOpenOrder } from '../../../lib/contract-math';
import { pathOf, pathTo } from '../../../lib/route-paths';

/** Open positions first, then pending orders; closed and cancelled ones live in the order lists. */
const byState = (a: ContractOrder, b: ContractOrder): number => {
  if (a.status === b.status) return 0;
  if (a.status === ContractOrderStatus.holding) return -1;
  return b.status === ContractOrderStatus.holding ? 1 : 0;
};

/** The symbol's open positions and pending orders, under the order form. */
export const SymbolPositions = ({ code, pair }: { code: string; pair: string }) => {
  const { t } = useTranslation('contract');
  const orders = useSymbolOrders(code);
  const rows = ownSymbolRows(orders.data, code)
    .filter((order) => isOpenOrder(order.status))
    .sort(byState);
  return (
    <Stack gap="3" as="section" aria-label={t('positions.title')} data-testid="symbol-positions">
      <Flex justify="space-between" align="center">
        <Heading as="h2" size="md">
          {t('positions.title')}
        </Heading>
        <Flex gap="1">
          <Button asChild size="xs" variant="ghost">
            <Link to={pathTo('symbolOrders', { symbol: code })}>{t('positions.manage')}</Link>
          </Button>
          <Button asChild size="xs" variant="ghost">
            <Link to={pathOf('contractOrders')}>{t('positions.all')}</Link>
          </Button>
        </Flex>
      </Flex>
      <InfiniteList<ContractOrder>
        source={orders}
        rows={rows}
        rowKey={(order, index) => `${order.id}-${index}`}
        renderRow={(order) => <ContractOrderCard order={order} />}
        empty={t('positions.empty', { pair })}
      />
    </Stack>
  );
};

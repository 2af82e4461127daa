import { useEffect } from 'react';
import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ContractOrder } from '../../api/generated/model';
import { ContractOrderCard } from '../../components/contract-orders/contract-order-card';
import { InfiniteList } from '../../components/infinite-list';
import { Page } from '../../components/page';
import { EmptyState, LoadingRows, QueryError } from '../../components/query-state';
import { BatchClose } from './components/batch-close';
import { useContractSymbol, type ContractSymbol } from './hooks/use-contract-symbol';
import { ownSymbolRows, useSymbolOrders } from './hooks/use-symbol-orders';
import { pathOf, pathTo } from '../../lib/route-paths';

const SymbolOrders = ({ symbol }: { symbol: ContractSymbol }) => {
  const { t } = useTranslation('contract');
  const orders = useSymbolOrders(symbol.code);
  const rows = ownSymbolRows(orders.data, symbol.code);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = orders;
  // The total covers every open position, not only the first page: load the rest.
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);
  return (
    <Stack gap="4">
      {orders.data && <BatchClose code={symbol.code} pair={symbol.pair} orders={rows} />}
      <InfiniteList<ContractOrder>
        source={orders}
        rows={rows}
        rowKey={(order, index) => `${order.id}-${index}`}
        renderRow={(order) => <ContractOrderCard order={order} />}
        empty={t('orderList.empty', { pair: symbol.pair })}
      />
    </Stack>
  );
};

/**
 * Without a symbol the screen is no dead end: every contract's orders are one tap away, and so is
 * each listed symbol's own list.
 */
const PickSymbol = ({ symbols }: { symbols: readonly ContractSymbol[] }) => {
  const { t } = useTranslation('figures');
  return (
    <Stack gap="3" data-testid="order-list-pick">
      <Text color="fg.muted">{t('orders.pickSymbol')}</Text>
      <Button asChild colorPalette="brand" alignSelf="flex-start">
        <Link to={pathOf('contractOrders')}>{t('orders.allOrders')}</Link>
      </Button>
      <Flex gap="2" wrap="wrap">
        {symbols.map((item) => (
          <Button key={item.code} asChild size="sm" variant="outline">
            <Link to={pathTo('symbolOrders', { symbol: item.code })}>{item.pair}</Link>
          </Button>
        ))}
      </Flex>
    </Stack>
  );
};

/** One symbol's contract orders (`?symbol=`), with the open positions' total P/L and one-click close. */
export const OrderListScreen = () => {
  const { t } = useTranslation('contract');
  const { symbol, wanted, isPending, unknown, query } = useContractSymbol();
  const missing = wanted === '';
  return (
    <Page
      title={symbol && !missing ? t('orderList.title', { pair: symbol.pair }) : t('orderList.titlePlain')}
      backTo={missing ? pathOf('contractOrders') : pathTo('contract', { symbol: wanted })}
    >
      {missing && <PickSymbol symbols={query.data ?? []} />}
      {!missing && isPending && <LoadingRows rows={4} height="20" />}
      {!missing && query.isError && <QueryError error={query.error} onRetry={() => void query.refetch()} />}
      {!missing && unknown && <EmptyState>{t('unknownSymbol', { symbol: wanted.toUpperCase() })}</EmptyState>}
      {!missing && symbol && <SymbolOrders symbol={symbol} />}
    </Page>
  );
};

import { Badge, Box, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { ContractOrder } from '../../api/generated/model';
import { STATUS_PALETTE, SideBadge, useLivePosition } from '../../components/contract-orders/contract-order-card';
import { pnlColor } from '../../components/contract-orders/contract-format';
import { Page } from '../../components/page';
import { EmptyState, LoadingRows, QueryError } from '../../components/query-state';
import { SummaryRows } from '../../components/summary-rows';
import { isUnfilled, pnlRatioOf, positionMargin, sideName, sideOf } from '../../lib/contract-math';
import { toDecimal } from '../../lib/money';
import { routeId } from '../../lib/route-id';
import { useOrderLookup } from './hooks/use-order-lookup';
import { ContractOrderStatus } from '../../api/provider-values';
import { pathTo } from '../../lib/route-paths';
import { ProviderTime } from '../../components/provider-time';
import { useFormat } from '../../lib/use-format';

const OrderDetail = ({ order }: { order: ContractOrder }) => {
  const { t } = useTranslation('orders');
  const { t: tc } = useTranslation('contract');
  const { t: tf } = useTranslation('figures');
  const format = useFormat();
  const figures = useLivePosition(order);
  const holding = order.status === ContractOrderStatus.holding;
  const closed = order.status === ContractOrderStatus.closed;
  const pnl = holding ? figures.pnl : closed ? toDecimal(order.profit_loss) : null;
  const ratio = holding ? figures.ratio : closed ? pnlRatioOf(pnl, positionMargin(order)) : null;
  const usdt = (value: ContractOrder['margin']) =>
    value === undefined || value === null ? '—' : t('contract.usdt', { amount: format.amount(value) });
  const level = (value: ContractOrder['take_profit_price']) =>
    value === null || value === undefined || Number(value) === 0 ? t('contract.none') : format.price(value);
  const leverage = order.leverage ?? order.everage;
  const priceLabel = isUnfilled(order.status) ? 'contract.fields.orderPrice' : 'contract.fields.openPrice';
  const currentLabel = closed ? 'contract.fields.closePrice' : 'contract.fields.livePrice';
  const current = holding ? figures.price : order.current_price;

  return (
    <Stack gap="4" data-testid="order-detail" data-id={order.id}>
      <Box bg="bg.surface" borderRadius="l3" p="4">
        <Flex justify="space-between" align="center" gap="2">
          <HStack gap="2">
            <Text fontWeight="bold" fontSize="lg">
              {order.symbol.toUpperCase()}
            </Text>
            <SideBadge order={order} />
          </HStack>
          <Badge colorPalette={STATUS_PALETTE[order.status] ?? 'gray'} data-testid="detail-status">
            {t(`contract.status.${order.status}`)}
          </Badge>
        </Flex>
        {(holding || closed) && (
          <Flex justify="space-between" align="baseline" mt="3">
            <Box>
              <Text fontSize="xs" color="fg.muted">
                {holding ? tc('detail.live') : tc('detail.serverPnl')}
              </Text>
              <Text
                fontSize="2xl"
                fontWeight="bold"
                fontVariantNumeric="tabular-nums"
                color={pnlColor(pnl)}
                data-testid="order-pnl"
              >
                {t('contract.usdt', { amount: format.signedFigure(pnl) })}
              </Text>
            </Box>
            <Text
              fontWeight="semibold"
              fontVariantNumeric="tabular-nums"
              color={pnlColor(ratio)}
              data-testid="order-pnl-ratio"
            >
              {format.signedFigurePercent(ratio)}
            </Text>
          </Flex>
        )}
      </Box>
      <Box bg="bg.surface" borderRadius="l3" p="4">
        <SummaryRows
          testId="detail-rows"
          rows={[
            { key: 'symbol', label: t('contract.fields.symbol'), value: order.symbol.toUpperCase() },
            {
              key: 'side',
              label: t('contract.fields.side'),
              value: t(`contract.side.${sideName(sideOf(order.trade_type))}`),
            },
            { key: 'lots', label: t('contract.fields.lots'), value: format.amount(order.order_quantity, 0) },
            { key: 'price', label: t(priceLabel), value: format.price(order.open_price) },
            ...(order.status === ContractOrderStatus.cancelled
              ? []
              : [{ key: 'current', label: t(currentLabel), value: format.price(current) }]),
            { key: 'tp', label: t('contract.fields.takeProfit'), value: level(order.take_profit_price) },
            { key: 'sl', label: t('contract.fields.stopLoss'), value: level(order.stop_loss_price) },
            {
              key: 'leverage',
              label: t('contract.fields.leverage'),
              value: leverage === undefined ? '—' : t('contract.leverageValue', { value: format.amount(leverage, 0) }),
            },
            { key: 'margin', label: t('contract.fields.margin'), value: usdt(order.margin) },
            { key: 'fee', label: t('contract.fields.fee'), value: usdt(order.fee) },
            { key: 'overnight', label: t('contract.fields.overnightFee'), value: usdt(order.overnight_fee) },
            {
              key: 'pnl',
              label: t('contract.fields.pnl'),
              value: pnl ? t('contract.usdt', { amount: format.signedFigure(pnl) }) : '—',
            },
            { key: 'ratio', label: t('contract.fields.pnlRatio'), value: format.signedFigurePercent(ratio) },
            {
              key: 'risk',
              label: tf('position.risk'),
              value: holding ? t('contract.percent', { value: format.figure(figures.risk) }) : '—',
            },
            { key: 'openTime', label: t('contract.fields.openTime'), value: <ProviderTime value={order.order_time} /> },
            {
              key: 'closeTime',
              label: t('contract.fields.closeTime'),
              value: <ProviderTime value={order.close_time} />,
            },
            { key: 'status', label: t('contract.fields.status'), value: t(`contract.status.${order.status}`) },
          ]}
        />
      </Box>
    </Stack>
  );
};

const STATUSES: readonly ContractOrderStatus[] = Object.values(ContractOrderStatus);

/** One contract order (`?id=&status=`), found in the list of its status; live while it is held. */
export const OrderDetailScreen = () => {
  const { t } = useTranslation('contract');
  const { t: to } = useTranslation('orders');
  const [params] = useSearchParams();
  const id = routeId(params.get('id')) ?? 0;
  const status = STATUSES.find((value) => String(value) === params.get('status'));
  const valid = id > 0 && status !== undefined;
  const lookup = useOrderLookup(valid ? id : 0, status ?? ContractOrderStatus.holding, { enabled: valid });
  return (
    <Page title={t('detail.title')} backTo={pathTo('contractOrders', { status })}>
      {!valid && <EmptyState>{t('detail.missing')}</EmptyState>}
      {lookup.order && <OrderDetail order={lookup.order} />}
      {!lookup.order && lookup.error !== null && <QueryError error={lookup.error} onRetry={lookup.retry} />}
      {!lookup.order && lookup.isSearching && <LoadingRows rows={4} height="10" />}
      {!lookup.order && lookup.notFound && status !== undefined && (
        <EmptyState>{t('detail.notFound', { id, status: to(`contract.status.${status}`) })}</EmptyState>
      )}
    </Page>
  );
};

import { useState, type ReactNode } from 'react';
import { Badge, Box, Button, Flex, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { ContractOrder } from '../../api/generated/model';
import { ContractOrderStatus } from '../../api/provider-values';
import { isUnfilled, pnlRatioOf, positionFigures, positionMargin, sideName, sideOf } from '../../lib/contract-math';
import { liquidationPriceOf, liquidationText } from '../../lib/liquidation';
import { toDecimal } from '../../lib/money';
import { positionMarginRatio, positionRisk } from '../../domain/figures';
import { priceDecimalsOf } from '../../lib/format';
import { useProviderTime } from '../../lib/use-provider-time';
import { useLiveTicker } from '../../market/market-context';
import { ConfirmSendDialog } from '../confirm-send-dialog';
import { toaster } from '../ui/toaster';
import { pnlColor } from './contract-format';
import { TpSlDialog } from './tpsl-dialog';
import { useContractOrderActions } from './use-contract-order-actions';
import { pathTo } from '../../lib/route-paths';
import { useFormat } from '../../lib/use-format';

export const STATUS_PALETTE: Record<number, string> = { 0: 'orange', 1: 'blue', 2: 'gray', 3: 'gray' };

/** Where an order's details open (the detail screen finds the row in the list of that status). */
const orderDetailPath = (order: Pick<ContractOrder, 'id' | 'status'>): string =>
  pathTo('orderDetail', { id: order.id, status: order.status });

/** A position's live figures: P/L at the symbol's live price, or the server's mark price until one arrives. */
export const useLivePosition = (order: ContractOrder) => {
  const ticker = useLiveTicker(order.symbol);
  return positionFigures(order, order.status === ContractOrderStatus.holding ? ticker?.price : null);
};

export const SideBadge = ({ order }: { order: Pick<ContractOrder, 'trade_type' | 'leverage' | 'everage'> }) => {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const side = sideName(sideOf(order.trade_type));
  const leverage = order.leverage ?? order.everage;
  return (
    <Badge variant="solid" bg={side === 'long' ? 'profit' : 'loss'} color="bg" data-testid="order-side">
      {t(`contract.side.${side}`)}
      {leverage !== undefined && ` · ${t('contract.leverageValue', { value: format.amount(leverage, 0) })}`}
    </Badge>
  );
};

const Fact = ({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) => (
  <Box minW="0">
    <Text fontSize="xs" color="fg.muted" truncate title={label}>
      {label}
    </Text>
    <Text fontSize="sm" fontVariantNumeric="tabular-nums" truncate data-testid={testId}>
      {children}
    </Text>
  </Box>
);

/**
 * One contract order. Holding positions show P/L, P/L ratio and risk rate moving with the live price
 * and offer take profit / stop loss and close; pending orders offer cancel; every order opens its details.
 */
export const ContractOrderCard = ({ order }: { order: ContractOrder }) => {
  const { t } = useTranslation('orders');
  const { t: tf } = useTranslation('figures');
  const format = useFormat();
  const providerTime = useProviderTime();
  const actions = useContractOrderActions();
  const figures = useLivePosition(order);
  const [dialog, setDialog] = useState<'tpsl' | 'close' | 'cancel' | null>(null);
  const holding = order.status === ContractOrderStatus.holding;
  const closed = order.status === ContractOrderStatus.closed;
  const usdt = (value: string) => t('contract.usdt', { amount: value });
  const amount = (value: ContractOrder['margin']) =>
    value === undefined || value === null ? '—' : usdt(format.amount(value));
  const level = (value: ContractOrder['take_profit_price']) =>
    value === null || value === undefined || Number(value) === 0 ? t('contract.none') : format.price(value);
  const sideCode = sideOf(order.trade_type);
  const side = t(`contract.side.${sideName(sideCode)}`);
  // Holding: measured at the live price. Closed: the server's realised P/L.
  const pnl = holding ? figures.pnl : closed ? toDecimal(order.profit_loss) : null;
  // The price at which the provider closes the position by force (decision 0011): where its loss reaches its margin.
  const liquidation = holding
    ? liquidationPriceOf(sideCode, order.open_price, order.order_quantity, figures.margin?.toFixed())
    : null;
  const ratio = holding ? figures.ratio : closed ? pnlRatioOf(pnl, positionMargin(order)) : null;
  const done = (key: 'close' | 'cancel') => (sent: boolean) => {
    setDialog(null);
    if (sent) toaster.create({ type: 'success', description: t(`contract.${key}.done`) });
  };

  return (
    <Box
      bg="bg.surface"
      borderRadius="l3"
      p="4"
      data-testid="contract-order"
      data-id={order.id}
      data-status={order.status}
    >
      <Flex justify="space-between" align="center" gap="2">
        <HStack gap="2" minW="0">
          <Text fontWeight="semibold" truncate>
            {order.symbol.toUpperCase()}
          </Text>
          <SideBadge order={order} />
        </HStack>
        <Badge colorPalette={STATUS_PALETTE[order.status] ?? 'gray'}>{t(`contract.status.${order.status}`)}</Badge>
      </Flex>

      {(holding || closed) && (
        <Flex justify="space-between" align="baseline" mt="2" gap="2">
          <Box>
            <Text fontSize="xs" color="fg.muted">
              {t('contract.fields.pnl')}
            </Text>
            <Text
              fontSize="xl"
              fontWeight="bold"
              fontVariantNumeric="tabular-nums"
              color={pnlColor(pnl)}
              data-testid="order-pnl"
            >
              {format.signedFigure(pnl)}
            </Text>
          </Box>
          <Box textAlign="end">
            <Text fontSize="xs" color="fg.muted">
              {t('contract.fields.pnlRatio')}
            </Text>
            <Text
              fontWeight="semibold"
              fontVariantNumeric="tabular-nums"
              color={pnlColor(ratio)}
              data-testid="order-pnl-ratio"
            >
              {format.signedFigurePercent(ratio)}
            </Text>
          </Box>
        </Flex>
      )}

      <SimpleGrid columns={3} gap="2" mt="3">
        <Fact label={t('contract.fields.lots')}>{format.amount(order.order_quantity, 0)}</Fact>
        <Fact label={t(isUnfilled(order.status) ? 'contract.fields.orderPrice' : 'contract.fields.openPrice')}>
          {format.price(order.open_price)}
        </Fact>
        {holding && (
          <Fact label={t('contract.fields.livePrice')} testId="order-live-price">
            {format.price(figures.price)}
          </Fact>
        )}
        {closed && <Fact label={t('contract.fields.closePrice')}>{format.price(order.current_price)}</Fact>}
        {holding && (
          <Fact label={tf('position.marginRatio')} testId="order-margin-ratio">
            {t('contract.percent', { value: format.figure(positionMarginRatio(order, figures.price)) })}
          </Fact>
        )}
        {holding && (
          <Fact label={tf('position.risk')} testId="order-risk">
            {t('contract.percent', { value: format.figure(positionRisk(order, figures.price)) })}
          </Fact>
        )}
        {holding && (
          <Fact label={t('contract.fields.liquidation')} testId="order-liquidation">
            {liquidation
              ? format.price(liquidationText(sideCode, liquidation, priceDecimalsOf(order.open_price)))
              : t('contract.noLiquidation')}
          </Fact>
        )}
        <Fact label={t('contract.fields.margin')}>{amount(order.margin)}</Fact>
        <Fact label={t('contract.fields.fee')}>{amount(order.fee)}</Fact>
        {!isUnfilled(order.status) && (
          <Fact label={t('contract.fields.overnightFee')} testId="order-overnight-fee">
            {amount(order.overnight_fee)}
          </Fact>
        )}
        <Fact label={t('contract.fields.takeProfit')} testId="order-tp">
          {level(order.take_profit_price)}
        </Fact>
        <Fact label={t('contract.fields.stopLoss')} testId="order-sl">
          {level(order.stop_loss_price)}
        </Fact>
      </SimpleGrid>
      <Text fontSize="xs" color="fg.muted" mt="2">
        {closed || order.status === ContractOrderStatus.cancelled
          ? t('contract.timeRange', {
              open: order.order_time ? providerTime(order.order_time) : '—',
              close: order.close_time ? providerTime(order.close_time) : '—',
            })
          : providerTime(order.order_time)}
      </Text>

      <Flex gap="2" mt="3" justify="flex-end" wrap="wrap">
        <Button asChild size="sm" variant="ghost">
          <RouterLink to={orderDetailPath(order)}>{t('contract.actions.details')}</RouterLink>
        </Button>
        {holding && (
          <Button size="sm" variant="outline" onClick={() => setDialog('tpsl')}>
            {t('contract.actions.tpsl')}
          </Button>
        )}
        {holding && (
          <Button size="sm" colorPalette="brand" onClick={() => setDialog('close')}>
            {t('contract.actions.close')}
          </Button>
        )}
        {order.status === ContractOrderStatus.pending && (
          <Button size="sm" colorPalette="red" variant="outline" onClick={() => setDialog('cancel')}>
            {t('contract.actions.cancel')}
          </Button>
        )}
      </Flex>

      {dialog === 'tpsl' && (
        <TpSlDialog
          order={order}
          reference={figures.price ?? String(order.open_price)}
          actions={actions}
          onClose={() => setDialog(null)}
        />
      )}
      <ConfirmSendDialog
        open={dialog === 'close'}
        title={t('contract.close.title')}
        confirmLabel={t('contract.close.confirm')}
        pending={actions.pending}
        onCancel={() => setDialog(null)}
        onConfirm={() => void actions.close(order.id).then(done('close'))}
        rows={[
          { label: t('contract.fields.order'), value: t('contract.orderNumber', { id: order.id }) },
          { label: t('contract.fields.symbol'), value: order.symbol.toUpperCase() },
          { label: t('contract.fields.side'), value: side },
          { label: t('contract.fields.lots'), value: format.amount(order.order_quantity, 0) },
          { label: t('contract.fields.livePrice'), value: format.price(figures.price) },
          { label: t('contract.fields.estimatedPnl'), value: usdt(format.signedFigure(figures.pnl)) },
        ]}
      />
      <ConfirmSendDialog
        open={dialog === 'cancel'}
        title={t('contract.cancel.title')}
        confirmLabel={t('contract.cancel.confirm')}
        pending={actions.pending}
        onCancel={() => setDialog(null)}
        onConfirm={() => void actions.cancel(order.id).then(done('cancel'))}
        rows={[
          { label: t('contract.fields.order'), value: t('contract.orderNumber', { id: order.id }) },
          { label: t('contract.fields.symbol'), value: order.symbol.toUpperCase() },
          { label: t('contract.fields.side'), value: side },
          { label: t('contract.fields.lots'), value: format.amount(order.order_quantity, 0) },
          { label: t('contract.fields.orderPrice'), value: format.price(order.open_price) },
        ]}
      />
    </Box>
  );
};

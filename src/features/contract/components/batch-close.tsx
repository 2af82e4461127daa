import { useState } from 'react';
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { BatchCloseRequest, ContractOrder } from '../../../api/generated/model';
import { ConfirmSendDialog } from '../../../components/confirm-send-dialog';
import { pnlColor } from '../../../components/contract-orders/contract-format';
import { useContractOrderActions } from '../../../components/contract-orders/use-contract-order-actions';
import { toaster } from '../../../components/ui/toaster';
import { positionFigures, totalPnl } from '../../../lib/contract-math';
import { useLivePrices } from '../../../market/market-context';
import { ContractOrderStatus, ContractTradeType } from '../../../api/provider-values';
import { useFormat } from '../../../lib/use-format';

type Which = 'all' | 'longs' | 'shorts';
const TRADE_TYPE: Record<Which, ContractTradeType | undefined> = {
  all: undefined,
  longs: ContractTradeType.long,
  shorts: ContractTradeType.short,
};
const KINDS: readonly Which[] = ['all', 'longs', 'shorts'];

/**
 * The symbol's open positions at a glance: their total live P/L (each position counted once) and
 * one-click close of all of them, the longs or the shorts (`/trade/batchClose`), after a confirmation.
 */
export const BatchClose = ({
  code,
  pair,
  orders,
}: {
  code: string;
  pair: string;
  orders: readonly ContractOrder[];
}) => {
  const { t } = useTranslation('contract');
  const format = useFormat();
  const actions = useContractOrderActions();
  const [which, setWhich] = useState<Which | null>(null);
  // batchClose closes this symbol's positions only: nothing of another symbol is counted.
  const holding = orders.filter(
    (order) =>
      order.status === ContractOrderStatus.holding && order.symbol.trim().toLowerCase() === code.trim().toLowerCase(),
  );
  // Each position is valued at its own symbol's live price (its server mark price until one arrives).
  const prices = useLivePrices(holding.map((order) => order.symbol));
  const figures = holding.map((order) => ({
    order,
    pnl: positionFigures(order, prices.get(order.symbol.trim().toLowerCase())).pnl,
  }));
  const unique = new Set(holding.map((order) => order.id)).size;
  const total = totalPnl(figures.map(({ order, pnl }) => ({ id: order.id, pnl })));
  const affected = (kind: Which) =>
    figures.filter(({ order }) => TRADE_TYPE[kind] === undefined || order.trade_type === TRADE_TYPE[kind]);
  const count = (kind: Which) => new Set(affected(kind).map(({ order }) => order.id)).size;
  const body = (kind: Which): BatchCloseRequest => {
    const tradetype = TRADE_TYPE[kind];
    return tradetype === undefined ? { symbol: code } : { symbol: code, tradetype };
  };
  const confirmTitle = {
    all: 'orderList.confirmAll',
    longs: 'orderList.confirmLongs',
    shorts: 'orderList.confirmShorts',
  } as const;
  const whichLabel = {
    all: 'orderList.whichAll',
    longs: 'orderList.whichLongs',
    shorts: 'orderList.whichShorts',
  } as const;
  const buttonLabel = {
    all: 'orderList.closeAll',
    longs: 'orderList.closeLongs',
    shorts: 'orderList.closeShorts',
  } as const;

  const send = (): void => {
    if (!which) return;
    void actions.batchClose(body(which)).then((sent) => {
      setWhich(null);
      if (sent) toaster.create({ type: 'success', description: t('orderList.done') });
    });
  };

  return (
    <Box bg="bg.surface" borderRadius="l3" p="4" data-testid="batch-close">
      <Flex justify="space-between" align="baseline" gap="2">
        <Box>
          <Text fontSize="sm" color="fg.muted">
            {t('orderList.totalPnl')}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {t('orderList.positions', { count: unique })}
          </Text>
        </Box>
        <Text
          fontSize="xl"
          fontWeight="bold"
          fontVariantNumeric="tabular-nums"
          whiteSpace="nowrap"
          color={pnlColor(total)}
          data-testid="total-pnl"
        >
          {t('usdt', { amount: format.signedFigure(total) })}
        </Text>
      </Flex>
      <Flex gap="2" mt="3" wrap="wrap">
        {KINDS.map((kind) => (
          <Button
            key={kind}
            size="sm"
            flex="1 1 auto"
            variant="outline"
            colorPalette="red"
            disabled={count(kind) === 0}
            onClick={() => setWhich(kind)}
          >
            {t(buttonLabel[kind])}
          </Button>
        ))}
      </Flex>
      {unique === 0 && (
        <Text fontSize="xs" color="fg.muted" mt="2">
          {t('orderList.nothing')}
        </Text>
      )}
      <ConfirmSendDialog
        open={which !== null}
        title={which ? t(confirmTitle[which], { pair }) : ''}
        confirmLabel={t('orderList.send')}
        pending={actions.pending}
        onCancel={() => setWhich(null)}
        onConfirm={send}
        rows={
          which
            ? [
                { label: t('confirm.symbol'), value: code.toUpperCase() },
                { label: t('orderList.which'), value: t(whichLabel[which]) },
                { label: t('orderList.affected'), value: String(count(which)) },
                {
                  label: t('orderList.estimatedPnl'),
                  value: t('usdt', {
                    amount: format.signedFigure(
                      totalPnl(affected(which).map(({ order, pnl }) => ({ id: order.id, pnl }))),
                    ),
                  }),
                },
              ]
            : []
        }
      />
    </Box>
  );
};

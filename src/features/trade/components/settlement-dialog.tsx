import Big from 'big.js';
import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SummaryRows } from '../../../components/summary-rows';
import { toDecimal } from '../../../lib/money';
import { useActiveOrders, type ActiveOrder } from '../active-orders-store';
import { OptionDirection } from '../../../api/provider-values';
import { useFormat } from '../../../lib/use-format';

export type Outcome = 'win' | 'loss' | 'even';

/**
 * The outcome of a settled order: `profit` > 0 is a win, < 0 a loss; the amount is the magnitude
 * `profitloss` with the sign of `profit` (the provider sends them so).
 */
export const outcomeOf = (profit: unknown, profitloss: unknown): { outcome: Outcome; amount: string | null } => {
  const signed = toDecimal(typeof profit === 'number' || typeof profit === 'string' ? profit : null);
  const magnitude = toDecimal(typeof profitloss === 'number' || typeof profitloss === 'string' ? profitloss : null);
  const outcome: Outcome = !signed || signed.eq(0) ? 'even' : signed.gt(0) ? 'win' : 'loss';
  const size = (magnitude ?? signed ?? new Big(0)).abs();
  return { outcome, amount: size.toFixed(2) };
};

/** How an outcome is written: the sign of its amount and its colour. */
export const OUTCOME_LOOK: Record<Outcome, { sign: string; color: string }> = {
  win: { sign: '+', color: 'profit' },
  loss: { sign: '−', color: 'loss' },
  even: { sign: '', color: 'fg' },
};

/** Win or loss of one settled order, its amount, open and close price; OK clears it. */
export const SettlementDialog = ({ order }: { order: ActiveOrder | undefined }) => {
  const { t } = useTranslation('trade');
  const format = useFormat();
  const dismiss = useActiveOrders((state) => state.dismiss);
  const result = order?.result;
  const { outcome, amount } = outcomeOf(result?.profit, result?.profitloss);
  const { sign, color } = OUTCOME_LOOK[outcome];

  return (
    <Dialog.Root
      open={order !== undefined && result !== undefined}
      role="alertdialog"
      placement="center"
      closeOnInteractOutside={false}
      onOpenChange={(details) => {
        if (!details.open && order) dismiss(order.id);
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" data-testid="settlement-dialog" data-outcome={outcome}>
            <Dialog.Header>
              <Dialog.Title color={color}>{t(`result.${outcome}`)}</Dialog.Title>
            </Dialog.Header>
            {order && result && (
              <Dialog.Body>
                <Stack gap="3">
                  <Text
                    fontSize="3xl"
                    fontWeight="bold"
                    textAlign="center"
                    color={color}
                    fontVariantNumeric="tabular-nums"
                    data-testid="settlement-amount"
                  >
                    {`${sign}${t('usdt', { amount: format.amount(amount) })}`}
                  </Text>
                  <SummaryRows
                    rows={[
                      { key: 'symbol', label: t('confirm.symbol'), value: String(result.symbol).toUpperCase() },
                      {
                        key: 'direction',
                        label: t('confirm.direction'),
                        value: t(result.direction === OptionDirection.up ? 'direction.up' : 'direction.down'),
                      },
                      {
                        key: 'amount',
                        label: t('confirm.amount'),
                        value: t('usdt', { amount: format.amount(result.amount) }),
                      },
                      {
                        key: 'open',
                        label: t('result.openPrice'),
                        value: format.price(result.open_price ?? order.openPrice),
                      },
                      { key: 'close', label: t('result.closePrice'), value: format.price(result.close_price) },
                    ]}
                  />
                </Stack>
              </Dialog.Body>
            )}
            <Dialog.Footer>
              <Button colorPalette="brand" flex="1" onClick={() => order && dismiss(order.id)}>
                {t('result.ok')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
};

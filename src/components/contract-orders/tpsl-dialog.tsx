import { useState } from 'react';
import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ContractOrder } from '../../api/generated/model';
import { checkStopLoss, checkTakeProfit, sideName, sideOf, type TpSlProblem } from '../../lib/contract-math';
import { AmountInput } from '../amount-input';
import { FormField } from '../form-field';
import { toaster } from '../ui/toaster';
import type { useContractOrderActions } from './use-contract-order-actions';
import { useFormat } from '../../lib/use-format';

const initial = (value: ContractOrder['take_profit_price']): string =>
  value === null || value === undefined || Number(value) === 0 ? '' : String(value);

interface TpSlDialogProps {
  order: ContractOrder;
  /** The price the levels are checked against: live, else the server's mark price. */
  reference: string | null;
  actions: ReturnType<typeof useContractOrderActions>;
  onClose: () => void;
}

/**
 * Take profit and stop loss of a position (`/trade/setContract`, which names take profit
 * `target_profit_price`). Checked against the side and the current price; an empty field means none.
 * A refusal keeps the dialog open with what was typed.
 */
export const TpSlDialog = ({ order, reference, actions, onClose }: TpSlDialogProps) => {
  const { t } = useTranslation('orders');
  const { t: tc } = useTranslation();
  const format = useFormat();
  const [takeProfit, setTakeProfit] = useState(() => initial(order.take_profit_price));
  const [stopLoss, setStopLoss] = useState(() => initial(order.stop_loss_price));
  const [checked, setChecked] = useState(false);
  const side = sideOf(order.trade_type);
  const tpProblem = checkTakeProfit(takeProfit, side, reference);
  const slProblem = checkStopLoss(stopLoss, side, reference);
  const price = format.price(reference);
  const message = (problem: TpSlProblem | null): string | undefined =>
    checked && problem ? t(`contract.tpsl.errors.${problem}`, { price }) : undefined;

  const save = (): void => {
    setChecked(true);
    if (tpProblem || slProblem || actions.pending) return;
    // setContract takes JSON numbers; a typed decimal converts to the same shortest text.
    void actions
      .setTpSl({
        id: order.id,
        target_profit_price: takeProfit.trim() === '' ? null : Number(takeProfit.trim()),
        stop_loss_price: stopLoss.trim() === '' ? null : Number(stopLoss.trim()),
      })
      .then((sent) => {
        if (!sent) return;
        toaster.create({ type: 'success', description: t('contract.tpsl.done') });
        onClose();
      });
  };

  return (
    <Dialog.Root
      open
      placement="center"
      onOpenChange={(details) => {
        if (!details.open && !actions.pending) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" data-testid="tpsl-dialog">
            <form
              noValidate
              aria-label={t('contract.tpsl.title')}
              onSubmit={(event) => {
                event.preventDefault();
                save();
              }}
            >
              <Dialog.Header>
                <Dialog.Title>{t('contract.tpsl.title')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  <Text fontSize="sm" color="fg.muted">
                    {t('contract.tpsl.hint', { price, side: t(`contract.side.${sideName(side)}`) })}
                  </Text>
                  <FormField label={t('contract.fields.takeProfit')} error={message(tpProblem)}>
                    <AmountInput
                      name="takeProfit"
                      value={takeProfit}
                      onValueChange={setTakeProfit}
                      placeholder={t('contract.none')}
                    />
                  </FormField>
                  <FormField label={t('contract.fields.stopLoss')} error={message(slProblem)}>
                    <AmountInput
                      name="stopLoss"
                      value={stopLoss}
                      onValueChange={setStopLoss}
                      placeholder={t('contract.none')}
                    />
                  </FormField>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" flex="1" onClick={onClose} disabled={actions.pending}>
                  {tc('actions.cancel')}
                </Button>
                <Button type="submit" colorPalette="brand" flex="1" loading={actions.pending}>
                  {t('contract.tpsl.save')}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
};

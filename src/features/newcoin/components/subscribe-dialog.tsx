import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ConfirmSendDialog } from '../../../components/confirm-send-dialog';
import { FormField } from '../../../components/form-field';
import { coinQuantity } from '../../../lib/newcoin-math';
import type { useNewCoinSubscribe } from '../hooks/use-new-coin-subscribe';
import { useAmountMessage } from '../../../components/amount-message';
import { AmountField } from '../../../components/amount-field';
import { useFormat } from '../../../lib/use-format';

type Flow = ReturnType<typeof useNewCoinSubscribe>;

/** The amount form, then the confirmation of exactly what is sent. */
export const SubscribeDialog = ({ flow }: { flow: Flow }) => {
  const { t } = useTranslation('newcoin');
  const { t: tc } = useTranslation();
  const format = useFormat();
  const amountMessage = useAmountMessage();
  const { coin } = flow;
  if (!coin) return null;
  const usdt = (value: string | number | null | undefined) => t('usdt', { amount: format.amount(value) });
  const coins = flow.problem === null && flow.value !== null ? coinQuantity(flow.value, coin.price) : null;
  const error = (): string | undefined => {
    switch (flow.problem) {
      case null:
        return undefined;
      case 'belowMin':
        return t('validation.belowMin', { min: usdt(coin.min_amount) });
      case 'aboveMax':
        return t('validation.aboveMax', { max: usdt(coin.max_amount) });
      case 'aboveBalance':
        return t('validation.aboveBalance', { available: usdt(flow.available) });
      default:
        return amountMessage(flow.problem);
    }
  };
  return (
    <>
      <Dialog.Root
        open={flow.step === 'form'}
        placement="center"
        onOpenChange={(details) => {
          if (!details.open) flow.close();
        }}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content mx="4" data-testid="subscribe-dialog">
              <form
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  flow.review();
                }}
              >
                <Dialog.Header>
                  <Dialog.Title>{t('form.title', { name: coin.name })}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="3">
                    <FormField
                      label={t('form.amount')}
                      error={error()}
                      helper={t('form.available', { amount: usdt(flow.available) })}
                      required
                    >
                      <AmountField control={flow.control} name="amount" placeholder={t('form.placeholder')} />
                    </FormField>
                    <Text fontSize="sm" color="fg.muted" data-testid="coin-quantity">
                      {t('form.quantity', {
                        coins: coins === null ? '—' : format.amount(coins, 4),
                        symbol: coin.symbol,
                      })}
                    </Text>
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button variant="outline" onClick={flow.close}>
                    {tc('actions.cancel')}
                  </Button>
                  <Button type="submit" colorPalette="brand">
                    {t('form.continue')}
                  </Button>
                </Dialog.Footer>
              </form>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      <ConfirmSendDialog
        open={flow.step === 'confirm'}
        title={t('confirm.title')}
        pending={flow.pending}
        onCancel={flow.back}
        onConfirm={flow.confirm}
        confirmLabel={t('subscribe')}
        rows={[
          { label: t('confirm.coin'), value: t('coinName', { name: coin.name, symbol: coin.symbol }) },
          { label: t('price'), value: t('usdt', { amount: format.amount(coin.price, 4) }) },
          { label: t('confirm.amount'), value: usdt(flow.amount) },
          {
            label: t('confirm.quantity'),
            value: format.amount(coinQuantity(flow.amount, coin.price), 4),
          },
        ]}
      />
    </>
  );
};

import { AmountField } from '../../../components/amount-field';
import { Button, Flex } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useAmountMessage } from '../../../components/amount-message';
import { FormField } from '../../../components/form-field';
import { toDecimal } from '../../../lib/money';
import { useExpiryLabel } from '../../../lib/option-expiry';
import { useFormat } from '../../../lib/use-format';
import type { OptionOrderForm } from '../hooks/use-option-order';

/** Stakes as a share of the available balance, as the contract form offers lots. */
const OPTION_SHARES = [25, 50, 75, 100] as const;

/** The order sheet's stake: the field with its problem, the quick amounts and the shares of the balance. */
export const StakeField = ({ form }: { form: OptionOrderForm }) => {
  const { t } = useTranslation('trade');
  const format = useFormat();
  const expiryLabel = useExpiryLabel();
  const amountMessage = useAmountMessage();
  const usdt = (value: string | number | null | undefined): string => t('usdt', { amount: format.amount(value) });
  const expiry = form.expiry;

  const problemText = (): string | undefined => {
    switch (form.problem) {
      case null:
        return undefined;
      case 'belowMin':
        return t('order.errors.belowMin', {
          min: usdt(expiry?.min_amount),
          expiry: expiry ? expiryLabel(expiry.trade_time, expiry.unit) : '',
        });
      case 'aboveBalance':
        return t('order.errors.aboveBalance', { available: usdt(form.available) });
      default:
        return amountMessage(form.problem);
    }
  };

  return (
    <>
      <FormField
        label={t('order.amount')}
        error={problemText()}
        helper={t('order.available', { amount: usdt(form.available) })}
        required
      >
        {/* A typed stake clears the last refusal: the field's change goes through setAmount. */}
        <AmountField
          control={form.control}
          name="amount"
          onValueChange={form.setAmount}
          placeholder={expiry ? t('order.amountPlaceholder', { min: format.plain(expiry.min_amount) }) : undefined}
          size="lg"
        />
      </FormField>
      {(form.quickAmounts.data?.length ?? 0) > 0 && (
        <Flex gap="2" wrap="wrap" role="group" aria-label={t('order.quick')}>
          {form.quickAmounts.data?.map((value) => (
            <Button
              key={value}
              type="button"
              size="xs"
              variant={form.amount === String(value) ? 'solid' : 'subtle'}
              colorPalette={form.amount === String(value) ? 'brand' : 'gray'}
              borderRadius="full"
              onClick={() => form.setAmount(String(value))}
              data-testid="quick-amount"
            >
              {format.plain(value)}
            </Button>
          ))}
        </Flex>
      )}
      <Flex gap="2" role="group" aria-label={t('order.shares')}>
        {OPTION_SHARES.map((percent) => (
          <Button
            key={percent}
            type="button"
            size="xs"
            flex="1"
            variant="outline"
            disabled={!toDecimal(form.available)?.gt(0)}
            onClick={() => form.applyShare(percent)}
            data-testid="share-amount"
          >
            {format.rate(percent)}
          </Button>
        ))}
      </Flex>
    </>
  );
};

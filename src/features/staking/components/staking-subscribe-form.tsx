import { Button, DataList, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { StakingProductDetail } from '../../../api/generated/model';
import { ConfirmSendDialog } from '../../../components/confirm-send-dialog';
import { FormField } from '../../../components/form-field';
import { toaster } from '../../../components/ui/toaster';
import { useStakingSubscribe } from '../hooks/use-staking-subscribe';
import { rebateKey } from '../staking-rebate';
import { useAmountMessage } from '../../../components/amount-message';
import { AmountField } from '../../../components/amount-field';
import { RebateExplainer } from './rebate-explainer';
import { pathTo } from '../../../lib/route-paths';
import { useFormat } from '../../../lib/use-format';

/** Amount, limits, balance, expected reward, confirmation and the one request. */
export const StakingSubscribeForm = ({
  product,
  available,
}: {
  product: StakingProductDetail;
  available: string | null;
}) => {
  const { t } = useTranslation('staking');
  const format = useFormat();
  const navigate = useNavigate();
  const form = useStakingSubscribe({
    product,
    available,
    onSubmitted: () => {
      toaster.create({ type: 'success', description: t('details.submitted') });
      void navigate(pathTo('staking', { tab: 'orders' }), { replace: true });
    },
  });
  const amountMessage = useAmountMessage();
  const money = (value: string | number | null | undefined) => t('usdt', { amount: format.amount(value) });
  const problemText = (): string | undefined => {
    switch (form.problem) {
      case null:
        return undefined;
      case 'belowMin':
        return t('validation.belowMin', { min: money(product.min_amount) });
      case 'aboveMax':
        return t('validation.aboveMax', { max: money(product.max_amount) });
      case 'aboveBalance':
        return t('validation.aboveBalance', { available: money(available) });
      default:
        return amountMessage(form.problem);
    }
  };

  return (
    <form
      noValidate
      aria-label={t('details.subscribe')}
      onSubmit={(event) => {
        event.preventDefault();
        form.review();
      }}
    >
      <Stack gap="4">
        <FormField
          label={t('details.amount')}
          error={problemText()}
          helper={t('details.availableBalance', { amount: money(available) })}
          required
        >
          <AmountField
            control={form.control}
            name="amount"
            placeholder={t('details.amountPlaceholder', {
              min: format.amount(product.min_amount, 0),
              max: format.amount(product.max_amount, 0),
            })}
            size="lg"
          />
        </FormField>
        <Flex justify="space-between" bg="bg.surface" borderRadius="l2" p="3">
          <Text color="fg.muted">{t('details.expectedReward')}</Text>
          <Text fontWeight="semibold" color="profit" data-testid="staking-reward">
            {form.reward === null ? '—' : money(form.reward)}
          </Text>
        </Flex>
        <RebateExplainer product={product} amount={form.payout ? form.value : null} />
        <Button type="submit" colorPalette="brand" size="lg">
          {t('details.subscribe')}
        </Button>
      </Stack>
      <ConfirmSendDialog
        open={form.confirming}
        title={t('confirm.title')}
        pending={form.pending}
        onCancel={form.cancel}
        onConfirm={form.confirm}
        confirmLabel={t('confirm.send')}
        rows={[
          { label: t('confirm.product'), value: product.name },
          { label: t('confirm.amount'), value: money(form.value) },
          { label: t('product.days'), value: t('days', { days: product.day }) },
          { label: t('product.dailyYield'), value: t('percent', { value: format.plain(product.interest) }) },
          { label: t('details.rebate'), value: t(rebateKey(product.type)) },
          { label: t('details.expectedReward'), value: money(form.reward) },
        ]}
      />
    </form>
  );
};

export const StakingFacts = ({ product }: { product: StakingProductDetail }) => {
  const { t } = useTranslation('staking');
  const format = useFormat();
  return (
    <DataList.Root
      orientation="horizontal"
      size="md"
      bg="bg.surface"
      borderRadius="l3"
      p="4"
      data-testid="staking-facts"
    >
      <DataList.Item>
        <DataList.ItemLabel>{t('product.dailyYield')}</DataList.ItemLabel>
        <DataList.ItemValue color="profit" fontWeight="semibold">
          {t('percent', { value: format.plain(product.interest) })}
        </DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>{t('product.days')}</DataList.ItemLabel>
        <DataList.ItemValue>{t('days', { days: product.day })}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>{t('details.min')}</DataList.ItemLabel>
        <DataList.ItemValue>{t('usdt', { amount: format.amount(product.min_amount) })}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>{t('details.max')}</DataList.ItemLabel>
        <DataList.ItemValue>{t('usdt', { amount: format.amount(product.max_amount) })}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>{t('details.rebate')}</DataList.ItemLabel>
        <DataList.ItemValue data-testid="staking-rebate">{t(rebateKey(product.type))}</DataList.ItemValue>
      </DataList.Item>
    </DataList.Root>
  );
};

import Big from 'big.js';
import { Box, Button, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AmountField } from '../../../components/amount-field';
import { Link } from 'react-router-dom';
import { pathOf } from '../../../lib/route-paths';
import { FormField } from '../../../components/form-field';
import { SummaryRows } from '../../../components/summary-rows';
import { toCents } from '../../../lib/contract-math';
import { useFormat } from '../../../lib/use-format';
import { LOT_PRESETS, SHARES, type useOrderForm } from '../hooks/use-order-form';
import { OrderConfirm } from './order-confirm';
import { ContractPriceType, ContractTradeType } from '../../../api/provider-values';

type Form = ReturnType<typeof useOrderForm>;

/**
 * What one lot needs (margin + fee at the order price and leverage) before any lot is typed, and how
 * much more a balance that cannot pay for one needs: a first deposit may be smaller than one lot.
 */
const OneLot = ({ form, pair, available }: { form: Form; pair: string; available: string | null }) => {
  const { t } = useTranslation('figures');
  const format = useFormat();
  const lot = form.oneLot;
  if (!lot || form.leverage === null) return null;
  const funds = available === null ? null : new Big(available);
  const missing = funds !== null && funds.lt(lot.total) ? lot.total.minus(funds) : null;
  return (
    <Box bg="bg.muted" borderRadius="l2" p="3" fontSize="sm" data-testid="one-lot">
      <Text>
        {t('lot.oneLot', {
          symbol: pair,
          leverage: format.amount(form.leverage, 0),
          total: format.amount(lot.total.toFixed(2)),
          margin: format.amount(lot.margin.toFixed(2)),
          fee: format.amount(lot.fee.toFixed(2)),
        })}{' '}
        {t('lot.lotsWhole')}
      </Text>
      {missing && (
        <Flex mt="2" gap="2" align="center" justify="space-between" wrap="wrap">
          <Text color="fg.error" fontWeight="medium" data-testid="one-lot-short">
            {t('lot.shortBy', { amount: format.amount(missing.toFixed(2)) })}
          </Text>
          <Button asChild size="xs" colorPalette="brand">
            <Link to={pathOf('deposit')}>{t('firstSteps.depositCta')}</Link>
          </Button>
        </Flex>
      )}
    </Box>
  );
};

const Choice = ({
  selected,
  onClick,
  children,
  testId,
}: {
  selected: boolean;
  onClick: () => void;
  children: React.ReactNode;
  testId?: string;
}) => (
  <Button
    size="sm"
    variant={selected ? 'solid' : 'outline'}
    colorPalette={selected ? 'brand' : 'gray'}
    onClick={onClick}
    aria-pressed={selected}
    data-testid={testId}
  >
    {children}
  </Button>
);

/** The contract order form: what, how much, at which price and leverage, what it costs; then the confirmation. */
export const OrderForm = ({
  form,
  pair,
  available,
  disabled = false,
}: {
  form: Form;
  pair: string;
  available: string | null;
  disabled?: boolean;
}) => {
  const { t } = useTranslation('contract');
  const format = useFormat();
  const usdt = (value: string | null) => t('usdt', { amount: format.amount(value) });
  const long = form.side === ContractTradeType.long;
  const { problems, quote } = form;
  const priceText = format.price(form.orderPrice);

  const priceError = problems.price ? t(`errors.price.${problems.price}`, { pair }) : undefined;
  const lotsError = problems.lots
    ? t(`errors.lots.${problems.lots}`, { percent: form.share ?? 100, available: usdt(available) })
    : undefined;
  const levelError = (problem: typeof problems.takeProfit) =>
    problem ? t(`errors.tpsl.${problem}`, { price: priceText }) : undefined;

  return (
    <Box asChild bg="bg.surface" borderRadius="l3" p="4">
      <form
        noValidate
        aria-label={t('form.label')}
        onSubmit={(event) => {
          event.preventDefault();
          if (!disabled) form.submit();
        }}
      >
        <Stack gap="4">
          <Grid templateColumns="1fr 1fr" gap="2" role="group" aria-label={t('form.side')}>
            <Button
              variant="plain"
              _hover={{ opacity: 0.9 }}
              borderWidth="1px"
              borderColor={long ? 'profit' : 'border'}
              bg={long ? 'profit' : 'bg.muted'}
              color={long ? 'bg' : 'fg'}
              aria-pressed={long}
              onClick={() => form.setSide(ContractTradeType.long)}
              data-testid="side-long"
            >
              {t('side.long')}
            </Button>
            <Button
              variant="plain"
              _hover={{ opacity: 0.9 }}
              borderWidth="1px"
              borderColor={long ? 'border' : 'loss'}
              bg={long ? 'bg.muted' : 'loss'}
              color={long ? 'fg' : 'bg'}
              aria-pressed={!long}
              onClick={() => form.setSide(ContractTradeType.short)}
              data-testid="side-short"
            >
              {t('side.short')}
            </Button>
          </Grid>

          <Flex gap="2" role="group" aria-label={t('form.priceType')}>
            <Choice
              selected={form.priceType === ContractPriceType.market}
              onClick={() => form.setPriceType(ContractPriceType.market)}
            >
              {t('priceType.market')}
            </Choice>
            <Choice
              selected={form.priceType === ContractPriceType.limit}
              onClick={() => form.setPriceType(ContractPriceType.limit)}
            >
              {t('priceType.limit')}
            </Choice>
          </Flex>

          {form.priceType === ContractPriceType.limit ? (
            <FormField label={t('form.limitPrice')} error={priceError} required>
              <AmountField control={form.control} name="limitPrice" placeholder={t('form.limitPlaceholder')} />
            </FormField>
          ) : (
            priceError && (
              <Text color="fg.error" fontSize="sm" role="alert">
                {priceError}
              </Text>
            )
          )}

          <OneLot form={form} pair={pair} available={available} />
          <FormField label={t('form.lots')} error={lotsError} required>
            {/* Typing lots leaves a share of the balance: the field's change goes through setLots. */}
            <AmountField control={form.control} name="lots" onValueChange={form.setLots} inputMode="numeric" />
          </FormField>
          <Flex gap="2" wrap="wrap" role="group" aria-label={t('form.lotPresets')}>
            {LOT_PRESETS.map((preset) => (
              <Choice
                key={preset}
                selected={form.share === null && form.lots === preset}
                onClick={() => form.setLots(preset)}
              >
                {preset}
              </Choice>
            ))}
          </Flex>
          <Flex gap="2" wrap="wrap" role="group" aria-label={t('form.shares')}>
            {SHARES.map((share) => (
              <Choice key={share} selected={form.share === share} onClick={() => form.applyShare(share)}>
                {t('form.share', { percent: share })}
              </Choice>
            ))}
          </Flex>

          <Stack gap="2">
            <Text fontWeight="medium" fontSize="sm">
              {t('form.leverage')}
            </Text>
            <Flex gap="2" wrap="wrap" role="group" aria-label={t('form.leverage')}>
              {form.leverages.map((value) => (
                <Choice key={value} selected={form.leverage === value} onClick={() => form.setLeverage(value)}>
                  {t('leverageValue', { value })}
                </Choice>
              ))}
            </Flex>
          </Stack>

          <Grid templateColumns="1fr 1fr" gap="3">
            <FormField label={t('form.takeProfit')} error={levelError(problems.takeProfit)} helper={t('form.optional')}>
              <AmountField control={form.control} name="takeProfit" />
            </FormField>
            <FormField label={t('form.stopLoss')} error={levelError(problems.stopLoss)} helper={t('form.optional')}>
              <AmountField control={form.control} name="stopLoss" />
            </FormField>
          </Grid>

          <SummaryRows
            testId="order-summary"
            rows={[
              {
                key: 'price',
                label: t(form.priceType === ContractPriceType.market ? 'summary.marketPrice' : 'summary.orderPrice'),
                value: priceText,
              },
              { key: 'margin', label: t('summary.margin'), value: quote ? usdt(toCents(quote.margin)) : '—' },
              { key: 'fee', label: t('summary.fee'), value: quote ? usdt(toCents(quote.fee)) : '—' },
              {
                key: 'overnight',
                label: t('summary.overnightFee'),
                value: !form.hasOvernightRate
                  ? t('summary.overnightUnknown')
                  : quote?.overnightFee
                    ? t('summary.perNight', { amount: usdt(toCents(quote.overnightFee)) })
                    : '—',
              },
              {
                key: 'total',
                label: t('summary.total'),
                value: quote ? usdt(toCents(quote.total)) : '—',
                strong: true,
              },
              {
                key: 'liquidation',
                label: t('summary.liquidation'),
                value: form.liquidation ? format.price(form.liquidation) : quote ? t('summary.noLiquidation') : '—',
              },
              { key: 'available', label: t('summary.available'), value: usdt(available) },
            ]}
          />
          {problems.balance && (
            <Text color="fg.error" fontSize="sm" role="alert" data-testid="balance-error">
              {t(`errors.balance.${problems.balance}`, {
                total: quote ? usdt(toCents(quote.total)) : '—',
                available: usdt(available),
              })}
            </Text>
          )}

          <Button
            type="submit"
            size="lg"
            variant="plain"
            _hover={{ opacity: 0.9 }}
            bg={long ? 'profit' : 'loss'}
            color="bg"
            disabled={disabled}
            data-testid="place-order"
          >
            {t(long ? 'form.openLong' : 'form.openShort')}
          </Button>
        </Stack>
        <OrderConfirm form={form} />
      </form>
    </Box>
  );
};

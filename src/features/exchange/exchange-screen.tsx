import { Alert, Box, Button, Center, IconButton, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { ArrowDownUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SwapCurrency } from '../../api/generated/model';
import { AmountField } from '../../components/amount-field';
import { useAmountMessage } from '../../components/amount-message';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormField } from '../../components/form-field';
import { Page } from '../../components/page';
import { LoadingRows, QueryError, useShownError } from '../../components/query-state';
import { SummaryRows } from '../../components/summary-rows';
import { isAmountTextProblem } from '../../lib/amount-text';
import { currencyDecimals } from '../../lib/wallet-math';
import { SWAP_CURRENCIES, useExchange } from './hooks/use-exchange';
import { pathOf } from '../../lib/route-paths';
import { useFormat } from '../../lib/use-format';

const CurrencySelect = ({
  label,
  value,
  onChange,
}: {
  label: string;
  value: SwapCurrency;
  onChange: (value: SwapCurrency) => void;
}) => (
  <FormField label={label}>
    <NativeSelect.Root>
      <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value as SwapCurrency)}>
        {SWAP_CURRENCIES.map((currency) => (
          <option key={currency} value={currency}>
            {currency}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  </FormField>
);

/** Swap one coin for another at the live rate, after a confirmation. */
export const ExchangeScreen = () => {
  const { t } = useTranslation('wallet');
  const format = useFormat();
  const x = useExchange();
  const amountMessage = useAmountMessage();
  const amountError = !x.problem
    ? undefined
    : isAmountTextProblem(x.problem)
      ? amountMessage(x.problem, x.decimals)
      : t(`amount.${x.problem}`, { min: '0', max: format.amount(x.available, x.decimals) });
  const rate = x.rate.data;
  // the rate is asked again every 30 s: a failed rate keeps its error on screen while it is asked again
  const rateFailure = useShownError(x.rate);
  const receivedText = x.received ? `${format.amount(x.received, currencyDecimals(x.to))} ${x.to}` : '—';
  return (
    <Page title={t('exchange.title')} backTo={pathOf('assets')}>
      {x.user.isPending && <LoadingRows rows={3} />}
      {x.user.isError && <QueryError error={x.user.error} onRetry={() => void x.user.refetch()} />}
      {x.user.data && (
        <Stack gap="4">
          <Box bg="bg.surface" borderRadius="l3" p="4">
            <Stack gap="3">
              <CurrencySelect label={t('exchange.from')} value={x.from} onChange={(value) => x.choose('from', value)} />
              <Center>
                <IconButton aria-label={t('exchange.swap')} variant="outline" size="sm" rounded="full" onClick={x.swap}>
                  <ArrowDownUp />
                </IconButton>
              </Center>
              <CurrencySelect label={t('exchange.to')} value={x.to} onChange={(value) => x.choose('to', value)} />
              {x.available === null ? (
                <Alert.Root status="info" borderRadius="l2" data-testid="exchange-no-balance">
                  <Alert.Indicator />
                  <Alert.Description>{t('exchange.noBalance', { currency: x.from })}</Alert.Description>
                </Alert.Root>
              ) : (
                <FormField
                  label={t('exchange.amount', { currency: x.from })}
                  error={amountError}
                  helper={t('exchange.available', {
                    amount: format.amount(x.available, x.decimals),
                    currency: x.from,
                  })}
                  required
                >
                  <AmountField
                    control={x.control}
                    name="amount"
                    fillLabel={t('withdraw.all')}
                    onFill={x.fillAll}
                    placeholder={t('withdraw.amountPlaceholder')}
                    size="lg"
                  />
                </FormField>
              )}
              {rateFailure ? (
                <QueryError
                  error={rateFailure.error}
                  retrying={rateFailure.retrying}
                  onRetry={() => void x.rate.refetch()}
                />
              ) : (
                <Text fontSize="sm" color="fg.muted" data-testid="exchange-rate">
                  {rate !== undefined
                    ? t('exchange.rate', { from: x.from, to: x.to, rate: format.plain(rate) })
                    : t('exchange.rateLoading')}
                </Text>
              )}
              <Text fontWeight="semibold" data-testid="exchange-received">
                {t('exchange.received', { amount: receivedText })}
              </Text>
            </Stack>
          </Box>
          <Button colorPalette="brand" size="lg" onClick={x.review} disabled={x.available === null}>
            {t('exchange.submit')}
          </Button>
          <ConfirmDialog
            open={x.confirming}
            title={t('exchange.confirmTitle')}
            confirmLabel={t('exchange.submit')}
            pending={x.pending}
            onConfirm={x.send}
            onCancel={x.closeConfirm}
            testId="exchange-confirm"
          >
            <SummaryRows
              testId="exchange-summary"
              rows={[
                {
                  key: 'pay',
                  label: t('exchange.pay'),
                  value: `${format.amount(x.value, x.decimals)} ${x.from}`,
                  strong: true,
                },
                { key: 'rate', label: t('quote.rate'), value: rate !== undefined ? format.plain(rate) : '—' },
                { key: 'receive', label: t('quote.received'), value: receivedText, strong: true },
              ]}
            />
          </ConfirmDialog>
        </Stack>
      )}
    </Page>
  );
};

import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { AmountField } from '../../components/amount-field';
import { useAmountMessage } from '../../components/amount-message';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormField } from '../../components/form-field';
import { Page } from '../../components/page';
import { LoadingRows, QueryError } from '../../components/query-state';
import { SummaryRows } from '../../components/summary-rows';
import { amountForInput, isAmountTextProblem } from '../../lib/amount-text';
import { routeId } from '../../lib/route-id';
import { currencyDecimals } from '../../lib/wallet-math';
import { AddressCard } from './components/address-card';
import { VoucherField } from './components/voucher-field';
import { useDeposit } from './hooks/use-deposit';
import { pathOf } from '../../lib/route-paths';
import { useFormat } from '../../lib/use-format';

/** The deposit form of one channel (`?id=`); without a usable id, the ways to deposit instead. */
export const RechargeScreen = () => {
  const [params] = useSearchParams();
  const id = routeId(params.get('id'));
  if (id === null) return <Navigate to={pathOf('depositCounter')} replace />;
  return <RechargeForm id={id} />;
};

const RechargeForm = ({ id }: { id: number }) => {
  const { t } = useTranslation('wallet');
  const format = useFormat();
  const d = useDeposit(id);
  const amountMessage = useAmountMessage();
  const amountError = !d.problem
    ? undefined
    : isAmountTextProblem(d.problem)
      ? amountMessage(d.problem)
      : t(`amount.${d.problem}`, { min: format.amount(d.minimum), max: format.amount(d.maximum) });
  const channel = d.detail.data;
  const converted =
    channel && d.converted
      ? `≈ ${format.amount(d.converted, currencyDecimals(channel.currency))} ${channel.currency}`
      : null;

  return (
    <Page title={t('deposit.title')} backTo={pathOf('depositCounter')}>
      {d.detail.isPending && <LoadingRows rows={4} />}
      {d.detail.isError && <QueryError error={d.detail.error} onRetry={() => void d.detail.refetch()} />}
      {channel && (
        <Stack gap="4">
          <AddressCard detail={channel} />
          <Box bg="bg.surface" borderRadius="l3" p="4">
            <Stack gap="4">
              <FormField
                label={t('deposit.amount')}
                error={amountError}
                helper={t('deposit.minimum', { min: format.amount(d.minimum) })}
                required
              >
                <AmountField control={d.control} name="amount" placeholder={t('deposit.amountPlaceholder')} size="lg" />
              </FormField>
              <Flex gap="2" wrap="wrap" role="group" aria-label={t('deposit.recommended')}>
                {d.recommended.map((value) => (
                  <Button
                    key={value}
                    size="sm"
                    variant={d.amount === amountForInput(value, format.language) ? 'solid' : 'outline'}
                    colorPalette="brand"
                    onClick={() => d.setAmount(amountForInput(value, format.language))}
                  >
                    {format.amount(value, 0)}
                  </Button>
                ))}
              </Flex>
              <Text fontSize="sm" color="fg.muted" data-testid="deposit-rate">
                {t('deposit.rate', { rate: format.plain(channel.rate), currency: channel.currency })}
              </Text>
              {converted && (
                <Text fontWeight="semibold" data-testid="deposit-converted">
                  {converted}
                </Text>
              )}
              <VoucherField onUploaded={d.setVoucher} error={d.voucherMissing ? t('voucher.required') : undefined} />
            </Stack>
          </Box>
          <Button colorPalette="brand" size="lg" onClick={d.review}>
            {t('deposit.submit')}
          </Button>
          <ConfirmDialog
            open={d.confirming}
            title={t('deposit.confirmTitle')}
            confirmLabel={t('deposit.submit')}
            pending={d.pending}
            onConfirm={d.send}
            onCancel={d.closeConfirm}
            testId="deposit-confirm"
          >
            <SummaryRows
              testId="deposit-summary"
              rows={[
                {
                  key: 'channel',
                  label: t('deposit.network'),
                  value: `${channel.currency} · ${channel.cryptoprotocol}`,
                },
                {
                  key: 'amount',
                  label: t('quote.amount'),
                  value: `${format.amount(d.value)} USD`,
                  strong: true,
                },
                { key: 'converted', label: t('deposit.converted'), value: converted ?? '—' },
                { key: 'voucher', label: t('voucher.label'), value: t('voucher.uploaded') },
              ]}
            />
          </ConfirmDialog>
        </Stack>
      )}
    </Page>
  );
};

import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ConfirmSendDialog } from '../../../components/confirm-send-dialog';
import { FormField } from '../../../components/form-field';
import { EmptyState, LoadingRows, QueryError } from '../../../components/query-state';
import { SafeHtml } from '../../../components/safe-html';
import { toaster } from '../../../components/ui/toaster';
import { KYC_ROUTE } from '../../../lib/kyc-status';
import { ratePercent } from '../../../lib/loan-math';
import { useLoanApply } from '../hooks/use-loan-apply';
import { CreditSummary } from './credit-summary';
import { TermPicker } from './term-picker';
import { useAmountMessage } from '../../../components/amount-message';
import { AmountField } from '../../../components/amount-field';
import { useFormat } from '../../../lib/use-format';

/** The products tab: credit, terms, amount, interest and the application. */
export const LoanProducts = ({ onSubmitted }: { onSubmitted: () => void }) => {
  const { t } = useTranslation('loan');
  const format = useFormat();
  const navigate = useNavigate();
  const apply = useLoanApply({
    onSubmitted: () => {
      toaster.create({ type: 'success', description: t('submitted') });
      onSubmitted();
    },
  });
  const { info, term } = apply;
  const amountMessage = useAmountMessage();

  if (info.isPending) return <LoadingRows rows={3} height="24" />;
  if (info.isError) return <QueryError error={info.error} onRetry={() => void info.refetch()} />;

  const money = (value: string | number | null | undefined) => format.amount(value);
  const problemText = (): string | undefined => {
    switch (apply.problem) {
      case null:
      case 'termRequired':
        return undefined;
      case 'belowMin':
        return t('validation.belowMin', { min: money(term?.min_amount) });
      case 'aboveMax':
        return t('validation.aboveMax', { max: money(term?.max_amount) });
      case 'aboveAvailable':
        return t('validation.aboveAvailable', { available: money(apply.available) });
      default:
        return amountMessage(apply.problem);
    }
  };

  return (
    <Stack gap="4">
      <CreditSummary info={info.data} available={apply.available} />
      {apply.terms.length === 0 ? (
        <EmptyState>{t('noTerms')}</EmptyState>
      ) : (
        <form
          noValidate
          aria-label={t('tabs.products')}
          onSubmit={(event) => {
            event.preventDefault();
            apply.review();
          }}
        >
          <Stack gap="4">
            <TermPicker
              terms={apply.terms}
              value={apply.termId}
              onChange={apply.setTermId}
              invalid={apply.problem === 'termRequired'}
            />
            {apply.problem === 'termRequired' && (
              <Text color="fg.error" fontSize="sm" role="alert">
                {t('validation.termRequired')}
              </Text>
            )}
            <FormField label={t('amount.label')} error={problemText()} required>
              <AmountField control={apply.control} name="amount" placeholder={t('amount.placeholder')} size="lg" />
            </FormField>
            <Flex justify="space-between" bg="bg.surface" borderRadius="l2" p="3">
              <Text color="fg.muted">{t('interest')}</Text>
              <Text fontWeight="semibold" data-testid="loan-interest">
                {apply.interest === null ? '—' : money(apply.interest)}
              </Text>
            </Flex>
            <Button type="submit" colorPalette="brand" size="lg">
              {t('submit')}
            </Button>
          </Stack>
        </form>
      )}
      {term?.content && (
        <Box bg="bg.surface" borderRadius="l3" p="4">
          <Heading as="h3" size="sm" mb="2">
            {t('description')}
          </Heading>
          <SafeHtml html={term.content} data-testid="loan-description" />
        </Box>
      )}
      <ConfirmDialog
        open={apply.kycPrompt !== null}
        title={apply.kycPrompt === 'pending' ? t('kyc.pending') : t('kyc.prompt')}
        confirmLabel={apply.kycPrompt === 'pending' ? t('kyc.viewStatus') : t('kyc.verifyNow')}
        onCancel={apply.closeKycPrompt}
        onConfirm={() => void navigate(KYC_ROUTE)}
        testId="loan-kyc-prompt"
      />
      <ConfirmSendDialog
        open={apply.confirming}
        title={t('confirm.title')}
        pending={apply.pending}
        onCancel={apply.cancel}
        onConfirm={apply.confirm}
        confirmLabel={t('confirm.send')}
        rows={
          term
            ? [
                { label: t('confirm.term'), value: term.label },
                { label: t('confirm.amount'), value: t('usdt', { amount: money(apply.value) }) },
                {
                  label: t('confirm.rate'),
                  value: format.rate(ratePercent(term.daily_interest_rate), { decimals: 4 }),
                },
                { label: t('confirm.days'), value: t('term.days', { days: term.days }) },
                { label: t('confirm.interest'), value: t('usdt', { amount: money(apply.interest) }) },
                { label: t('confirm.total'), value: t('usdt', { amount: money(apply.totalRepay) }) },
                {
                  label: t('confirm.due'),
                  value: apply.dueDate ? format.dateTime(apply.dueDate, { dateStyle: 'medium' }) : '—',
                },
              ]
            : []
        }
      />
    </Stack>
  );
};

import { Box, Button, NativeSelect, Stack, Tabs, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AmountField } from '../../components/amount-field';
import { useAmountMessage } from '../../components/amount-message';
import { FormField } from '../../components/form-field';
import { Page } from '../../components/page';
import { LoadingRows, QueryError } from '../../components/query-state';
import { isAmountTextProblem } from '../../lib/amount-text';
import { useNow } from '../../lib/use-now';
import { isWithdrawalOpen } from '../../lib/withdrawal-hours';
import { DestinationField } from './components/destination-field';
import { HoursNotice, useNextOpening } from './components/hours-notice';
import { QuoteRows } from './components/quote-rows';
import { SourcePicker } from './components/source-picker';
import { WithdrawConfirm } from './components/withdraw-confirm';
import { WithdrawPrompt } from './components/withdraw-prompt';
import { useWithdraw, type WithdrawMethod } from './hooks/use-withdraw';
import { maskCard } from '../../domain/card';
import { pathOf } from '../../lib/route-paths';
import { useFormat } from '../../lib/use-format';

const METHODS: readonly WithdrawMethod[] = ['wallet', 'bank'];

export const WithdrawScreen = () => {
  const { t } = useTranslation('wallet');
  const format = useFormat();
  const now = useNow();
  const w = useWithdraw();
  const nextOpening = useNextOpening(now, w.kind);
  const open = isWithdrawalOpen(now, w.kind);
  const minimum = w.channel?.min_amont;
  const amountMessage = useAmountMessage();
  // over the salary balance says so, not "available balance"
  const overSalary = w.kind === 'salary' && (w.problem === 'max' || w.problem === 'overTotal');
  const amountError = !w.problem
    ? undefined
    : isAmountTextProblem(w.problem)
      ? amountMessage(w.problem)
      : t(overSalary ? (w.problem === 'max' ? 'amount.maxSalary' : 'amount.overTotalSalary') : `amount.${w.problem}`, {
          min: format.amount(minimum),
          max: format.amount(w.available),
          total: format.amount(w.total),
          short: format.amount(w.shortBy),
        });

  return (
    <Page title={t('withdraw.title')} backTo={pathOf('assets')}>
      {w.error && <QueryError error={w.error} onRetry={w.retry} />}
      {w.loading ? (
        <LoadingRows rows={4} />
      ) : (
        <Stack gap="4">
          <HoursNotice now={now} kind={w.kind} salary={w.salaryOffered} />
          {w.salaryOffered && w.salaryAvailable !== null && (
            <SourcePicker value={w.kind} onChange={w.setKind} balance={w.balanceAvailable} salary={w.salaryAvailable} />
          )}
          {/* the form is the panel of the chosen method's tab (only the chosen one is rendered) */}
          <Tabs.Root
            value={w.method}
            onValueChange={(details) => w.setMethod(details.value as WithdrawMethod)}
            variant="enclosed"
            fitted
            lazyMount
            unmountOnExit
          >
            <Tabs.List>
              <Tabs.Trigger value="wallet">{t('withdraw.method.wallet')}</Tabs.Trigger>
              <Tabs.Trigger value="bank">{t('withdraw.method.bank')}</Tabs.Trigger>
            </Tabs.List>
            {METHODS.map((method) => (
              <Tabs.Content key={method} value={method} p="0" pt="4">
                <Box bg="bg.surface" borderRadius="l3" p="4">
                  <Stack gap="4">
                    <FormField label={t('withdraw.channel')}>
                      <NativeSelect.Root>
                        <NativeSelect.Field
                          value={w.channelIndex}
                          onChange={(event) => w.setChannelIndex(Number(event.currentTarget.value))}
                        >
                          {w.channels.map((label, index) => (
                            <option key={label} value={index}>
                              {label}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </FormField>
                    <DestinationField
                      method={w.method}
                      bank={w.bank}
                      destinations={w.destinations}
                      walletIndex={w.walletIndex}
                      onWalletIndex={w.setWalletIndex}
                      returnTo={w.returnTo}
                    />
                    <FormField
                      label={t('withdraw.amount')}
                      error={amountError}
                      helper={t('withdraw.limits', {
                        available: format.amount(w.available),
                        min: format.amount(minimum ?? '1'),
                      })}
                      required
                    >
                      <AmountField
                        control={w.control}
                        name="amount"
                        fillLabel={t('withdraw.all')}
                        onFill={w.fillAll}
                        placeholder={t('withdraw.amountPlaceholder')}
                        size="lg"
                      />
                    </FormField>
                    {w.quote && <QuoteRows quote={w.quote} payoutCurrency={w.payoutCurrency} testId="withdraw-quote" />}
                    {w.channel && (
                      <Text fontSize="xs" color="fg.muted">
                        {t('withdraw.rate', {
                          rate: format.plain(w.channel.rate),
                          currency: w.payoutCurrency,
                        })}
                      </Text>
                    )}
                  </Stack>
                </Box>
              </Tabs.Content>
            ))}
          </Tabs.Root>
          {/* outside the chosen kind's hours the provider refuses for certain: nothing to send, and when it opens */}
          <Button
            colorPalette="brand"
            size="lg"
            onClick={w.review}
            disabled={!open}
            aria-describedby={open ? undefined : 'withdraw-closed'}
          >
            {t('withdraw.submit')}
          </Button>
          {!open && (
            <Text id="withdraw-closed" fontSize="sm" color="fg.muted" textAlign="center" data-testid="withdraw-closed">
              {t(w.kind === 'salary' ? 'withdraw.closedNowSalary' : 'withdraw.closedNow', { next: nextOpening ?? '' })}
            </Text>
          )}
        </Stack>
      )}
      {w.quote && w.channel && w.destination && (
        <WithdrawConfirm
          open={w.confirming}
          quote={w.quote}
          payoutCurrency={w.payoutCurrency}
          channelLabel={w.channels[w.channelIndex] ?? w.channel.cryptoprotocol}
          destination={w.method === 'bank' ? maskCard(w.destination) : w.destination}
          source={
            w.salaryOffered ? t(w.kind === 'salary' ? 'withdraw.source.salary' : 'withdraw.source.balance') : null
          }
          outsideHours={!open}
          salary={w.kind === 'salary'}
          nextOpening={nextOpening}
          control={w.control}
          password={w.password}
          pending={w.pending}
          onConfirm={w.send}
          onCancel={w.closeConfirm}
        />
      )}
      <WithdrawPrompt prompt={w.prompt} returnTo={w.returnTo} onCancel={w.dismissPrompt} />
    </Page>
  );
};

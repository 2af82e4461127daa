import { Alert, Stack, Text } from '@chakra-ui/react';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormField, PasswordInput } from '../../../components/form-field';
import { SummaryRows } from '../../../components/summary-rows';
import type { WithdrawalQuote } from '../../../lib/wallet-math';
import type { WithdrawValues } from '../hooks/use-withdraw';
import { QuoteRows } from './quote-rows';

interface WithdrawConfirmProps {
  open: boolean;
  quote: WithdrawalQuote;
  payoutCurrency: string;
  channelLabel: string;
  destination: string;
  /** What it is paid from, shown when the user could choose (salary withdrawals offered). */
  source: string | null;
  /** Whether the chosen kind's window is closed, and which kind (its own hours and message). */
  outsideHours: boolean;
  salary: boolean;
  /** When the window opens next, in words. */
  nextOpening: string | null;
  /** The form the withdrawal password is typed into. */
  control: Control<WithdrawValues>;
  password: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Exactly what will be sent (and from which balance), a warning outside its hours, then the withdrawal password. */
export const WithdrawConfirm = (props: WithdrawConfirmProps) => {
  const { t } = useTranslation('wallet');
  return (
    <ConfirmDialog
      open={props.open}
      title={t('withdraw.confirmTitle')}
      confirmLabel={t('withdraw.submit')}
      pending={props.pending}
      confirmDisabled={props.password === ''}
      onConfirm={props.onConfirm}
      onCancel={props.onCancel}
      testId="withdraw-confirm"
    >
      <SummaryRows
        testId="withdraw-confirm-details"
        rows={[
          ...(props.source === null ? [] : [{ key: 'source', label: t('withdraw.source.label'), value: props.source }]),
          { key: 'channel', label: t('withdraw.channel'), value: props.channelLabel },
          { key: 'destination', label: t('withdraw.destination'), value: props.destination },
        ]}
      />
      <QuoteRows quote={props.quote} payoutCurrency={props.payoutCurrency} testId="withdraw-confirm-quote" />
      {props.outsideHours && (
        <Alert.Root status="warning" borderRadius="l2" data-testid="outside-hours-warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>
              {t(props.salary ? 'withdraw.outsideSalaryHours' : 'withdraw.outsideHours')}
            </Alert.Description>
            {props.nextOpening && (
              <Text fontSize="sm" fontWeight="medium">
                {props.nextOpening}
              </Text>
            )}
          </Alert.Content>
        </Alert.Root>
      )}
      <Stack>
        <FormField label={t('withdraw.password')} required>
          <Controller
            control={props.control}
            name="password"
            render={({ field }) => (
              <PasswordInput
                ref={field.ref}
                name={field.name}
                value={field.value}
                onChange={(event) => field.onChange(event.currentTarget.value)}
                onBlur={field.onBlur}
                autoComplete="off"
                maxLength={32}
                placeholder={t('withdraw.passwordPlaceholder')}
                showLabel={t('showPassword')}
                hideLabel={t('hidePassword')}
              />
            )}
          />
        </FormField>
      </Stack>
    </ConfirmDialog>
  );
};

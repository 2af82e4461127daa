import { Alert, Box, Stack } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { getGetBankQueryKey, useBindBank } from '../../api/generated/endpoints/wallet/wallet';
import { Page } from '../../components/page';
import { LoadingRows, QueryError } from '../../components/query-state';
import { SummaryRows } from '../../components/summary-rows';
import { toaster } from '../../components/ui/toaster';
import { safeReturnPath } from '../../lib/return-path';
import { useSendOnce } from '../../lib/use-send-once';
import { BankForm } from './components/bank-form';
import { walletQueries } from '../../api/queries/wallet';
import { maskCard } from '../../domain/card';
import { pathOf } from '../../lib/route-paths';

/** Binds the one bank card of the user; once bound it is only shown. Returns to `?from=`. */
export const BankScreen = () => {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const back = safeReturnPath(params.get('from'), pathOf('wallet'));
  const banks = useQuery(walletQueries.banks());
  const bank = banks.data?.[0];
  // a bound card is only shown: the channels matter to the form alone, so they are asked for only
  // when there is a form to fill (a bound card's screen neither waits for them nor fails with them)
  const forForm = banks.isSuccess && !bank;
  const ways = useQuery({ ...walletQueries.bankWays(), enabled: forForm });
  const bind = useBindBank({
    mutation: {
      onSuccess: async (response) => {
        toaster.create({ type: 'success', description: response.message });
        await queryClient.invalidateQueries({ queryKey: getGetBankQueryKey() });
        void navigate(back, { replace: true });
      },
    },
  });
  const sendOnce = useSendOnce();
  return (
    <Page title={t('bank.title')} backTo={back}>
      {(banks.isPending || (forForm && ways.isPending)) && <LoadingRows rows={5} />}
      {banks.isError && <QueryError error={banks.error} onRetry={() => void banks.refetch()} />}
      {forForm && ways.isError && <QueryError error={ways.error} onRetry={() => void ways.refetch()} />}
      {bank && (
        <Stack gap="3">
          <Alert.Root status="info" borderRadius="l2">
            <Alert.Indicator />
            <Alert.Description>{t('bank.onlyOne')}</Alert.Description>
          </Alert.Root>
          <Box bg="bg.surface" borderRadius="l3" p="4" data-testid="bank-readonly">
            <SummaryRows
              rows={[
                { key: 'realname', label: t('bank.fields.realname'), value: bank.realname },
                { key: 'bankname', label: t('bank.fields.bankname'), value: bank.bankname },
                { key: 'bankzhiname', label: t('bank.fields.bankzhiname'), value: bank.bankzhiname ?? '—' },
                { key: 'code', label: t('bank.fields.code'), value: bank.ifsc ?? '—' },
                { key: 'cardno', label: t('bank.fields.cardno'), value: maskCard(bank.cardno) },
                ...(bank.ifsc_code
                  ? [{ key: 'ifsc_code', label: t('bank.fields.ifsc_code'), value: bank.ifsc_code }]
                  : []),
                ...(bank.bank_address
                  ? [{ key: 'bank_address', label: t('bank.fields.bank_address'), value: bank.bank_address }]
                  : []),
              ]}
            />
          </Box>
        </Stack>
      )}
      {forForm && ways.isSuccess && (
        <BankForm
          channels={ways.data}
          pending={bind.isPending}
          onSubmit={(values) => {
            // Optional fields the user left empty are not sent at all.
            const { ifsc_code, bank_address, branch_otp, ...required } = values;
            void sendOnce(() =>
              bind.mutateAsync({
                data: {
                  ...required,
                  cryptoprotocol: values.cryptoprotocol || undefined,
                  ...(ifsc_code ? { ifsc_code: ifsc_code.toUpperCase() } : {}),
                  ...(bank_address ? { bank_address } : {}),
                  ...(branch_otp ? { branch_otp } : {}),
                },
              }),
            );
          }}
        />
      )}
    </Page>
  );
};

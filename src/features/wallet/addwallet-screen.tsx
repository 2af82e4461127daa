import { Button, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { getGetWalletQueryKey, useBindAddress } from '../../api/generated/endpoints/wallet/wallet';
import { FormField } from '../../components/form-field';
import { Page } from '../../components/page';
import { EmptyState, LoadingRows, QueryError } from '../../components/query-state';
import { toaster } from '../../components/ui/toaster';
import { safeReturnPath } from '../../lib/return-path';
import { useSendOnce } from '../../lib/use-send-once';
import { addressSchema, type AddressFormValues } from './schemas';
import { walletQueries } from '../../api/queries/wallet';
import { pathOf } from '../../lib/route-paths';

/** Binds a withdrawal address: channel (currency and network) and an address in its format. */
export const AddWalletScreen = () => {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const back = safeReturnPath(params.get('from'), pathOf('wallet'));
  const ways = useQuery(walletQueries.walletWays());
  const list = ways.data;
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<AddressFormValues>({
    resolver: zodResolver(addressSchema((channel) => list?.[Number(channel)]?.cryptoprotocol ?? '')),
    defaultValues: { channel: '0', address: '' },
    mode: 'onTouched',
  });
  const channel = useWatch({ control, name: 'channel' });
  const way = list?.[Number(channel)];

  const bind = useBindAddress({
    mutation: {
      onSuccess: async (response) => {
        toaster.create({ type: 'success', description: response.message });
        await queryClient.invalidateQueries({ queryKey: getGetWalletQueryKey() });
        void navigate(back, { replace: true });
      },
    },
  });
  const sendOnce = useSendOnce();
  const submit = (values: AddressFormValues): void => {
    const chosen = ways.data?.[Number(values.channel)];
    if (!chosen) return;
    void sendOnce(() =>
      bind.mutateAsync({
        data: {
          currency: chosen.currency,
          cryptoprotocol: chosen.cryptoprotocol,
          wallet_address: values.address.trim(),
        },
      }),
    );
  };
  const message = (key: string | undefined) => (key ? t(key as 'validation.addressFormat') : undefined);

  return (
    <Page title={t('addWallet.title')} backTo={back}>
      {ways.isPending && <LoadingRows rows={2} />}
      {ways.isError && <QueryError error={ways.error} onRetry={() => void ways.refetch()} />}
      {ways.data?.length === 0 && <EmptyState>{t('addWallet.noChannel')}</EmptyState>}
      {!!ways.data?.length && (
        <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} aria-label={t('addWallet.title')}>
          <Stack gap="4">
            <FormField label={t('addWallet.channel')} error={message(errors.channel?.message)} required>
              <NativeSelect.Root>
                <NativeSelect.Field {...register('channel')}>
                  {ways.data.map((item, index) => (
                    <option key={`${item.currency}-${item.cryptoprotocol}`} value={index}>
                      {`${item.currency} (${item.cryptoprotocol})`}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField
              label={t('addWallet.address')}
              error={message(errors.address?.message)}
              helper={way ? t('addWallet.formatHint', { network: way.cryptoprotocol }) : undefined}
              required
            >
              <Input
                {...register('address')}
                autoComplete="off"
                spellCheck={false}
                fontFamily="mono"
                placeholder={t('addWallet.addressPlaceholder')}
              />
            </FormField>
            <Button type="submit" colorPalette="brand" size="lg" loading={bind.isPending} disabled={bind.isPending}>
              {t('addWallet.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </Page>
  );
};

import { Box, Button, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BankAccount, WalletAddress } from '../../../api/generated/model';
import { FormField } from '../../../components/form-field';
import { withReturn } from '../../../lib/return-path';
import { maskCard } from '../../../domain/card';
import { pathOf } from '../../../lib/route-paths';

interface DestinationFieldProps {
  method: 'wallet' | 'bank';
  bank: BankAccount | null;
  destinations: readonly WalletAddress[];
  walletIndex: number;
  onWalletIndex: (index: number) => void;
  /** The withdrawal with what was typed, for the binding screen to come back to. */
  returnTo: string;
}

/** Where the money goes: a bound address of the channel, or the bound bank card. */
export const DestinationField = ({
  method,
  bank,
  destinations,
  walletIndex,
  onWalletIndex,
  returnTo,
}: DestinationFieldProps) => {
  const { t } = useTranslation('wallet');
  if (method === 'bank') {
    return (
      <FormField label={t('withdraw.bankCard')}>
        {bank ? (
          <Box
            bg="bg.surface"
            borderWidth="1px"
            borderColor="border.muted"
            borderRadius="l2"
            p="3"
            w="full"
            data-testid="withdraw-bank"
          >
            <Text fontWeight="semibold">{bank.bankname}</Text>
            <Text color="fg.muted" fontSize="sm">
              {`${bank.realname} · ${maskCard(bank.cardno)}`}
            </Text>
          </Box>
        ) : (
          <Button asChild variant="outline" size="sm">
            <Link to={withReturn(pathOf('bank'), returnTo)}>{t('withdraw.bindNow')}</Link>
          </Button>
        )}
      </FormField>
    );
  }
  if (destinations.length === 0) {
    return (
      <Stack gap="2" align="flex-start" data-testid="withdraw-no-address">
        <Text color="fg.muted" fontSize="sm">
          {t('withdraw.noAddress')}
        </Text>
        <Button asChild variant="outline" size="sm">
          <Link to={withReturn(pathOf('addWallet'), returnTo)}>{t('withdraw.bindAddress')}</Link>
        </Button>
      </Stack>
    );
  }
  return (
    <FormField label={t('withdraw.destination')}>
      <NativeSelect.Root>
        <NativeSelect.Field value={walletIndex} onChange={(event) => onWalletIndex(Number(event.currentTarget.value))}>
          {destinations.map((wallet, index) => (
            <option key={wallet.wallet_address} value={index}>
              {wallet.wallet_address}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
};

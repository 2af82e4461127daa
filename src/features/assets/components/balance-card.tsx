import { Box, Flex, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { FiatCurrency, User } from '../../../api/generated/model';
import { formatAmount } from '../../../lib/format';
import { usePersistedState } from '../../../lib/persisted-state';

interface BalanceCardProps {
  user: User;
  available: string;
  profitSign: number;
  totalFiat: string | null;
  fiatCode: string | null;
  fiatDecimals: number;
  currencies: readonly FiatCurrency[];
  onFiat: (code: string) => void;
}

const Figure = ({ label, value, color, testId }: { label: string; value: string; color?: string; testId: string }) => (
  <Stack gap="0.5">
    <Text fontSize="xs" color="fg.muted">
      {label}
    </Text>
    <Text fontWeight="semibold" fontVariantNumeric="tabular-nums" color={color} data-testid={testId}>
      {value}
    </Text>
  </Stack>
);

/** Total assets (USD and the chosen display currency), frozen, available and today's profit. */
export const BalanceCard = ({ user, available, profitSign, totalFiat, fiatCode, fiatDecimals, currencies, onFiat }: BalanceCardProps) => {
  const { t } = useTranslation('wallet');
  const language = usePersistedState((state) => state.language);
  const profit = formatAmount(user.todayprofit, language);
  return (
    <Box bg="bg.surface" borderRadius="l3" p="5" data-testid="balance-card">
      <Flex justify="space-between" align="center" gap="2">
        <Text color="fg.muted" fontSize="sm">
          {t('assets.total')}
        </Text>
        {currencies.length > 0 && fiatCode && (
          <NativeSelect.Root size="xs" width="auto">
            <NativeSelect.Field aria-label={t('assets.displayCurrency')} value={fiatCode} onChange={(event) => onFiat(event.currentTarget.value)}>
              {currencies.map((currency) => (
                <option key={currency.cryptoprotocol} value={currency.cryptoprotocol}>
                  {currency.cryptoprotocol}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
      </Flex>
      <Text fontSize="3xl" fontWeight="bold" fontVariantNumeric="tabular-nums" data-testid="assets-total">
        {`${formatAmount(user.balance, language)} USD`}
      </Text>
      {totalFiat && fiatCode && (
        <Text color="fg.muted" data-testid="assets-total-fiat">
          {`≈ ${formatAmount(totalFiat, language, fiatDecimals)} ${fiatCode}`}
        </Text>
      )}
      <SimpleGrid columns={3} gap="3" mt="4">
        <Figure label={t('assets.available')} value={formatAmount(available, language)} testId="assets-available" />
        <Figure label={t('assets.frozen')} value={formatAmount(user.frozen ?? 0, language)} testId="assets-frozen" />
        <Figure
          label={t('assets.todayProfit')}
          value={profitSign > 0 ? `+${profit}` : profit}
          color={profitSign > 0 ? 'profit' : profitSign < 0 ? 'loss' : undefined}
          testId="assets-profit"
        />
      </SimpleGrid>
    </Box>
  );
};

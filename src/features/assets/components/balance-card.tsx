import { Box, Flex, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { FiatCurrency, User } from '../../../api/generated/model';
import { convert } from '../../../lib/money';
import { useAccountFigures } from '../../../components/account-figures/use-account-figures';
import { pnlColor } from '../../../components/contract-orders/contract-format';
import { useFormat } from '../../../lib/use-format';

interface BalanceCardProps {
  user: User;
  available: string;
  totalFiat: string | null;
  /** The display currency's rate, to convert the equity. */
  fiatRate?: number | string | null;
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

/** Total assets (equity, in USD and the chosen display currency), available, frozen, unrealised P/L and today's P/L. */
export const BalanceCard = ({
  user,
  available,
  totalFiat: balanceFiat,
  fiatRate,
  fiatCode,
  fiatDecimals,
  currencies,
  onFiat,
}: BalanceCardProps) => {
  const { t } = useTranslation('wallet');
  const format = useFormat();
  const { t: tf } = useTranslation('figures');
  // total assets = equity (the balance and the open positions' unrealised P/L); today's P/L nets the fees
  const figures = useAccountFigures();
  const total = figures.equity ? figures.equity.toFixed(2) : user.balance;
  const totalFiat =
    figures.equity && fiatRate !== null && fiatRate !== undefined
      ? convert(total, fiatRate, fiatDecimals)
      : balanceFiat;
  return (
    <Box bg="bg.surface" borderRadius="l3" p="5" data-testid="balance-card">
      <Flex justify="space-between" align="center" gap="2">
        <Text color="fg.muted" fontSize="sm">
          {t('assets.total')}
        </Text>
        {currencies.length > 0 && fiatCode && (
          <NativeSelect.Root size="xs" width="auto">
            <NativeSelect.Field
              aria-label={t('assets.displayCurrency')}
              value={fiatCode}
              onChange={(event) => onFiat(event.currentTarget.value)}
            >
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
        {`${format.amount(total)} USD`}
      </Text>
      {totalFiat && fiatCode && (
        <Text color="fg.muted" data-testid="assets-total-fiat">
          {`≈ ${format.amount(totalFiat, fiatDecimals)} ${fiatCode}`}
        </Text>
      )}
      <SimpleGrid columns={2} gap="3" mt="4">
        <Figure label={t('assets.available')} value={format.amount(available)} testId="assets-available" />
        <Figure label={t('assets.frozen')} value={format.amount(user.frozen ?? 0)} testId="assets-frozen" />
        <Figure
          label={tf('summary.unrealised')}
          value={figures.unrealised ? format.signedFigure(figures.unrealised) : tf('summary.none')}
          color={pnlColor(figures.unrealised)}
          testId="assets-unrealised"
        />
        <Figure
          label={t('assets.todayProfit')}
          value={figures.dayPnl ? format.signedFigure(figures.dayPnl) : tf('summary.none')}
          color={pnlColor(figures.dayPnl)}
          testId="assets-profit"
        />
      </SimpleGrid>
    </Box>
  );
};

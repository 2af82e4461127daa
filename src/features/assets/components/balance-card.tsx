import { Box, Flex, NativeSelect, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { FiatCurrency, User } from '../../../api/generated/model';
import { convert } from '../../../lib/money';
import { useAccountFigures } from '../../../components/account-figures/use-account-figures';
import { pnlColor } from '../../../components/contract-orders/contract-format';
import { useFormat } from '../../../lib/use-format';

interface BalanceCardProps {
  /** Undefined while the balance is on its way: the card is then laid out under a skeleton. */
  user: User | undefined;
  available: string;
  totalFiat: string | null;
  /** The display currency's rate, to convert the equity. */
  fiatRate?: number | string | null;
  fiatCode: string | null;
  fiatDecimals: number;
  currencies: readonly FiatCurrency[];
  /** The display currencies are on their way: their line and their choice keep their place. */
  currenciesPending: boolean;
  onFiat: (code: string) => void;
}

/** Stands for a currency's three-letter code while the currencies load (unseen). */
const CODE_PLACEHOLDER = '\u2007'.repeat(4);

const Figure = ({ label, value, color, testId }: { label: string; value: string; color?: string; testId?: string }) => (
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
  currenciesPending,
  onFiat,
}: BalanceCardProps) => {
  const { t } = useTranslation('wallet');
  const format = useFormat();
  const { t: tf } = useTranslation('figures');
  // total assets = equity (the balance and the open positions' unrealised P/L); today's P/L nets the fees
  const figures = useAccountFigures();
  const total = figures.equity ? figures.equity.toFixed(2) : (user?.balance ?? 0);
  const totalFiat =
    figures.equity && fiatRate !== null && fiatRate !== undefined
      ? convert(total, fiatRate, fiatDecimals)
      : balanceFiat;
  // the figures are named only once they are the user's (the skeleton's stand-ins are not)
  const id = (testId: string): string | undefined => (user ? testId : undefined);
  const card = (
    <Box bg="bg.surface" borderRadius="l3" p="5" data-testid={id('balance-card')}>
      <Flex justify="space-between" align="center" gap="2">
        <Text color="fg.muted" fontSize="sm">
          {t('assets.total')}
        </Text>
        {currenciesPending ? (
          // the choice's own size, unseen until the currencies arrive
          <Skeleton loading borderRadius="l2">
            <NativeSelect.Root size="xs" width="auto" disabled>
              <NativeSelect.Field aria-hidden tabIndex={-1}>
                <option>{CODE_PLACEHOLDER}</option>
              </NativeSelect.Field>
            </NativeSelect.Root>
          </Skeleton>
        ) : (
          currencies.length > 0 &&
          fiatCode && (
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
          )
        )}
      </Flex>
      <Text fontSize="3xl" fontWeight="bold" fontVariantNumeric="tabular-nums" data-testid={id('assets-total')}>
        {`${format.amount(total)} USD`}
      </Text>
      {currenciesPending ? (
        <Skeleton loading width="40">
          <Text>&nbsp;</Text>
        </Skeleton>
      ) : (
        totalFiat &&
        fiatCode && (
          <Text color="fg.muted" data-testid={id('assets-total-fiat')}>
            {`≈ ${format.amount(totalFiat, fiatDecimals)} ${fiatCode}`}
          </Text>
        )
      )}
      <SimpleGrid columns={2} gap="3" mt="4">
        <Figure label={t('assets.available')} value={format.amount(available)} testId={id('assets-available')} />
        <Figure label={t('assets.frozen')} value={format.amount(user?.frozen ?? 0)} testId={id('assets-frozen')} />
        <Figure
          label={tf('summary.unrealised')}
          value={figures.unrealised ? format.signedFigure(figures.unrealised) : tf('summary.none')}
          color={pnlColor(figures.unrealised)}
          testId={id('assets-unrealised')}
        />
        <Figure
          label={t('assets.todayProfit')}
          value={figures.dayPnl ? format.signedFigure(figures.dayPnl) : tf('summary.none')}
          color={pnlColor(figures.dayPnl)}
          testId={id('assets-profit')}
        />
      </SimpleGrid>
    </Box>
  );
  if (user) return card;
  // The card itself, unseen under the skeleton: it has the card's height, so nothing below moves
  // when the balance arrives.
  return (
    <Skeleton borderRadius="l3" aria-busy="true" data-testid="assets-balance-loading">
      <Box inert>{card}</Box>
    </Skeleton>
  );
};

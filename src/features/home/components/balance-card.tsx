import { Box, Flex, IconButton, Skeleton, Text, VisuallyHidden } from '@chakra-ui/react';
import { Eye, EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { QueryError } from '../../../components/query-state';
import { subtract } from '../../../lib/money';
import { usePersistedState } from '../../../lib/persisted-state';
import { useCurrentUser } from '../../../api/queries/use-current-user';
import type Big from 'big.js';
import { useAccountFigures } from '../../../components/account-figures/use-account-figures';
import { pnlColor } from '../../../components/contract-orders/contract-format';
import { pathOf } from '../../../lib/route-paths';
import { useFormat } from '../../../lib/use-format';

/** Dots for a hidden figure; assistive technology hears "hidden" instead. */
const Masked = ({ label }: { label: string }) => (
  <>
    <span aria-hidden="true">******</span>
    <VisuallyHidden>{label}</VisuallyHidden>
  </>
);

/** The total (equity), available balance and today's P/L, hidden or shown as the user last chose on this device. */
export const BalanceCard = () => {
  const { t } = useTranslation('home');
  const format = useFormat();
  const hidden = usePersistedState((state) => state.hideBalance);
  const update = usePersistedState((state) => state.update);
  const user = useCurrentUser();
  const { t: tf } = useTranslation('figures');
  const figures = useAccountFigures();
  if (user.isError) return <QueryError error={user.error} onRetry={() => void user.refetch()} />;

  const usd = (amount: number | string | null | undefined): string => `${format.amount(amount)} USD`;
  // `shown`: false for the stand-in under the skeleton (no ids: nothing may find it for the real card)
  const card = (total: string, available: string, shown = true, day: Big | null = null) => (
    <Box
      as="section"
      aria-labelledby={shown ? 'home-balance' : undefined}
      bg="bg.surface"
      borderRadius="l3"
      p="4"
      data-testid={shown ? 'home-balance' : undefined}
    >
      <Flex align="center" gap="1">
        <Text id={shown ? 'home-balance' : undefined} fontSize="sm" color="fg.muted">
          {t('balance.title')}
        </Text>
        <IconButton
          variant="ghost"
          size="xs"
          aria-label={hidden ? t('balance.show') : t('balance.hide')}
          aria-pressed={hidden}
          onClick={() => update({ hideBalance: !hidden })}
        >
          {hidden ? <EyeOff /> : <Eye />}
        </IconButton>
      </Flex>
      <Link to={pathOf('assets')}>
        <Text
          fontSize="2xl"
          fontWeight="bold"
          fontVariantNumeric="tabular-nums"
          data-testid={shown ? 'home-balance-total' : undefined}
        >
          {hidden ? <Masked label={t('balance.hidden')} /> : total}
        </Text>
      </Link>
      <Text fontSize="sm" color="fg.muted" data-testid={shown ? 'home-balance-available' : undefined}>
        {hidden ? (
          <>
            {t('balance.available', { amount: '' })}
            <Masked label={t('balance.hidden')} />
          </>
        ) : (
          t('balance.available', { amount: available })
        )}
      </Text>
      {/* always there (a dash until the day's orders arrive), so the card keeps its height */}
      {!hidden && (
        <Text fontSize="sm" color="fg.muted">
          {`${tf('summary.dayPnl')} `}
          <Text
            as="span"
            fontVariantNumeric="tabular-nums"
            color={pnlColor(day)}
            data-testid={shown ? 'home-day-pnl' : undefined}
          >
            {day === null ? tf('summary.none') : format.signedFigure(day)}
          </Text>
        </Text>
      )}
    </Box>
  );

  if (user.isPending) {
    // The card itself, unseen under the skeleton: it has the card's height, so nothing below moves
    // when the balance arrives.
    return (
      <Skeleton borderRadius="l3" aria-busy="true" data-testid="home-balance-loading">
        <Box inert>{card(usd('0'), usd('0'), false)}</Box>
      </Skeleton>
    );
  }
  // the total is the equity: the balance and the open positions' unrealised P/L (decision 0035)
  return card(
    usd(figures.equity ? figures.equity.toFixed(2) : user.data.balance),
    usd(subtract(user.data.balance, user.data.frozen ?? 0)),
    true,
    figures.dayPnl,
  );
};

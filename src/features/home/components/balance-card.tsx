import { Box, Flex, IconButton, Skeleton, Text, VisuallyHidden } from '@chakra-ui/react';
import { Eye, EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { QueryError } from '../../../components/query-state';
import { formatAmount } from '../../../lib/format';
import { subtract } from '../../../lib/money';
import { usePersistedState } from '../../../lib/persisted-state';
import { useCurrentUser } from '../../../api/queries/use-current-user';
import { pathOf } from '../../../lib/route-paths';

/** Dots for a hidden figure; assistive technology hears "hidden" instead. */
const Masked = ({ label }: { label: string }) => (
  <>
    <span aria-hidden="true">******</span>
    <VisuallyHidden>{label}</VisuallyHidden>
  </>
);

/** The total and available balance, hidden or shown as the user last chose on this device. */
export const BalanceCard = () => {
  const { t } = useTranslation('home');
  const language = usePersistedState((state) => state.language);
  const hidden = usePersistedState((state) => state.hideBalance);
  const update = usePersistedState((state) => state.update);
  const user = useCurrentUser();
  if (user.isError) return <QueryError error={user.error} onRetry={() => void user.refetch()} />;

  const usd = (amount: number | string | null | undefined): string => `${formatAmount(amount, language)} USD`;
  // `shown`: false for the stand-in under the skeleton (no ids: nothing may find it for the real card)
  const card = (total: string, available: string, shown = true) => (
    <Box as="section" aria-labelledby={shown ? 'home-balance' : undefined} bg="bg.surface" borderRadius="l3" p="4" data-testid={shown ? 'home-balance' : undefined}>
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
        <Text fontSize="2xl" fontWeight="bold" fontVariantNumeric="tabular-nums" data-testid={shown ? 'home-balance-total' : undefined}>
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
  return card(usd(user.data.balance), usd(subtract(user.data.balance, user.data.frozen ?? 0)));
};

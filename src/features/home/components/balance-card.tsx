import { Box, Flex, IconButton, Skeleton, Text, VisuallyHidden } from '@chakra-ui/react';
import { Eye, EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { QueryError } from '../../../components/query-state';
import { formatAmount } from '../../../lib/format';
import { subtract } from '../../../lib/money';
import { usePersistedState } from '../../../lib/persisted-state';
import { useCurrentUser } from '../../../api/queries/use-current-user';

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
  if (user.isPending) return <Skeleton h="24" borderRadius="l3" />;
  if (user.isError) return <QueryError error={user.error} onRetry={() => void user.refetch()} />;
  const total = `${formatAmount(user.data.balance, language)} USD`;
  const available = `${formatAmount(subtract(user.data.balance, user.data.frozen ?? 0), language)} USD`;
  return (
    <Box as="section" aria-labelledby="home-balance" bg="bg.surface" borderRadius="l3" p="4" data-testid="home-balance">
      <Flex align="center" gap="1">
        <Text id="home-balance" fontSize="sm" color="fg.muted">
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
      <Link to="/pages/home/assets">
        <Text fontSize="2xl" fontWeight="bold" fontVariantNumeric="tabular-nums" data-testid="home-balance-total">
          {hidden ? <Masked label={t('balance.hidden')} /> : total}
        </Text>
      </Link>
      <Text fontSize="sm" color="fg.muted" data-testid="home-balance-available">
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
};

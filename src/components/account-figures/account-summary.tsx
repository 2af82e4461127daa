import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { pnlColor } from '../contract-orders/contract-format';
import { QueryError } from '../query-state';
import { useAccountFigures } from './use-account-figures';
import { useFormat } from '../../lib/use-format';

const Figure = ({
  label,
  value,
  color,
  testId,
  hint,
}: {
  label: string;
  value: string;
  color?: string;
  testId: string;
  hint?: string;
}) => (
  <Box minW="0" title={hint}>
    <Text fontSize="xs" color="fg.muted" truncate>
      {label}
    </Text>
    <Text fontWeight="semibold" fontVariantNumeric="tabular-nums" color={color} data-testid={testId} truncate>
      {value}
    </Text>
  </Box>
);

/**
 * Equity, unrealised P/L, margin ratio and today's P/L, the same figures on the positions screen and
 * the order screen as on home and assets (useAccountFigures).
 */
export const AccountSummary = () => {
  const { t } = useTranslation('figures');
  const format = useFormat();
  const figures = useAccountFigures();
  const none = t('summary.none');
  return (
    <Box
      as="section"
      aria-label={t('summary.title')}
      bg="bg.surface"
      borderRadius="l3"
      p="3"
      data-testid="account-summary"
    >
      {figures.error !== null && (
        <Box mb="2">
          <QueryError error={figures.error} onRetry={figures.retry} />
        </Box>
      )}
      <SimpleGrid columns={{ base: 2, sm: 4 }} gap="2">
        <Figure
          label={t('summary.equity')}
          value={figures.equity ? format.figure(figures.equity) : none}
          testId="account-equity"
        />
        <Figure
          label={t('summary.unrealised')}
          value={figures.unrealised ? format.signedFigure(figures.unrealised) : none}
          color={pnlColor(figures.unrealised)}
          testId="account-unrealised"
        />
        <Figure
          label={t('summary.marginRatio')}
          hint={t('summary.marginRatioHint')}
          value={figures.marginRatio ? t('summary.percent', { value: format.figure(figures.marginRatio) }) : none}
          testId="account-margin-ratio"
        />
        <Figure
          label={t('summary.dayPnl')}
          value={figures.dayPnl ? format.signedFigure(figures.dayPnl) : none}
          color={pnlColor(figures.dayPnl)}
          testId="account-day-pnl"
        />
      </SimpleGrid>
    </Box>
  );
};

import { Box, SimpleGrid, Stat } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { LoanInfo } from '../../../api/generated/model';
import { formatAmount } from '../../../lib/format';
import { usePersistedState } from '../../../lib/persisted-state';

/** The credit line, what is borrowed and what is left. */
export const CreditSummary = ({ info, available }: { info: LoanInfo; available: string | null }) => {
  const { t } = useTranslation('loan');
  const language = usePersistedState((state) => state.language);
  return (
    <Box bg="bg.surface" borderRadius="l3" p="4" data-testid="credit-summary">
      <Stat.Root>
        <Stat.Label>{t('credit.available')}</Stat.Label>
        <Stat.ValueText data-testid="credit-available">{formatAmount(available, language)}</Stat.ValueText>
      </Stat.Root>
      <SimpleGrid columns={2} gap="3" mt="3">
        <Stat.Root size="sm">
          <Stat.Label>{t('credit.line')}</Stat.Label>
          <Stat.ValueText>{formatAmount(info.user_loanall, language)}</Stat.ValueText>
        </Stat.Root>
        <Stat.Root size="sm">
          <Stat.Label>{t('credit.borrowed')}</Stat.Label>
          <Stat.ValueText>{formatAmount(info.user_alreadyloan, language)}</Stat.ValueText>
        </Stat.Root>
      </SimpleGrid>
    </Box>
  );
};

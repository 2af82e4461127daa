import { Box, SimpleGrid, Stat } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { LoanInfo } from '../../../api/generated/model';
import { useFormat } from '../../../lib/use-format';

/** The credit line, what is borrowed and what is left. */
export const CreditSummary = ({ info, available }: { info: LoanInfo; available: string | null }) => {
  const { t } = useTranslation('loan');
  const format = useFormat();
  return (
    <Box bg="bg.surface" borderRadius="l3" p="4" data-testid="credit-summary">
      <Stat.Root>
        <Stat.Label>{t('credit.available')}</Stat.Label>
        <Stat.ValueText data-testid="credit-available">{format.amount(available)}</Stat.ValueText>
      </Stat.Root>
      <SimpleGrid columns={2} gap="3" mt="3">
        <Stat.Root size="sm">
          <Stat.Label>{t('credit.line')}</Stat.Label>
          <Stat.ValueText>{format.amount(info.user_loanall)}</Stat.ValueText>
        </Stat.Root>
        <Stat.Root size="sm">
          <Stat.Label>{t('credit.borrowed')}</Stat.Label>
          <Stat.ValueText>{format.amount(info.user_alreadyloan)}</Stat.ValueText>
        </Stat.Root>
      </SimpleGrid>
    </Box>
  );
};

import { Badge, Box, Button, DataList, Flex, Progress, Stack, Text } from '@chakra-ui/react';
import { Headset } from 'lucide-react';
import Big from 'big.js';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { LoanRecord } from '../../../api/generated/model';
import { EmptyState, LoadingRows, QueryError } from '../../../components/query-state';
import { ratePercent } from '../../../lib/loan-math';
import { toDecimal } from '../../../lib/money';
import { canRepay, LOAN_STATE_PALETTE, loanState } from '../loan-state';
import { useQuery } from '@tanstack/react-query';
import { loanQueries } from '../../../api/queries/loan';
import { pathTo } from '../../../lib/route-paths';
import { ProviderTime } from '../../../components/provider-time';
import { useFormat } from '../../../lib/use-format';

/** Repaid share in percent (0-100), or null when the provider sent no repayment figures. */
const repaidPercent = (loan: LoanRecord): number | null => {
  const total = toDecimal(loan.total_repayment_amount);
  const repaid = toDecimal(loan.repaid_amount);
  if (!total || !repaid || total.lte(0)) return null;
  const share = repaid.div(total).times(100);
  return Number((share.gt(100) ? new Big(100) : share).round(0, Big.roundDown).toString());
};

const LoanCard = ({ loan }: { loan: LoanRecord }) => {
  const { t } = useTranslation('loan');
  const format = useFormat();
  const state = loanState(loan);
  const percent = repaidPercent(loan);
  const money = (value: string | number | null | undefined) => format.amount(value);
  return (
    <Box bg="bg.surface" borderRadius="l3" p="4" data-testid="loan-record">
      <Flex justify="space-between" align="center" mb="2">
        <Text fontSize="sm" color="fg.muted">
          <ProviderTime value={loan.create_time} />
        </Text>
        <Badge colorPalette={LOAN_STATE_PALETTE[state]} data-testid="loan-state">
          {t(`state.${state}`)}
        </Badge>
      </Flex>
      <DataList.Root orientation="horizontal" size="sm">
        <DataList.Item>
          <DataList.ItemLabel>{t('history.amount')}</DataList.ItemLabel>
          <DataList.ItemValue>{t('usdt', { amount: money(loan.loan_amount) })}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('history.rate')}</DataList.ItemLabel>
          <DataList.ItemValue>
            {t('history.ratePerDay', { rate: format.plain(ratePercent(loan.daily_interest_rate)) })}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('history.interest')}</DataList.ItemLabel>
          <DataList.ItemValue>{t('usdt', { amount: money(loan.total_interest_amount) })}</DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      {percent !== null && (
        <Progress.Root value={percent} size="sm" colorPalette="brand" mt="3">
          <Progress.Label fontSize="xs" color="fg.muted" fontWeight="normal" mb="1">
            {t('history.repaid', { repaid: money(loan.repaid_amount), total: money(loan.total_repayment_amount) })}
          </Progress.Label>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      {canRepay(state) && loan.id !== undefined && (
        <Button asChild size="sm" variant="outline" colorPalette="brand" mt="3" w="full">
          <Link to={pathTo('support', { loan: loan.id })}>
            <Headset />
            {t('history.repay')}
          </Link>
        </Button>
      )}
    </Box>
  );
};

/** The history tab: every loan with its state and repayment progress. */
export const LoanHistory = () => {
  const { t } = useTranslation('loan');
  const history = useQuery(loanQueries.history());
  if (history.isPending) return <LoadingRows rows={3} height="28" />;
  if (history.isError) return <QueryError error={history.error} onRetry={() => void history.refetch()} />;
  if (history.data.length === 0) return <EmptyState>{t('history.empty')}</EmptyState>;
  return (
    <Stack gap="3">
      <Text fontSize="sm" color="fg.muted">
        {t('history.repayHint')}
      </Text>
      {history.data.map((loan, index) => (
        <LoanCard key={loan.id ?? index} loan={loan} />
      ))}
    </Stack>
  );
};

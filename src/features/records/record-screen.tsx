import { Tabs } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { DepositRecord, WithdrawRecord } from '../../api/generated/model';
import { InfiniteList } from '../../components/infinite-list';
import { Page } from '../../components/page';
import { RecordCard } from './components/record-card';
import { depositState, STATE_PALETTE, withdrawState } from './statuses';
import { useDepositRecords, useWithdrawRecords } from './hooks/use-record-lists';
import { BANK_CURRENCY, WithdrawSource } from '../../api/provider-values';
import { maskCard } from '../../domain/card';
import { pathOf } from '../../lib/route-paths';
import { ProviderTime } from '../../components/provider-time';
import { useFormat } from '../../lib/use-format';

const DepositList = () => {
  const { t } = useTranslation('wallet');
  const format = useFormat();
  const query = useDepositRecords();
  return (
    <InfiniteList<DepositRecord>
      source={query}
      rows={query.data ?? []}
      rowKey={(row, index) => row.id ?? index}
      empty={t('records.empty')}
      renderRow={(row) => {
        const state = depositState(row.status);
        return (
          <RecordCard
            testId="deposit-record"
            title={row.currency}
            amount={format.amount(row.amount)}
            badge={{ label: t(`records.state.${state}`), palette: STATE_PALETTE[state] }}
            lines={[
              { key: 'time', label: t('records.time'), value: <ProviderTime value={row.time} /> },
              ...(row.paytime
                ? [{ key: 'paid', label: t('records.creditedAt'), value: <ProviderTime value={row.paytime} /> }]
                : []),
              ...(row.remark ? [{ key: 'remark', label: t('records.remark'), value: row.remark }] : []),
            ]}
          />
        );
      }}
    />
  );
};

const WithdrawList = () => {
  const { t } = useTranslation('wallet');
  const format = useFormat();
  const query = useWithdrawRecords();
  return (
    <InfiniteList<WithdrawRecord>
      source={query}
      rows={query.data ?? []}
      rowKey={(row, index) => row.id ?? index}
      empty={t('records.empty')}
      renderRow={(row) => {
        const state = withdrawState(row.status);
        const bank = row.currency === BANK_CURRENCY;
        const where = bank ? t('records.bankWithdrawal') : row.currency;
        return (
          <RecordCard
            testId="withdraw-record"
            // a salary withdrawal (the proposed type 2) says so, before where it went
            title={row.type === WithdrawSource.salary ? `${t('records.salaryWithdrawal')} · ${where}` : where}
            amount={format.amount(row.amount)}
            badge={{ label: t(`records.state.${state}`), palette: STATE_PALETTE[state] }}
            lines={[
              {
                key: 'to',
                label: bank ? t('records.card') : t('records.address'),
                value: (bank ? maskCard(row.cardno) : row.address) || '—',
              },
              ...(row.fee !== undefined ? [{ key: 'fee', label: t('quote.fee'), value: format.amount(row.fee) }] : []),
              { key: 'time', label: t('records.time'), value: <ProviderTime value={row.time} /> },
              ...(row.paymentime
                ? [{ key: 'paid', label: t('records.paidAt'), value: <ProviderTime value={row.paymentime} /> }]
                : []),
              ...(row.remark ? [{ key: 'remark', label: t('records.remark'), value: row.remark }] : []),
            ]}
          />
        );
      }}
    />
  );
};

/** Deposits and withdrawals with their review state and remarks (`?tab=deposit|withdraw`). */
export const RecordScreen = () => {
  const { t } = useTranslation('wallet');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'withdraw' ? 'withdraw' : 'deposit';
  return (
    <Page title={t('records.title')} backTo={pathOf('assets')}>
      <Tabs.Root
        value={tab}
        onValueChange={(details) => setParams({ tab: details.value }, { replace: true })}
        variant="enclosed"
        fitted
        lazyMount
        unmountOnExit
      >
        <Tabs.List mb="4">
          <Tabs.Trigger value="deposit">{t('records.deposits')}</Tabs.Trigger>
          <Tabs.Trigger value="withdraw">{t('records.withdrawals')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="deposit" p="0">
          <DepositList />
        </Tabs.Content>
        <Tabs.Content value="withdraw" p="0">
          <WithdrawList />
        </Tabs.Content>
      </Tabs.Root>
    </Page>
  );
};

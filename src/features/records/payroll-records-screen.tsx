import { useTranslation } from 'react-i18next';
import type { PayrollRecord } from '../../api/generated/model';
import { InfiniteList } from '../../components/infinite-list';
import { Page } from '../../components/page';
import { RecordCard } from './components/record-card';
import { usePayrollRecords } from './hooks/use-record-lists';
import { pathOf } from '../../lib/route-paths';
import { ProviderTime } from '../../components/provider-time';
import { useFormat } from '../../lib/use-format';

/** Salaries paid to a team leader (the contract's proposed `/payrollrecords`). */
export const PayrollRecordsScreen = () => {
  const { t } = useTranslation('wallet');
  const format = useFormat();
  const query = usePayrollRecords();
  return (
    <Page title={t('payroll.title')} backTo={pathOf('assets')}>
      <InfiniteList<PayrollRecord>
        source={query}
        rows={query.data ?? []}
        rowKey={(row) => row.id}
        empty={t('records.empty')}
        renderRow={(row) => (
          <RecordCard
            testId="payroll-record"
            title={t('payroll.period', { period: row.period })}
            amount={`+${format.amount(row.amount)}${row.currency ? ` ${row.currency}` : ''}`}
            amountColor="profit"
            lines={[
              ...(row.team_size !== undefined
                ? [{ key: 'team', label: t('payroll.teamSize'), value: String(row.team_size) }]
                : []),
              { key: 'time', label: t('records.time'), value: <ProviderTime value={row.time} /> },
              ...(row.remark ? [{ key: 'remark', label: t('records.remark'), value: row.remark }] : []),
            ]}
          />
        )}
      />
    </Page>
  );
};

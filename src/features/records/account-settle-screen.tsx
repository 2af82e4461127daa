import { useTranslation } from 'react-i18next';
import type { SettlementStatement } from '../../api/generated/model';
import { InfiniteList } from '../../components/infinite-list';
import { Page } from '../../components/page';
import { toDecimal } from '../../lib/money';
import { RecordCard } from './components/record-card';
import { useSettlements } from './hooks/use-record-lists';
import { pathOf } from '../../lib/route-paths';
import { ProviderTime } from '../../components/provider-time';
import { useFormat } from '../../lib/use-format';

/** One statement per day: opening and closing balance and what moved it (proposed `/accountsettle`). */
export const AccountSettleScreen = () => {
  const { t } = useTranslation('wallet');
  const format = useFormat();
  const query = useSettlements();
  const money = (value: SettlementStatement['fee']) => format.amount(value ?? 0);
  return (
    <Page title={t('settle.title')} backTo={pathOf('assets')}>
      <InfiniteList<SettlementStatement>
        source={query}
        rows={query.data ?? []}
        rowKey={(row) => row.id}
        empty={t('records.empty')}
        renderRow={(row) => {
          const profit = toDecimal(row.trade_profit)?.cmp(0) ?? 0;
          return (
            <RecordCard
              testId="settlement"
              title={<ProviderTime value={row.date} />}
              amount={money(row.closing_balance)}
              lines={[
                { key: 'opening', label: t('settle.opening'), value: money(row.opening_balance) },
                { key: 'deposit', label: t('settle.deposit'), value: money(row.deposit) },
                { key: 'withdrawal', label: t('settle.withdrawal'), value: money(row.withdrawal) },
                {
                  key: 'profit',
                  label: t('settle.profit'),
                  value: `${profit > 0 ? '+' : ''}${money(row.trade_profit)}`,
                },
                { key: 'fee', label: t('settle.fee'), value: money(row.fee) },
                { key: 'closing', label: t('settle.closing'), value: money(row.closing_balance) },
              ]}
            />
          );
        }}
      />
    </Page>
  );
};

import { useState } from 'react';
import { NativeSelect, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { MoneyChange, MoneyChangeType } from '../../api/generated/model';
import { InfiniteList } from '../../components/infinite-list';
import { Page } from '../../components/page';
import { toDecimal } from '../../lib/money';
import { RecordCard } from './components/record-card';
import { LEDGER_TYPES, ledgerKey } from './statuses';
import { useMoneyChanges } from './hooks/use-record-lists';
import { pathOf } from '../../lib/route-paths';
import { ProviderTime } from '../../components/provider-time';
import { useFormat } from '../../lib/use-format';

/** The proposed ledger account of the salary balance (docs/decisions/0013-salary-withdrawal.md): not a currency. */
const SALARY_ACCOUNT = 'SALARY';

/** A ledger type chosen in the filter, or null for every type. */
const ledgerType = (value: string): MoneyChangeType | null =>
  LEDGER_TYPES.find((entry) => String(entry.value) === value)?.value ?? null;

/**
 * The account ledger with every type of the contract translated. The type filter asks the
 * provider for that type (`/moneychange?type=`, proposed), page by page.
 */
export const FinancialRecordsScreen = () => {
  const { t } = useTranslation('wallet');
  const format = useFormat();
  const [type, setType] = useState('all');
  const query = useMoneyChanges(ledgerType(type));
  const rows = query.data ?? [];
  return (
    <Page title={t('ledger.title')} backTo={pathOf('assets')}>
      <Stack gap="4">
        <NativeSelect.Root>
          <NativeSelect.Field
            aria-label={t('ledger.filter')}
            value={type}
            onChange={(event) => setType(event.currentTarget.value)}
          >
            <option value="all">{t('ledger.all')}</option>
            {LEDGER_TYPES.map((entry) => (
              <option key={entry.key} value={entry.value}>
                {t(`ledger.types.${entry.key as 'recharge'}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <InfiniteList<MoneyChange>
          source={query}
          rows={rows}
          rowKey={(row, index) => row.id ?? index}
          empty={t('records.empty')}
          renderRow={(row) => {
            const sign = toDecimal(row.amount)?.cmp(0) ?? 0;
            const text = format.amount(row.amount);
            const salary = row.currency === SALARY_ACCOUNT;
            return (
              <RecordCard
                testId="ledger-record"
                title={t(`ledger.types.${ledgerKey(row.type) as 'recharge'}`)}
                // the salary balance is kept in USD
                amount={`${sign > 0 ? '+' : ''}${text}${salary ? ' USD' : row.currency ? ` ${row.currency}` : ''}`}
                amountColor={sign > 0 ? 'profit' : sign < 0 ? 'loss' : undefined}
                lines={[
                  ...(salary ? [{ key: 'account', label: t('ledger.account'), value: t('ledger.salaryAccount') }] : []),
                  { key: 'time', label: t('records.time'), value: <ProviderTime value={row.time} /> },
                ]}
              />
            );
          }}
        />
      </Stack>
    </Page>
  );
};

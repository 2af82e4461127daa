import { useTranslation } from 'react-i18next';
import { SummaryRows } from '../../../components/summary-rows';
import { currencyDecimals, type WithdrawalQuote } from '../../../lib/wallet-math';
import { useFormat } from '../../../lib/use-format';

/** Amount, fee, tax, total (USD) and what arrives in the channel's currency. */
export const QuoteRows = ({
  quote,
  payoutCurrency,
  testId,
}: {
  quote: WithdrawalQuote;
  payoutCurrency: string;
  testId: string;
}) => {
  const { t } = useTranslation('wallet');
  const format = useFormat();
  const usd = (value: string) => `${format.amount(value)} USD`;
  return (
    <SummaryRows
      testId={testId}
      rows={[
        { key: 'amount', label: t('quote.amount'), value: usd(quote.amount) },
        { key: 'fee', label: t('quote.fee'), value: usd(quote.fee) },
        { key: 'tax', label: t('quote.tax'), value: usd(quote.tax) },
        { key: 'total', label: t('quote.total'), value: usd(quote.total), strong: true },
        {
          key: 'received',
          label: t('quote.received'),
          value: `${format.amount(quote.received, currencyDecimals(payoutCurrency))} ${payoutCurrency}`,
          strong: true,
        },
      ]}
    />
  );
};

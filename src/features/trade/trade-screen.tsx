import { Button, IconButton, Stack } from '@chakra-ui/react';
import { ReceiptText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ConnectionBanner } from '../../components/connection-banner';
import { Page } from '../../components/page';
import { EmptyState, LoadingRows, QueryError } from '../../components/query-state';
import { ActiveOrders } from './components/active-orders';
import { ChartPanel } from '../../components/market-chart/chart-panel';
import { ModeSwitch } from './components/mode-switch';
import { OptionsPanel } from './components/options-panel';
import { OrderBook } from '../../components/order-book';
import { PriceHeader } from './components/price-header';
import { PriceAlertButton } from '../../components/price-alerts/price-alert-button';
import { useTradeSymbol } from './hooks/use-trade-symbol';
import { pathOf } from '../../lib/route-paths';

/**
 * Options trading of one symbol (`?symbol=btcusdt`; the first listed symbol without it): live
 * price, candles, order book, buy up / buy down with countdown and settlement. While `/tradesymbol`
 * fails, a requested symbol still shows its feed (price, chart, book); only ordering waits, with Retry.
 */
export const TradeScreen = () => {
  const { t } = useTranslation('trade');
  const [params] = useSearchParams();
  const { query, instrument, unknown, unlisted, requested } = useTradeSymbol(params.get('symbol'));

  const recordsLink = (
    <IconButton asChild variant="ghost" size="sm" aria-label={t('records.open')}>
      <Link to={pathOf('tradeRecords')}>
        <ReceiptText />
      </Link>
    </IconButton>
  );

  if (!instrument) {
    return (
      <Page title={t('title')} backTo={pathOf('market')} actions={recordsLink}>
        {query.isPending && <LoadingRows rows={4} height="24" />}
        {query.isError && <QueryError error={query.error} onRetry={() => void query.refetch()} />}
        {unknown && (
          <Stack align="center" data-testid="unknown-symbol">
            <EmptyState>
              {requested ? t('unknownSymbol', { symbol: requested.toUpperCase() }) : t('noSymbols')}
            </EmptyState>
            <Button asChild variant="outline" size="sm">
              <Link to={pathOf('market')}>{t('toMarkets')}</Link>
            </Button>
          </Stack>
        )}
      </Page>
    );
  }

  return (
    <Page title={instrument.pair} backTo={pathOf('market')} actions={recordsLink}>
      <Stack gap="3" position="relative" data-testid="trade-screen" data-symbol={instrument.code}>
        <ConnectionBanner />
        {unlisted && (
          <QueryError title={t('symbolsUnavailable')} error={query.error} onRetry={() => void query.refetch()} />
        )}
        <ModeSwitch code={instrument.code} />
        <PriceHeader instrument={instrument} />
        <PriceAlertButton code={instrument.code} pair={instrument.pair} />
        <ChartPanel key={`chart-${instrument.code}`} code={instrument.code} />
        <ActiveOrders />
        <OrderBook code={instrument.code} />
        <OptionsPanel key={`options-${instrument.code}`} instrument={instrument} disabled={unlisted} />
      </Stack>
    </Page>
  );
};

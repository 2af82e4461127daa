import { Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Page } from '../../components/page';
import { AccountSummary } from '../../components/account-figures/account-summary';
import { EmptyState, LoadingRows, QueryError } from '../../components/query-state';
import { toaster } from '../../components/ui/toaster';
import { useAvailableBalance } from '../../lib/use-available-balance';
import { useLiveTicker } from '../../market/market-context';
import { ContractHeader } from './components/contract-header';
import { MarketPanel } from './components/market-panel';
import { PriceAlertButton } from '../../components/price-alerts/price-alert-button';
import { OrderForm } from './components/order-form';
import { SymbolPositions } from './components/symbol-positions';
import { useContractSettings } from './hooks/use-contract-settings';
import { useContractSymbol, type ContractSymbol } from './hooks/use-contract-symbol';
import { useOrderForm } from './hooks/use-order-form';
import { ContractTradeType, SymbolStatus } from '../../api/provider-values';
import { pathOf } from '../../lib/route-paths';

const ContractTrading = ({ symbol, unlisted }: { symbol: ContractSymbol; unlisted: boolean }) => {
  const { t } = useTranslation('contract');
  const settings = useContractSettings();
  const balance = useAvailableBalance();
  const ticker = useLiveTicker(symbol.code);
  // A signal's "Trade" opens the form with its side, take profit and stop loss (`&side=short&tp=…&sl=…`).
  const [params] = useSearchParams();
  const level = (name: string): string | undefined =>
    /^\d+(\.\d+)?$/.test(params.get(name) ?? '') ? (params.get(name) ?? undefined) : undefined;
  const form = useOrderForm({
    initial: {
      side: params.get('side') === 'short' ? ContractTradeType.short : ContractTradeType.long,
      takeProfit: level('tp'),
      stopLoss: level('sl'),
    },
    symbol: symbol.code,
    livePrice: ticker?.price ?? null,
    live: ticker?.status === SymbolStatus.live,
    leverages: settings.leverages,
    feeRate: settings.feeRate,
    overnight: settings.overnight,
    available: balance.available,
    onPlaced: () => toaster.create({ type: 'success', description: t('placed') }),
  });
  return (
    <Stack gap="4">
      <ContractHeader symbol={symbol} />
      <PriceAlertButton code={symbol.code} pair={symbol.pair} />
      <MarketPanel code={symbol.code} onPick={form.pickPrice} />
      {settings.isPending ? (
        <LoadingRows rows={4} height="12" />
      ) : settings.error ? (
        <QueryError error={settings.error} onRetry={settings.retry} />
      ) : (
        <>
          {balance.error && <QueryError error={balance.error} onRetry={balance.retry} />}
          <OrderForm form={form} pair={symbol.pair} available={balance.available} disabled={unlisted} />
        </>
      )}
      <AccountSummary />
      <SymbolPositions code={symbol.code} pair={symbol.pair} />
    </Stack>
  );
};

/**
 * Perpetual contract trading of one symbol (`?symbol=ethusdt`, or the first listed symbol). While
 * `/tradesymbol` fails, a requested symbol keeps its live price, chart and book; only placing an
 * order waits for the list, with Retry.
 */
export const ContractScreen = () => {
  const { t } = useTranslation('contract');
  const { symbol, wanted, isPending, unknown, unlisted, query } = useContractSymbol();
  return (
    <Page title={symbol ? t('title', { pair: symbol.pair }) : t('titlePlain')} backTo={pathOf('market')}>
      {isPending && <LoadingRows rows={5} height="16" />}
      {query.isError && (
        <QueryError
          title={unlisted ? t('symbolsUnavailable') : undefined}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      )}
      {unknown && <EmptyState>{t('unknownSymbol', { symbol: wanted.toUpperCase() })}</EmptyState>}
      {symbol && <ContractTrading key={symbol.code} symbol={symbol} unlisted={unlisted} />}
    </Page>
  );
};

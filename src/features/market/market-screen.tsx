import { lazy, Suspense, useState } from 'react';
import { Container, Flex, Heading, IconButton, Stack, Tabs } from '@chakra-ui/react';
import { RadioTower, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ChipGroup } from '../../components/chip-group';
import { EmptyState, LoadingRows, QueryError } from '../../components/query-state';
import { ConnectionBanner } from '../../components/connection-banner';
import { PullToRefresh } from '../../components/pull-to-refresh';
import { InstrumentList } from './components/instrument-list';
import { SortBar } from './components/sort-bar';
import { CATEGORIES } from './hooks/use-instruments';
import { useInstruments } from './hooks/use-instruments';
import { useMarketList, type ListKind, type Sort } from './hooks/use-market-list';
import { useWatchlist } from './hooks/use-watchlist';
import { pathOf } from '../../lib/route-paths';

const LISTS: ListKind[] = ['watchlist', 'all', 'usdt'];

const PriceAlertDialog = lazy(async () => ({
  default: (await import('../../components/price-alerts/price-alert-dialog')).PriceAlertDialog,
}));

/** Tab 1: the watchlist, all instruments and the USDT pairs, by category, with live prices. */
export const MarketScreen = () => {
  const { t } = useTranslation('market');
  const instruments = useInstruments();
  const { watched, query: watchlist, toggle } = useWatchlist();
  const [list, setList] = useState<ListKind>('all');
  const [category, setCategory] = useState<string | null>(null);
  const [sort, setSort] = useState<Sort | null>(null);
  const [alertFor, setAlertFor] = useState<{ code: string; pair: string } | null>(null);
  const rows = useMarketList(instruments.data ?? [], watched, list, category, sort);
  const refresh = () => Promise.all([instruments.refetch(), watchlist.refetch()]);
  const categories = [...new Set((instruments.data ?? []).map((instrument) => instrument.category))];

  return (
    <Container maxW="lg" px="4" py="4">
      <Flex align="center" justify="space-between" mb="3">
        <Heading as="h1" size="xl">
          {t('title')}
        </Heading>
        <Flex gap="1">
          <IconButton asChild variant="ghost" aria-label={t('signals.link')}>
            <Link to={pathOf('signals')}>
              <RadioTower />
            </Link>
          </IconButton>
          <IconButton asChild variant="ghost" aria-label={t('search')}>
            <Link to={pathOf('search')}>
              <Search />
            </Link>
          </IconButton>
        </Flex>
      </Flex>
      {/* pulled down at the top, the instruments (`/tradesymbol`) and the watchlist are fetched again */}
      <PullToRefresh onRefresh={refresh} testId="market-pull">
        <Stack gap="3" position="relative">
          <ConnectionBanner />
          <Tabs.Root value={list} onValueChange={(details) => setList(details.value as ListKind)} variant="line" fitted>
            <Tabs.List>
              {LISTS.map((kind) => (
                <Tabs.Trigger key={kind} value={kind}>
                  {t(`lists.${kind}`)}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {/* one panel per list (each tab controls its own); only the selected one holds the list */}
            {LISTS.map((kind) => (
              <Tabs.Content key={kind} value={kind} pt="3">
                {kind === list && (
                  <Stack gap="3">
                    <ChipGroup
                      label={t('categories.all')}
                      options={[null, ...categories]}
                      value={category}
                      onChange={setCategory}
                      render={(item) =>
                        item === null
                          ? t('categories.all')
                          : (CATEGORIES as readonly string[]).includes(item)
                            ? t(`categories.${item as (typeof CATEGORIES)[number]}`)
                            : item
                      }
                    />
                    <SortBar sort={sort} onChange={setSort} />
                    {instruments.isPending && <LoadingRows rows={6} height="12" />}
                    {instruments.isError && (
                      <QueryError error={instruments.error} onRetry={() => void instruments.refetch()} />
                    )}
                    {/* the stars and the watchlist tab cannot be trusted without it */}
                    {watchlist.isError && (
                      <QueryError
                        title={t('lists.watchlist')}
                        error={watchlist.error}
                        onRetry={() => void watchlist.refetch()}
                      />
                    )}
                    {instruments.isSuccess && rows.length === 0 && !(list === 'watchlist' && watchlist.isError) && (
                      <EmptyState>{list === 'watchlist' ? t('emptyWatchlist') : t('emptyCategory')}</EmptyState>
                    )}
                    <InstrumentList
                      instruments={rows}
                      watched={watched}
                      onToggleWatch={(item) => void toggle(item)}
                      onAlert={
                        list === 'watchlist' ? (item) => setAlertFor({ code: item.code, pair: item.pair }) : undefined
                      }
                      testId="market-list"
                    />
                  </Stack>
                )}
              </Tabs.Content>
            ))}
          </Tabs.Root>
        </Stack>
      </PullToRefresh>
      {alertFor && (
        <Suspense fallback={null}>
          <PriceAlertDialog target={alertFor} onClose={() => setAlertFor(null)} />
        </Suspense>
      )}
    </Container>
  );
};

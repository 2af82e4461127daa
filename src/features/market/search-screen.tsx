import { useDeferredValue, useState, type ReactNode } from 'react';
import { Box, Button, Flex, Input, InputGroup, Stack, Text, Wrap } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Page } from '../../components/page';
import { EmptyState, LoadingRows, QueryError } from '../../components/query-state';
import { usePersistedState } from '../../lib/persisted-state';
import { SEARCH_ALIASES } from './aliases';
import { InstrumentList } from './components/instrument-list';
import { useInstruments, type Instrument } from './hooks/use-instruments';
import { useMostActive } from './hooks/use-most-active';
import { useWatchlist } from './hooks/use-watchlist';
import { pathOf, pathTo } from '../../lib/route-paths';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * Matches the code (BTC, btcusdt), the name (Gold) or what traders call it in any of the interface
 * languages (Vàng, 黄金, Oro), ignoring case and accents.
 */
export const matches = (instrument: Instrument, query: string): boolean => {
  const needle = fold(query.trim());
  return (
    needle === '' ||
    fold(instrument.pair).includes(needle) ||
    fold(instrument.name).includes(needle) ||
    (SEARCH_ALIASES[instrument.code] ?? []).some((alias) => fold(alias).includes(needle))
  );
};

const Chips = ({
  title,
  items,
  testId,
  action,
  onOpen,
}: {
  title: string;
  items: readonly Instrument[];
  testId: string;
  action?: ReactNode;
  onOpen: (item: Instrument) => void;
}) => (
  <Box as="section" aria-label={title}>
    <Flex justify="space-between" align="center" mb="2">
      <Text fontWeight="semibold">{title}</Text>
      {action}
    </Flex>
    <Wrap gap="2" data-testid={testId}>
      {items.map((instrument) => (
        <Button key={instrument.code} asChild size="xs" variant="subtle" borderRadius="full">
          <Link to={pathTo('trade', { symbol: instrument.code })} onClick={() => onOpen(instrument)}>
            {instrument.pair}
          </Link>
        </Button>
      ))}
    </Wrap>
  </Box>
);

const NO_INSTRUMENTS: Instrument[] = [];

export const SearchScreen = () => {
  const { t } = useTranslation('market');
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const instruments = useInstruments();
  const { watched, toggle } = useWatchlist();
  const recent = usePersistedState((state) => state.recentSearches);
  const addRecent = usePersistedState((state) => state.addRecentSearch);
  const clearRecent = usePersistedState((state) => state.clearRecentSearches);
  const all = instruments.data ?? NO_INSTRUMENTS;
  const results = deferred.trim() === '' ? [] : all.filter((instrument) => matches(instrument, deferred));
  const recentInstruments = recent
    .map((code) => all.find((instrument) => instrument.code === code))
    .filter((item) => item !== undefined);
  const idle = deferred.trim() === '';
  const watchedInstruments = all.filter((instrument) => watched.has(instrument.code));
  const mostActive = useMostActive(all, idle);

  return (
    <Page title={t('search')} backTo={pathOf('market')}>
      <Stack gap="4">
        <InputGroup startElement={<Search size={18} />}>
          <Input
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('searchPlaceholder')}
            aria-label={t('search')}
            autoFocus
            size="lg"
          />
        </InputGroup>
        {instruments.isPending && <LoadingRows rows={4} height="12" />}
        {instruments.isError && <QueryError error={instruments.error} onRetry={() => void instruments.refetch()} />}
        {idle && recentInstruments.length > 0 && (
          <Chips
            title={t('recent')}
            items={recentInstruments}
            testId="recent-searches"
            onOpen={(item) => addRecent(item.code)}
            action={
              <Button variant="ghost" size="xs" onClick={clearRecent}>
                {t('clearRecent')}
              </Button>
            }
          />
        )}
        {idle && watchedInstruments.length > 0 && (
          <Chips
            title={t('searchWatchlist')}
            items={watchedInstruments}
            testId="search-watchlist"
            onOpen={(item) => addRecent(item.code)}
          />
        )}
        {idle && mostActive.length > 0 && (
          <Chips
            title={t('mostActive')}
            items={mostActive}
            testId="most-active"
            onOpen={(item) => addRecent(item.code)}
          />
        )}
        {deferred.trim() !== '' && results.length === 0 && instruments.isSuccess && (
          <EmptyState>{t('noResults', { query: deferred.trim() })}</EmptyState>
        )}
        <InstrumentList
          instruments={results}
          watched={watched}
          onToggleWatch={(item) => void toggle(item)}
          onOpen={(item) => addRecent(item.code)}
          testId="search-results"
        />
      </Stack>
    </Page>
  );
};

import { useDeferredValue, useState } from 'react';
import { Box, Button, Flex, Input, InputGroup, Stack, Text, Wrap } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Page } from '../../components/page';
import { EmptyState, LoadingRows, QueryError } from '../../components/query-state';
import { usePersistedState } from '../../lib/persisted-state';
import { InstrumentRow } from './components/instrument-row';
import { useInstruments, type Instrument } from './hooks/use-instruments';
import { useWatchlist } from './hooks/use-watchlist';

/** Matches the code (BTC, btcusdt) or the name (Gold), ignoring case and accents. */
export const matches = (instrument: Instrument, query: string): boolean => {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
  const needle = fold(query.trim());
  return needle === '' || fold(instrument.pair).includes(needle) || fold(instrument.name).includes(needle);
};

export const SearchScreen = () => {
  const { t } = useTranslation('market');
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const instruments = useInstruments();
  const { watched, toggle } = useWatchlist();
  const recent = usePersistedState((state) => state.recentSearches);
  const addRecent = usePersistedState((state) => state.addRecentSearch);
  const clearRecent = usePersistedState((state) => state.clearRecentSearches);
  const all = instruments.data ?? [];
  const results = deferred.trim() === '' ? [] : all.filter((instrument) => matches(instrument, deferred));
  const recentInstruments = recent.map((code) => all.find((instrument) => instrument.code === code)).filter((item) => item !== undefined);

  return (
    <Page title={t('search')} backTo="/pages/home/market">
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
        {deferred.trim() === '' && recentInstruments.length > 0 && (
          <Box>
            <Flex justify="space-between" align="center" mb="2">
              <Text fontWeight="semibold">{t('recent')}</Text>
              <Button variant="ghost" size="xs" onClick={clearRecent}>
                {t('clearRecent')}
              </Button>
            </Flex>
            <Wrap gap="2" data-testid="recent-searches">
              {recentInstruments.map((instrument) => (
                <Button key={instrument.code} asChild size="xs" variant="subtle" borderRadius="full">
                  <Link to={`/pages/trade?symbol=${instrument.code}`}>{instrument.pair}</Link>
                </Button>
              ))}
            </Wrap>
          </Box>
        )}
        {deferred.trim() !== '' && results.length === 0 && instruments.isSuccess && (
          <EmptyState>{t('noResults', { query: deferred.trim() })}</EmptyState>
        )}
        <Box as="ul" listStyleType="none" data-testid="search-results">
          {results.map((instrument) => (
            <li key={instrument.code}>
              <InstrumentRow
                instrument={instrument}
                watched={watched.has(instrument.code)}
                onToggleWatch={(item) => void toggle(item)}
                onOpen={(item) => addRecent(item.code)}
              />
            </li>
          ))}
        </Box>
      </Stack>
    </Page>
  );
};

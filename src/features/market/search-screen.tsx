import { useDeferredValue, useState, type ReactNode } from 'react';
import { Box, Button, Flex, Input, InputGroup, Skeleton, Stack, Text, Wrap } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Page } from '../../components/page';
import { EmptyState, QueryError } from '../../components/query-state';
import { usePersistedState } from '../../lib/persisted-state';
import { SEARCH_ALIASES } from './aliases';
import { InstrumentList } from './components/instrument-list';
import { useInstruments, type Instrument } from './hooks/use-instruments';
import { MOST_ACTIVE, useMostActive } from './hooks/use-most-active';
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

/** A chip's height (a button of size xs): the loading rows are as tall as the chips' rows. */
const CHIP_HEIGHT = '8';
/** Chips a row holds on a phone (a pair's chip is about 80 px wide): how many rows the loading state keeps. */
const CHIPS_PER_ROW = 4;
/** A watchlist's chips are not known before it loads: one row is kept, as most have a few symbols. */
const TYPICAL_WATCHLIST_ROWS = 1;
const CHIP_GAP = '2';

const rowsFor = (chips: number): number => Math.ceil(chips / CHIPS_PER_ROW);

/** A titled section of chips' frame: the drawn sections and their loading state share it. */
const ChipsFrame = ({ title, action, children }: { title: ReactNode; action?: ReactNode; children: ReactNode }) => (
  <>
    <Flex justify="space-between" align="center" mb="2">
      {title}
      {action}
    </Flex>
    {children}
  </>
);

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
    <ChipsFrame title={<Text fontWeight="semibold">{title}</Text>} action={action}>
      <Wrap gap={CHIP_GAP} data-testid={testId}>
        {items.map((instrument) => (
          <Button key={instrument.code} asChild size="xs" variant="subtle" borderRadius="full">
            <Link to={pathTo('trade', { symbol: instrument.code })} onClick={() => onOpen(instrument)}>
              {instrument.pair}
            </Link>
          </Button>
        ))}
      </Wrap>
    </ChipsFrame>
  </Box>
);

/** A section of chips while it loads: its title and rows of chips, each as tall as the drawn ones. */
const ChipsLoading = ({ rows, withAction = false }: { rows: number; withAction?: boolean }) => (
  <Box>
    <ChipsFrame
      title={
        <Skeleton loading width="32">
          <Text fontWeight="semibold">&nbsp;</Text>
        </Skeleton>
      }
      action={withAction && <Skeleton loading height={CHIP_HEIGHT} width="16" />}
    >
      <Stack gap={CHIP_GAP}>
        {Array.from({ length: rows }, (_, row) => (
          <Flex key={row} gap={CHIP_GAP}>
            {Array.from({ length: CHIPS_PER_ROW - 1 }, (_, chip) => (
              <Skeleton key={chip} loading height={CHIP_HEIGHT} width="20" borderRadius="full" />
            ))}
          </Flex>
        ))}
      </Stack>
    </ChipsFrame>
  </Box>
);

const NO_INSTRUMENTS: Instrument[] = [];

export const SearchScreen = () => {
  const { t } = useTranslation('market');
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const instruments = useInstruments();
  const { watched, isPending: watchlistPending, toggle } = useWatchlist();
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
  // the watchlist is drawn above the most active symbols: until it has come too, its place and
  // theirs are kept by the loading state (drawn alone, the list pushed them down as it arrived)
  const loading = instruments.isPending || (idle && watchlistPending);
  const ready = idle && !loading;

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
        {loading && (
          // the sections the empty search shows, as they will be drawn: the recent searches (known
          // here), the watchlist (one row, as is typical) and the most active symbols
          <Stack gap="4" aria-busy="true" data-testid="search-loading">
            {recent.length > 0 && <ChipsLoading rows={rowsFor(recent.length)} withAction />}
            <ChipsLoading rows={TYPICAL_WATCHLIST_ROWS} />
            <ChipsLoading rows={rowsFor(MOST_ACTIVE)} />
          </Stack>
        )}
        {instruments.isError && <QueryError error={instruments.error} onRetry={() => void instruments.refetch()} />}
        {ready && recentInstruments.length > 0 && (
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
        {ready && watchedInstruments.length > 0 && (
          <Chips
            title={t('searchWatchlist')}
            items={watchedInstruments}
            testId="search-watchlist"
            onOpen={(item) => addRecent(item.code)}
          />
        )}
        {ready && mostActive.length > 0 && (
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

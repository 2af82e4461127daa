import { useDeferredValue } from 'react';
import {
  Badge,
  Box,
  Flex,
  Heading,
  LinkBox,
  LinkOverlay,
  Skeleton,
  SkeletonCircle,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ImageAvatar } from '../../../components/image-avatar';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LiveChange, LivePrice } from '../../../components/live-quote';
import { QueryError } from '../../../components/query-state';
import { assetUrl } from '../../../lib/env';
import { useMarketVersion } from '../../../market/market-context';
import type { MarketStore } from '../../../market/store';
import { useSymbols, type ListedSymbol } from '../hooks/use-symbols';
import { pathOf, pathTo } from '../../../lib/route-paths';

const STRIP_SIZE = 8;

/** The symbol's trade screen, as the market list and search open it. */
const tradePath = (symbol: ListedSymbol): string => pathTo('trade', { symbol: symbol.jiaoyidui.toLowerCase() });
const LIST_SIZE = 6;

const SymbolAvatar = ({ symbol }: { symbol: ListedSymbol }) => (
  <ImageAvatar size="xs" name={symbol.name} src={symbol.image ? assetUrl(symbol.image) : undefined} />
);

/**
 * Symbols by the size of today's change (from the live market store: price against the day's
 * open). Symbols without a change yet keep the provider's order after those with one.
 */
const byMove = (symbols: readonly ListedSymbol[], store: MarketStore | undefined): ListedSymbol[] => {
  const move = (symbol: ListedSymbol): number | null => {
    const change = store?.get(symbol.jiaoyidui)?.changePercent;
    return change === null || change === undefined ? null : Math.abs(Number(change));
  };
  return symbols
    .map((symbol, index) => ({ symbol, index, move: move(symbol) }))
    .sort((a, b) => {
      if (a.move === null || b.move === null) return a.move === b.move ? a.index - b.index : a.move === null ? 1 : -1;
      return b.move - a.move || a.index - b.index;
    })
    .map(({ symbol }) => symbol);
};

/** The strip's frame: a row of tiles that scrolls sideways. */
const Strip = ({ label, children }: { label?: string; children: ReactNode }) => (
  <Flex
    as="section"
    aria-label={label}
    gap="2"
    overflowX="auto"
    css={{ scrollbarWidth: 'none' }}
    data-testid={label ? 'ticker-strip' : undefined}
  >
    {children}
  </Flex>
);

const TILE = {
  flexShrink: '0',
  flexDirection: 'column',
  gap: '0.5',
  borderRadius: 'l2',
  px: '3',
  py: '2',
  minW: '28',
} as const;

/** The movers' card: its heading, the link to every market and what the order means, then the rows. */
const MoversCard = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation('home');
  return (
    <Box bg="bg.surface" borderRadius="l3" p="4" as="section" aria-labelledby="home-movers">
      <Flex justify="space-between" align="baseline" mb="1">
        <Heading as="h2" size="sm" id="home-movers">
          {t('markets.title')}
        </Heading>
        <Link to={pathOf('market')}>
          <Text fontSize="sm" color="brand.fg">
            {t('markets.more')}
          </Text>
        </Link>
      </Flex>
      <Text fontSize="xs" color="fg.muted" mb="2">
        {t('markets.byChange')}
      </Text>
      {children}
    </Box>
  );
};

/** A row's frame: what sits beside the avatar, between the top rule and the next row. */
const ROW = { py: '2', borderTopWidth: '1px', borderColor: 'border.muted' } as const;

/**
 * The overview laid out as it will be drawn, its figures still on their way: the same tiles and rows
 * with placeholders of the same height, so nothing below it moves when the symbols arrive.
 */
const OverviewLoading = () => (
  <Stack gap="3" aria-busy="true" data-testid="market-overview-loading">
    <Strip>
      {Array.from({ length: STRIP_SIZE }, (_, index) => (
        <Skeleton key={index} loading display="flex" {...TILE}>
          <Text fontSize="xs">&nbsp;</Text>
          <Text fontSize="sm">&nbsp;</Text>
          <Badge minW="20">&nbsp;</Badge>
        </Skeleton>
      ))}
    </Strip>
    <MoversCard>
      <Stack gap="0">
        {Array.from({ length: LIST_SIZE }, (_, index) => (
          <Flex key={index} align="center" gap="3" {...ROW}>
            <SkeletonCircle size="6" />
            <Skeleton loading flex="1">
              <Text fontWeight="semibold">&nbsp;</Text>
              <Text fontSize="xs">&nbsp;</Text>
            </Skeleton>
          </Flex>
        ))}
      </Stack>
    </MoversCard>
  </Stack>
);

/** The ticker strip and the top movers, with live prices and the day's change from the market store. */
export const MarketOverview = () => {
  const { t } = useTranslation('home');
  const symbols = useSymbols();
  // the strip and the movers are drawn as a transition, in slices that let a paint or a tap in (the
  // answer arrives while the rest of the first screen is drawn); until then they show as loading
  const listed = useDeferredValue(symbols.data);
  const { store } = useMarketVersion(true);
  if (symbols.isError) return <QueryError error={symbols.error} onRetry={() => void symbols.refetch()} />;
  if (listed === undefined) return <OverviewLoading />;
  if (listed.length === 0) return null;
  const movers = byMove(listed, store).slice(0, LIST_SIZE);
  return (
    <Stack gap="3">
      <Strip label={t('markets.strip')}>
        {listed.slice(0, STRIP_SIZE).map((symbol) => (
          <Flex key={symbol.id} asChild bg="bg.surface" {...TILE}>
            <Link to={tradePath(symbol)} data-code={symbol.jiaoyidui.toLowerCase()}>
              <Text fontSize="xs" fontWeight="semibold" color="fg.muted">
                {symbol.jiaoyidui}
              </Text>
              <LivePrice code={symbol.jiaoyidui} fontWeight="bold" fontSize="sm" />
              <LiveChange code={symbol.jiaoyidui} />
            </Link>
          </Flex>
        ))}
      </Strip>
      <MoversCard>
        <Stack gap="0" data-testid="market-list">
          {movers.map((symbol) => (
            <LinkBox key={symbol.id} {...ROW} data-testid="market-row" data-code={symbol.jiaoyidui.toLowerCase()}>
              <Flex align="center" gap="3">
                <SymbolAvatar symbol={symbol} />
                <Box flex="1" minW="0">
                  <LinkOverlay asChild>
                    <Link to={tradePath(symbol)}>
                      <Text fontWeight="semibold">{symbol.jiaoyidui}</Text>
                    </Link>
                  </LinkOverlay>
                  <Text fontSize="xs" color="fg.muted" truncate>
                    {symbol.name}
                  </Text>
                </Box>
                <LivePrice code={symbol.jiaoyidui} fontWeight="medium" fontSize="sm" textAlign="end" />
                <LiveChange code={symbol.jiaoyidui} />
              </Flex>
            </LinkBox>
          ))}
        </Stack>
      </MoversCard>
    </Stack>
  );
};

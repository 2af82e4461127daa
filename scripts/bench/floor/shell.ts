/**
 * The floor under the app's Lighthouse figures: the least any screen built on the app's libraries
 * costs. One script, no request after it, nothing lazy, no data, no socket: React 19, Chakra UI with
 * the app's own theme, TanStack Query and i18next draw a heading and three tabs (`?rows=0`), and with
 * `?rows=24` also the market list's 24 rows as static Chakra markup (the row the app draws, without
 * its live cells). `bench:lighthouse --floor` builds and measures it beside the app: a score the app
 * cannot beat, because the app does all of this and more.
 */
import { createElement as h, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Avatar, Badge, ChakraProvider, Container, Flex, Heading, IconButton, Stack, Tabs, Text } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { Star } from 'lucide-react';
import { system } from '../../../src/theme/system';

void i18next.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { translation: { title: 'Market', watchlist: 'Watchlist', all: 'All', usdt: 'USDT', watch: 'Watch {{pair}}' } } },
});

const ROWS = Number(new URLSearchParams(window.location.search).get('rows') ?? '0');
const instruments = Array.from({ length: ROWS }, (_, index) => ({
  code: `c${index}usdt`,
  pair: `C${index}/USDT`,
  name: `Coin ${index}`,
  price: (1000 + index * 3.17).toFixed(2),
  change: `${((index % 7) - 3).toFixed(2)}%`,
}));
type Instrument = (typeof instruments)[number];

const Row = ({ instrument }: { instrument: Instrument }) => {
  const { t } = useTranslation();
  return h(
    'li',
    null,
    h(
      Flex,
      { align: 'center', gap: '2', py: '2.5' },
      h(IconButton, { variant: 'ghost', size: 'xs', 'aria-label': t('watch', { pair: instrument.pair }) }, h(Star)),
      h(Avatar.Root, { size: 'xs' }, h(Avatar.Fallback, { name: instrument.pair })),
      h(
        Stack,
        { gap: '0', flex: '1', minW: '0' },
        h(Text, { fontWeight: 'semibold', fontSize: 'sm', truncate: true }, instrument.pair),
        h(Text, { fontSize: 'xs', color: 'fg.muted', truncate: true }, instrument.name),
      ),
      h(Text, { fontWeight: 'medium', fontSize: 'sm', fontVariantNumeric: 'tabular-nums' }, instrument.price),
      h(Badge, { variant: 'solid', colorPalette: 'gray', minW: '20', justifyContent: 'center' }, instrument.change),
    ),
  );
};

const KINDS = ['watchlist', 'all', 'usdt'] as const;

const Screen = () => {
  const { t } = useTranslation();
  // answered at once from memory: the query layer's cost without a request
  const { data } = useQuery({ queryKey: ['instruments'], queryFn: () => Promise.resolve(instruments) });
  return h(
    Container,
    { as: 'main', maxW: 'lg', px: '4', py: '4' },
    h(Heading, { as: 'h1', size: 'xl', mb: '3' }, t('title')),
    h(
      Tabs.Root,
      { defaultValue: 'all', variant: 'line', fitted: true },
      h(Tabs.List, null, ...KINDS.map((kind) => h(Tabs.Trigger, { key: kind, value: kind }, t(kind)))),
      // each tab controls its panel; only the selected one holds the list
      ...KINDS.map((kind) =>
        h(
          Tabs.Content,
          { key: kind, value: kind },
          kind === 'all' && h(Stack, { as: 'ul', gap: '0', listStyleType: 'none' }, ...(data ?? []).map((instrument) => h(Row, { key: instrument.code, instrument }))),
        ),
      ),
    ),
  );
};

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing');
createRoot(container).render(
  h(StrictMode, null, h(ChakraProvider, { value: system, children: h(QueryClientProvider, { client: new QueryClient() }, h(Screen)) })),
);

/**
 * The floor under the app's start-up and Lighthouse figures: the least any screen built on the
 * stack of the product's design card costs. One script, no request after it, nothing lazy, no
 * socket: React 19, react-router-dom (a hash router, as the app's addresses are), Chakra UI with the
 * app's own theme, TanStack Query, i18next and zod mini draw a heading and three tabs (`?rows=0`),
 * and with `?rows=24` also the market list's 24 rows as static Chakra markup (the row the app draws,
 * without its live cells). The rows' data go through the query layer and a zod mini check, as an
 * answer does in the app. `bench:startup` and `bench:lighthouse --floor` build it beside the app:
 * bytes and a score the app cannot beat, because the app does all of this and more.
 */
import { createElement as h, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  Avatar,
  Badge,
  ChakraProvider,
  Container,
  Flex,
  Heading,
  IconButton,
  Stack,
  Tabs,
  Text,
} from '@chakra-ui/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { HashRouter, Route, Routes } from 'react-router-dom';
import * as zod from 'zod/mini';
import { system } from '../../../src/theme/system';

// as the app: never compiled with new Function (its Content-Security-Policy has no 'unsafe-eval')
zod.config({ jitless: true });

void i18next.use(initReactI18next).init({
  lng: 'en',
  resources: {
    en: { translation: { title: 'Market', watchlist: 'Watchlist', all: 'All', usdt: 'USDT', watch: 'Watch {{pair}}' } },
  },
});

const ROWS = Number(new URLSearchParams(window.location.search).get('rows') ?? '0');
const instruments = Array.from({ length: ROWS }, (_, index) => ({
  code: `c${index}usdt`,
  pair: `C${index}/USDT`,
  name: `Coin ${index}`,
  price: (1000 + index * 3.17).toFixed(2),
  change: `${((index % 7) - 3).toFixed(2)}%`,
}));
const Instruments = zod.array(
  zod.object({ code: zod.string(), pair: zod.string(), name: zod.string(), price: zod.string(), change: zod.string() }),
);
type Instrument = zod.infer<typeof Instruments>[number];

/** A star drawn inline: the floor holds no icon library. */
const star = h(
  'svg',
  { viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, 'aria-hidden': true },
  h('path', { d: 'm12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8-6.2-3.2-6.2 3.2 1.2-6.8-5-4.9 6.9-1z' }),
);

const Row = ({ instrument }: { instrument: Instrument }) => {
  const { t } = useTranslation();
  return h(
    'li',
    null,
    h(
      Flex,
      { align: 'center', gap: '2', py: '2.5' },
      h(IconButton, { variant: 'ghost', size: 'xs', 'aria-label': t('watch', { pair: instrument.pair }) }, star),
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
  // answered at once from memory and checked: the query layer's and the check's cost without a request
  const { data } = useQuery({
    queryKey: ['instruments'],
    queryFn: () => Promise.resolve(zod.parse(Instruments, instruments)),
  });
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
          kind === 'all' &&
            h(
              Stack,
              { as: 'ul', gap: '0', listStyleType: 'none' },
              ...(data ?? []).map((instrument) => h(Row, { key: instrument.code, instrument })),
            ),
        ),
      ),
    ),
  );
};

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing');
createRoot(container).render(
  h(
    StrictMode,
    null,
    h(ChakraProvider, {
      value: system,
      children: h(
        QueryClientProvider,
        { client: new QueryClient() },
        h(HashRouter, null, h(Routes, null, h(Route, { path: '*', element: h(Screen) }))),
      ),
    }),
  ),
);

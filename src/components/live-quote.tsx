import { useContext, useLayoutEffect, useRef } from 'react';
import { Badge, Text, type TextProps } from '@chakra-ui/react';
import type { Language } from '../i18n/languages';
import { formatPercent, formatPrice } from '../lib/format';
import { usePersistedState } from '../lib/persisted-state';
import { MarketContext } from '../market/market-context';
import type { Ticker } from '../market/store';

/**
 * Writes a symbol's live values straight into one DOM node whenever the store changes them. A
 * price cell changes up to once per animation frame and a list shows hundreds of them: rendering
 * them through React (and the style system) on every tick costs far more than setting a text and
 * two attributes, so these cells render once and then only write what changed.
 */
const useLiveNode = <Node extends HTMLElement>(
  code: string,
  language: Language,
  write: (node: Node, ticker: Ticker | undefined, language: Language) => void,
) => {
  const ref = useRef<Node>(null);
  const store = useContext(MarketContext)?.store;
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    const paint = (): void => write(node, store?.get(code), language);
    paint();
    return store?.subscribe(code, paint);
  }, [store, code, language, write]);
  return ref;
};

const setText = (node: HTMLElement, text: string): void => {
  if (node.textContent !== text) node.textContent = text;
};

const setData = (node: HTMLElement, name: string, value: string): void => {
  if (node.dataset[name] !== value) node.dataset[name] = value;
};

const writePrice = (node: HTMLElement, ticker: Ticker | undefined, language: Language): void => {
  setText(node, formatPrice(ticker?.price, language, ticker?.decimals));
  setData(node, 'status', String(ticker?.status ?? -1));
  setData(node, 'price', ticker?.price ?? '');
};

const signOf = (value: string | null): 'up' | 'down' | 'flat' =>
  value === null || Number(value) === 0 ? 'flat' : value.startsWith('-') ? 'down' : 'up';

const writeChange = (node: HTMLElement, ticker: Ticker | undefined, language: Language): void => {
  const value = ticker?.changePercent ?? null;
  setText(node, formatPercent(value, language));
  setData(node, 'sign', signOf(value));
  setData(node, 'status', String(ticker?.status ?? -1));
};

/** The last price of a symbol, live; muted while stale (`data-status` -1). */
export const LivePrice = ({ code, ...props }: { code: string } & TextProps) => {
  const language = usePersistedState((state) => state.language);
  const ref = useLiveNode<HTMLParagraphElement>(code, language, writePrice);
  return (
    <Text
      ref={ref}
      fontVariantNumeric="tabular-nums"
      css={{ '&[data-status="-1"]': { color: 'fg.muted' } }}
      data-testid="live-price"
      data-code={code.toLowerCase()}
      {...props}
    />
  );
};

/** The day's change of a symbol, coloured by sign (profit / loss tokens); grey like the price while stale. */
export const LiveChange = ({ code }: { code: string }) => {
  const language = usePersistedState((state) => state.language);
  const ref = useLiveNode<HTMLSpanElement>(code, language, writeChange);
  return (
    <Badge
      ref={ref}
      variant="solid"
      colorPalette="gray"
      css={{
        '&[data-sign="up"]': { bg: 'profit.solid', color: 'profit.contrast' },
        '&[data-sign="down"]': { bg: 'loss.solid', color: 'loss.contrast' },
        // A stale change is no signal: the whole quote reads as stale, not only the price.
        '&[data-status="-1"]': { bg: 'bg.muted', color: 'fg.muted' },
      }}
      minW="20"
      justifyContent="center"
      fontVariantNumeric="tabular-nums"
      data-testid="live-change"
    />
  );
};

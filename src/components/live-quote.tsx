import { useContext, useLayoutEffect, useRef } from 'react';
import { Badge, Text, type TextProps } from '@chakra-ui/react';
import { MarketContext } from '../market/market-context';
import type { Ticker } from '../market/store';
import { useFormat, type Format } from '../lib/use-format';

/**
 * The attribute of an element (a list row) whose own `content-visibility` is `auto`: the live cells
 * inside it follow the browser's own decision to skip it off screen (its
 * `contentvisibilityautostatechange` event), which costs nothing per frame, rather than an
 * IntersectionObserver, which measures every observed cell in every frame that draws anything
 * (with hundreds of cells, the largest part of a live list's work).
 */
export const SKIPS_OFFSCREEN = 'data-skips-offscreen';

type VisibilityListener = (visible: boolean) => void;

/**
 * Which live cells are on screen (or near it): by their row's content-visibility where the browser
 * reports it, else through one IntersectionObserver for all of them. Where the browser has neither
 * (jsdom) every cell counts as on screen.
 */
const visibility = (() => {
  const callbacks = new WeakMap<Element, VisibilityListener>();
  let observer: IntersectionObserver | null = null;
  let made: typeof IntersectionObserver | null = null;
  const scopes = new WeakMap<Element, Set<VisibilityListener>>();
  /** The last state each row reported (a cell that mounts later starts from it). */
  const shown = new WeakMap<Element, boolean>();
  let listening = false;
  const onStateChange = (event: Event): void => {
    const visible = !(event as Event & { skipped: boolean }).skipped;
    const target = event.target as Element;
    shown.set(target, visible);
    for (const listener of scopes.get(target) ?? []) listener(visible);
  };
  const byRow = (scope: Element, onChange: VisibilityListener): (() => void) => {
    if (!listening) {
      // the event does not bubble: one capturing listener hears every row's
      document.addEventListener('contentvisibilityautostatechange', onStateChange, true);
      listening = true;
    }
    let listeners = scopes.get(scope);
    if (!listeners) scopes.set(scope, (listeners = new Set()));
    listeners.add(onChange);
    const known = shown.get(scope);
    if (known !== undefined) onChange(known);
    return () => {
      listeners.delete(onChange);
    };
  };
  return (node: Element, onChange: VisibilityListener): (() => void) => {
    const scope = 'ContentVisibilityAutoStateChangeEvent' in globalThis ? node.closest(`[${SKIPS_OFFSCREEN}]`) : null;
    if (scope) return byRow(scope, onChange);
    if (typeof IntersectionObserver === 'undefined') return () => undefined;
    // one observer per implementation (a test may put its own in place)
    if (made !== IntersectionObserver) observer = null;
    made = IntersectionObserver;
    observer ??= new IntersectionObserver(
      (entries) => {
        for (const entry of entries) callbacks.get(entry.target)?.(entry.isIntersecting);
      },
      { rootMargin: '100% 0px' },
    );
    const current = observer;
    callbacks.set(node, onChange);
    current.observe(node);
    return () => {
      callbacks.delete(node);
      current.unobserve(node);
    };
  };
})();

interface LiveWriter<Node extends HTMLElement> {
  /** What the cell shows of a ticker: the same text means nothing to write. */
  shown: (ticker: Ticker | undefined) => string;
  write: (node: Node, ticker: Ticker | undefined, format: Format) => void;
}

/**
 * Writes a symbol's live values straight into one DOM node whenever the store changes them. A
 * price cell changes up to once per animation frame and a list shows hundreds of them: rendering
 * them through React (and the style system) on every tick costs far more than setting a text and
 * two attributes, so these cells render once and then only write what changed. A cell writes only
 * when what it shows changed, and a cell far off screen only when its status changes (live or
 * stale); its price and change catch up as it comes near the screen.
 */
const useLiveNode = <Node extends HTMLElement>(code: string, format: Format, writer: LiveWriter<Node>) => {
  const ref = useRef<Node>(null);
  const store = useContext(MarketContext)?.store;
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    let visible = true;
    let behind = false;
    let shown: string | null = null;
    let status: number | undefined;
    const paint = (ticker: Ticker | undefined): void => {
      behind = false;
      status = ticker?.status;
      const next = writer.shown(ticker);
      if (next === shown) return;
      shown = next;
      writer.write(node, ticker, format);
    };
    const update = (): void => {
      // off screen only a change of status is drawn (its snapshot is not even read)
      if (visible || store?.statusOf(code) !== status) paint(store?.get(code));
      else behind = true;
    };
    paint(store?.get(code));
    const stopWatching = visibility(node, (next) => {
      visible = next;
      if (visible && behind) paint(store?.get(code));
    });
    const unsubscribe = store?.subscribe(code, update);
    return () => {
      stopWatching();
      unsubscribe?.();
    };
  }, [store, code, format, writer]);
  return ref;
};

const setText = (node: HTMLElement, text: string): void => {
  if (node.textContent !== text) node.textContent = text;
};

const setData = (node: HTMLElement, name: string, value: string): void => {
  if (node.dataset[name] !== value) node.dataset[name] = value;
};

const priceWriter: LiveWriter<HTMLElement> = {
  shown: (ticker) => `${ticker?.price ?? ''}|${ticker?.decimals ?? ''}|${ticker?.status ?? -1}`,
  write: (node, ticker, format) => {
    setText(node, format.price(ticker?.price, ticker?.decimals));
    setData(node, 'status', String(ticker?.status ?? -1));
    setData(node, 'price', ticker?.price ?? '');
  },
};

const signOf = (value: string | null): 'up' | 'down' | 'flat' =>
  value === null || Number(value) === 0 ? 'flat' : value.startsWith('-') ? 'down' : 'up';

const changeWriter: LiveWriter<HTMLElement> = {
  shown: (ticker) => `${ticker?.changePercent ?? ''}|${ticker?.status ?? -1}`,
  write: (node, ticker, format) => {
    const value = ticker?.changePercent ?? null;
    setText(node, format.percent(value));
    setData(node, 'sign', signOf(value));
    setData(node, 'status', String(ticker?.status ?? -1));
  },
};

/** The last price of a symbol, live; muted while stale (`data-status` -1). */
export const LivePrice = ({ code, ...props }: { code: string } & TextProps) => {
  const format = useFormat();
  const ref = useLiveNode<HTMLParagraphElement>(code, format, priceWriter);
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
  const format = useFormat();
  const ref = useLiveNode<HTMLSpanElement>(code, format, changeWriter);
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

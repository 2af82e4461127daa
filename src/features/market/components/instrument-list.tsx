import { useCallback, useDeferredValue, useLayoutEffect, useRef, useState } from 'react';
import { Box } from '@chakra-ui/react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { Instrument } from '../hooks/use-instruments';
import { InstrumentRow, ROW_REM } from './instrument-row';
import { LoadingRows } from '../../../components/query-state';

/**
 * From this many rows on, a list draws only the rows on and near the screen. Below it every row is
 * in the page: the browser's find-in-page sees them all and nothing moves as the page scrolls.
 */
export const VIRTUAL_FROM = 100;

/** Rows drawn above and below the screen, so a quick scroll shows rows, not a gap. */
const OVERSCAN = 8;

interface InstrumentListProps {
  instruments: readonly Instrument[];
  watched: ReadonlySet<string>;
  onToggleWatch: (instrument: Instrument) => void;
  onOpen?: (instrument: Instrument) => void;
  /** Given on the watchlist: each row gets a "Price alert" button. */
  onAlert?: ((instrument: Instrument) => void) | undefined;
  testId: string;
}

/** A row's height in pixels: its rem height at the page's root font size (the user's text size). */
const rowPixels = (): number =>
  ROW_REM * (Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16);

/**
 * Instruments with live prices. A long list (hundreds of symbols under load) keeps only the rows
 * around the screen in the page, positioned in a box of the whole list's height: every row in the
 * page costs style, layout and memory, and the browser's own visibility checks of rows off screen
 * (content-visibility) take a share of every frame. Each row says where it stands in the whole list
 * (`aria-posinset` of `aria-setsize`), so a screen reader still hears "12 of 500".
 */
export const InstrumentList = ({
  onToggleWatch,
  onOpen,
  onAlert,
  instruments: given,
  ...props
}: InstrumentListProps) => {
  // New rows are drawn as a transition: in slices that let a paint or a tap in, where the answer's
  // arrival would otherwise hold the main thread for every row at once (the first rows, until drawn,
  // show as loading; a list that changes keeps its rows until the new ones are ready). A list that
  // becomes empty is empty at once, as the screen's "nothing here" beside it says.
  const deferred = useDeferredValue(given);
  const instruments = given.length === 0 ? given : deferred;
  // the screens make new handlers on every render; the rows (memoised) get ones that stay the same
  const handlers = useRef({ onToggleWatch, onOpen, onAlert });
  useLayoutEffect(() => {
    handlers.current = { onToggleWatch, onOpen, onAlert };
  });
  const alert = useCallback((instrument: Instrument) => handlers.current.onAlert?.(instrument), []);
  const toggle = useCallback((instrument: Instrument) => handlers.current.onToggleWatch(instrument), []);
  const open = useCallback((instrument: Instrument) => handlers.current.onOpen?.(instrument), []);
  if (instruments.length === 0 && given.length > 0) return <LoadingRows rows={6} height="12" />;
  const rows = { ...props, instruments, onToggleWatch: toggle, onOpen: open, onAlert: onAlert ? alert : undefined };
  return instruments.length < VIRTUAL_FROM ? <WholeList {...rows} /> : <VirtualList {...rows} />;
};

const WholeList = ({ instruments, watched, onToggleWatch, onOpen, onAlert, testId }: InstrumentListProps) => (
  <Box as="ul" listStyleType="none" data-testid={testId}>
    {instruments.map((instrument) => (
      <li key={instrument.code}>
        <InstrumentRow
          instrument={instrument}
          watched={watched.has(instrument.code)}
          onToggleWatch={onToggleWatch}
          onOpen={onOpen}
          onAlert={onAlert}
        />
      </li>
    ))}
  </Box>
);

const VirtualList = ({ instruments, watched, onToggleWatch, onOpen, onAlert, testId }: InstrumentListProps) => {
  const list = useRef<HTMLUListElement>(null);
  // where the list starts in the page: what is above it (banners, tabs, chips) can change its place
  const [top, setTop] = useState(0);
  const [rowHeight] = useState(rowPixels);
  useLayoutEffect(() => {
    const node = list.current;
    if (!node) return;
    const measure = () => setTop(node.getBoundingClientRect().top + window.scrollY);
    measure();
    // anything above the list that grows or shrinks changes the page's height
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(document.body);
    return () => observer?.disconnect();
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: instruments.length,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
    scrollMargin: top,
    getItemKey: (index) => instruments[index]?.code ?? index,
  });
  return (
    <Box
      as="ul"
      ref={list}
      listStyleType="none"
      position="relative"
      style={{ height: virtualizer.getTotalSize() }}
      data-testid={testId}
    >
      {virtualizer.getVirtualItems().map((item) => {
        const instrument = instruments[item.index];
        if (!instrument) return null;
        return (
          <li
            key={item.key}
            aria-setsize={instruments.length}
            aria-posinset={item.index + 1}
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              transform: `translateY(${item.start - top}px)`,
            }}
          >
            <InstrumentRow
              instrument={instrument}
              watched={watched.has(instrument.code)}
              onToggleWatch={onToggleWatch}
              onOpen={onOpen}
              onAlert={onAlert}
            />
          </li>
        );
      })}
    </Box>
  );
};

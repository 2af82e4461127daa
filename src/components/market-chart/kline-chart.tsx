import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLiveTickerValue } from '../../market/market-context';
import { readPalette } from './chart-palette';
import type { KlineChartProps } from './chart-setup';
import { createKlineChart } from './kline-controller';
import type { KlineChartController } from './kline-types';
import { showLegend, showStatus } from './chart-status';

/**
 * The chart of one symbol and period (kline-controller.ts draws it), fed from the props and the live
 * prices. Loaded on demand, so lightweight-charts is not in the start-up bundle; this module imports
 * nothing else of weight (no UI kit), so it adds no shared chunk to the start-up.
 */
export const KlineChart = ({
  code,
  period,
  bars,
  precision,
  sinceMs,
  locale,
  height = '18rem',
  labels,
  macd = false,
}: KlineChartProps) => {
  const container = useRef<HTMLDivElement>(null);
  const legend = useRef<HTMLDivElement>(null);
  const chart = useRef<KlineChartController | null>(null);
  // what the chart is made with; the effects below keep it up to date afterwards
  const initial = useRef({ locale, labels, macd });

  // Made once per mount, removed on unmount (strict mode mounts twice); the theme switches by a class
  // on <html>, and the chart repaints with its colours.
  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return;
    const made = createKlineChart(element, {
      ...initial.current,
      palette: readPalette(),
      onLegend: (next) => showLegend(legend.current, next),
      onStatus: (next) => showStatus(element, next),
    });
    chart.current = made;
    const observer = new MutationObserver(() => made.setTheme(readPalette()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    return () => {
      observer.disconnect();
      made.dispose();
      chart.current = null;
    };
  }, []);

  useLayoutEffect(() => chart.current?.setLocale(locale, labels), [locale, labels]);
  useLayoutEffect(
    () => chart.current?.setHistory({ bars, period, sinceMs, precision }),
    [bars, period, sinceMs, precision],
  );
  useLayoutEffect(() => chart.current?.setMacd(macd), [macd]);

  // Live prices: folded into the newest bar (or the next one), never a full redraw.
  const price = useLiveTickerValue(code, (ticker) => ticker?.price);
  const priceAt = useLiveTickerValue(code, (ticker) => ticker?.priceAt ?? 0);
  useEffect(() => chart.current?.setLive(price, priceAt), [price, priceAt]);
  // The feed's one-minute candle carries the volume traded so far: the live bar's volume grows with it.
  const minute = useLiveTickerValue(code, (ticker) => ticker?.minute);
  useEffect(() => {
    if (minute) chart.current?.setLiveVolume(minute.time, minute.volume);
  }, [minute]);

  return (
    <div style={{ position: 'relative' }}>
      {/* above the candles, never over them: on a narrow screen the legend wraps to 2–3 lines in any
          language, so 3 lines are kept for it and the chart does not move as it is rewritten */}
      <div
        ref={legend}
        data-testid="chart-legend"
        aria-live="off"
        style={{
          minHeight: '3lh',
          padding: '0 0.5rem',
          fontSize: '0.75rem',
          lineHeight: 1.4,
          pointerEvents: 'none',
          whiteSpace: 'normal',
          overflowWrap: 'anywhere',
          fontVariantNumeric: 'tabular-nums',
        }}
      />
      <div
        ref={container}
        style={{ height: macd ? `calc(${height} * 4 / 3)` : height, width: '100%' }}
        data-testid="kline-chart"
        data-period={period}
      />
    </div>
  );
};

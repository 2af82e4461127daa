import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { movingAverage, type Bar } from '../../market/candles';
import { useLiveTickerValue } from '../../market/market-context';
import { LiveCandles, averagesAt, axisPriceFormatter, lastAverage, legendItems, minMove } from './chart-data';
import { readPalette } from './chart-palette';
import { ZONE_OFFSET, FIRST_PAINT_BARS, HOLD_BARS, HOLD_EDGE, at, candlePoint, makeChart, volumePoint, type Drawn, type KlineChartProps } from './chart-setup';
import { macdAt } from './macd';

/**
 * Candles, volume (own scale, bottom fifth), MA5/10/30 and optionally MACD (a pane of its own, which
 * makes the chart a third taller) of one symbol and period, drawn with
 * lightweight-charts; history once (`setData`), then each live price folded into the newest bar
 * (`update`). Disposed on unmount. Loaded on demand, so the library is not in the start-up bundle;
 * this module imports nothing else of weight (no UI kit), so it adds no shared chunk to the start-up.
 */
export const KlineChart = ({ code, period, bars, precision, sinceMs, locale, height = '18rem', labels, macd = false }: KlineChartProps) => {
  const container = useRef<HTMLDivElement>(null);
  const legend = useRef<HTMLDivElement>(null);
  // Read by the crosshair handler, which is subscribed once per chart.
  // Made once per language and precision: the legend is written again on every live price.
  const formats = useMemo(() => {
    const volumeFormat = new Intl.NumberFormat(locale, { maximumFractionDigits: 4 });
    return { price: axisPriceFormatter(locale, precision), volume: (value: number) => volumeFormat.format(value) };
  }, [locale, precision]);
  const legendSetup = useRef({ labels, formats, macd });
  useLayoutEffect(() => {
    legendSetup.current = { labels, formats, macd };
  });
  /** The bar under the crosshair (undefined: the legend follows the newest bar). */
  const hovered = useRef<number | undefined>(undefined);
  const drawn = useRef<Drawn | null>(null);
  const live = useRef<LiveCandles | null>(null);
  const writeLegendRef = useRef<() => void>(() => undefined);
  /** Whether the history's volume, averages and MACD are drawn yet (they follow the candles' first paint). */
  const indicatorsDrawn = useRef(false);
  const macdShown = useRef(macd);
  /** The live volume bar last drawn (time, value, colour); emptied whenever the whole series is set. */
  const volumeShown = useRef('');
  /** Where the part of the history the chart holds starts (an index into the bars). */
  const heldFrom = useRef(0);
  const holdRef = useRef<(from: number) => void>(() => undefined);

  // The chart itself: created once per mount, removed on unmount (strict mode mounts twice).
  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return;
    const made = makeChart(element, locale);
    const { chart, candles, volume, averages } = made;
    drawn.current = made;

    // The crosshair legend: open, high, low, close, volume and the averages of the bar under it
    // (the newest bar when the crosshair leaves), written straight into its node.
    const writeLegend = (time: number | undefined): void => {
      const node = legend.current;
      const candlesNow = live.current;
      if (!node || !candlesNow) return;
      const bar = time === undefined ? candlesNow.bars[candlesNow.bars.length - 1] : candlesNow.bars.find((item) => item.time === time);
      if (!bar) {
        node.textContent = '';
        return;
      }
      const setup = legendSetup.current;
      const items = legendItems(
        bar,
        averagesAt(candlesNow.bars, bar.time),
        setup.labels,
        setup.formats,
        setup.macd ? macdAt(candlesNow.bars, bar.time) : undefined,
      );
      node.textContent = items.map((item) => `${item.label} ${item.value}`).join('  ');
      node.dataset.time = String(bar.time);
    };
    chart.subscribeCrosshairMove((param) => {
      hovered.current = param.time === undefined ? undefined : Number(param.time) - ZONE_OFFSET;
      writeLegend(hovered.current);
    });
    writeLegendRef.current = () => writeLegend(hovered.current);
    // scrolled back to within a few bars of the oldest candle held: hold older ones too (once the
    // first part is held, while any remain)
    chart.timeScale().subscribeVisibleLogicalRangeChange((range) => {
      if (range && range.from < HOLD_EDGE && element.dataset.held && heldFrom.current > 0) holdRef.current(Math.max(0, heldFrom.current - HOLD_BARS));
    });

    // The theme switches by a class on <html>: repaint with its colours.
    const observer = new MutationObserver(() => {
      const current = drawn.current;
      if (!current) return;
      const next = readPalette();
      current.palette = next;
      chart.applyOptions({
        layout: { textColor: next.text },
        grid: { vertLines: { color: next.grid }, horzLines: { color: next.grid } },
        rightPriceScale: { borderColor: next.border },
        timeScale: { borderColor: next.border },
      });
      candles.applyOptions({ upColor: next.profit, downColor: next.loss, wickUpColor: next.profit, wickDownColor: next.loss });
      for (const [length, series] of averages) series.applyOptions({ color: next.ma[length] });
      if (live.current && indicatorsDrawn.current) {
        volume.setData(live.current.bars.slice(heldFrom.current).map((bar) => volumePoint(bar, next)));
        volumeShown.current = '';
        current.macd.repaint(next.macd, live.current.bars);
      }
    });
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });

    return () => {
      observer.disconnect();
      drawn.current = null;
      live.current = null;
      chart.remove();
    };
  }, [locale]);

  // Volume, the averages and MACD of the part of the history held, drawn after the candles' first
  // paint (the averages and MACD computed over all of it, so the oldest points held are settled).
  const drawIndicators = (): void => {
    const current = drawn.current;
    const candlesNow = live.current;
    const element = container.current;
    if (!current || !candlesNow || !element) return;
    const held = candlesNow.bars.slice(heldFrom.current);
    const fromTime = held[0]?.time ?? 0;
    current.volume.setData(held.map((bar) => volumePoint(bar, current.palette)));
    volumeShown.current = '';
    for (const [length, series] of current.averages) {
      const points = movingAverage(candlesNow.bars, length).filter((point) => point.time >= fromTime);
      series.setData(points.map((point) => ({ time: at(point.time), value: point.value })));
    }
    indicatorsDrawn.current = true;
    if (macdShown.current) element.dataset.macd = String(current.macd.show(candlesNow.bars, precision, fromTime));
    writeLegendRef.current();
  };
  /** Holds the history from `from` on: its candles, and its indicators once they are drawn. */
  const hold = (from: number): void => {
    const current = drawn.current;
    const candlesNow = live.current;
    const element = container.current;
    if (!current || !candlesNow || !element) return;
    // the view keeps its distance from the newest bar, so the candles on screen stay where they are
    if (from !== heldFrom.current) current.candles.setData(candlesNow.bars.slice(from).map(candlePoint));
    heldFrom.current = from;
    element.dataset.held = String(candlesNow.bars.length - from);
    if (indicatorsDrawn.current) drawIndicators();
  };
  const drawIndicatorsRef = useRef(drawIndicators);
  useLayoutEffect(() => {
    drawIndicatorsRef.current = drawIndicators;
    holdRef.current = hold;
    macdShown.current = macd;
  });

  // History: the candles drawn in one go whenever it (or the period) changes; their volume, averages
  // and MACD follow once the candles are on screen (the live bar keeps moving meanwhile).
  useLayoutEffect(() => {
    const current = drawn.current;
    const element = container.current;
    if (!current || !element) return;
    // set up before the history arrives too (with the precision most prices have), so a history of
    // that precision is drawn without another layout
    if (current.precision !== precision) {
      // each of these makes the library measure and lay out again: only when the precision changes
      const priceFormat = { type: 'price' as const, precision, minMove: minMove(precision) };
      current.chart.applyOptions({ localization: { locale, priceFormatter: axisPriceFormatter(locale, precision) } });
      current.candles.applyOptions({ priceFormat });
      for (const series of current.averages.values()) series.applyOptions({ priceFormat });
      current.precision = precision;
    }
    if (bars.length === 0) {
      // no history yet (it is on its way): an empty chart, and no live price folded into nothing
      live.current = null;
      indicatorsDrawn.current = false;
      current.candles.setData([]);
      current.volume.setData([]);
      volumeShown.current = '';
      for (const series of current.averages.values()) series.setData([]);
      current.macd.hide();
      delete element.dataset.candles;
      delete element.dataset.held;
      delete element.dataset.macd;
      if (legend.current) legend.current.textContent = '';
      return;
    }
    const candlesNow = new LiveCandles(bars, period, sinceMs);
    live.current = candlesNow;
    indicatorsDrawn.current = false;
    // The newest candles first, enough to fill the screen: the library prepares every candle it holds
    // for each paint, so the first paint with all of a long history would wait for all of them. The
    // rest follows in the next task, then the volume, averages and MACD.
    delete element.dataset.held;
    heldFrom.current = Math.max(0, candlesNow.bars.length - FIRST_PAINT_BARS);
    current.candles.setData(candlesNow.bars.slice(heldFrom.current).map(candlePoint));
    current.chart.timeScale().scrollToRealTime();
    hovered.current = undefined;
    writeLegendRef.current();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      if (performance.getEntriesByName('chart:data', 'mark').length > 0) performance.measure('chart:first-paint', 'chart:data');
      timer = setTimeout(() => {
        // the newest HOLD_BARS of the history, with the live prices folded in meanwhile
        holdRef.current(Math.max(0, candlesNow.bars.length - HOLD_BARS));
        element.dataset.candles = String(candlesNow.bars.length);
        timer = setTimeout(() => drawIndicatorsRef.current(), 0);
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [bars, period, precision, sinceMs, locale]);

  // MACD: its pane drawn from the bars (again after each new history), or removed.
  useLayoutEffect(() => {
    const current = drawn.current;
    const candlesNow = live.current;
    const element = container.current;
    if (!current || !candlesNow || !element) return;
    if (!macd) {
      current.macd.hide();
      delete element.dataset.macd;
    } else if (indicatorsDrawn.current) {
      // for the candles held only: points older than them would stretch the time axis past them
      element.dataset.macd = String(current.macd.show(candlesNow.bars, precision, candlesNow.bars[heldFrom.current]?.time ?? 0));
    }
    // otherwise it is drawn with the history's other indicators
    writeLegendRef.current();
  }, [macd, bars, period, precision, sinceMs, locale]);

  // The live bar's volume, drawn only when it changes (a price moves the candle, rarely its volume).
  const drawVolume = (current: Drawn, bar: Bar): void => {
    const point = volumePoint(bar, current.palette);
    const shown = `${point.time}|${point.value}|${point.color}`;
    if (shown === volumeShown.current) return;
    volumeShown.current = shown;
    current.volume.update(point);
  };

  // Live prices: folded into the newest bar (or the next one), never a full redraw.
  const price = useLiveTickerValue(code, (ticker) => ticker?.price);
  const priceAt = useLiveTickerValue(code, (ticker) => ticker?.priceAt ?? 0);
  useEffect(() => {
    const current = drawn.current;
    const candlesNow = live.current;
    if (!current || !candlesNow) return;
    const bar = candlesNow.fold(price, priceAt);
    if (!bar) return;
    current.candles.update(candlePoint(bar));
    if (indicatorsDrawn.current) {
      drawVolume(current, bar);
      for (const [length, series] of current.averages) {
        const point = lastAverage(candlesNow.bars, length);
        if (point) series.update({ time: at(point.time), value: point.value });
      }
      current.macd.update(candlesNow.bars);
    }
    // (the count appears once the whole history is drawn)
    if (container.current?.dataset.candles !== undefined) {
      container.current.dataset.candles = String(candlesNow.bars.length);
      container.current.dataset.held = String(candlesNow.bars.length - heldFrom.current);
    }
    writeLegendRef.current();
  }, [price, priceAt]);

  // The feed's one-minute candle carries the volume traded so far: the live bar's volume grows with it.
  const minute = useLiveTickerValue(code, (ticker) => ticker?.minute);
  useEffect(() => {
    const current = drawn.current;
    const candlesNow = live.current;
    if (!current || !candlesNow || !minute) return;
    const bar = candlesNow.foldVolume(minute.time, minute.volume);
    if (!bar) return;
    if (indicatorsDrawn.current) drawVolume(current, bar);
    writeLegendRef.current();
  }, [minute]);

  return (
    <div style={{ position: 'relative' }}>
      {/* above the candles, never over them: on a narrow screen the legend wraps to 2–3 lines in any
          language, so 3 lines are kept for it and the chart does not move as it is rewritten */}
      <div
        ref={legend}
        data-testid="chart-legend"
        aria-live="off"
        style={{ minHeight: '3lh', padding: '0 0.5rem', fontSize: '0.75rem', lineHeight: 1.4, pointerEvents: 'none', whiteSpace: 'normal', overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' }}
      />
      <div ref={container} style={{ height: macd ? `calc(${height} * 4 / 3)` : height, width: '100%' }} data-testid="kline-chart" data-period={period} />
    </div>
  );
};

import { movingAverage, type Bar } from '../../market/candles';
import {
  LiveCandles,
  averagesAt,
  axisPriceFormatter,
  lastAverage,
  legendItems,
  minMove,
  tickMarkFormatter,
} from './chart-data';
import {
  FIRST_PAINT_BARS,
  HOLD_BARS,
  HOLD_EDGE,
  ZONE_OFFSET,
  at,
  candlePoint,
  lightweightCharts,
  makeChart,
  volumePoint,
} from './chart-setup';
import type { ChartStatus, KlineChartController, KlineChartOptions } from './kline-types';
import { macdAt } from './macd';

const legendFormats = (locale: string, precision: number) => {
  const volume = new Intl.NumberFormat(locale, { maximumFractionDigits: 4 });
  return { price: axisPriceFormatter(locale, precision), volume: (value: number) => volume.format(value) };
};

/**
 * Candles, volume (own scale, bottom fifth), MA5/10/30 and optionally MACD (a pane of its own) of one
 * symbol and period, drawn with lightweight-charts into `element`: history once (`setData`), then each
 * live price folded into the newest bar (`update`). All of its state lives here, none in the page.
 */
export const createKlineChart = (element: HTMLElement, options: KlineChartOptions): KlineChartController => {
  let locale = options.locale;
  let labels = options.labels;
  let macdShown = options.macd ?? false;
  const drawn = makeChart(element, locale, options.palette, options.library ?? lightweightCharts);
  const { chart } = drawn;
  const status: ChartStatus = {};
  const report = (): void => options.onStatus?.({ ...status });
  let formats = legendFormats(locale, 2);
  let live: LiveCandles | null = null;
  /** The bar under the crosshair (undefined: the legend follows the newest bar). */
  let hovered: number | undefined;
  /** Whether the history's volume, averages and MACD are drawn yet (they follow the candles' first paint). */
  let indicatorsDrawn = false;
  /** The live volume bar last drawn (time, value, colour); emptied whenever the whole series is set. */
  let volumeShown = '';
  /** Where the part of the history the chart holds starts (an index into the bars). */
  let heldFrom = 0;
  let frame: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;

  // made once per language and precision: the legend is written again on every live price
  const setFormats = (): void => {
    formats = legendFormats(locale, Number.isNaN(drawn.precision) ? 2 : drawn.precision);
  };

  /** The legend of the bar under the crosshair (the newest bar when it leaves). */
  const writeLegend = (): void => {
    if (!live || !options.onLegend) return;
    const bars = live.bars;
    const bar = hovered === undefined ? bars[bars.length - 1] : bars.find((item) => item.time === hovered);
    if (!bar) return options.onLegend({ text: '' });
    const items = legendItems(
      bar,
      averagesAt(bars, bar.time),
      labels,
      formats,
      macdShown ? macdAt(bars, bar.time) : undefined,
    );
    options.onLegend({ text: items.map((item) => `${item.label} ${item.value}`).join('  '), time: bar.time });
  };

  const showMacd = (): void => {
    if (!live) return;
    // for the candles held only: points older than them would stretch the time axis past them
    status.macd = drawn.macd.show(live.bars, drawn.precision, live.bars[heldFrom]?.time ?? 0);
  };

  // Volume, the averages and MACD of the part of the history held, drawn after the candles' first
  // paint (the averages and MACD computed over all of it, so the oldest points held are settled).
  const drawIndicators = (): void => {
    if (!live) return;
    const held = live.bars.slice(heldFrom);
    const fromTime = held[0]?.time ?? 0;
    drawn.volume.setData(held.map((bar) => volumePoint(bar, drawn.palette)));
    volumeShown = '';
    for (const [length, series] of drawn.averages) {
      const points = movingAverage(live.bars, length).filter((point) => point.time >= fromTime);
      series.setData(points.map((point) => ({ time: at(point.time), value: point.value })));
    }
    indicatorsDrawn = true;
    if (macdShown) showMacd();
    report();
    writeLegend();
  };

  /** Holds the history from `from` on: its candles, and its indicators once they are drawn. */
  const hold = (from: number): void => {
    if (!live) return;
    // the view keeps its distance from the newest bar, so the candles on screen stay where they are
    if (from !== heldFrom) drawn.candles.setData(live.bars.slice(from).map(candlePoint));
    heldFrom = from;
    status.held = live.bars.length - from;
    if (indicatorsDrawn) drawIndicators();
    else report();
  };

  /** The live bar's volume, drawn only when it changes (a price moves the candle, rarely its volume). */
  const drawVolume = (bar: Bar): void => {
    const point = volumePoint(bar, drawn.palette);
    const shown = `${point.time}|${point.value}|${point.color}`;
    if (shown === volumeShown) return;
    volumeShown = shown;
    drawn.volume.update(point);
  };

  const cancelPending = (): void => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
    frame = undefined;
    timer = undefined;
  };

  chart.subscribeCrosshairMove((param) => {
    hovered = param.time === undefined ? undefined : Number(param.time) - ZONE_OFFSET;
    writeLegend();
  });
  // scrolled back to within a few bars of the oldest candle held: hold older ones too (once the
  // first part is held, while any remain)
  chart.timeScale().subscribeVisibleLogicalRangeChange((range) => {
    if (range && range.from < HOLD_EDGE && status.held !== undefined && heldFrom > 0)
      hold(Math.max(0, heldFrom - HOLD_BARS));
  });

  const setPrecision = (precision: number): void => {
    // each of these makes the library measure and lay out again: only when the precision changes
    if (drawn.precision === precision) return;
    const priceFormat = { type: 'price' as const, precision, minMove: minMove(precision) };
    chart.applyOptions({ localization: { locale, priceFormatter: axisPriceFormatter(locale, precision) } });
    drawn.candles.applyOptions({ priceFormat });
    for (const series of drawn.averages.values()) series.applyOptions({ priceFormat });
    drawn.precision = precision;
    setFormats();
  };

  return {
    setHistory({ bars, period, sinceMs, precision }) {
      if (disposed) return;
      cancelPending();
      // set up before the history arrives too (with the precision most prices have), so a history of
      // that precision is drawn without another layout
      setPrecision(precision);
      indicatorsDrawn = false;
      delete status.held;
      if (bars.length === 0) {
        // no history yet (it is on its way): an empty chart, and no live price folded into nothing
        live = null;
        drawn.candles.setData([]);
        drawn.volume.setData([]);
        volumeShown = '';
        for (const series of drawn.averages.values()) series.setData([]);
        drawn.macd.hide();
        delete status.candles;
        delete status.macd;
        report();
        options.onLegend?.({ text: '' });
        return;
      }
      const candles = new LiveCandles(bars, period, sinceMs);
      live = candles;
      report();
      // The newest candles first, enough to fill the screen: the library prepares every candle it holds
      // for each paint, so the first paint with all of a long history would wait for all of them. The
      // rest follows in the next task, then the volume, averages and MACD.
      heldFrom = Math.max(0, candles.bars.length - FIRST_PAINT_BARS);
      drawn.candles.setData(candles.bars.slice(heldFrom).map(candlePoint));
      chart.timeScale().scrollToRealTime();
      hovered = undefined;
      writeLegend();
      frame = requestAnimationFrame(() => {
        frame = undefined;
        if (performance.getEntriesByName('chart:data', 'mark').length > 0)
          performance.measure('chart:first-paint', 'chart:data');
        timer = setTimeout(() => {
          // the newest HOLD_BARS of the history, with the live prices folded in meanwhile
          status.candles = candles.bars.length;
          hold(Math.max(0, candles.bars.length - HOLD_BARS));
          timer = setTimeout(() => {
            timer = undefined;
            drawIndicators();
          }, 0);
        }, 0);
      });
    },

    setLive(price, atMs) {
      const bar = live?.fold(price, atMs);
      if (!live || !bar) return;
      drawn.candles.update(candlePoint(bar));
      if (indicatorsDrawn) {
        drawVolume(bar);
        for (const [length, series] of drawn.averages) {
          const point = lastAverage(live.bars, length);
          if (point) series.update({ time: at(point.time), value: point.value });
        }
        drawn.macd.update(live.bars);
      }
      // (the count appears once the whole history is drawn)
      if (status.candles !== undefined) {
        status.candles = live.bars.length;
        status.held = live.bars.length - heldFrom;
        report();
      }
      writeLegend();
    },

    setLiveVolume(minuteStart, volume) {
      const bar = live?.foldVolume(minuteStart, volume);
      if (!bar) return;
      if (indicatorsDrawn) drawVolume(bar);
      writeLegend();
    },

    setMacd(shown) {
      if (disposed || shown === macdShown) return;
      macdShown = shown;
      if (!shown) {
        drawn.macd.hide();
        delete status.macd;
        report();
      } else if (indicatorsDrawn) {
        showMacd();
        report();
      }
      // otherwise it is drawn with the history's other indicators
      writeLegend();
    },

    setLocale(nextLocale, nextLabels) {
      if (disposed || (nextLocale === locale && nextLabels === labels)) return;
      labels = nextLabels;
      if (nextLocale !== locale) {
        locale = nextLocale;
        const precision = Number.isNaN(drawn.precision) ? undefined : drawn.precision;
        chart.applyOptions({
          localization:
            precision === undefined ? { locale } : { locale, priceFormatter: axisPriceFormatter(locale, precision) },
          timeScale: { tickMarkFormatter: tickMarkFormatter(locale) },
        });
        setFormats();
      }
      writeLegend();
    },

    setTheme(palette) {
      if (disposed) return;
      drawn.palette = palette;
      chart.applyOptions({
        layout: { textColor: palette.text },
        grid: { vertLines: { color: palette.grid }, horzLines: { color: palette.grid } },
        rightPriceScale: { borderColor: palette.border },
        timeScale: { borderColor: palette.border },
      });
      drawn.candles.applyOptions({
        upColor: palette.profit,
        downColor: palette.loss,
        wickUpColor: palette.profit,
        wickDownColor: palette.loss,
      });
      for (const [length, series] of drawn.averages) series.applyOptions({ color: palette.ma[length] });
      if (live && indicatorsDrawn) {
        drawn.volume.setData(live.bars.slice(heldFrom).map((bar) => volumePoint(bar, palette)));
        volumeShown = '';
        drawn.macd.repaint(palette.macd, live.bars);
      }
    },

    dispose() {
      if (disposed) return;
      disposed = true;
      cancelPending();
      live = null;
      chart.remove();
    },
  };
};

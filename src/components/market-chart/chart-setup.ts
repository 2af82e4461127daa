import {
  CandlestickSeries,
  ColorType,
  createChart,
  CrosshairMode,
  HistogramSeries,
  LineSeries,
  type IChartApi,
  type ISeriesApi,
  type UTCTimestamp,
} from 'lightweight-charts';
import type { Bar, Period } from '../../market/candles';
import { MA_LENGTHS, tickMarkFormatter, type LegendLabels } from './chart-data';
import type { Palette } from './chart-palette';
import { MacdPane } from './macd-pane';

export interface KlineChartProps {
  code: string;
  period: Period;
  bars: Bar[];
  precision: number;
  /** When the history was received (ms); older live prices are already in it. */
  sinceMs: number;
  /** BCP 47 tag for the axis labels. */
  locale: string;
  /** CSS height of the chart (18rem; shorter where it shares the screen with an order form). */
  height?: string;
  /** The crosshair legend's labels, in the interface language. */
  labels: LegendLabels;
  /** Draws MACD(12, 26, 9) in a pane of its own under the candles (and in the legend). */
  macd?: boolean;
}

/**
 * What the chart needs of lightweight-charts: the real library in the app, a test double (no canvas)
 * in the controller's tests.
 */
export interface ChartLibrary {
  createChart: typeof createChart;
  CandlestickSeries: typeof CandlestickSeries;
  HistogramSeries: typeof HistogramSeries;
  LineSeries: typeof LineSeries;
}

export const lightweightCharts: ChartLibrary = { createChart, CandlestickSeries, HistogramSeries, LineSeries };

/**
 * The chart has no time zones: bars are UTC seconds. One offset (the device's, now) moves every
 * bar so the axis reads local time; one offset for all keeps the times in order.
 */
export const ZONE_OFFSET = -new Date().getTimezoneOffset() * 60;
export const at = (time: number): UTCTimestamp => (time + ZONE_OFFSET) as UTCTimestamp;

export interface Drawn {
  chart: IChartApi;
  candles: ISeriesApi<'Candlestick'>;
  volume: ISeriesApi<'Histogram'>;
  averages: Map<(typeof MA_LENGTHS)[number], ISeriesApi<'Line'>>;
  macd: MacdPane;
  palette: Palette;
  /** The price precision the scales were last set up for (NaN: not yet). */
  precision: number;
}

/**
 * CSS pixels of the price scale at the least: room for a price such as 104,250.55 at 11 px (its
 * labels with their tick and padding take 78 px). A scale that widens when the history arrives
 * resizes every canvas of the chart, each resize forcing a layout of the page.
 */
const PRICE_SCALE_WIDTH = 80;

/** Candles in the first paint of a history: more than a phone's screen shows at the default spacing. */
export const FIRST_PAINT_BARS = 300;

/**
 * Candles the chart holds of a longer history, and how many more it takes each time the view comes
 * within `HOLD_EDGE` bars of the oldest it holds. The library prepares every point of a series again
 * for each live update: holding 1,000 candles rather than 5,000 makes each update that much cheaper.
 */
export const HOLD_BARS = 1000;
export const HOLD_EDGE = 50;

export const volumePoint = (bar: Bar, palette: Palette) => ({
  time: at(bar.time),
  value: bar.volume,
  color: bar.close >= bar.open ? palette.volumeUp : palette.volumeDown,
});

export const candlePoint = (bar: Bar) => ({
  time: at(bar.time),
  open: bar.open,
  high: bar.high,
  low: bar.low,
  close: bar.close,
});

/** The chart and its series (candles, volume, MA5/10/30, the MACD pane), in the theme's colours. */
export const makeChart = (element: HTMLElement, locale: string, palette: Palette, library: ChartLibrary): Drawn => {
  const chart = library.createChart(element, {
    autoSize: true,
    layout: { background: { type: ColorType.Solid, color: 'transparent' }, textColor: palette.text, fontSize: 11 },
    grid: { vertLines: { color: palette.grid }, horzLines: { color: palette.grid } },
    // wide enough for most prices from the start: the scale does not widen when the history
    // arrives, which would resize (and so clear and redraw) every canvas of the chart
    rightPriceScale: {
      borderColor: palette.border,
      scaleMargins: { top: 0.1, bottom: 0.25 },
      minimumWidth: PRICE_SCALE_WIDTH,
    },
    timeScale: {
      borderColor: palette.border,
      timeVisible: true,
      secondsVisible: false,
      rightOffset: 4,
      tickMarkFormatter: tickMarkFormatter(locale),
    },
    crosshair: { mode: CrosshairMode.Normal },
    localization: { locale },
  });
  const candles = chart.addSeries(library.CandlestickSeries, {
    upColor: palette.profit,
    downColor: palette.loss,
    wickUpColor: palette.profit,
    wickDownColor: palette.loss,
    borderVisible: false,
  });
  const volume = chart.addSeries(library.HistogramSeries, {
    priceScaleId: 'volume',
    priceFormat: { type: 'volume' },
    lastValueVisible: false,
    priceLineVisible: false,
  });
  chart.priceScale('volume').applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
  const averages = new Map(
    MA_LENGTHS.map((length) => [
      length,
      chart.addSeries(library.LineSeries, {
        color: palette.ma[length],
        lineWidth: 1,
        lastValueVisible: false,
        priceLineVisible: false,
        crosshairMarkerVisible: false,
      }),
    ]),
  );
  return {
    chart,
    candles,
    volume,
    averages,
    macd: new MacdPane(chart, palette.macd, at, library),
    palette,
    precision: Number.NaN,
  };
};

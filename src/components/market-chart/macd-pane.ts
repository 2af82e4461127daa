import type { HistogramSeries, IChartApi, ISeriesApi, LineSeries, Time } from 'lightweight-charts';
import type { Bar } from '../../market/candles';
import { minMove } from './chart-data';
import { LiveMacd, macdSeries, type MacdPoint } from './macd';

/** The MACD pane's colours: its two lines, and the histogram above and below zero. */
export interface MacdColours {
  macd: string;
  signal: string;
  up: string;
  down: string;
}

/** The MACD line and the signal line (theme palette tokens), for light and dark mode. */
export const MACD_TOKENS = {
  macd: ['cyan.600', 'cyan.300'],
  signal: ['orange.500', 'orange.300'],
} as const satisfies Record<string, readonly [light: string, dark: string]>;

/** The pane below the candles: a quarter of the chart. */
const PANE = 1;
const MAIN_STRETCH = 3;

interface Series {
  histogram: ISeriesApi<'Histogram'>;
  macd: ISeriesApi<'Line'>;
  signal: ISeriesApi<'Line'>;
}

/**
 * MACD(12, 26, 9) in its own pane and price scale under the candles: the MACD line, the signal line
 * and the histogram coloured by its sign. Shown and hidden on demand; the newest point follows the
 * live bar. `toTime` maps a bar's time to the chart's time axis.
 */
export class MacdPane {
  private readonly chart: IChartApi;
  private readonly toTime: (time: number) => Time;
  private readonly library: { HistogramSeries: typeof HistogramSeries; LineSeries: typeof LineSeries };
  private colours: MacdColours;
  private series: Series | null = null;
  private readonly live = new LiveMacd();
  private precision = 2;
  /** The first bar time drawn (the chart holds the newest part of a long history). */
  private fromTime = Number.NEGATIVE_INFINITY;

  constructor(
    chart: IChartApi,
    colours: MacdColours,
    toTime: (time: number) => Time,
    library: { HistogramSeries: typeof HistogramSeries; LineSeries: typeof LineSeries },
  ) {
    this.chart = chart;
    this.library = library;
    this.colours = colours;
    this.toTime = toTime;
  }

  get shown(): boolean {
    return this.series !== null;
  }

  private histogramPoint(point: MacdPoint): { time: Time; value: number; color: string } | { time: Time } {
    if (point.histogram === undefined) return { time: this.toTime(point.time) };
    return {
      time: this.toTime(point.time),
      value: point.histogram,
      color: point.histogram >= 0 ? this.colours.up : this.colours.down,
    };
  }

  /**
   * Draws the MACD of the bars from `fromTime` on (adding the pane if it is not there), computed over
   * all of them so the first points drawn are already settled; returns how many points it drew.
   */
  show(bars: readonly Bar[], precision: number, fromTime = this.fromTime): number {
    this.precision = precision;
    this.fromTime = fromTime;
    const priceFormat = { type: 'price' as const, precision, minMove: minMove(precision) };
    const line = {
      lineWidth: 1 as const,
      lastValueVisible: false,
      priceLineVisible: false,
      crosshairMarkerVisible: false,
      priceFormat,
    };
    this.series ??= {
      histogram: this.chart.addSeries(
        this.library.HistogramSeries,
        { priceFormat, lastValueVisible: false, priceLineVisible: false },
        PANE,
      ),
      macd: this.chart.addSeries(this.library.LineSeries, { ...line, color: this.colours.macd }, PANE),
      signal: this.chart.addSeries(this.library.LineSeries, { ...line, color: this.colours.signal }, PANE),
    };
    const panes = this.chart.panes();
    panes[0]?.setStretchFactor(MAIN_STRETCH);
    panes[PANE]?.setStretchFactor(1);
    this.series.histogram.applyOptions({ priceFormat });
    this.series.macd.applyOptions({ priceFormat });
    this.series.signal.applyOptions({ priceFormat });
    const points = macdSeries(bars).filter((point) => point.time >= fromTime);
    this.series.histogram.setData(points.map((point) => this.histogramPoint(point)));
    this.series.macd.setData(points.map((point) => ({ time: this.toTime(point.time), value: point.macd })));
    this.series.signal.setData(
      points.map((point) =>
        point.signal === undefined
          ? { time: this.toTime(point.time) }
          : { time: this.toTime(point.time), value: point.signal },
      ),
    );
    return points.length;
  }

  /** Moves the newest point with the live bar (nothing while hidden). */
  update(bars: readonly Bar[]): void {
    if (!this.series) return;
    const point = this.live.last(bars);
    if (!point) return;
    this.series.histogram.update(this.histogramPoint(point));
    this.series.macd.update({ time: this.toTime(point.time), value: point.macd });
    if (point.signal !== undefined) this.series.signal.update({ time: this.toTime(point.time), value: point.signal });
  }

  /** The theme changed: new colours (the histogram is drawn again with them). */
  repaint(colours: MacdColours, bars: readonly Bar[]): void {
    this.colours = colours;
    if (!this.series) return;
    this.series.macd.applyOptions({ color: colours.macd });
    this.series.signal.applyOptions({ color: colours.signal });
    this.show(bars, this.precision);
  }

  /** Removes the series and their pane. */
  hide(): void {
    if (!this.series) return;
    this.chart.removeSeries(this.series.histogram);
    this.chart.removeSeries(this.series.macd);
    this.chart.removeSeries(this.series.signal);
    this.series = null;
    if (this.chart.panes().length > PANE) this.chart.removePane(PANE);
  }
}

import type { Bar, Period } from '../../market/candles';
import type { LegendLabels } from './chart-data';
import type { Palette } from './chart-palette';
import type { ChartLibrary } from './chart-setup';

/** What the chart controller (kline-controller.ts) is made with, takes and tells. */

/** One symbol's history in one period, and the precision its prices carry. */
export interface ChartHistory {
  bars: Bar[];
  period: Period;
  /** When the history was received (ms); older live prices are already in it. */
  sinceMs: number;
  precision: number;
}

/**
 * What the chart shows, for whoever watches it (the browser tests read it from the page): the
 * candles of the history once all of it is drawn, how many of them the chart holds, the MACD points
 * drawn. Undefined: not (yet) drawn.
 */
export interface ChartStatus {
  candles?: number;
  held?: number;
  macd?: number;
}

/** The crosshair legend: its text, and the bar it describes (undefined: none). */
export interface ChartLegend {
  text: string;
  time?: number;
}

export interface KlineChartOptions {
  /** BCP 47 tag for the axis labels and the legend. */
  locale: string;
  labels: LegendLabels;
  palette: Palette;
  macd?: boolean;
  onLegend?: (legend: ChartLegend) => void;
  onStatus?: (status: ChartStatus) => void;
  /** lightweight-charts itself unless a test passes a double. */
  library?: ChartLibrary;
}

export interface KlineChartController {
  /** A new history (or none yet: empty bars): the newest candles at once, the rest and the indicators after. */
  setHistory(history: ChartHistory): void;
  /** A live price, folded into the newest bar (or opening the next one). */
  setLive(price: string | null | undefined, atMs: number): void;
  /** The feed's one-minute candle volume, folded into the newest bar. */
  setLiveVolume(minuteStart: number, volume: number): void;
  setMacd(shown: boolean): void;
  setLocale(locale: string, labels: LegendLabels): void;
  setTheme(palette: Palette): void;
  dispose(): void;
}

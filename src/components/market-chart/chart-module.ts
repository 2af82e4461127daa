import type { KlineChart } from './kline-chart';

export type ChartComponent = typeof KlineChart;

/** One download of the chart's module at a time; a failed one is tried again by the next call. */
export const chartLoader = (download: () => Promise<{ KlineChart: ChartComponent }>) => {
  let loaded: ChartComponent | null = null;
  let loading: Promise<ChartComponent> | undefined;
  return {
    load: (): Promise<ChartComponent> =>
      (loading ??= download().then(
        (module) => (loaded = module.KlineChart),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
    loaded: (): ChartComponent | null => loaded,
  };
};

const chart = chartLoader(() => import('./kline-chart'));

/**
 * The chart and lightweight-charts, never part of the start-up: asked for with the code of a screen
 * that shows a chart (route-table.ts), so both download together and the chart is made while its
 * history is on its way.
 */
export const loadChartModule = chart.load;

/** The chart, when it has already been downloaded (a panel then draws it in its first render). */
export const loadedChart = chart.loaded;

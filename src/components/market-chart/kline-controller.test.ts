import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IChartApi, LogicalRange, MouseEventParams } from 'lightweight-charts';
import type { Bar } from '../../market/candles';
import type { LegendLabels } from './chart-data';
import type { Palette } from './chart-palette';
import { FIRST_PAINT_BARS, HOLD_BARS, ZONE_OFFSET, type ChartLibrary } from './chart-setup';
import { createKlineChart } from './kline-controller';
import type { ChartLegend, ChartStatus } from './kline-types';

/** A series of the test double: what was last set, each update, its options. */
interface FakeSeries {
  kind: string;
  pane: number;
  data: { time: number; value?: number; close?: number; color?: string }[];
  updates: { time: number; value?: number; close?: number }[];
  options: Record<string, unknown>;
}

/** lightweight-charts' interface as the chart uses it, without a canvas: it records what it is told. */
const fakeLibrary = () => {
  const series: FakeSeries[] = [];
  const chartOptions: Record<string, unknown>[] = [];
  let crosshair: (param: MouseEventParams) => void = () => undefined;
  let range: (range: LogicalRange | null) => void = () => undefined;
  let panes = 1;
  const removed = { chart: false };
  const chart = {
    applyOptions: (options: Record<string, unknown>) => chartOptions.push(options),
    addSeries: (definition: { kind: string }, options: Record<string, unknown>, pane = 0) => {
      const made: FakeSeries = { kind: definition.kind, pane, data: [], updates: [], options: { ...options } };
      panes = Math.max(panes, pane + 1);
      series.push(made);
      return {
        setData: (data: FakeSeries['data']) => (made.data = data.map((point) => ({ ...point }))),
        update: (point: FakeSeries['updates'][number]) => made.updates.push(point),
        applyOptions: (next: Record<string, unknown>) => Object.assign(made.options, next),
        made,
      };
    },
    removeSeries: (api: { made: FakeSeries }) => series.splice(series.indexOf(api.made), 1),
    priceScale: () => ({ applyOptions: () => undefined }),
    subscribeCrosshairMove: (handler: typeof crosshair) => (crosshair = handler),
    timeScale: () => ({
      subscribeVisibleLogicalRangeChange: (handler: typeof range) => (range = handler),
      scrollToRealTime: () => undefined,
    }),
    panes: () => Array.from({ length: panes }, () => ({ setStretchFactor: () => undefined })),
    removePane: () => (panes -= 1),
    remove: () => (removed.chart = true),
  };
  const library = {
    createChart: (_element: HTMLElement, options: Record<string, unknown>) => {
      chartOptions.push(options);
      return chart as unknown as IChartApi;
    },
    CandlestickSeries: { kind: 'candles' },
    HistogramSeries: { kind: 'histogram' },
    LineSeries: { kind: 'line' },
  } as unknown as ChartLibrary;
  const of = (kind: string, pane = 0) => series.filter((item) => item.kind === kind && item.pane === pane);
  return {
    library,
    chartOptions,
    removed,
    candles: () => of('candles')[0]!,
    volume: () => of('histogram')[0]!,
    averages: () => of('line'),
    macdPane: () => series.filter((item) => item.pane === 1),
    hover: (time: number | undefined) =>
      crosshair({ time: time === undefined ? undefined : time + ZONE_OFFSET } as MouseEventParams),
    scrollTo: (from: number) => range({ from, to: from + 80 } as LogicalRange),
  };
};

const T0 = Date.UTC(2026, 10, 22, 0, 0) / 1000;
const history = (count: number): Bar[] =>
  Array.from({ length: count }, (_, index) => ({
    time: T0 + index * 60,
    open: 100,
    high: 102,
    low: 99,
    close: 101 + (index % 7),
    volume: 3,
  }));
const labels: LegendLabels = {
  open: 'O',
  high: 'H',
  low: 'L',
  close: 'C',
  volume: 'V',
  ma: { 5: 'MA5', 10: 'MA10', 30: 'MA30' },
  macd: { macd: 'MACD', signal: 'SIG', histogram: 'HIST' },
};
const palette = (profit: string): Palette => ({
  text: '#111',
  grid: '#222',
  border: '#333',
  profit,
  loss: '#dc2626',
  volumeUp: '#aaa',
  volumeDown: '#bbb',
  ma: { 5: '#555', 10: '#666', 30: '#777' },
  macd: { macd: '#888', signal: '#999', up: '#aaa', down: '#bbb' },
});

const setup = (options: { macd?: boolean; locale?: string } = {}) => {
  const fake = fakeLibrary();
  const legend: ChartLegend[] = [];
  let status: ChartStatus = {};
  const chart = createKlineChart(document.createElement('div'), {
    locale: options.locale ?? 'en',
    labels,
    palette: palette('#16a34a'),
    macd: options.macd,
    library: fake.library,
    onLegend: (next) => legend.push(next),
    onStatus: (next) => (status = next),
  });
  return { fake, chart, legend, status: () => status };
};
/** The first paint's frame, then the task holding the history, then the one drawing the indicators. */
const settle = () => vi.advanceTimersToNextFrame() && vi.runAllTimers();

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the chart controller', () => {
  it('paints the newest candles first, then holds the history and draws its indicators', () => {
    const { fake, chart, legend, status } = setup();
    chart.setHistory({ bars: history(3000), period: '1min', sinceMs: 0, precision: 2 });
    expect(fake.candles().data).toHaveLength(FIRST_PAINT_BARS);
    expect(fake.volume().data).toHaveLength(0);
    expect(status()).toEqual({});
    expect(legend.at(-1)).toEqual({
      text: 'O 100.00  H 102.00  L 99.00  C 104.00  V 3  MA5 103.40  MA10 103.70  MA30 103.97',
      time: T0 + 2999 * 60,
    });
    settle();
    expect(fake.candles().data).toHaveLength(HOLD_BARS);
    expect(fake.volume().data).toHaveLength(HOLD_BARS);
    expect(fake.averages().map((series) => series.data.length)).toEqual([HOLD_BARS, HOLD_BARS, HOLD_BARS]);
    expect(status()).toEqual({ candles: 3000, held: HOLD_BARS });
  });

  it('holds older candles when the view comes near the oldest held, and follows the crosshair in the legend', () => {
    const { fake, chart, legend, status } = setup();
    chart.setHistory({ bars: history(3000), period: '1min', sinceMs: 0, precision: 2 });
    settle();
    fake.scrollTo(10);
    expect(fake.candles().data).toHaveLength(2 * HOLD_BARS);
    expect(status().held).toBe(2 * HOLD_BARS);
    fake.hover(T0);
    expect(legend.at(-1)).toEqual({
      text: 'O 100.00  H 102.00  L 99.00  C 101.00  V 3  MA5 —  MA10 —  MA30 —',
      time: T0,
    });
    fake.hover(undefined);
    expect(legend.at(-1)?.time).toBe(T0 + 2999 * 60);
  });

  it('folds a live price into the newest bar and opens the next bar at the period boundary', () => {
    const { fake, chart, status } = setup();
    chart.setHistory({ bars: history(40), period: '1min', sinceMs: 0, precision: 2 });
    settle();
    chart.setLive('120.5', (T0 + 39 * 60 + 10) * 1000);
    expect(fake.candles().updates.at(-1)).toMatchObject({ time: T0 + 39 * 60 + ZONE_OFFSET, close: 120.5 });
    chart.setLive('119', (T0 + 40 * 60 + 1) * 1000);
    expect(fake.candles().updates.at(-1)).toMatchObject({ time: T0 + 40 * 60 + ZONE_OFFSET, close: 119 });
    expect(status()).toEqual({ candles: 41, held: 41 });
    // an older price cannot rewrite the history
    chart.setLive('1', (T0 + 40 * 60) * 1000);
    expect(fake.candles().updates).toHaveLength(2);
    chart.setLiveVolume(T0 + 40 * 60, 9);
    expect(fake.volume().updates.at(-1)).toMatchObject({ time: T0 + 40 * 60 + ZONE_OFFSET, value: 9 });
  });

  it('shows MACD in a pane of its own, counts its points, and removes it', () => {
    const { fake, chart, legend, status } = setup({ macd: true });
    chart.setHistory({ bars: history(3000), period: '1min', sinceMs: 0, precision: 2 });
    settle();
    expect(fake.macdPane()).toHaveLength(3);
    expect(status().macd).toBe(HOLD_BARS);
    expect(legend.at(-1)?.text).toMatch(/ {2}MACD −?\d+\.\d{2} {2}SIG /);
    chart.setMacd(false);
    expect(fake.macdPane()).toHaveLength(0);
    expect(status().macd).toBeUndefined();
    expect(legend.at(-1)?.text).not.toMatch(/MACD/);
    chart.setMacd(true);
    expect(status().macd).toBe(HOLD_BARS);
  });

  it('empties every series and its status while a new history is on its way', () => {
    const { fake, chart, legend, status } = setup({ macd: true });
    chart.setHistory({ bars: history(60), period: '1min', sinceMs: 0, precision: 2 });
    settle();
    chart.setHistory({ bars: [], period: '5min', sinceMs: 0, precision: 2 });
    expect(fake.candles().data).toEqual([]);
    expect(fake.volume().data).toEqual([]);
    expect(fake.macdPane()).toHaveLength(0);
    expect(status()).toEqual({});
    expect(legend.at(-1)).toEqual({ text: '' });
    chart.setLive('130', Date.now());
    expect(fake.candles().updates).toHaveLength(0);
  });

  it('writes the legend in a new language and recolours for a new theme without redrawing the candles', () => {
    const { fake, chart, legend } = setup();
    chart.setHistory({ bars: history(60), period: '1min', sinceMs: 0, precision: 2 });
    settle();
    const drawn = fake.candles().data;
    chart.setLocale('de', { ...labels, open: 'Eröffnung' });
    expect(legend.at(-1)?.text).toMatch(/^Eröffnung 100,00 {2}H 102,00 /);
    expect(fake.chartOptions.at(-1)).toMatchObject({ localization: { locale: 'de' } });
    chart.setTheme(palette('#00ff00'));
    expect(fake.candles().options).toMatchObject({ upColor: '#00ff00', wickUpColor: '#00ff00' });
    expect(fake.candles().data).toBe(drawn);
  });

  it('draws nothing more once disposed, even what was already scheduled', () => {
    const { fake, chart, status } = setup();
    chart.setHistory({ bars: history(3000), period: '1min', sinceMs: 0, precision: 2 });
    chart.dispose();
    settle();
    expect(fake.removed.chart).toBe(true);
    expect(fake.candles().data).toHaveLength(FIRST_PAINT_BARS);
    expect(status()).toEqual({});
  });
});

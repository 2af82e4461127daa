import type { ChartLegend, ChartStatus } from './kline-types';

/** The legend's text, and the bar it describes as `data-time` (what the browser tests read). */
export const showLegend = (node: HTMLElement | null, legend: ChartLegend): void => {
  if (!node) return;
  node.textContent = legend.text;
  if (legend.time !== undefined) node.dataset.time = String(legend.time);
};

/** The chart's status as `data-candles`, `data-held` and `data-macd`: written here, never read back. */
export const showStatus = (node: HTMLElement, status: ChartStatus): void => {
  for (const key of ['candles', 'held', 'macd'] as const) {
    const value = status[key];
    if (value === undefined) delete node.dataset[key];
    else node.dataset[key] = String(value);
  }
};

import { useQuery } from '@tanstack/react-query';
import type { KlineHistory } from '../../api/generated/model';
import { toBars, type Bar, type Period } from '../../market/candles';
import { priceDecimals } from './chart-data';
import { marketQueries } from '../../api/queries/market';

export interface ChartHistory {
  bars: Bar[];
  /** Decimals of the symbol's prices, for the price scale. */
  precision: number;
}

const toHistory = (response: KlineHistory): ChartHistory => {
  // For the first-paint benchmark: the moment the candles are in hand, before they are read.
  performance.mark('chart:data');
  return { bars: toBars(response.kline_list), precision: priceDecimals(response.kline_list) };
};

/**
 * The candle history of a symbol and period from the market-data host, fetched again whenever the
 * chart opens or the period changes (live prices move only the newest bar). A failure stays in the
 * chart panel with a retry rather than taking the trade screen down.
 */
export const useKline = (code: string, period: Period) =>
  useQuery({ ...marketQueries.candles({ coinName: code, type: period }, toHistory), throwOnError: false });

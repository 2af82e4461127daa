import { getGetExchangeRateQueryOptions } from '../generated/endpoints/exchange/exchange';
import type { SwapCurrency } from '../generated/model';

/** The live rate of one pair (`result.rate`), read again every 30 seconds while shown; none for a coin against itself. */
export const exchangeQueries = {
  rate: (from: SwapCurrency, to: SwapCurrency) =>
    getGetExchangeRateQueryOptions(
      { from, to },
      { query: { enabled: from !== to, select: (response) => response.result.rate, refetchInterval: 30_000 } },
    ),
};

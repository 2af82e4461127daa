import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import type { TradeSymbol, TradeSymbolsResponse } from '../../../api/generated/model';
import { marketQueries } from '../../../api/queries/market';

export interface ContractSymbol {
  /** Lower-case code: the order symbol, the socket and store key. */
  code: string;
  /** The pair as the provider writes it. */
  pair: string;
  name: string;
}

const isSymbol = (value: unknown): value is TradeSymbol =>
  typeof value === 'object' && value !== null && 'jiaoyidui' in value;

/** Every listed symbol, in the order `/tradesymbol` lists them. */
const listed = (response: TradeSymbolsResponse): ContractSymbol[] =>
  Object.values(response.result)
    .filter(Array.isArray)
    .flatMap((list: unknown[]) => list.filter(isSymbol))
    .map((symbol) => ({ code: symbol.jiaoyidui.toLowerCase(), pair: symbol.jiaoyidui, name: symbol.name }));

/**
 * The symbol of a contract screen: `?symbol=` (any case), or the first symbol of `/tradesymbol`
 * without it. `unknown` when the code is not listed; `unlisted` while the list fails and the code
 * is shown from the feed alone.
 */
export const useContractSymbol = () => {
  const [params] = useSearchParams();
  const wanted = params.get('symbol')?.trim().toLowerCase() ?? '';
  const symbols = useQuery(marketQueries.symbols(listed));
  const list = symbols.data;
  const listedSymbol = list ? (wanted ? list.find((item) => item.code === wanted) : list[0]) : undefined;
  // while `/tradesymbol` fails, a requested code is traded from the feed alone (ordering waits for the list)
  const unlisted = !list && symbols.isError && wanted !== '';
  const symbol = unlisted ? { code: wanted, pair: wanted.toUpperCase(), name: wanted.toUpperCase() } : listedSymbol;
  return {
    symbol,
    unlisted,
    wanted,
    isPending: symbols.isPending,
    unknown: Boolean(list) && !symbol,
    query: symbols,
  } as const;
};

import { matchQuery, useInfiniteQuery, useIsFetching } from '@tanstack/react-query';
import type Big from 'big.js';
import { contractQueries } from '../../api/queries/contract';
import { settlementScopes } from '../../api/queries/settlement-scopes';
import { optionQueries } from '../../api/queries/options';
import { useCurrentUser } from '../../api/queries/use-current-user';
import { ContractOrderStatus, OptionOrderStatus } from '../../api/provider-values';
import { accountFigures, dayPnl, decimalOf } from '../../domain/figures';
import { parseProviderTime, providerDayStart } from '../../domain/provider-time';
import { useIsSignedIn } from '../../lib/session';
import { useNow } from '../../lib/use-now';
import { useLivePrices } from '../../market/market-context';

export interface AccountFiguresView {
  /** Every input has arrived (balance, open positions and their prices, the day's closed orders). */
  ready: boolean;
  available: Big | null;
  frozen: Big | null;
  equity: Big | null;
  unrealised: Big | null;
  /** equity / used margin × 100; null without an open position. */
  marginRatio: Big | null;
  dayPnl: Big | null;
  /** Open positions counted. */
  positions: number;
  /** The first read that failed (and is not being asked again), for the summary to say so with Retry. */
  error: unknown;
  /** Asks again for every read that failed. */
  retry: () => void;
}

/**
 * The account's figures as every screen shows them (home, assets, positions, order form): equity,
 * unrealised P/L and margin ratio at the live prices of the open positions, and the day's P/L from the
 * contracts closed and the options settled since the provider's midnight, fees included
 * (src/domain/figures.ts, decision 0035).
 */
export const useAccountFigures = (): AccountFiguresView => {
  const signedIn = useIsSignedIn();
  // The balance is read fresh on each mount; the lists it is summed with come from the cache (the screens
  // listing them poll, writes invalidate them), and the summary does not poll them. The provider also
  // settles orders on its own (a take profit, a liquidation, an option's expiry), and that moves the
  // balance: the lists are then read again (readOrdersAgainWhenBalanceMoves) and the figures wait for
  // them, so a settled position is never counted twice, once in the balance and again as open P/L.
  const user = useCurrentUser({ staleTime: 0 });
  const lists = { enabled: signedIn, refetchInterval: false as const };
  const holding = useInfiniteQuery({ ...contractQueries.ordersByStatus(ContractOrderStatus.holding), ...lists });
  const closed = useInfiniteQuery({ ...contractQueries.ordersByStatus(ContractOrderStatus.closed), ...lists });
  const settled = useInfiniteQuery({ ...optionQueries.orders(OptionOrderStatus.settled), ...lists });
  const balanceMoved =
    useIsFetching({
      predicate: (query) => query.state.isInvalidated && settlementScopes.some((scope) => matchQuery(scope, query)),
    }) > 0;
  // the provider's day turns at its midnight: read the time again every minute
  const now = useNow(60_000);
  const reads = [user, holding, closed, settled];
  const error = reads.find((read) => read.isError && !read.isFetching)?.error ?? null;
  const retry = (): void => {
    for (const read of reads) if (read.isError) void read.refetch();
  };
  const positions = holding.data ?? [];
  const prices = useLivePrices(positions.map((order) => order.symbol));
  if (!user.data)
    return {
      ready: false,
      available: null,
      frozen: null,
      equity: null,
      unrealised: null,
      marginRatio: null,
      dayPnl: null,
      positions: 0,
      error,
      retry,
    };
  const frozen = decimalOf(user.data.frozen ?? 0);
  const balance = decimalOf(user.data.balance);
  // the provider's balance is available + frozen
  const figures = accountFigures({
    available: user.data.balance,
    frozen: 0,
    holdings: positions.map((order) => ({
      id: order.id,
      position: order,
      // each at its own symbol's live price, the provider's mark price until one arrives
      live:
        prices.get(order.symbol.trim().toLowerCase()) ??
        (order.current_price === undefined ? null : String(order.current_price)),
    })),
  });
  const day =
    closed.data && settled.data
      ? dayPnl({
          contracts: closed.data.map((order) => ({
            id: order.id,
            profit_loss: order.profit_loss,
            fee: order.fee,
            overnight_fee: order.overnight_fee,
            closedAt: parseProviderTime(order.close_time),
          })),
          options: settled.data.map((order) => ({
            id: order.order_id,
            profit: order.profitloss,
            settledAt: parseProviderTime(order.pincang_time),
          })),
          dayStart: providerDayStart(now.getTime()),
        })
      : null;
  return {
    ready: !balanceMoved && holding.isSuccess && figures.complete && day !== null,
    available: balance && frozen ? balance.minus(frozen) : null,
    frozen,
    equity: !balanceMoved && holding.isSuccess && balance ? figures.equity : null,
    unrealised: !balanceMoved && holding.isSuccess ? figures.unrealised : null,
    marginRatio: balanceMoved ? null : figures.marginRatio,
    dayPnl: balanceMoved ? null : day,
    positions: positions.length,
    error,
    retry,
  };
};

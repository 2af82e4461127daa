import { matchQuery, type QueryClient } from '@tanstack/react-query';
import type { UserDetailResponse } from '../generated/model';
import { profileScopes } from './profile';

/**
 * The order lists' scopes (settlement-scopes.ts) load with the first balance to act on: they bring the
 * contract and option queries with them, which a visitor's first screen never needs. A signed-in
 * screen that shows a balance has them already, and the import then resolves at once.
 */
const loadSettlementScopes = () => import('./settlement-scopes').then((module) => module.settlementScopes);

/**
 * The provider settles orders on its own (a take profit, a stop loss, a liquidation, a limit fill, an
 * option's expiry), and each moves the balance. So a read of the user that brings a balance other than
 * the one before, or the first balance of the session, makes stale every order list read before that read
 * began: no screen goes on summing the new balance with positions read before it moved. Lists read since
 * are kept, and nothing is read again while a write of the user's is pending (a write reads its own lists
 * again and stays pending until it has, `contractWriteOptions`). Installed once per query client; returns
 * the unsubscribe.
 */
export const readOrdersAgainWhenBalanceMoves = (queryClient: QueryClient): (() => void) => {
  let seen: string | undefined;
  let askedAt: number | undefined;
  return queryClient.getQueryCache().subscribe((event) => {
    if (!matchQuery(profileScopes.user, event.query)) return;
    if (event.type === 'removed') {
      seen = undefined;
      return;
    }
    if (event.type !== 'updated') return;
    if (event.action.type === 'fetch') askedAt = Date.now();
    if (event.action.type !== 'success') return;
    const balance = (event.query.state.data as UserDetailResponse | undefined)?.result.balance;
    if (balance === undefined) return;
    const before = seen;
    seen = String(balance);
    // a balance set by hand (the user a sign-in answered with) was not read from the provider
    if (event.action.manual || askedAt === undefined || before === seen || queryClient.isMutating() > 0) return;
    const readBefore = askedAt;
    void loadSettlementScopes().then((scopes) => {
      for (const scope of scopes)
        void queryClient.invalidateQueries(
          { ...scope, predicate: (query) => query.state.dataUpdatedAt < readBefore },
          { cancelRefetch: false },
        );
    });
  });
};

import { useEffect, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { env } from '../lib/env';
import { useIsSignedIn } from '../lib/session';
import { MarketContext } from '../market/market-context';
import type { LiveMarket } from './live-market';

/**
 * The live market's code (the store, the feed and its worker, the price alerts, big.js): a signed-in
 * user's only, so a visitor's start never downloads it.
 */
const loadLiveMarket = () => import('./live-market');

/**
 * A signed-in start: the live market's code downloads with the app's and its feed worker starts at
 * once (the socket opens as soon as the market is made), not once the first render has committed.
 */
export const preloadLiveMarket = (): void => {
  loadLiveMarket()
    .then((module) => module.prewarmFeedWorker())
    // the provider asks for it again, and says so if it cannot start
    .catch(() => undefined);
};

/**
 * While a user is signed in: one market socket for the whole app, writing into one store that
 * knows every instrument of /tradesymbol. Signing out closes it. It sits above the router, so it
 * never throws: if /tradesymbol fails, the store learns instruments from the socket alone and the
 * screens that list instruments say what went wrong themselves. Until its code has arrived (and if
 * it cannot arrive) the market reads as disconnected, which the screens' connection banner says.
 */
export const MarketProvider = ({ children }: { children: ReactNode }) => {
  const signedIn = useIsSignedIn();
  const [market, setMarket] = useState<LiveMarket | null>(null);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!signedIn) return;
    // Made and started once its code is in (at once when it came with the app): React's development
    // double mount cancels the first before it opens a socket just to drop it.
    let cancelled = false;
    let live: LiveMarket | null = null;
    loadLiveMarket()
      .then(({ createLiveMarket }) => {
        if (cancelled) return;
        live = createLiveMarket(env.marketSocketUrl, queryClient);
        live.start();
        setMarket(live);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      live?.stop();
      setMarket(null);
    };
  }, [signedIn, queryClient]);

  return <MarketContext.Provider value={signedIn ? market : null}>{children}</MarketContext.Provider>;
};

import { render, type RenderResult } from '@testing-library/react';
import { type QueryClient } from '@tanstack/react-query';
import { act } from 'react';
import { memoryLocation, Navigation, type AppLocation } from '../../src/lib/navigation';
import { Providers } from '../../src/app/providers';
import { createQueryClient } from '../../src/app/query-client';
import { AppRoutes } from '../../src/app/router';
import { MarketContext, type MarketConnection } from '../../src/market/market-context';
import { type MarketStore } from '../../src/market/store';

/** The test's handle on the app's router: where it is, and a way to go elsewhere as a link would. */
export interface TestRouter {
  readonly state: { readonly location: AppLocation };
  navigate: (to: string) => Promise<void>;
}

export interface AppRender extends RenderResult {
  router: TestRouter;
  queryClient: QueryClient;
}

/** The app's routes on a location in memory at `path`, with a handle the test reads and drives. */
export const appAt = (path: string): { ui: React.ReactElement; router: TestRouter } => {
  const location = memoryLocation(path);
  const router: TestRouter = {
    get state() {
      return { location: location.current() };
    },
    navigate: async (to) => {
      await act(async () => {
        location.navigate(to);
        await Promise.resolve();
      });
    },
  };
  const ui = (
    <Navigation source={location}>
      <AppRoutes />
    </Navigation>
  );
  return { ui, router };
};

/** A market that is connected and has the test's store (frames applied by the test). */
const connectedTo = (market: MarketStore | undefined): MarketConnection | null =>
  market ? { store: market, getStatus: () => 'connected', subscribeStatus: () => () => undefined } : null;

/**
 * Renders the real app (all routes, providers, error handling) at a path, as a user would open it.
 * `market` stands in for the live socket: a store the test fills with frames.
 */
export const renderApp = (path: string, { token, market }: { token?: string; market?: MarketStore } = {}): AppRender => {
  if (token) window.localStorage.setItem('token', token);
  const queryClient = createQueryClient();
  const { ui, router } = appAt(path);
  const result = render(
    <Providers queryClient={queryClient} market={false}>
      <MarketContext.Provider value={connectedTo(market)}>{ui}</MarketContext.Provider>
    </Providers>,
  );
  return { ...result, router, queryClient };
};

/**
 * Renders one component inside the app's providers (theme, query client, toaster); with `market`,
 * inside a connected market on that store too.
 */
export const renderWithProviders = (ui: React.ReactElement, { market }: { market?: MarketStore } = {}): RenderResult =>
  render(
    <Providers queryClient={createQueryClient()} market={false}>
      {market ? <MarketContext.Provider value={connectedTo(market)}>{ui}</MarketContext.Provider> : ui}
    </Providers>,
  );

import { render, type RenderResult } from '@testing-library/react';
import { type QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Providers } from '../../src/app/providers';
import { createQueryClient } from '../../src/app/query-client';
import { routes } from '../../src/app/router';
import { MarketContext, type MarketConnection } from '../../src/market/market-context';
import { type MarketStore } from '../../src/market/store';

export interface AppRender extends RenderResult {
  router: ReturnType<typeof createMemoryRouter>;
  queryClient: QueryClient;
}

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
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <Providers queryClient={queryClient} market={false}>
      <MarketContext.Provider value={connectedTo(market)}>
        <RouterProvider router={router} />
      </MarketContext.Provider>
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

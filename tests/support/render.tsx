import { render, type RenderResult } from '@testing-library/react';
import { type QueryClient } from '@tanstack/react-query';
import { act } from 'react';
import { HashRouter, useLocation, useNavigate, type Location, type To } from 'react-router-dom';
import { Providers } from '../../src/app/providers';
import { createQueryClient } from '../../src/app/query-client';
import { AppRoutes } from '../../src/app/router';
import { MarketContext, type MarketConnection } from '../../src/market/market-context';
import { type MarketStore } from '../../src/market/store';

/** The test's handle on the app's router: where it is, and a way to go elsewhere as a link would. */
export interface TestRouter {
  readonly state: { readonly location: Location };
  navigate: (to: To) => Promise<void>;
}

export interface AppRender extends RenderResult {
  router: TestRouter;
  queryClient: QueryClient;
}

/** Keeps `router` up to date with the location the app shows, and lends it the app's navigate. */
const RouterProbe = ({ into }: { into: { location?: Location; go?: (to: To) => void | Promise<void> } }) => {
  into.location = useLocation();
  into.go = useNavigate();
  return null;
};

/**
 * The app's routes in the page's own hash router (jsdom's address and history), opened at `path`
 * as a fresh page would be: links have their real `#/...` hrefs and Back knows the app's entries.
 */
export const appAt = (path: string): { ui: React.ReactElement; router: TestRouter } => {
  window.history.replaceState(null, '', `#${path}`);
  const probe: { location?: Location; go?: (to: To) => void | Promise<void> } = {};
  const router: TestRouter = {
    get state() {
      if (!probe.location) throw new Error('the app has not rendered its router yet');
      return { location: probe.location };
    },
    navigate: (to) =>
      act(async () => {
        if (!probe.go) throw new Error('the app has not rendered its router yet');
        await probe.go(to);
      }),
  };
  const ui = (
    <HashRouter useTransitions={false}>
      <AppRoutes />
      <RouterProbe into={probe} />
    </HashRouter>
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
export const renderApp = (
  path: string,
  { token, market }: { token?: string; market?: MarketStore } = {},
): AppRender => {
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

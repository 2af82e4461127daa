import { lazy, useEffect, type ReactElement } from 'react';
import { HashRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { getToken } from '../lib/session';
import { pathOf } from '../lib/route-paths';
import { HomeShell, RequireAuth, RootLayout } from './layouts';
import { RouteErrorBoundary, ScreenLoadError } from './route-error';
import { HOME_TABS, ME_TAB, PRIVATE_ROUTES, PUBLIC_ROUTES, type LazyScreen } from './route-table';
import { trackScreenLoad } from './screen-loads';

/**
 * A screen's element: its code downloads the first time it renders (so a visitor sent from `/` to
 * the "me" tab never downloads the home screen), counted by the route progress bar. Code that fails
 * to download becomes a screen that says so and offers a reload; a crash stays inside the screen's
 * own error boundary, leaving the shell and the tab bar.
 */
const screen = (load: LazyScreen): ReactElement => {
  const Screen = lazy(() => trackScreenLoad(load()).then(({ Component }) => ({ default: Component })));
  return (
    <RouteErrorBoundary>
      <Screen />
    </RouteErrorBoundary>
  );
};

const once = (load: LazyScreen): LazyScreen => {
  let loading: ReturnType<LazyScreen> | undefined;
  return () => (loading ??= load().catch((error: unknown) => ({ Component: () => <ScreenLoadError error={error} /> })));
};

const NOT_FOUND = '*';

/**
 * Each screen's download, started once, whoever asks first: the route as it renders, or
 * `preloadScreen`. Keyed by the path in lower case, as the router matches it (any case).
 */
const SCREENS = new Map<string, { load: LazyScreen; membersOnly: boolean }>();

const route = (path: string, load: LazyScreen, membersOnly = false): ReactElement => {
  const loadOnce = once(load);
  SCREENS.set(path.toLowerCase(), { load: loadOnce, membersOnly });
  const element = screen(loadOnce);
  return path === pathOf('home') ? (
    <Route key={path} index element={element} />
  ) : (
    <Route key={path} path={path} element={element} />
  );
};

/**
 * Every route of the product, each screen its own chunk. The router matches a path whatever its
 * case and with or without a trailing slash (the provider's old client's links); a home tab keeps
 * the shell and its tab bar across tabs: only the screen inside changes.
 */
const ROUTES = (
  <Route path={pathOf('home')} element={<RootLayout />}>
    {Object.entries(PUBLIC_ROUTES).map(([path, load]) => route(path, load))}
    <Route element={<HomeShell />}>
      {route(ME_TAB.path, ME_TAB.screen)}
      <Route element={<RequireAuth />}>{HOME_TABS.map(({ path, screen: load }) => route(path, load, true))}</Route>
    </Route>
    <Route element={<RequireAuth />}>
      {Object.entries(PRIVATE_ROUTES).map(([path, load]) => route(path, load, true))}
    </Route>
    {route(NOT_FOUND, () => import('./not-found-screen').then((m) => ({ Component: m.NotFoundScreen })))}
  </Route>
);

/** The app's routes, inside the router of the page (a hash router) or of a test. */
export const AppRoutes = () => <Routes>{ROUTES}</Routes>;

/**
 * The hash router listens to the address only once it has first rendered, which waits for the app's
 * texts: an address changed before that (a tap on a link of a page still starting, the back button)
 * would otherwise be ignored while the address bar shows it. Once, after the router listens (its
 * own effect runs first), so that going there reaches it.
 */
export const FollowEarlyAddress = () => {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const hash = window.location.hash.replace(/^#/, '');
    const address = hash.startsWith('/') ? hash : `/${hash}`;
    if (address !== `${pathname}${search}`) void navigate(address, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the router has started listening
  }, []);
  return null;
};

/**
 * The app in the page: its routes on the address' hash, query included (`#/pages/trade?symbol=…`);
 * each history entry keeps what a screen handed over and its number (Back knows the app's own).
 * Without transitions, as the app drew before: the next screen's loader (and the progress bar) shows
 * at once rather than the old screen lingering while the next one downloads.
 */
export const App = () => (
  <HashRouter useTransitions={false}>
    <FollowEarlyAddress />
    <AppRoutes />
  </HashRouter>
);

/** The route of a path: `/pages/login/` and `/Pages/Login` are `/pages/login`; an unknown path is the not-found screen. */
const routeKeyOf = (pathname: string): string => {
  const key = (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).toLowerCase() || '/';
  return SCREENS.has(key) ? key : NOT_FOUND;
};

/**
 * The route whose screen a page opened at `hash` (`#/pages/...?...`) draws first: its own, the
 * not-found screen for an unknown address, or for a visitor at a members' screen the "me" tab that
 * RequireAuth sends them to.
 */
export const firstScreenOf = (hash: string, signedIn: boolean): string => {
  const target = routeKeyOf(hash.replace(/^#/, '').split('?')[0] || '/');
  return SCREENS.get(target)?.membersOnly && !signedIn ? pathOf('me') : target;
};

/**
 * Starts downloading the first screen while the app itself starts, instead of once the first render
 * reaches it: the screen's code then arrives with the app's texts, not a round of requests after them.
 */
export const preloadScreen = (hash: string): void => {
  void SCREENS.get(firstScreenOf(hash, getToken() !== null))?.load();
};

import { lazy, useMemo, type ReactElement } from 'react';
import { getToken } from '../lib/session';
import { hashLocation, Navigation, useLocation } from '../lib/navigation';
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

interface ScreenRoute {
  /** The screen's download, started once, whoever asks first: the route as it renders, or `preloadScreen`. */
  load: LazyScreen;
  element: ReactElement;
  /** A visitor is sent to the "me" tab instead (RequireAuth). */
  membersOnly: boolean;
  /** One of the home tabs, drawn above the tab bar (HomeShell). */
  tab: boolean;
}

const once = (load: LazyScreen): LazyScreen => {
  let loading: ReturnType<LazyScreen> | undefined;
  return () => (loading ??= load().catch((error: unknown) => ({ Component: () => <ScreenLoadError error={error} /> })));
};

const NOT_FOUND = '*';

/** Every route of the product by its path (lower case: addresses match whatever their case), each screen its own chunk. */
const SCREENS = new Map<string, ScreenRoute>();
const route = (path: string, load: LazyScreen, { membersOnly = false, tab = false } = {}): void => {
  const loadOnce = once(load);
  SCREENS.set(path.toLowerCase(), { load: loadOnce, element: screen(loadOnce), membersOnly, tab });
};
for (const [path, load] of Object.entries(PUBLIC_ROUTES)) route(path, load);
route(ME_TAB.path, ME_TAB.screen, { tab: true });
for (const { path, screen: load } of HOME_TABS) route(path, load, { membersOnly: true, tab: true });
for (const [path, load] of Object.entries(PRIVATE_ROUTES)) route(path, load, { membersOnly: true });
route(NOT_FOUND, () => import('./not-found-screen').then((m) => ({ Component: m.NotFoundScreen })));

/** The route of a path: `/pages/login/` and `/Pages/Login` are `/pages/login`; an unknown path is the not-found screen. */
const routeKeyOf = (pathname: string): string => {
  const key = (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).toLowerCase() || '/';
  return SCREENS.has(key) ? key : NOT_FOUND;
};

/**
 * The app's routes, on the location of the page (its hash) or of a test (memory). A home tab keeps
 * the shell and its tab bar across tabs: only the screen inside changes.
 */
export const AppRoutes = () => {
  const { pathname } = useLocation();
  const entry = SCREENS.get(routeKeyOf(pathname));
  if (!entry) return null;
  const guarded = entry.membersOnly ? <RequireAuth>{entry.element}</RequireAuth> : entry.element;
  return <RootLayout>{entry.tab ? <HomeShell>{guarded}</HomeShell> : guarded}</RootLayout>;
};

/**
 * The app in the page: its routes on the address' hash (`#/pages/...`). The location is read as the
 * app renders and followed from then on, so an address changed while the app was still starting
 * (a tap on a link, the back button) is the one it draws.
 */
export const App = () => {
  const source = useMemo(() => hashLocation(), []);
  return (
    <Navigation source={source}>
      <AppRoutes />
    </Navigation>
  );
};

/**
 * The route whose screen a page opened at `hash` (`#/pages/...?...`) draws first: its own, the
 * not-found screen for an unknown address, or for a visitor at a members' screen the "me" tab that
 * RequireAuth sends them to.
 */
export const firstScreenOf = (hash: string, signedIn: boolean): string => {
  const target = routeKeyOf(hash.replace(/^#/, '').split('?')[0] || '/');
  return SCREENS.get(target)?.membersOnly && !signedIn ? ME_TAB.path : target;
};

/**
 * Starts downloading the first screen while the app itself starts, instead of once the first render
 * reaches it: the screen's code then arrives with the app's texts, not a round of requests after them.
 */
export const preloadScreen = (hash: string): void => {
  void SCREENS.get(firstScreenOf(hash, getToken() !== null))?.load();
};

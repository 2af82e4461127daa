import { lazy } from 'react';
import { createHashRouter, type RouteObject } from 'react-router-dom';
import { getToken } from '../lib/session';
import { FullPageLoader, HomeShell, RequireAuth, RootLayout } from './layouts';
import { RouteError, ScreenLoadError } from './route-error';
import { HOME_TABS, ME_TAB, PRIVATE_ROUTES, PUBLIC_ROUTES, type LazyScreen } from './route-table';

/** A screen's code that fails to download becomes a screen that says so and offers a reload. */
const resilient =
  (load: LazyScreen): LazyScreen =>
  () =>
    load().catch((error: unknown) => ({ Component: () => <ScreenLoadError error={error} /> }));

/**
 * A screen behind RequireAuth. The router downloads the code of every route it matches before it
 * renders any, so a visitor opening `/` would download the home screen on the way to the "me" tab.
 * For a visitor the route gets a component that downloads its code only if it ever renders (once
 * signed in); a signed-in user's screen loads as any other.
 */
const membersOnly =
  (load: LazyScreen): LazyScreen =>
  () => {
    if (getToken() !== null) return load();
    const Screen = lazy(() => load().then(({ Component }) => ({ default: Component })));
    return Promise.resolve({ Component: Screen });
  };

/** Every screen has its own error boundary: a failure there leaves the shell and the tab bar. */
const screen = (path: string, load: LazyScreen): RouteObject =>
  path === '/'
    ? { index: true, lazy: resilient(load), errorElement: <RouteError /> }
    : { path, lazy: resilient(load), errorElement: <RouteError /> };

/** Every route of the product, each screen its own chunk. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      ...Object.entries(PUBLIC_ROUTES).map(([path, load]) => screen(path, load)),
      {
        element: <HomeShell />,
        children: [
          screen(ME_TAB.path, ME_TAB.screen),
          { element: <RequireAuth />, children: HOME_TABS.map(({ path, screen: load }) => screen(path, membersOnly(resilient(load)))) },
        ],
      },
      {
        element: <RequireAuth />,
        children: Object.entries(PRIVATE_ROUTES).map(([path, load]) => screen(path, membersOnly(resilient(load)))),
      },
      {
        path: '*',
        lazy: resilient(() => import('./not-found-screen').then((m) => ({ Component: m.NotFoundScreen }))),
        errorElement: <RouteError />,
      },
    ],
  },
];

export const createRouter = () => createHashRouter(routes);

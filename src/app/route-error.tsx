import { useEffect } from 'react';
import { useNavigate, useRouteError } from 'react-router-dom';
import { ErrorScreen } from './error-screen';

/**
 * The error boundary of every route (and of the root layout): a screen that failed to load (a lost
 * connection or a new deploy while its code downloads) or crashed. The tab bar and the rest of the
 * app stay; the screen offers a reload and the way back home.
 */
export const RouteError = () => {
  const error = useRouteError();
  const navigate = useNavigate();
  console.error('[route error]', error);
  return <ErrorScreen error={error} testId="route-error" onHome={() => void navigate('/', { replace: true })} />;
};

/**
 * A screen whose code could not be downloaded (offline, or a new deploy removed the old chunk): the
 * same screen with a reload, in place of the screen. The router is never left with a failed import
 * (it rendered nothing at all for one), so the tab bar and the rest of the app stay.
 */
export const ScreenLoadError = ({ error }: { error: unknown }) => {
  const navigate = useNavigate();
  useEffect(() => console.error('[screen load error]', error), [error]);
  return <ErrorScreen error={error} testId="route-error" onHome={() => void navigate('/', { replace: true })} />;
};

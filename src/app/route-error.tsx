import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ErrorBoundary } from './app-error-boundary';
import { ErrorScreen } from './error-screen';
import { pathOf } from '../lib/route-paths';

/**
 * A screen that failed: its code could not be downloaded (a lost connection, or a new deploy removed
 * the old chunk) or it crashed. The tab bar and the rest of the app stay; the screen offers a reload
 * and the way back home.
 */
export const RouteError = ({ error, loading = false }: { error: unknown; loading?: boolean }) => {
  const navigate = useNavigate();
  useEffect(() => console.error(loading ? '[screen load error]' : '[route error]', error), [loading, error]);
  return (
    <ErrorScreen error={error} testId="route-error" onHome={() => void navigate(pathOf('home'), { replace: true })} />
  );
};

/** A screen whose code could not be downloaded, in place of the screen (the import never rejects). */
export const ScreenLoadError = ({ error }: { error: unknown }) => <RouteError error={error} loading />;

/** Every screen's error boundary: a crash there leaves the shell; the next address starts afresh. */
export const RouteErrorBoundary = ({ children }: { children: ReactNode }) => {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary key={pathname} fallback={(error) => <RouteError error={error} />}>
      {children}
    </ErrorBoundary>
  );
};

import { Suspense, useLayoutEffect } from 'react';
import { Box, Center, Spinner } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { type ReturnTo } from '../lib/navigation';
import { pathOf } from '../lib/route-paths';
import { useIsSignedIn } from '../lib/session';
import { TabBar } from '../components/tab-bar';
import { SessionExpiredDialog } from './session-expired-dialog';
import { useScreenLoading } from './screen-loads';

export const FullPageLoader = () => {
  const { t } = useTranslation();
  return (
    <Center minH="100dvh" aria-busy="true" aria-label={t('loading')}>
      <Spinner size="lg" color="brand.solid" />
    </Center>
  );
};

/** A thin bar at the top while the next screen's code downloads. */
const RouteProgress = () => {
  const loading = useScreenLoading();
  const { t } = useTranslation();
  if (!loading) return null;
  return (
    <Box
      role="progressbar"
      aria-label={t('loading')}
      data-testid="route-progress"
      position="fixed"
      top="0"
      insetX="0"
      h="0.5"
      zIndex="toast"
      bg="brand.solid"
      animation="pulse 1s ease-in-out infinite"
    />
  );
};

const ScrollToTop = () => {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
};

export const RootLayout = () => (
  <>
    <ScrollToTop />
    <RouteProgress />
    <SessionExpiredDialog />
    <Suspense fallback={<FullPageLoader />}>
      <Outlet />
    </Suspense>
  </>
);

/** A visitor without a token goes to the "me" tab; after signing in they come back here. */
export const RequireAuth = () => {
  const signedIn = useIsSignedIn();
  const { pathname, search } = useLocation();
  if (!signedIn)
    return <Navigate to={pathOf('me')} replace state={{ from: { pathname, search } satisfies ReturnTo }} />;
  return <Outlet />;
};

/** The home screen: the current tab above the bottom tab bar (shown once signed in). */
export const HomeShell = () => {
  const signedIn = useIsSignedIn();
  return (
    <Box minH="100dvh" pb={signedIn ? 'calc(4rem + env(safe-area-inset-bottom))' : '0'}>
      <Suspense fallback={<FullPageLoader />}>
        <Outlet />
      </Suspense>
      {signedIn && <TabBar />}
    </Box>
  );
};

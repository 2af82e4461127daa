import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { createToaster } from '@chakra-ui/react';

/** The app's one toaster: messages from the error catalogue and confirmations. */
export const toaster = createToaster({
  placement: 'top',
  pauseOnPageIdle: true,
  max: 3,
});

const hasAnyToast = (): boolean => toaster.getCount() > 0;
/** The store tells its subscribers about a toast before it holds it: read the count after that. */
const onToasts = (change: () => void): (() => void) => toaster.subscribe(() => queueMicrotask(change));

const ToasterView = lazy(() => import('./toaster-view').then((module) => ({ default: module.ToasterView })));

/**
 * The toasts. Their code (the toast machine, its parts and styles) is not part of the start-up
 * bundle: it loads with the first toast, which then shows (the view takes the toasts already in
 * the store when it mounts), and stays mounted from then on.
 */
export const Toaster = () => {
  const hasToasts = useSyncExternalStore(onToasts, hasAnyToast);
  const [needed, setNeeded] = useState(false);
  if (hasToasts && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <ToasterView toaster={toaster} />
    </Suspense>
  ) : null;
};

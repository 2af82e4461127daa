import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { createToaster } from '@chakra-ui/react';

/**
 * The app's one toaster: messages from the error catalogue and confirmations. The store is small and
 * part of the start-up bundle, so a message can be created at any moment; what draws the messages
 * (Chakra's toast machines, their layer and portal) is not: it downloads after the first screen.
 */
export const toaster = createToaster({
  placement: 'top',
  // below the screen's header (3 rem): a message never covers its Back button or its actions
  offsets: { top: '3.5rem', bottom: '1rem', left: '1rem', right: '1rem' },
  pauseOnPageIdle: true,
  max: 3,
  // every message stays 5 s (a confirmation such as "Order placed." would otherwise go after 2 s,
  // before a trader has read it); a loading toast would go after 5 s too: give it its own duration
  duration: 5000,
});

const loadView = () => import('./toaster-view');

/** How long a failed download of the view waits before it tries again, unless the network returns sooner. */
const VIEW_RETRY_MS = 5000;

/**
 * The view's code, however long the network takes to give it: a failed download tries again when
 * the connection returns (or after 5 s), so a message waits for its view and never breaks the page.
 */
const loadViewWhenReachable = async (): Promise<Awaited<ReturnType<typeof loadView>>> => {
  for (;;) {
    try {
      return await loadView();
    } catch {
      await new Promise<void>((resolve) => {
        const retry = (): void => {
          window.clearTimeout(timer);
          window.removeEventListener('online', retry);
          resolve();
        };
        const timer = window.setTimeout(retry, VIEW_RETRY_MS);
        window.addEventListener('online', retry);
      });
    }
  }
};

const ToasterView = lazy(async () => ({ default: (await loadViewWhenReachable()).ToasterView }));

/** How long after the page's load the view is fetched when the user has not touched anything yet. */
const VIEW_PREFETCH_DELAY_MS = 10_000;

const FIRST_INPUT_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Fetches the view at the user's first touch, key press or focus, or 10 s after the page's load: a message
 * must still show when the network has gone ("You are offline. Nothing was sent." answers a write
 * the user makes while offline), so its code cannot wait for the first message. Nothing the first
 * screen needs competes with it. The service worker's precache covers later visits; this the first.
 */
const prefetchViewLater = (): (() => void) => {
  let timer: number | undefined;
  const prefetch = (): void => {
    stop();
    void loadView().catch(() => undefined);
  };
  const startTimer = (): void => {
    timer = window.setTimeout(prefetch, VIEW_PREFETCH_DELAY_MS);
  };
  function stop(): void {
    window.clearTimeout(timer);
    window.removeEventListener('load', startTimer);
    for (const type of FIRST_INPUT_EVENTS) window.removeEventListener(type, prefetch, true);
  }
  for (const type of FIRST_INPUT_EVENTS) window.addEventListener(type, prefetch, { capture: true, passive: true });
  if (document.readyState === 'complete') startTimer();
  else window.addEventListener('load', startTimer, { once: true });
  return stop;
};

/** Once a message was created, the view stays mounted (it removes the messages as they go). */
let viewWanted = false;
const isViewWanted = (): boolean => viewWanted || toaster.getCount() > 0;
const subscribeToMessages = (notify: () => void): (() => void) =>
  toaster.subscribe(() => {
    viewWanted = true;
    notify();
  });

/**
 * The toasts. The view mounts with the first message (it then shows every message created before
 * it, from the store), so the start of the app neither downloads nor sets up Chakra's toast machines.
 */
export const Toaster = () => {
  const wanted = useSyncExternalStore(subscribeToMessages, isViewWanted, () => false);
  useEffect(() => (wanted ? undefined : prefetchViewLater()), [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView toaster={toaster} />
    </Suspense>
  );
};

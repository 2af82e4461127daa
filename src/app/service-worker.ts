import { registerSW } from 'virtual:pwa-register';
import { appUpdate } from './app-update';

/** How long after the page's load the worker is registered: past the first screen's own downloads. */
export const REGISTER_DELAY_MS = 5_000;

/**
 * Registers the service worker of the production build (vite-plugin-pwa, Workbox): it precaches the
 * app's shell and static files so the app starts offline and can be installed. It never caches the
 * provider's answers or the market socket. A new version waits until the user accepts it.
 *
 * Registered 5 s after the page's load, not at it: installing the worker downloads every file of the
 * build for its precache, which competed with the first screen's own calls and pictures, and
 * workbox-window's code was part of every start. A worker already installed controls the page from its
 * first request either way, and Workbox still reports a new version found before it was registered.
 * Offline at that moment, it registers when the connection returns.
 */
export const registerServiceWorker = (): void => {
  if (!('serviceWorker' in navigator)) return;
  // Offline, the worker's code and its precache cannot download: wait for the connection instead
  // of a failed request (a trader on a train loses it often, and the app keeps working without).
  const whenOnline = (): void => window.addEventListener('online', register, { once: true });
  function register(): void {
    if (!navigator.onLine) return whenOnline();
    const update = registerSW({
      onNeedRefresh: () => appUpdate.offer(() => update(true)),
      // the connection went while workbox-window's code was downloading: try again once it is back
      onRegisterError: () => {
        if (!navigator.onLine) whenOnline();
      },
    });
  }
  const later = (): void => void window.setTimeout(register, REGISTER_DELAY_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
};

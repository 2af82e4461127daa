import { registerSW } from 'virtual:pwa-register';
import { appUpdate } from './app-update';

/**
 * Registers the service worker of the production build (vite-plugin-pwa, Workbox): it precaches the
 * app's shell and static files so the app starts offline and can be installed. It never caches the
 * provider's answers or the market socket. A new version waits until the user accepts it.
 */
export const registerServiceWorker = (): void => {
  if (!('serviceWorker' in navigator)) return;
  const update = registerSW({
    onNeedRefresh: () => appUpdate.offer(() => update(true)),
  });
};

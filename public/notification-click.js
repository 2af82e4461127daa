// Imported by the app's service worker (vite.config.ts, workbox.importScripts): a tap on a price
// alert's system notification brings the app forward on the symbol's trade screen (an open window
// of the app if there is one, else a new one).
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = (event.notification.data && event.notification.data.url) || '/pages/home/market';
  const target = new URL(`/#${path}`, self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) return open.navigate(target).then((client) => (client ?? open).focus());
      return self.clients.openWindow(target);
    }),
  );
});

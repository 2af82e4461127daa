import i18next from 'i18next';
import { toaster } from '../../components/ui/toaster';
import { formatAmount, formatPrice } from '../../lib/format';
import { readPersisted } from '../../lib/persisted-state';
import { pathTo } from '../../lib/route-paths';
import type { FiredAlert } from '../../market/alerts';
import type { PriceAlert } from '../../market/alert-store';

/** How long the in-app message of a fired alert stays (ms); it can be closed sooner. */
export const ALERT_MESSAGE_MS = 15_000;

/** What a fired alert says: its title and its line (symbol, price, level). */
export const alertMessage = (alert: PriceAlert, fired: FiredAlert): { title: string; body: string } => {
  const { language } = readPersisted();
  const t = i18next.getFixedT(null, 'alerts');
  const price = formatPrice(String(fired.price), language);
  const level =
    alert.kind === 'change'
      ? formatAmount(alert.level, language, (alert.level.split('.')[1] ?? '').length)
      : formatPrice(alert.level, language);
  const change =
    fired.change === undefined
      ? ''
      : `${fired.change > 0 ? '+' : ''}${formatAmount(fired.change.toFixed(2), language, 2)}`;
  return {
    title: t('fired.title', { pair: alert.pair }),
    body: t(`fired.${alert.kind}`, { pair: alert.pair, price, level, change }),
  };
};

/**
 * A system notification for a fired alert while the app is in the background and the user allowed
 * them: shown by the app's service worker when it runs (a tap opens the symbol), else by the page.
 */
const notifySystem = async (alert: PriceAlert, title: string, body: string): Promise<void> => {
  if (
    typeof Notification === 'undefined' ||
    Notification.permission !== 'granted' ||
    document.visibilityState !== 'hidden'
  )
    return;
  const options: NotificationOptions = {
    body,
    tag: `price-alert-${alert.id}`,
    icon: '/icons/icon-192.png',
    data: { url: pathTo('trade', { symbol: alert.code }) },
  };
  const registration = 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration() : undefined;
  if (registration) await registration.showNotification(title, options);
  else new Notification(title, options);
};

/**
 * Tells the user about alerts just marked fired (`fireAlerts`): a message in the app (role
 * `status`, naming the symbol, the price and the level) and, in the background, a system
 * notification. Fetched only when an alert fires: nothing of it is in the start-up download.
 */
export const announceFiredAlerts = async (due: readonly { alert: PriceAlert; fired: FiredAlert }[]): Promise<void> => {
  if (due.length === 0) return;
  await i18next.loadNamespaces('alerts');
  for (const { alert, fired } of due) {
    const { title, body } = alertMessage(alert, fired);
    toaster.create({
      type: 'info',
      title,
      description: body,
      duration: ALERT_MESSAGE_MS,
      closable: true,
      meta: { alert: alert.id },
    });
    await notifySystem(alert, title, body).catch(() => undefined);
  }
};

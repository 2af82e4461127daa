import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../components/ui/toaster';
import type { FiredAlert } from '../../market/alerts';
import { fireAlerts, usePriceAlerts } from '../../market/alert-store';
import { announceFiredAlerts as announce } from './alert-notices';

/** What the app does when the feed reports alerts met: mark them, then tell the user. */
const announceFiredAlerts = (fired: readonly FiredAlert[]) => announce(fireAlerts(fired));

const hidden = (value: boolean) =>
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(value ? 'hidden' : 'visible');

describe('a fired price alert', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    usePriceAlerts.setState({ alerts: [] });
    window.localStorage.clear();
  });

  it('is marked triggered and shown once in the app, naming the symbol, the price and the level', async () => {
    const create = vi.spyOn(toaster, 'create');
    const alert = usePriceAlerts.getState().add({ code: 'xagusd', pair: 'XAGUSD', kind: 'above', level: '55' });
    const fired = { id: alert.id, code: 'xagusd', price: 55.5, at: 1_000 };
    await announceFiredAlerts([fired]);
    await announceFiredAlerts([fired]);
    expect(create).toHaveBeenCalledTimes(1);
    expect(create.mock.calls[0]?.[0]).toMatchObject({
      type: 'info',
      title: 'Price alert: XAGUSD',
      description: 'XAGUSD rose to 55.50 (alert at 55.00)',
    });
    expect(usePriceAlerts.getState().alerts[0]?.triggered).toEqual({ at: 1_000, price: '55.5' });
  });

  it('says the 24 h move of a percentage alert', async () => {
    const create = vi.spyOn(toaster, 'create');
    const alert = usePriceAlerts.getState().add({ code: 'usoil', pair: 'USOIL', kind: 'change', level: '5' });
    await announceFiredAlerts([{ id: alert.id, code: 'usoil', price: 58, at: 1, change: -5.6234 }]);
    expect(create.mock.calls[0]?.[0]).toMatchObject({
      description: 'USOIL moved -5.62 % in 24 h, to 58.00 (alert at ±5 %)',
    });
  });

  it('shows a system notification only in the background and when allowed', async () => {
    vi.spyOn(toaster, 'create');
    const shown: string[] = [];
    class FakeNotification {
      static permission: NotificationPermission = 'granted';
      constructor(title: string) {
        shown.push(title);
      }
    }
    vi.stubGlobal('Notification', FakeNotification);
    const add = () =>
      usePriceAlerts
        .getState()
        .add({ code: 'xagusd', pair: 'XAGUSD', kind: 'below', level: String(10 + shown.length + Math.random()) });
    hidden(false);
    let alert = add();
    await announceFiredAlerts([{ id: alert.id, code: 'xagusd', price: 1, at: 1 }]);
    expect(shown).toEqual([]);
    hidden(true);
    alert = add();
    await announceFiredAlerts([{ id: alert.id, code: 'xagusd', price: 1, at: 1 }]);
    expect(shown).toEqual(['Price alert: XAGUSD']);
    FakeNotification.permission = 'denied';
    alert = add();
    await announceFiredAlerts([{ id: alert.id, code: 'xagusd', price: 1, at: 1 }]);
    expect(shown).toHaveLength(1);
  });
});

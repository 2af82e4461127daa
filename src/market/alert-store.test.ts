import { afterEach, describe, expect, it } from 'vitest';
import { ALERTS_STORAGE_KEY, usePriceAlerts, watchedAlerts } from './alert-store';

const store = () => usePriceAlerts.getState();
const stored = () =>
  JSON.parse(window.localStorage.getItem(ALERTS_STORAGE_KEY) ?? 'null') as { state: { alerts: unknown[] } };

describe('the price alerts of the device', () => {
  afterEach(() => {
    usePriceAlerts.setState({ alerts: [] });
    window.localStorage.clear();
  });

  it('keeps alerts at rest and reads them back after a restart', async () => {
    const alert = store().add({ code: 'BTCUSDT ', pair: 'BTCUSDT', kind: 'above', level: ' 100 ' });
    expect(alert).toMatchObject({ code: 'btcusdt', level: '100', triggered: null });
    expect(stored().state.alerts).toHaveLength(1);
    const atRest = window.localStorage.getItem(ALERTS_STORAGE_KEY)!;
    usePriceAlerts.setState({ alerts: [] });
    window.localStorage.setItem(ALERTS_STORAGE_KEY, atRest);
    await usePriceAlerts.persist.rehydrate();
    expect(store().alerts).toEqual([alert]);
  });

  it('drops a damaged entry, never the others', async () => {
    const good = {
      id: 'a',
      code: 'btcusdt',
      pair: 'BTCUSDT',
      kind: 'below',
      level: '5',
      createdAt: 1,
      triggered: null,
    };
    window.localStorage.setItem(
      ALERTS_STORAGE_KEY,
      JSON.stringify({ state: { alerts: [good, { ...good, id: 'b', level: '-1' }, 'x'] }, version: 1 }),
    );
    await usePriceAlerts.persist.rehydrate();
    expect(store().alerts).toEqual([good]);
  });

  it('fires an alert once, also when another tab fired it first', () => {
    const alert = store().add({ code: 'btcusdt', pair: 'BTCUSDT', kind: 'above', level: '100' });
    const fired = { id: alert.id, code: 'btcusdt', price: 101, at: 7 };
    expect(store().fire(fired, '101')).toBe(true);
    expect(store().alerts[0]?.triggered).toEqual({ at: 7, price: '101' });
    expect(store().fire(fired, '102')).toBe(false);
    expect(watchedAlerts(store().alerts)).toEqual([]);

    // another tab wrote it fired; this tab still holds it waiting
    const other = store().add({ code: 'ethusdt', pair: 'ETHUSDT', kind: 'below', level: '3000' });
    const written = stored();
    const state = {
      ...written,
      state: {
        alerts: (written.state.alerts as { id: string }[]).map((item) =>
          item.id === other.id ? { ...item, triggered: { at: 8, price: '2999' } } : item,
        ),
      },
    };
    window.localStorage.setItem(ALERTS_STORAGE_KEY, JSON.stringify(state));
    expect(store().fire({ id: other.id, code: 'ethusdt', price: 2998, at: 9 }, '2998')).toBe(false);
    expect(store().alerts.find((item) => item.id === other.id)?.triggered).toEqual({ at: 8, price: '2999' });
  });

  it('an edited alert waits again under a new identity; a deleted one is gone', () => {
    const alert = store().add({ code: 'btcusdt', pair: 'BTCUSDT', kind: 'above', level: '100' });
    store().fire({ id: alert.id, code: 'btcusdt', price: 100, at: 1 }, '100');
    store().edit(alert.id, { kind: 'below', level: '90' });
    const [edited] = store().alerts;
    expect(edited).toMatchObject({ kind: 'below', level: '90', triggered: null });
    expect(edited?.id).not.toBe(alert.id);
    expect(watchedAlerts(store().alerts)).toEqual([{ id: edited?.id, code: 'btcusdt', kind: 'below', level: 90 }]);
    store().remove(edited!.id);
    expect(store().alerts).toEqual([]);
  });
});

import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { AlertKind, FiredAlert, WatchedAlert } from './alerts';

/** A price alert kept on this device. */
export interface PriceAlert {
  id: string;
  /** Lower-case symbol code. */
  code: string;
  /** The symbol as the user reads it ("BTC/USDT"), for messages. */
  pair: string;
  kind: AlertKind;
  /** A price, or a percentage for `change`: a plain decimal string as typed (trimmed). */
  level: string;
  createdAt: number;
  /** Null while waiting; when and at what price it fired. */
  triggered: { at: number; price: string } | null;
}

export const ALERTS_STORAGE_KEY = 'price-alerts';

const KINDS: readonly string[] = ['above', 'below', 'change'];
const LEVEL = /^\d+(\.\d+)?$/;

/**
 * One stored entry, checked field by field (a hand-written guard: the alerts are read as the app
 * starts, and a schema library would add its own code to the start-up download for six fields).
 */
const isStoredAlert = (value: unknown): value is PriceAlert => {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  const text = (field: unknown): field is string => typeof field === 'string' && field.length > 0;
  const triggered = item.triggered as Record<string, unknown> | null | undefined;
  return (
    text(item.id) &&
    text(item.code) &&
    text(item.pair) &&
    typeof item.kind === 'string' &&
    KINDS.includes(item.kind) &&
    typeof item.level === 'string' &&
    LEVEL.test(item.level) &&
    typeof item.createdAt === 'number' &&
    (triggered === null ||
      (typeof triggered === 'object' && typeof triggered.at === 'number' && typeof triggered.price === 'string'))
  );
};

/** What storage held, alert by alert: a damaged entry is dropped, never the rest. */
const readStored = (value: unknown): PriceAlert[] => {
  const list = (value as { alerts?: unknown } | null)?.alerts;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item) =>
    isStoredAlert(item)
      ? [
          {
            id: item.id,
            code: item.code,
            pair: item.pair,
            kind: item.kind,
            level: item.level,
            createdAt: item.createdAt,
            triggered: item.triggered && { at: item.triggered.at, price: item.triggered.price },
          },
        ]
      : [],
  );
};

interface AlertState {
  alerts: PriceAlert[];
  add: (alert: Pick<PriceAlert, 'code' | 'pair' | 'kind' | 'level'>) => PriceAlert;
  /** Edits an alert; it waits again (a new level is a new alert to fire once). */
  edit: (id: string, patch: Pick<PriceAlert, 'kind' | 'level'>) => void;
  remove: (id: string) => void;
  /**
   * Marks an alert fired; false when it was not waiting (deleted, or already fired, also in another
   * tab of the app, whose write is read back from storage first): the caller tells the user only on true.
   */
  fire: (fired: FiredAlert, price: string) => boolean;
}

const newId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

const storedAlerts = (): PriceAlert[] | null => {
  try {
    const raw = window.localStorage.getItem(ALERTS_STORAGE_KEY);
    return raw === null ? null : readStored((JSON.parse(raw) as { state?: unknown }).state);
  } catch {
    return null;
  }
};

/**
 * The price alerts of this device (localStorage `price-alerts`): they survive a reload and a
 * restart. They name a symbol and a level, nothing about the user. The feed watches the waiting
 * ones (alerts.ts); a fired one keeps its time and price until the user deletes or edits it.
 */
export const usePriceAlerts = create<AlertState>()(
  persist(
    (set, get) => ({
      alerts: [],
      add: (input) => {
        const alert: PriceAlert = {
          id: newId(),
          code: input.code.trim().toLowerCase(),
          pair: input.pair,
          kind: input.kind,
          level: input.level.trim(),
          createdAt: Date.now(),
          triggered: null,
        };
        set({ alerts: [...get().alerts, alert] });
        return alert;
      },
      edit: (id, patch) =>
        set({
          alerts: get().alerts.map((alert) =>
            alert.id === id
              ? { ...alert, kind: patch.kind, level: patch.level.trim(), triggered: null, id: newId() }
              : alert,
          ),
        }),
      remove: (id) => set({ alerts: get().alerts.filter((alert) => alert.id !== id) }),
      fire: (fired, price) => {
        // another tab of the app may have fired it a moment ago: storage is the truth
        const stored = storedAlerts();
        const alerts = stored ?? get().alerts;
        const alert = alerts.find((item) => item.id === fired.id);
        if (!alert || alert.triggered) {
          if (stored) set({ alerts: stored });
          return false;
        }
        set({
          alerts: alerts.map((item) => (item.id === fired.id ? { ...item, triggered: { at: fired.at, price } } : item)),
        });
        return true;
      },
    }),
    {
      name: ALERTS_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => window.localStorage),
      partialize: (state) => ({ alerts: state.alerts }),
      merge: (persisted, current) => ({ ...current, alerts: readStored(persisted) }),
    },
  ),
);

/**
 * Marks the alerts the feed saw met as fired, once each (see `fire`), and returns the ones this tab
 * is to tell the user about, with what they were.
 */
export const fireAlerts = (fired: readonly FiredAlert[]): { alert: PriceAlert; fired: FiredAlert }[] => {
  const before = usePriceAlerts.getState().alerts;
  return fired.flatMap((item) => {
    const alert = before.find((candidate) => candidate.id === item.id);
    return alert && usePriceAlerts.getState().fire(item, String(item.price)) ? [{ alert, fired: item }] : [];
  });
};

/** Another tab's change (a new alert, one fired or deleted there) is taken up here too. */
export const followOtherTabs = (): (() => void) => {
  const onStorage = (event: StorageEvent): void => {
    if (event.key === ALERTS_STORAGE_KEY) void usePriceAlerts.persist.rehydrate();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
};

/** The waiting alerts as the feed watches them. */
export const watchedAlerts = (alerts: readonly PriceAlert[]): WatchedAlert[] =>
  alerts.flatMap((alert) =>
    alert.triggered ? [] : [{ id: alert.id, code: alert.code, kind: alert.kind, level: Number(alert.level) }],
  );

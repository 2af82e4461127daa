import type { MarketFrame } from './frames';

/** Above a price, below a price, or a move of the day's change by a percentage either way. */
export type AlertKind = 'above' | 'below' | 'change';

/** An alert as the feed watches it: waiting ones only; `level` a price, or a percentage for `change`. */
export interface WatchedAlert {
  id: string;
  /** Lower-case symbol code. */
  code: string;
  kind: AlertKind;
  level: number;
}

/** An alert whose condition was met by a price frame. */
export interface FiredAlert {
  id: string;
  code: string;
  /** The price that met it, as the frame sent it. */
  price: number;
  /** When (ms since the epoch). */
  at: number;
  /** For `change`: the 24 h change at that price, in percent. */
  change?: number;
}

/** The 24 h change of a price against the day's open, in percent; null without an open. */
export const changeFromOpen = (price: number, open: number | undefined): number | null =>
  open !== undefined && open > 0 ? ((price - open) / open) * 100 : null;

/** Whether a price meets an alert (the day's open for a `change` alert). */
export const meets = (
  alert: Pick<WatchedAlert, 'kind' | 'level'>,
  price: number,
  open: number | undefined,
): boolean => {
  switch (alert.kind) {
    case 'above':
      return price >= alert.level;
    case 'below':
      return price <= alert.level;
    case 'change': {
      const change = changeFromOpen(price, open);
      return change !== null && Math.abs(change) >= alert.level;
    }
  }
};

/**
 * Watches price alerts against the feed's frames where they arrive (the feed's worker, or the page
 * without workers): the screens pay nothing for them. Each alert fires once: it leaves the watch
 * the moment a frame meets it, whatever follows before the page hears of it. Ticker frames give
 * each symbol's day open, which `change` alerts are measured against.
 */
export class AlertWatch {
  private byCode = new Map<string, WatchedAlert[]>();
  private opens = new Map<string, number>();
  private fired = new Set<string>();

  /** Replaces the alerts watched (the waiting ones); an alert that already fired here stays out. */
  set(alerts: readonly WatchedAlert[]): void {
    const next = new Map<string, WatchedAlert[]>();
    const ids = new Set<string>();
    for (const alert of alerts) {
      ids.add(alert.id);
      if (this.fired.has(alert.id) || !Number.isFinite(alert.level) || alert.level <= 0) continue;
      const code = alert.code.trim().toLowerCase();
      const list = next.get(code) ?? [];
      list.push({ ...alert, code });
      next.set(code, list);
    }
    // forget fired ids the page no longer sends (deleted, or edited into a new alert)
    for (const id of this.fired) if (!ids.has(id)) this.fired.delete(id);
    this.byCode = next;
  }

  get size(): number {
    return this.byCode.size;
  }

  /** The alerts this frame meets (removed from the watch); empty for most frames. */
  check(frame: MarketFrame, now: number): FiredAlert[] {
    if (this.byCode.size === 0) return [];
    if (frame.kind === 'ticker') {
      for (const entry of frame.frame.data) {
        const code = entry.code.trim().toLowerCase();
        if (!this.byCode.has(code)) continue;
        const open = Number(entry.kline_data[0]?.open_price);
        if (Number.isFinite(open) && open > 0) this.opens.set(code, open);
      }
      return [];
    }
    if (frame.kind !== 'price') return [];
    const price = frame.frame.data.price;
    if (!(price > 0)) return [];
    const code = frame.frame.data.code.trim().toLowerCase();
    const alerts = this.byCode.get(code);
    if (!alerts) return [];
    const open = this.opens.get(code);
    const fired: FiredAlert[] = [];
    const waiting = alerts.filter((alert) => {
      if (!meets(alert, price, open)) return true;
      const change = alert.kind === 'change' ? changeFromOpen(price, open) : null;
      fired.push({ id: alert.id, code, price, at: now, ...(change === null ? {} : { change }) });
      this.fired.add(alert.id);
      return false;
    });
    if (fired.length === 0) return [];
    if (waiting.length > 0) this.byCode.set(code, waiting);
    else this.byCode.delete(code);
    return fired;
  }
}

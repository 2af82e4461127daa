import type { DepthLevel, TickerEntry } from './generated/frames';
import type { MarketFrame } from './frames';
import { SymbolStatus } from '../api/provider-values';
import { settled, type StoredTicker, type Ticker } from './ticker-snapshot';
import { emptyTicker, withDay, withMinute, withPrice } from './ticker-frames';

export { changePercent } from './ticker-math';
export type { Ticker } from './ticker-snapshot';

export interface Depth {
  asks: DepthLevel[];
  bids: DepthLevel[];
}

type Listener = () => void;

export interface MarketStoreOptions {
  now?: () => number;
  /** Runs the flush before the next paint (requestAnimationFrame in the browser). */
  schedule?: (flush: () => void) => void;
  staleAfterMs?: number;
  checkEveryMs?: number;
  /** A monotonic clock (ms) for the flush's time budget: performance.now by default. */
  clock?: () => number;
  /** How long one flush may apply frames before the rest waits for the next one (ms). */
  flushBudgetMs?: number;
}

/**
 * A flush's time budget. Frames arriving faster than the screen paints pile up, and the ticker frame
 * carries every symbol's day at once (500 under load): applied in one go, with their subscribers'
 * updates, they made tasks of 50 ms and more on a slow phone, and a frame the screen missed. The
 * rest of a burst is applied by the next flush, a frame later, in arrival order.
 */
export const FLUSH_BUDGET_MS = 4;

const key = (code: string): string => code.trim().toLowerCase();

const defaultSchedule = (flush: () => void): void => {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => flush());
  else setTimeout(flush, 16);
};

/**
 * Live market data per symbol. Frames are buffered and applied once per animation frame, however
 * fast they arrive; components subscribe to the one symbol (or the list) they show and read
 * immutable snapshots (useSyncExternalStore). A symbol with no price frame for 30 s turns stale,
 * checked every 10 s.
 */
export class MarketStore {
  private tickers = new Map<string, StoredTicker>();
  private depths = new Map<string, Depth>();
  // Stryker disable next-line ArrayDeclaration: equivalent, flush passes over an entry that is no frame (no kind matches)
  private pending: MarketFrame[] = [];
  /** The first ticker entry of pending[0] not applied yet (a ticker frame can span flushes). */
  private entryOffset = 0;
  private scheduled = false;
  private listeners = new Map<string, Set<Listener>>();
  private listListeners = new Set<Listener>();
  private watchdog: ReturnType<typeof setInterval> | null = null;
  private readonly now: () => number;
  private readonly schedule: (flush: () => void) => void;
  private readonly staleAfterMs: number;
  private readonly checkEveryMs: number;
  private readonly clock: () => number;
  private readonly flushBudgetMs: number;
  /** Bumped on every change, for list subscribers. */
  private version = 0;

  constructor(options: MarketStoreOptions = {}) {
    this.now = options.now ?? Date.now;
    this.schedule = options.schedule ?? defaultSchedule;
    this.staleAfterMs = options.staleAfterMs ?? 30_000;
    this.checkEveryMs = options.checkEveryMs ?? 10_000;
    this.clock = options.clock ?? (() => performance.now());
    this.flushBudgetMs = options.flushBudgetMs ?? FLUSH_BUDGET_MS;
  }

  /** Known symbols before any frame (e.g. from /tradesymbol): stale until a price arrives. */
  seed(codes: readonly string[]): void {
    let changed = false;
    for (const code of codes) {
      const id = key(code);
      if (this.tickers.has(id)) continue;
      this.tickers.set(id, emptyTicker(id));
      changed = true;
    }
    if (changed) this.notify(new Set(codes.map(key)));
  }

  apply(frame: MarketFrame): void {
    this.pending.push(frame);
    if (this.scheduled) return;
    this.scheduled = true;
    this.schedule(() => this.flush());
  }

  /**
   * Applies the buffered frames in arrival order, for at most the time budget (at least one frame
   * or ticker entry each time), and notifies each affected subscriber once. What is left waits for
   * the next flush, scheduled at once.
   */
  flush(): void {
    this.scheduled = false;
    const deadline = this.clock() + this.flushBudgetMs;
    const changed = new Set<string>();
    let applied = 0;
    let units = 0;
    const spent = (): boolean => units > 0 && this.clock() >= deadline;
    while (applied < this.pending.length && !spent()) {
      const frame = this.pending[applied]!;
      if (frame.kind === 'ticker') {
        const entries = frame.frame.data;
        while (this.entryOffset < entries.length && !spent()) {
          this.applyTickerEntry(entries[this.entryOffset]!, changed);
          this.entryOffset += 1;
          units += 1;
        }
        if (this.entryOffset < entries.length) break;
        this.entryOffset = 0;
      } else {
        this.applyFrame(frame, changed);
        units += 1;
      }
      applied += 1;
    }
    this.pending.splice(0, applied);
    if (changed.size > 0) this.notify(changed);
    if (this.pending.length > 0 && !this.scheduled) {
      this.scheduled = true;
      this.schedule(() => this.flush());
    }
  }

  private applyTickerEntry(entry: TickerEntry, changed: Set<string>): void {
    const id = key(entry.code);
    const next = withDay(this.ticker(id), entry);
    if (!next) return;
    this.tickers.set(id, next);
    changed.add(id);
  }

  private applyFrame(frame: Exclude<MarketFrame, { kind: 'ticker' }>, changed: Set<string>): void {
    switch (frame.kind) {
      case 'price': {
        const id = key(frame.frame.data.code);
        this.tickers.set(id, withPrice(this.ticker(id), frame.frame.data.price, this.now()));
        changed.add(id);
        break;
      }
      case 'kline': {
        const id = key(frame.frame.code);
        const next = withMinute(this.ticker(id), frame.frame);
        if (!next) break;
        this.tickers.set(id, next);
        changed.add(id);
        break;
      }
      case 'depth': {
        const id = key(frame.frame.data.code);
        this.depths.set(id, { asks: frame.frame.data.asks, bids: frame.frame.data.bids });
        changed.add(`depth:${id}`);
        break;
      }
      // pings and ignored frames change nothing
    }
  }

  get(code: string): Ticker | undefined {
    const ticker = this.tickers.get(key(code));
    return ticker && settled(ticker);
  }

  /**
   * A symbol's status (live or stale) without its snapshot: what a live cell off screen watches, a
   * thousand times a second under load, without working out a change nobody sees.
   */
  statusOf(code: string): SymbolStatus | undefined {
    return this.tickers.get(key(code))?.status;
  }

  getDepth(code: string): Depth | undefined {
    return this.depths.get(key(code));
  }

  /** A number that changes whenever any symbol changes (snapshot for list views). */
  getVersion(): number {
    return this.version;
  }

  all(): Ticker[] {
    return Array.from(this.tickers.values(), settled);
  }

  subscribe(code: string, listener: Listener): () => void {
    return this.listen(key(code), listener);
  }

  subscribeDepth(code: string, listener: Listener): () => void {
    return this.listen(`depth:${key(code)}`, listener);
  }

  subscribeAll(listener: Listener): () => void {
    this.listListeners.add(listener);
    return () => this.listListeners.delete(listener);
  }

  /** Marks symbols stale that had no price frame for the threshold. */
  checkStale(): void {
    const now = this.now();
    const changed = new Set<string>();
    for (const [id, ticker] of this.tickers) {
      if (ticker.status === SymbolStatus.live && now - ticker.priceAt >= this.staleAfterMs) {
        this.tickers.set(id, { ...ticker, status: SymbolStatus.stale });
        changed.add(id);
      }
    }
    if (changed.size > 0) this.notify(changed);
  }

  startWatchdog(): void {
    if (this.watchdog) return;
    this.watchdog = setInterval(() => this.checkStale(), this.checkEveryMs);
  }

  stopWatchdog(): void {
    clearInterval(this.watchdog ?? undefined);
    this.watchdog = null;
  }

  private ticker(id: string): StoredTicker {
    return this.tickers.get(id) ?? emptyTicker(id);
  }

  private listen(id: string, listener: Listener): () => void {
    let set = this.listeners.get(id);
    if (!set) {
      set = new Set();
      this.listeners.set(id, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(id);
    };
  }

  private notify(ids: Set<string>): void {
    this.version += 1;
    for (const id of ids) for (const listener of this.listeners.get(id) ?? []) listener();
    for (const listener of this.listListeners) listener();
  }
}

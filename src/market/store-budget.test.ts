import { describe, expect, it, vi } from 'vitest';
import type { MarketFrame } from './frames';
import { FLUSH_BUDGET_MS, MarketStore } from './store';

const price = (code: string, value: number): MarketFrame => ({
  kind: 'price',
  frame: { cmd_id: 22998, data: { code, price: value } },
});
const day = (code: string, open: string) => ({
  code,
  kline_data: [{ open_price: open, high_price: open, low_price: open, close_price: open, volume: '5', timestamp: 1 }],
});
const tickers = (entries: ReturnType<typeof day>[]): MarketFrame => ({ kind: 'ticker', frame: { data: entries } });
const codes = (count: number, prefix = 'sym'): string[] =>
  Array.from({ length: count }, (_, index) => `${prefix}${index}usdt`);

/** A store whose clock moves 1 ms each time it is read: a flush gets through about four units of work. */
const slow = () => {
  const flushes: (() => void)[] = [];
  let time = 0;
  const store = new MarketStore({
    schedule: (flush) => flushes.push(flush),
    now: () => 1_000_000,
    clock: () => (time += 1),
  });
  return {
    store,
    pendingFlushes: () => flushes.length,
    /** Runs the flush the store asked for, as the next animation frame would. */
    frame: () => flushes.shift()?.(),
  };
};

describe('market store: a flush keeps to its time budget', () => {
  it('is a few milliseconds, less than a third of a 60 Hz frame', () => {
    expect(FLUSH_BUDGET_MS).toBeGreaterThan(0);
    expect(FLUSH_BUDGET_MS).toBeLessThanOrEqual(16.7 / 3);
  });

  it('applies a burst over several frames, in arrival order, and notifies only what each one applied', () => {
    const { store, frame, pendingFlushes } = slow();
    const listeners = codes(12).map((code) => {
      const listener = vi.fn();
      store.subscribe(code, listener);
      return listener;
    });
    codes(12).forEach((code, index) => store.apply(price(code, 100 + index)));
    store.apply(price('sym0usdt', 99)); // a later price of the first symbol, after the others
    frame();
    const appliedFirst = listeners.filter((listener) => listener.mock.calls.length > 0).length;
    expect(appliedFirst).toBeGreaterThan(0);
    expect(appliedFirst).toBeLessThan(12);
    // the ones applied are the first to arrive; the rest wait, and another flush is asked for
    expect(listeners.slice(0, appliedFirst).every((listener) => listener.mock.calls.length === 1)).toBe(true);
    expect(store.get(`sym${appliedFirst}usdt`)).toBeUndefined();
    expect(pendingFlushes()).toBe(1);
    let guard = 0;
    while (pendingFlushes() > 0 && guard < 100) {
      frame();
      guard += 1;
    }
    codes(12).forEach((code, index) => expect(store.get(code)?.price).toBe(index === 0 ? '99' : String(100 + index)));
    expect(listeners.every((listener) => listener.mock.calls.length >= 1)).toBe(true);
  });

  it('spreads one ticker frame of 500 symbols over frames, and a price after it waits for the whole of it', () => {
    const { store, frame, pendingFlushes } = slow();
    const all = codes(500);
    store.apply(price('sym499usdt', 110));
    store.apply(tickers(all.map((code) => day(code, '100'))));
    store.apply(price('sym499usdt', 120));
    const list = vi.fn();
    store.subscribeAll(list);
    frame();
    // the first flush took the first price and part of the day figures, not all 500 of them
    expect(store.get('sym499usdt')).toMatchObject({ price: '110', open: null });
    expect(all.filter((code) => store.get(code)?.open === '100').length).toBeLessThan(500);
    expect(list).toHaveBeenCalledTimes(1);
    let flushes = 1;
    while (pendingFlushes() > 0 && flushes < 1_000) {
      frame();
      flushes += 1;
    }
    expect(flushes).toBeGreaterThan(50);
    expect(all.every((code) => store.get(code)?.open === '100')).toBe(true);
    // the second price came after the day open of its symbol: its change is against that open
    expect(store.get('sym499usdt')).toMatchObject({ price: '120', open: '100', changePercent: '20.00' });
  });

  it('always makes progress: one frame per flush even when the budget is gone before it starts', () => {
    const flushes: (() => void)[] = [];
    let time = 0;
    const store = new MarketStore({ schedule: (flush) => flushes.push(flush), clock: () => (time += 1_000) });
    store.apply(price('btcusdt', 1));
    store.apply(price('ethusdt', 2));
    flushes.shift()?.();
    expect(store.get('btcusdt')?.price).toBe('1');
    expect(store.get('ethusdt')).toBeUndefined();
    flushes.shift()?.();
    expect(store.get('ethusdt')?.price).toBe('2');
    expect(flushes).toHaveLength(0);
  });

  it('asks for no further flush once everything is applied, and one again for the next frame that arrives', () => {
    const { store, frame, pendingFlushes } = slow();
    store.apply(price('btcusdt', 1));
    frame();
    expect(pendingFlushes()).toBe(0);
    store.apply(price('btcusdt', 2));
    expect(pendingFlushes()).toBe(1);
    frame();
    expect(store.get('btcusdt')?.price).toBe('2');
  });
});

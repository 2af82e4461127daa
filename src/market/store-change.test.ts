import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MarketFrame } from './frames';
import type * as TickerMath from './ticker-math';

const price = (code: string, value: number): MarketFrame => ({
  kind: 'price',
  frame: { cmd_id: 22998, data: { code, price: value } },
});
const ticker = (code: string, open: string): MarketFrame => ({
  kind: 'ticker',
  frame: {
    data: [
      {
        code,
        kline_data: [
          { open_price: open, high_price: '110', low_price: '90', close_price: '100', volume: '5', timestamp: 1 },
        ],
      },
    ],
  },
});

afterEach(() => {
  vi.doUnmock('./ticker-math');
  vi.resetModules();
});

/** A store whose change arithmetic is counted. */
const countedStore = async () => {
  const divisions = vi.fn();
  vi.doMock('./ticker-math', async (importOriginal) => {
    const original = await importOriginal<typeof TickerMath>();
    return {
      ...original,
      changePercent: (...args: Parameters<typeof original.changePercent>) => {
        divisions();
        return original.changePercent(...args);
      },
    };
  });
  vi.resetModules();
  const { MarketStore } = await import('./store');
  let pending: (() => void) | null = null;
  const store = new MarketStore({ schedule: (flush) => (pending = flush), now: () => 1_000_000, clock: () => 0 });
  const frame = () => {
    const run = pending;
    pending = null;
    run?.();
  };
  return { store, frame, divisions };
};

describe('the change against the open under load', () => {
  it('is worked out when a symbol is read, once per new price, not for every frame of every symbol', async () => {
    const { store, frame, divisions } = await countedStore();
    for (let i = 0; i < 500; i += 1) store.apply(ticker(`sym${i}usdt`, '100'));
    for (let round = 1; round <= 4; round += 1)
      for (let i = 0; i < 500; i += 1) store.apply(price(`sym${i}usdt`, 100 + round));
    frame();
    expect(divisions).not.toHaveBeenCalled();

    // the screen shows two symbols: two divisions, and reading again costs nothing
    expect(store.get('sym1usdt')?.changePercent).toBe('4.00');
    expect(store.get('SYM2USDT')?.changePercent).toBe('4.00');
    expect(store.get('sym1usdt')?.changePercent).toBe('4.00');
    expect(divisions).toHaveBeenCalledTimes(2);

    // a new price: the next read works it out again, and the snapshot read before keeps what it showed
    const before = store.get('sym1usdt');
    store.apply(price('sym1usdt', 90));
    frame();
    expect(store.get('sym1usdt')?.changePercent).toBe('-10.00');
    expect(before?.changePercent).toBe('4.00');
    expect(divisions).toHaveBeenCalledTimes(3);
  });

  it('is right for every symbol of the whole list (sorting by change reads them all)', async () => {
    const { store, frame } = await countedStore();
    store.apply(ticker('aaausdt', '200'));
    store.apply(price('aaausdt', 201));
    store.apply(ticker('bbbusdt', '50'));
    store.apply(price('bbbusdt', 45.5));
    store.apply(price('cccusdt', 3));
    frame();
    expect(store.all().map((t) => [t.code, t.changePercent])).toEqual([
      ['aaausdt', '0.50'],
      ['bbbusdt', '-9.00'],
      ['cccusdt', null],
    ]);
  });
});

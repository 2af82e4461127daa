import { describe, expect, it } from 'vitest';
import { AlertWatch, changeFromOpen, meets } from './alerts';
import type { MarketFrame } from './frames';

const price = (code: string, value: number): MarketFrame => ({
  kind: 'price',
  frame: { cmd_id: 22998, data: { code, price: value } },
});
const ticker = (code: string, open: string): MarketFrame =>
  ({
    kind: 'ticker',
    frame: {
      data: [
        { code, kline_data: [{ open_price: open, high_price: open, low_price: open, volume: '1', close_price: open }] },
      ],
    },
  }) as unknown as MarketFrame;

describe('price alerts in the feed', () => {
  it('fires an alert above or below a level once, at the first price that meets it', () => {
    const watch = new AlertWatch();
    watch.set([
      { id: 'up', code: 'BTCUSDT', kind: 'above', level: 100 },
      { id: 'down', code: 'btcusdt', kind: 'below', level: 90 },
    ]);
    expect(watch.check(price('BTCUSDT', 99.99), 1)).toEqual([]);
    expect(watch.check(price('BTCUSDT', 100), 2)).toEqual([{ id: 'up', code: 'btcusdt', price: 100, at: 2 }]);
    expect(watch.check(price('BTCUSDT', 120), 3)).toEqual([]);
    expect(watch.check(price('ETHUSDT', 10), 4)).toEqual([]);
    expect(watch.check(price('btcusdt', 89.5), 5)).toEqual([{ id: 'down', code: 'btcusdt', price: 89.5, at: 5 }]);
    expect(watch.size).toBe(0);
  });

  it('keeps a fired alert out when the page sends the list again before it heard of it, and takes an edited one', () => {
    const watch = new AlertWatch();
    const alert = { id: 'a', code: 'btcusdt', kind: 'above' as const, level: 100 };
    watch.set([alert]);
    expect(watch.check(price('btcusdt', 101), 1)).toHaveLength(1);
    watch.set([alert]);
    expect(watch.check(price('btcusdt', 102), 2)).toEqual([]);
    // deleted, then set again under a new id: watched again
    watch.set([]);
    watch.set([{ ...alert, id: 'b' }]);
    expect(watch.check(price('btcusdt', 103), 3)).toEqual([{ id: 'b', code: 'btcusdt', price: 103, at: 3 }]);
  });

  it('fires a percentage alert when the 24 h change from the day open reaches it either way', () => {
    const watch = new AlertWatch();
    watch.set([
      { id: 'move', code: 'ethusdt', kind: 'change', level: 5 },
      { id: 'other', code: 'solusdt', kind: 'change', level: 5 },
    ]);
    // no open known yet: nothing to measure against
    expect(watch.check(price('ethusdt', 2000), 1)).toEqual([]);
    watch.check(ticker('ETHUSDT', '1000'), 2);
    expect(watch.check(price('ethusdt', 1049), 3)).toEqual([]);
    const [fired] = watch.check(price('ethusdt', 949), 4);
    expect(fired).toMatchObject({ id: 'move', price: 949 });
    expect(fired?.change).toBeCloseTo(-5.1, 6);
    expect(watch.check(price('solusdt', 1), 5)).toEqual([]);
  });

  it('ignores frames that are not prices, prices of 0 (a closed market) and levels that are no number', () => {
    const watch = new AlertWatch();
    watch.set([
      { id: 'x', code: 'btcusdt', kind: 'below', level: 10 },
      { id: 'nan', code: 'btcusdt', kind: 'above', level: Number.NaN },
    ]);
    expect(watch.check(price('btcusdt', 0), 1)).toEqual([]);
    expect(watch.check({ kind: 'ping' }, 2)).toEqual([]);
    expect(watch.check(price('btcusdt', 9), 3).map((item) => item.id)).toEqual(['x']);
  });

  it('measures the change against the open', () => {
    expect(changeFromOpen(110, 100)).toBeCloseTo(10, 9);
    expect(changeFromOpen(110, undefined)).toBeNull();
    expect(changeFromOpen(110, 0)).toBeNull();
    expect(meets({ kind: 'above', level: 5 }, 5, undefined)).toBe(true);
    expect(meets({ kind: 'below', level: 5 }, 5.01, undefined)).toBe(false);
  });
});

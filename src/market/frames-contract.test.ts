import { describe, expect, it } from 'vitest';
import { parseFrame } from './frames';

/**
 * Each frame of asyncapi.yaml field by field: a well-formed frame is passed on, and the same frame
 * with one field broken is dropped (null), never passed on half-read and never thrown on.
 */
type Json = Record<string, unknown>;

/** A copy of `frame` with the value at `path` replaced (or removed, for undefined). */
const withField = (frame: Json, path: (string | number)[], value: unknown): Json => {
  const copy = structuredClone(frame);
  let target = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (value === undefined) delete target[last];
  else target[last] = value;
  return copy;
};

const CODE_32 = 'A'.repeat(32);
const CODE_33 = 'A'.repeat(33);
/** Numbers as the feed may send them: JSON numbers or decimal strings, signed or not. */
const NUMERIC = [2, 0, -1.5, '2', '104250.55', '-0.25'];
const NOT_NUMERIC = ['', 'abc', 'x1', '1x', '1.', '.5', '1e5', '1,5', ' 1', null, true, [1], {}];

const price: Json = { cmd_id: 22998, data: { code: 'BTCUSDT', price: 104250.5 } };
const depth: Json = {
  cmd_id: 22999,
  data: {
    code: 'BTCUSDT',
    asks: [
      { price: '104251', volume: 1.5 },
      { price: 104252, volume: '0.25' },
    ],
    bids: [{ price: '104249.5', volume: '3' }],
  },
};
const candle = {
  timestamp: 1_700_000_000,
  open_price: '1',
  high_price: '2',
  low_price: '0.5',
  close_price: '1.5',
  volume: '10',
};
const kline: Json = { kline_type: 1, code: 'btcusdt', kline_list: [candle, { ...candle, timestamp: 1_700_000_060 }] };
const tickerCandle = { open_price: '3000', high_price: '3100', low_price: '2950', close_price: '3050' };
const ticker: Json = {
  data: [
    { code: 'ETHUSDT', kline_data: [tickerCandle] },
    { code: 'BTCUSDT', kline_data: [] },
  ],
};
/** The ticker is sent double-encoded: a JSON string holding JSON. */
const encodeTicker = (value: unknown): string => JSON.stringify(JSON.stringify(value));

const read = (frame: unknown) => parseFrame(JSON.stringify(frame));

describe('price frames (cmd_id 22998)', () => {
  it('are passed on with a code of 1 to 32 characters and a finite number', () => {
    expect(read(price)).toEqual({ kind: 'price', frame: price });
    expect(read(withField(price, ['data', 'code'], 'X'))?.kind).toBe('price');
    expect(read(withField(price, ['data', 'code'], CODE_32))?.kind).toBe('price');
    expect(read(withField(price, ['data', 'price'], 0))?.kind).toBe('price');
  });

  it.each<[string, (string | number)[], unknown]>([
    ['data missing', ['data'], undefined],
    ['data null', ['data'], null],
    ['data a list', ['data'], [1]],
    ['an empty code', ['data', 'code'], ''],
    ['a code of 33 characters', ['data', 'code'], CODE_33],
    ['a code that is a number', ['data', 'code'], 42],
    ['a price as text', ['data', 'price'], '104250'],
    ['no price', ['data', 'price'], undefined],
    ['a price that is null', ['data', 'price'], null],
  ])('are dropped with %s', (_name, path, value) => {
    expect(read(withField(price, path, value))).toBeNull();
  });
});

describe('depth frames (cmd_id 22999)', () => {
  it('are passed on with numeric prices and volumes, as numbers or text', () => {
    expect(read(depth)).toEqual({ kind: 'depth', frame: depth });
    for (const value of NUMERIC) {
      expect(read(withField(depth, ['data', 'asks', 0, 'price'], value))?.kind).toBe('depth');
      expect(read(withField(depth, ['data', 'bids', 0, 'volume'], value))?.kind).toBe('depth');
    }
    expect(read(withField(depth, ['data', 'bids'], []))?.kind).toBe('depth');
  });

  it.each(NOT_NUMERIC.map((value) => [JSON.stringify(value), value]))(
    'are dropped when one level has a price or volume of %s',
    (_name, value) => {
      expect(read(withField(depth, ['data', 'asks', 1, 'price'], value))).toBeNull();
      expect(read(withField(depth, ['data', 'asks', 0, 'volume'], value))).toBeNull();
      expect(read(withField(depth, ['data', 'bids', 0, 'price'], value))).toBeNull();
      expect(read(withField(depth, ['data', 'bids', 0, 'volume'], value))).toBeNull();
    },
  );

  it.each<[string, (string | number)[], unknown]>([
    ['data null', ['data'], null],
    ['no code', ['data', 'code'], undefined],
    ['asks that are no list', ['data', 'asks'], { price: 1, volume: 1 }],
    ['no bids', ['data', 'bids'], undefined],
    ['a level that is no object', ['data', 'bids', 0], '104249.5'],
    ['a level without volume', ['data', 'asks', 1, 'volume'], undefined],
  ])('are dropped with %s', (_name, path, value) => {
    expect(read(withField(depth, path, value))).toBeNull();
  });
});

describe('candle pushes (kline_type 1)', () => {
  it.each(['open_price', 'high_price', 'low_price', 'close_price', 'volume'])(
    'are dropped when one candle has no usable %s',
    (field) => {
      expect(read(withField(kline, ['kline_list', 1, field], 'n/a'))).toBeNull();
      expect(read(withField(kline, ['kline_list', 1, field], undefined))).toBeNull();
    },
  );

  it.each<[string, (string | number)[], unknown]>([
    ['a timestamp as text', ['kline_list', 1, 'timestamp'], '1700000060'],
    ['no timestamp', ['kline_list', 0, 'timestamp'], undefined],
    ['a candle that is no object', ['kline_list', 1], 5],
    ['kline_type 2', ['kline_type'], 2],
    ['kline_type "1" as text', ['kline_type'], '1'],
    ['no code', ['code'], undefined],
    ['a code of 33 characters', ['code'], CODE_33],
    ['no candle list', ['kline_list'], undefined],
  ])('are dropped with %s', (_name, path, value) => {
    expect(read(withField(kline, path, value))).toBeNull();
  });
});

describe('ticker frames (double-encoded)', () => {
  it.each(['open_price', 'high_price', 'low_price', 'close_price'])(
    'are dropped when one day candle has no usable %s',
    (field) => {
      expect(parseFrame(encodeTicker(withField(ticker, ['data', 0, 'kline_data', 0, field], 'n/a')))).toBeNull();
      expect(parseFrame(encodeTicker(withField(ticker, ['data', 0, 'kline_data', 0, field], undefined)))).toBeNull();
    },
  );

  it.each<[string, unknown]>([
    ['a symbol without a code', withField(ticker, ['data', 1, 'code'], undefined)],
    ['a symbol with an empty code', withField(ticker, ['data', 1, 'code'], '')],
    ['a symbol without day candles', withField(ticker, ['data', 1, 'kline_data'], undefined)],
    ['a symbol that is no object', withField(ticker, ['data', 1], 'BTCUSDT')],
    ['a day candle that is no object', withField(ticker, ['data', 0, 'kline_data', 0], 3000)],
    ['no data', {}],
    ['data that is no list', { data: { code: 'ETHUSDT' } }],
    ['a list', [ticker]],
    ['null', null],
    ['a number', 7],
  ])('are dropped with %s', (_name, value) => {
    expect(parseFrame(encodeTicker(value))).toBeNull();
  });

  it('are dropped when the inner text is not JSON', () => {
    expect(parseFrame(JSON.stringify('{"data":['))).toBeNull();
    expect(parseFrame(JSON.stringify('ping'))).toBeNull();
  });
});

describe('anything else', () => {
  it.each([
    ['null', 'null'],
    ['true', 'true'],
    ['a number', '42'],
    ['an object without a known command', '{"cmd_id":22997,"data":{"code":"BTCUSDT","price":1}}'],
    ['an empty object', '{}'],
    ['an empty text', ''],
    ['PING in capitals', 'PING'],
  ])('drops %s', (_name, text) => {
    expect(parseFrame(text)).toBeNull();
  });

  it('ignores lists, which the provider may send', () => {
    expect(parseFrame('[{"cmd_id":22998}]')).toEqual({ kind: 'ignored' });
  });
});

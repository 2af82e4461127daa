import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseFrame } from './frames';

describe('parseFrame', () => {
  it('reads price, depth and kline frames', () => {
    expect(parseFrame('{"cmd_id":22998,"data":{"code":"BTCUSDT","price":104250.5}}')).toMatchObject({ kind: 'price' });
    expect(
      parseFrame('{"cmd_id":22999,"data":{"code":"btcusdt","asks":[{"price":"1","volume":2}],"bids":[]}}'),
    ).toMatchObject({ kind: 'depth' });
    expect(
      parseFrame(
        '{"kline_type":1,"code":"btcusdt","kline_list":[{"timestamp":1,"open_price":"1","high_price":"2","low_price":"0.5","close_price":"1.5","volume":"10"}]}',
      ),
    ).toMatchObject({ kind: 'kline' });
  });

  it('reads a price frame the same whatever its spelling (as the feed writes it or any other JSON)', () => {
    for (const price of ['104250.5', '0', '1.5e-7', '2E+3', '42']) {
      const frame = { kind: 'price', frame: { cmd_id: 22998, data: { code: 'BTC.USDT_1-x', price: Number(price) } } };
      expect(parseFrame(`{"cmd_id":22998,"data":{"code":"BTC.USDT_1-x","price":${price}}}`)).toEqual(frame);
      expect(parseFrame(`{ "data": { "price": ${price}, "code": "BTC.USDT_1-x" }, "cmd_id": 22998 }`)).toEqual(frame);
    }
    expect(parseFrame('{"cmd_id":22998,"data":{"code":"BTCUSDT","price":-0}}')).toEqual({
      kind: 'price',
      frame: { cmd_id: 22998, data: { code: 'BTCUSDT', price: -0 } },
    });
    expect(parseFrame('{"cmd_id":22998,"data":{"code":"BTCUSDT","price":-1}}')).toBeNull();
    expect(parseFrame('{"cmd_id":22998,"data":{"code":"BTCUSDT","price":1e400}}')).toBeNull();
    expect(parseFrame(`{"cmd_id":22998,"data":{"code":"${'X'.repeat(33)}","price":1}}`)).toBeNull();
    expect(parseFrame('{"cmd_id":22998,"data":{"code":"BTC USDT","price":1}}')).toBeNull();
    expect(parseFrame('{"cmd_id":22998,"data":{"code":"BTCUSDT","price":01}}')).toBeNull();
  });

  it('decodes the double-encoded ticker frame', () => {
    const inner = JSON.stringify({
      data: [
        {
          code: 'ETHUSDT',
          kline_data: [
            {
              open_price: '3000',
              high_price: '3100',
              low_price: '2950',
              close_price: '3050',
              volume: '12',
              timestamp: 1,
            },
          ],
        },
      ],
    });
    expect(parseFrame(JSON.stringify(inner))).toMatchObject({ kind: 'ticker', frame: { data: [{ code: 'ETHUSDT' }] } });
  });

  it('recognises the server ping and ignores arrays', () => {
    expect(parseFrame('ping')).toEqual({ kind: 'ping' });
    expect(parseFrame('[]')).toEqual({ kind: 'ignored' });
  });

  it.each([
    ['not JSON', '{oops'],
    ['an unknown command', '{"cmd_id":1,"data":{}}'],
    ['a price given as text', '{"cmd_id":22998,"data":{"code":"BTCUSDT","price":"104250"}}'],
    ['depth without bids', '{"cmd_id":22999,"data":{"code":"BTCUSDT","asks":[]}}'],
    ['a ticker without kline_data', JSON.stringify(JSON.stringify({ data: [{ code: 'X' }] }))],
    ['a kline frame of the wrong type', '{"kline_type":2,"code":"x","kline_list":[]}'],
    ['a number', '42'],
  ])('drops %s without throwing', (_name, text) => {
    expect(parseFrame(text)).toBeNull();
  });
});

describe('parseFrame checks what asyncapi.yaml says', () => {
  const candle = {
    timestamp: 1790850600,
    open_price: '1',
    high_price: '2',
    low_price: '0.5',
    close_price: '1.5',
    volume: '10',
  };
  const kline = (patch: object) =>
    JSON.stringify({ kline_type: 1, code: 'btcusdt', kline_list: [{ ...candle, ...patch }] });
  const ticker = (entry: object) => JSON.stringify(JSON.stringify({ data: [{ code: 'ETHUSDT', ...entry }] }));

  it('takes a closed market (price 0) and prices as numbers or numeric strings where the contract allows both', () => {
    expect(parseFrame('{"cmd_id":22998,"data":{"code":"aapl","price":0}}')).toMatchObject({ kind: 'price' });
    expect(
      parseFrame('{"cmd_id":22999,"data":{"code":"EURUSD","asks":[{"price":1.1642,"volume":"250000"}],"bids":[]}}'),
    ).toMatchObject({ kind: 'depth' });
    expect(parseFrame(ticker({ kline_data: [{ ...candle, open_price: 3000 }] }))).toMatchObject({ kind: 'ticker' });
  });

  it.each([
    ['a negative price', '{"cmd_id":22998,"data":{"code":"BTCUSDT","price":-1}}'],
    ['an infinite price', '{"cmd_id":22998,"data":{"code":"BTCUSDT","price":1e400}}'],
    ['a pair code with a space', '{"cmd_id":22998,"data":{"code":"BTC USDT","price":1}}'],
    ['a pair code of 33 characters', `{"cmd_id":22998,"data":{"code":"${'A'.repeat(33)}","price":1}}`],
    [
      'a depth level price that is no number',
      '{"cmd_id":22999,"data":{"code":"x","asks":[{"price":"1,5","volume":1}],"bids":[]}}',
    ],
    ['a candle price sent as a JSON number', kline({ close_price: 1.5 })],
    ['a candle time in fractions of a second', kline({ timestamp: 1.5 })],
    ['a candle time before 1970', kline({ timestamp: -60 })],
    ['a ticker entry without its day candle', ticker({ kline_data: [] })],
    [
      'a ticker candle without its time',
      ticker({ kline_data: [{ open_price: '1', high_price: '1', low_price: '1', close_price: '1', volume: '1' }] }),
    ],
  ])('drops %s', (_name, text) => {
    expect(parseFrame(text)).toBeNull();
  });
});

describe('parseFrame under fuzzing', () => {
  it('never throws, whatever text arrives', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (text) => {
        const frame = parseFrame(text);
        expect(frame === null || typeof frame.kind === 'string').toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('never throws on arbitrary JSON, plain or double-encoded, and only accepts well-formed frames', () => {
    const json = fc.jsonValue({ maxDepth: 4 });
    fc.assert(
      fc.property(json, fc.boolean(), (value, doubleEncoded) => {
        const text = doubleEncoded ? JSON.stringify(JSON.stringify(value)) : JSON.stringify(value);
        const frame = parseFrame(text);
        if (frame?.kind === 'price') expect(typeof frame.frame.data.price).toBe('number');
        if (frame?.kind === 'depth') expect(Array.isArray(frame.frame.data.bids)).toBe(true);
        if (frame?.kind === 'ticker') expect(Array.isArray(frame.frame.data)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('rejects price frames mutated away from the contract', () => {
    const badPrice = fc.oneof(fc.string(), fc.constant(null), fc.constant(Number.NaN), fc.object());
    fc.assert(
      fc.property(badPrice, (price) => {
        expect(parseFrame(JSON.stringify({ cmd_id: 22998, data: { code: 'BTCUSDT', price } }))).toBeNull();
      }),
      { numRuns: 500 },
    );
  });
});

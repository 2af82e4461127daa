import { describe, expect, it } from 'vitest';
import { parseFrame } from './frames';

describe('parseFrame', () => {
  it('reads price, depth and kline frames', () => {
    expect(parseFrame('{"cmd_id":22998,"data":{"code":"BTCUSDT","price":104250.5}}')).toMatchObject({ kind: 'price' });
    expect(parseFrame('{"cmd_id":22999,"data":{"code":"btcusdt","asks":[{"price":"1","volume":2}],"bids":[]}}')).toMatchObject({ kind: 'depth' });
    expect(
      parseFrame('{"kline_type":1,"code":"btcusdt","kline_list":[{"timestamp":1,"open_price":"1","high_price":"2","low_price":"0.5","close_price":"1.5","volume":"10"}]}'),
    ).toMatchObject({ kind: 'kline' });
  });

  it('decodes the double-encoded ticker frame', () => {
    const inner = JSON.stringify({ data: [{ code: 'ETHUSDT', kline_data: [{ open_price: '3000', high_price: '3100', low_price: '2950', close_price: '3050', volume: '12', timestamp: 1 }] }] });
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

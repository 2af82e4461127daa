import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { MOCK_SYMBOLS } from '../../mocks/tick-generator/symbols';
import { startTickServer } from '../../mocks/tick-generator/server';
import { MarketSocket, type SocketLike } from '../../src/market/socket';
import { MarketStore } from '../../src/market/store';

/** The app's socket client and store against the mock market-data host, end to end over a real socket. */
describe('market socket against the tick generator', () => {
  let server: Awaited<ReturnType<typeof startTickServer>>;
  beforeAll(async () => {
    server = await startTickServer({ port: 0, intervalMs: 50, seed: 7 });
  });
  afterAll(async () => server.close());

  it('subscribes, fills the store for every instrument with honest change figures, and counts no bad frame', async () => {
    const store = new MarketStore({ schedule: (flush) => setTimeout(flush, 16) });
    const socket = new MarketSocket({
      url: `ws://127.0.0.1:${server.port}/ws`,
      create: (url) => new WebSocket(url) as unknown as SocketLike,
      onFrame: (frame) => store.apply(frame),
      environment: {
        window: new EventTarget() as never,
        document: Object.assign(new EventTarget(), { visibilityState: 'visible' }) as never,
      },
    });
    socket.start();
    const codes = MOCK_SYMBOLS.map((symbol) => symbol.jiaoyidui.toLowerCase());
    const ready = (): boolean =>
      codes.every((code) => store.get(code)?.changePercent !== null && store.get(code) !== undefined) &&
      store.getDepth('btcusdt') !== undefined;
    const deadline = Date.now() + 5000;
    while (!ready() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
    socket.stop();

    expect(ready()).toBe(true);
    for (const code of codes) {
      const ticker = store.get(code)!;
      expect(ticker.status).toBe(1);
      const expected = ((Number(ticker.price) - Number(ticker.open)) / Number(ticker.open)) * 100;
      expect(Math.abs(Number(ticker.changePercent) - expected)).toBeLessThanOrEqual(0.006);
    }
    expect(socket.stats.dropped).toBe(0);
    expect(socket.stats.received).toBeGreaterThan(codes.length);
  });
});

import type { Page, WebSocketRoute } from '@playwright/test';
import type { KlineCandle } from '../../src/market/generated/frames';

/** What a held symbol keeps out of the page: its price frames, its entry of the ticker, its kline pushes, its depth. */
export type FrameKind = 'price' | 'ticker' | 'kline' | 'depth';

export interface MarketSocket {
  /** Resolves once the app's socket is open (frames sent before it reach no one). */
  ready: Promise<void>;
  /** Keeps these frames of a symbol from the page (the test sends its own instead). */
  hold: (code: string, kinds?: readonly FrameKind[]) => void;
  /** A price frame, as the feed sends it (0 means closed: the quote turns stale). */
  price: (code: string, price: number) => void;
  /** A ticker frame with the day's candle of each symbol given. */
  day: (days: Record<string, { open: string; high: string; low: string; volume: string }>) => void;
  /** A depth frame: ten levels a side around `mid`, `step` apart, each of `volume`. */
  depth: (code: string, mid: number, step: number, volume?: number) => void;
  /** A kline push: the symbol's current one-minute candle. */
  minute: (code: string, candle: { timestamp: number; price: string; volume: string }) => void;
}

/** A candle as asyncapi.yaml describes it (the generated frame type). */
type Candle = KlineCandle;

const codeOf = (text: string): { kind: FrameKind; code: string } | null => {
  try {
    const frame = JSON.parse(text) as { cmd_id?: number; data?: { code?: string }; kline_type?: number; code?: string };
    if (frame.cmd_id === 22998 && frame.data?.code) return { kind: 'price', code: frame.data.code.toLowerCase() };
    if (frame.cmd_id === 22999 && frame.data?.code) return { kind: 'depth', code: frame.data.code.toLowerCase() };
    if (frame.kline_type !== undefined && frame.code) return { kind: 'kline', code: frame.code.toLowerCase() };
  } catch {
    // not JSON ("ping")
  }
  return null;
};

/**
 * Puts the test between the app and the market feed: every frame of the feed passes through, except
 * those of the symbols the test holds, and the test can send frames of its own (in the feed's wire
 * format, see asyncapi.yaml). With `live: false` the feed is not reached at all: the app receives
 * only the test's frames (every other symbol stays without a price). Call before the page opens.
 */
export const routeMarketSocket = async (
  page: Page,
  { live = true }: { live?: boolean } = {},
): Promise<MarketSocket> => {
  const held = new Map<string, Set<FrameKind>>();
  const clients = new Set<WebSocketRoute>();
  const isHeld = (code: string, kind: FrameKind): boolean => held.get(code.toLowerCase())?.has(kind) ?? false;

  // Playwright cannot route a worker's socket (microsoft/playwright#37048), and the app runs its feed
  // in a worker: without workers, the page runs the feed itself (the app's fallback), on a socket
  // this route reaches. The feed's worker is covered by the tests on the real feed (feed-outage).
  await page.addInitScript(() => Object.defineProperty(window, 'Worker', { configurable: true, value: undefined }));
  let opened: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (opened = resolve));
  await page.routeWebSocket(/\/ws$/, (client) => {
    clients.add(client);
    opened();
    client.onClose(() => clients.delete(client));
    if (!live) {
      client.onMessage(() => undefined);
      return;
    }
    const server = client.connectToServer();
    client.onMessage((message) => server.send(message));
    server.onMessage((message) => {
      const text = String(message);
      const single = codeOf(text);
      if (single) {
        if (!isHeld(single.code, single.kind)) client.send(text);
        return;
      }
      // The ticker frame: a JSON string holding JSON, one entry per symbol.
      try {
        const inner = JSON.parse(text) as unknown;
        if (typeof inner === 'string') {
          const ticker = JSON.parse(inner) as { data: Array<{ code: string }> };
          ticker.data = ticker.data.filter((entry) => !isHeld(entry.code, 'ticker'));
          client.send(JSON.stringify(JSON.stringify(ticker)));
          return;
        }
      } catch {
        // not JSON
      }
      client.send(text);
    });
  });

  const send = (text: string): void => {
    for (const client of clients) client.send(text);
  };
  const candle = (timestamp: number, price: string, volume: string, extra: Partial<Candle> = {}): Candle => ({
    timestamp,
    open_price: price,
    high_price: price,
    low_price: price,
    close_price: price,
    volume,
    ...extra,
  });

  return {
    ready,
    hold: (code, kinds = ['price', 'ticker', 'kline', 'depth']) => held.set(code.toLowerCase(), new Set(kinds)),
    price: (code, price) => send(JSON.stringify({ cmd_id: 22998, data: { code, price } })),
    day: (days) =>
      send(
        JSON.stringify(
          JSON.stringify({
            data: Object.entries(days).map(([code, day]) => ({
              code,
              kline_data: [
                candle(Math.floor(Date.now() / 86_400_000) * 86_400, day.open, day.volume, {
                  high_price: day.high,
                  low_price: day.low,
                }),
              ],
            })),
          }),
        ),
      ),
    depth: (code, mid, step, volume = 1.5) => {
      const levels = (sign: 1 | -1) =>
        Array.from({ length: 10 }, (_, index) => ({ price: (mid + sign * step * (index + 1)).toFixed(2), volume }));
      send(JSON.stringify({ cmd_id: 22999, data: { code, asks: levels(1), bids: levels(-1) } }));
    },
    minute: (code, { timestamp, price, volume }) =>
      send(JSON.stringify({ kline_type: 1, code, kline_list: [candle(timestamp, price, volume)] })),
  };
};

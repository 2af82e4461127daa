/**
 * The sandbox's market: one MarketFeed (the tick generator's model) whose prices the socket streams
 * and the trading rules fill, value and settle at, so a trader sees exactly the price an order
 * was judged against.
 */
import { MarketFeed } from '../tick-generator/feed.ts';
import { createKlineHistory, type KlineHistory } from '../tick-generator/kline-history.ts';
import { MOCK_SYMBOLS, type MockSymbol } from '../tick-generator/symbols.ts';
import type { MarketAccess } from './context.ts';
import { Big } from './money.ts';

export interface SandboxMarket extends MarketAccess {
  readonly feed: MarketFeed;
  readonly klines: KlineHistory;
  /** Moves a symbol's price (control endpoint and tests). */
  setPrice(code: string, price: string): void;
}

export interface MarketOptions {
  seed: number;
  /** Market time (UTC ms) at start. */
  startMs: number;
  symbols?: ReadonlyArray<MockSymbol>;
  historyCount?: number;
}

export function createMarket(options: MarketOptions): SandboxMarket {
  const { seed, startMs, symbols = MOCK_SYMBOLS, historyCount } = options;
  const feed = new MarketFeed({ seed, startMs, symbols });
  const klines = createKlineHistory(feed, { seed, count: historyCount });
  const byCode = new Map(symbols.map((symbol) => [symbol.jiaoyidui.toLowerCase(), symbol]));
  const byId = new Map(symbols.map((symbol) => [symbol.id, symbol]));
  const decimals = new Map<string, { value: number; decimal: Big }>();
  return {
    feed,
    klines,
    symbols,
    symbol: (code) => byCode.get(code.toLowerCase()),
    symbolById: (id) => byId.get(id),
    price(code) {
      const symbol = byCode.get(code.toLowerCase());
      if (symbol === undefined) return undefined;
      // made again only when the feed's price moves (every step), not on every look-up
      const value = feed.price(symbol.jiaoyidui);
      const last = decimals.get(symbol.jiaoyidui);
      if (last !== undefined && last.value === value) return last.decimal;
      const decimal = new Big(value.toFixed(symbol.precision));
      decimals.set(symbol.jiaoyidui, { value, decimal });
      return decimal;
    },
    setPrice(code, price) {
      const symbol = byCode.get(code.toLowerCase());
      if (symbol === undefined) throw new Error(`Unknown symbol ${code}`);
      feed.setPrice(symbol.jiaoyidui, Number(price));
    },
  };
}

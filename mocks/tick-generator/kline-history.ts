/**
 * The candle history of the mock market-data host: `GET /kline/query/history?coinName=&type=`
 * (operation `getKlineHistory` of the OpenAPI contract), answered from the running feed.
 *
 * The provider answers without an envelope: `{kline_type: 1, code, kline_list}` with candles in
 * unix seconds and numeric strings, oldest first. Here the last candle is always the feed's
 * current (still open) candle of the period, so its close is the price the socket streams; the
 * closed candles before it are built backwards from that candle's open (`buildCandleHistory`)
 * the first time a symbol and period is asked for, and from then on every candle the feed closes
 * is appended, so a history asked for again later still contains the same older candles.
 *
 * Unknown or missing `coinName` or `type` answers HTTP 400 with `{code: 400, message}`, as the
 * contract documents (`KlineErrorBody`). `coinName` must be the lowercase pair, like the contract's
 * `SymbolCode`; `BTCUSDT` is refused so that a client sending the wrong case finds out here.
 */
import { buildCandleHistory } from './candle-history';
import type { MarketFeed } from './feed';
import { KLINE_PERIODS, type KlinePeriod } from './model';
import type { WireCandle } from './wire';
import type { MockSymbol } from './symbols';

export const KLINE_HISTORY_PATH = '/kline/query/history';

/** How many candles a history holds (the last one is the current, still open candle). */
export const KLINE_HISTORY_COUNT = 300;

/** The provider's answer: no envelope, recognised by a truthy `kline_type`. */
export interface KlineHistoryBody {
  kline_type: 1;
  /** The pair as asked for (lowercase). */
  code: string;
  kline_list: WireCandle[];
}

/** An error of the market-data host (`KlineErrorBody` of the contract). */
export interface KlineErrorBody {
  code: number;
  message: string;
}

export interface KlineAnswer {
  status: number;
  body: KlineHistoryBody | KlineErrorBody;
}

export interface KlineHistory {
  /** The answer to one request, from its query string. */
  answer(query: URLSearchParams): KlineAnswer;
  /**
   * Appends the candles the feed has closed since the last call to every history already asked
   * for. The server calls it after every step of the feed.
   */
  track(): void;
}

export interface KlineHistoryOptions {
  /** Seed of the synthetic older candles; use the feed's seed. Default 42. */
  seed?: number;
  /** Candles per answer; default KLINE_HISTORY_COUNT. */
  count?: number;
}

interface Tracked {
  readonly symbol: MockSymbol;
  readonly period: KlinePeriod;
  /** Closed candles, oldest first (at most count - 1). */
  readonly closed: WireCandle[];
  /** The feed's open candle as last seen; it becomes closed when the feed starts the next one. */
  current: WireCandle;
}

const isPeriod = (value: string): value is KlinePeriod => (KLINE_PERIODS as readonly string[]).includes(value);

const badRequest = (message: string): KlineAnswer => ({ status: 400, body: { code: 400, message } });

export function createKlineHistory(feed: MarketFeed, options: KlineHistoryOptions = {}): KlineHistory {
  const { seed = 42, count = KLINE_HISTORY_COUNT } = options;
  const symbolsByCode = new Map(feed.symbols.map((symbol) => [symbol.jiaoyidui.toLowerCase(), symbol]));
  const tracked = new Map<string, Tracked>();

  const roll = (entry: Tracked): WireCandle => {
    const current = feed.candle(entry.symbol.jiaoyidui, entry.period);
    if (current.timestamp !== entry.current.timestamp) {
      // the feed started a new candle: the one seen last was complete (the feed rolls a candle
      // on the step after its last price, and this runs after every step)
      entry.closed.push(entry.current);
      entry.closed.splice(0, Math.max(0, entry.closed.length - (count - 1)));
    }
    entry.current = current;
    return current;
  };

  const historyOf = (symbol: MockSymbol, period: KlinePeriod): WireCandle[] => {
    const key = `${symbol.jiaoyidui}|${period}`;
    let entry = tracked.get(key);
    if (entry === undefined) {
      const current = feed.candle(symbol.jiaoyidui, period);
      const closed = buildCandleHistory(symbol, period, count - 1, {
        seed,
        // the candle before the current one, closing where the current one opened
        endMs: current.timestamp * 1000 - 1,
        endPrice: Number(current.open_price),
      });
      entry = { symbol, period, closed, current };
      tracked.set(key, entry);
    }
    const current = roll(entry);
    return [...entry.closed, current];
  };

  return {
    answer(query) {
      const coinName = query.get('coinName');
      const type = query.get('type');
      if (coinName === null || coinName === '') return badRequest('Missing coinName');
      if (type === null || type === '') return badRequest('Missing type');
      const symbol = symbolsByCode.get(coinName);
      if (symbol === undefined) {
        const lower = coinName.toLowerCase();
        if (symbolsByCode.has(lower)) return badRequest(`coinName must be lowercase: ${lower}`);
        return badRequest(`Unknown coinName: ${coinName.slice(0, 40)}`);
      }
      if (!isPeriod(type)) return badRequest(`Unknown type: ${type.slice(0, 40)}`);
      return {
        status: 200,
        body: { kline_type: 1, code: coinName, kline_list: historyOf(symbol, type) },
      };
    },
    track() {
      for (const entry of tracked.values()) roll(entry);
    },
  };
}

import type {
  DepthFrame,
  DepthLevel,
  KlineCandle,
  KlinePushFrame,
  PriceTickFrame,
  SubscribeFrame,
  TickerCandle,
  TickerFrameContent,
} from './generated/frames';

/** The three plain-text subscriptions the provider expects on every open. */
export const SUBSCRIPTIONS: readonly SubscribeFrame[] = ['sub:real.market_ti', 'sub:market_ti', 'sub:market_depth'];

export type MarketFrame =
  | { kind: 'price'; frame: PriceTickFrame }
  | { kind: 'depth'; frame: DepthFrame }
  | { kind: 'kline'; frame: KlinePushFrame }
  | { kind: 'ticker'; frame: TickerFrameContent }
  | { kind: 'ping' }
  | { kind: 'ignored' };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumeric = (value: unknown): value is number | string =>
  Number.isFinite(value) || (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value));
const isCode = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 32;

const isLevel = (value: unknown): value is DepthLevel => isRecord(value) && isNumeric(value.price) && isNumeric(value.volume);

const isCandle = (value: unknown): value is KlineCandle =>
  isRecord(value) &&
  typeof value.timestamp === 'number' &&
  isNumeric(value.open_price) &&
  isNumeric(value.high_price) &&
  isNumeric(value.low_price) &&
  isNumeric(value.close_price) &&
  isNumeric(value.volume);

const isTickerCandle = (value: unknown): value is TickerCandle =>
  isRecord(value) && isNumeric(value.open_price) && isNumeric(value.high_price) && isNumeric(value.low_price) && isNumeric(value.close_price);

const asPrice = (value: Record<string, unknown>): PriceTickFrame | null => {
  const data = value.data;
  return isRecord(data) && isCode(data.code) && Number.isFinite(data.price)
    ? (value as unknown as PriceTickFrame)
    : null;
};

const asDepth = (value: Record<string, unknown>): DepthFrame | null => {
  const data = value.data;
  return isRecord(data) && isCode(data.code) && Array.isArray(data.asks) && Array.isArray(data.bids) && data.asks.every(isLevel) && data.bids.every(isLevel)
    ? (value as unknown as DepthFrame)
    : null;
};

const asKline = (value: Record<string, unknown>): KlinePushFrame | null =>
  value.kline_type === 1 && isCode(value.code) && Array.isArray(value.kline_list) && value.kline_list.every(isCandle)
    ? (value as unknown as KlinePushFrame)
    : null;

const asTicker = (value: unknown): TickerFrameContent | null =>
  isRecord(value) &&
  Array.isArray(value.data) &&
  value.data.every((entry) => isRecord(entry) && isCode(entry.code) && Array.isArray(entry.kline_data) && entry.kline_data.every(isTickerCandle))
    ? (value as unknown as TickerFrameContent)
    : null;

/** The JSON value of a text, or undefined when it is not JSON. */
const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
    // Stryker disable next-line BlockStatement: equivalent, an empty catch returns undefined as well
  } catch {
    return undefined;
  }
};

/**
 * Classifies one text frame of the market socket (see asyncapi.yaml). Returns null for a frame
 * that is malformed or unknown: the caller counts and drops it; nothing here throws.
 */
export const parseFrame = (text: string): MarketFrame | null => {
  if (text === 'ping') return { kind: 'ping' };
  const value = parseJson(text);
  // The ticker arrives double-encoded: a JSON string whose content is itself JSON.
  if (typeof value === 'string') {
    const ticker = asTicker(parseJson(value));
    return ticker ? { kind: 'ticker', frame: ticker } : null;
  }
  if (Array.isArray(value)) return { kind: 'ignored' }; // the provider may send arrays; clients ignore them
  if (!isRecord(value)) return null;
  if (value.cmd_id === 22998) {
    const frame = asPrice(value);
    return frame ? { kind: 'price', frame } : null;
  }
  if (value.cmd_id === 22999) {
    const frame = asDepth(value);
    return frame ? { kind: 'depth', frame } : null;
  }
  // anything else is a candle push or unknown (asKline refuses all but kline_type 1)
  const frame = asKline(value);
  return frame ? { kind: 'kline', frame } : null;
};

/**
 * The frames of asyncapi.yaml as the mock market sends them.
 *
 * These wire types mirror asyncapi.yaml by hand (mocks cannot import the generated
 * src/market/generated/frames.ts, which belongs to the app's TypeScript project); the contract
 * test validates thousands of generated frames against the AsyncAPI schemas to keep them honest.
 */
/** A candle as the provider sends it: unix seconds and numeric strings. */
export interface WireCandle {
  timestamp: number;
  open_price: string;
  high_price: string;
  low_price: string;
  close_price: string;
  volume: string;
}

/** `cmd_id: 22998`, topic `real.market_ti`. The price is a JSON number (0 would mean closed). */
export interface PriceTickFrame {
  cmd_id: 22998;
  data: { code: string; price: number };
}

/** The provider mixes numbers and numeric strings in depth rows; the mock does too. */
export interface DepthLevel {
  price: number | string;
  volume: number | string;
}

/** `cmd_id: 22999`, topic `market_depth`. */
export interface DepthFrame {
  cmd_id: 22999;
  data: { code: string; asks: DepthLevel[]; bids: DepthLevel[] };
}

/** `kline_type: 1`, topic `market_ti`. `kline_list` holds the current candle only. */
export interface KlinePushFrame {
  kline_type: 1;
  code: string;
  kline_list: WireCandle[];
}

/** The decoded content of the ticker frame: each symbol's day candle. */
export interface TickerFrameContent {
  data: Array<{ code: string; kline_data: WireCandle[] }>;
}

/** The ticker frame's payload: a string holding JSON (so the wire text is JSON twice). */
export type TickerFrame = string;

export type FeedFrame =
  | { kind: 'priceTick'; code: string; payload: PriceTickFrame }
  | { kind: 'depth'; code: string; payload: DepthFrame }
  | { kind: 'klinePush'; code: string; payload: KlinePushFrame }
  | { kind: 'ticker'; code: null; payload: TickerFrame };

export type FrameKind = FeedFrame['kind'];

export const FRAME_KINDS: readonly FrameKind[] = ['priceTick', 'depth', 'klinePush', 'ticker'];

/** The three topics of the socket and the frames each one streams. */
export type MarketTopic = 'real.market_ti' | 'market_ti' | 'market_depth';

export const TOPIC_FRAME_KINDS: Readonly<Record<MarketTopic, readonly FrameKind[]>> = {
  'real.market_ti': ['priceTick'],
  market_ti: ['ticker', 'klinePush'],
  market_depth: ['depth'],
};

/**
 * The text a frame travels as. JSON frames are stringified once; the ticker payload is already a
 * JSON string, so stringifying it again yields the provider's double-encoded frame.
 */
export function toWireText(frame: FeedFrame): string {
  return JSON.stringify(frame.payload);
}

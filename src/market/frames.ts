import type {
  DepthFrame,
  KlinePushFrame,
  PriceTickFrame,
  SubscribeFrame,
  TickerFrameContent,
} from './generated/frames';
import { isDepthFrame, isKlinePushFrame, isPriceTickFrame, isTickerFrameContent } from './generated/frame-validators';

/** The three plain-text subscriptions the provider expects on every open. */
export const SUBSCRIPTIONS: readonly SubscribeFrame[] = ['sub:real.market_ti', 'sub:market_ti', 'sub:market_depth'];

export type MarketFrame =
  | { kind: 'price'; frame: PriceTickFrame }
  | { kind: 'depth'; frame: DepthFrame }
  | { kind: 'kline'; frame: KlinePushFrame }
  | { kind: 'ticker'; frame: TickerFrameContent }
  | { kind: 'ping' }
  | { kind: 'ignored' };

const decode = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * Classifies one text frame of the market socket. Every JSON frame is checked against its message's
 * payload schema in asyncapi.yaml, by validators generated from it (scripts/generate-market-validators.ts):
 * its `cmd_id` or `kline_type` says which message it is, and a frame that breaks the contract anywhere
 * is not taken. Returns null for a frame that is malformed or unknown: the caller counts and drops it;
 * nothing here throws.
 */
export const parseFrame = (text: string): MarketFrame | null => {
  if (text === 'ping') return { kind: 'ping' };
  const value = decode(text);
  // The ticker arrives double-encoded: a JSON string whose content is itself JSON.
  if (typeof value === 'string') {
    const content = decode(value);
    return isTickerFrameContent(content) ? { kind: 'ticker', frame: content } : null;
  }
  if (Array.isArray(value)) return { kind: 'ignored' }; // the provider may send arrays; clients ignore them
  if (isPriceTickFrame(value)) return { kind: 'price', frame: value };
  if (isDepthFrame(value)) return { kind: 'depth', frame: value };
  if (isKlinePushFrame(value)) return { kind: 'kline', frame: value };
  return null;
};

import type { FiredAlert, WatchedAlert } from './alerts';
import type { MarketFrame } from './frames';
import type { ConnectionStatus } from './socket';

/**
 * The messages between the page and the market feed's worker. The worker owns the socket: it
 * receives, parses and checks every frame off the page's thread, and hands the page the frames
 * that passed in batches.
 */
export type FeedCommand =
  | { type: 'start'; url: string }
  | { type: 'stop' }
  /** The user asks for live prices now (after the automatic attempts ran out). */
  | { type: 'retry' }
  /** The browser is online again, or the page visible again: a fresh round of attempts if not connected. */
  | { type: 'online' }
  | { type: 'visible' }
  /** The price alerts to watch (the waiting ones), replacing the previous list. */
  | { type: 'alerts'; alerts: WatchedAlert[] };

export type FeedEvent =
  /** `since`: when the batch's first frame arrived (ms since the epoch, performance.timeOrigin + now()). */
  | { type: 'frames'; frames: MarketFrame[]; since: number }
  | { type: 'status'; status: ConnectionStatus }
  /** Alerts a price frame met: each is posted once, at once (not held for the batch). */
  | { type: 'alert'; fired: FiredAlert[] };

/**
 * How long the worker gathers frames before it hands them over (ms): one message per batch rather
 * than one per frame. A flush of the store waits for the next animation frame anyway (16.7 ms at
 * 60 Hz), so a price reaches the screen at most this much later.
 */
export const BATCH_MS = 16;

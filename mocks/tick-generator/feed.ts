/**
 * A seeded, framework-free market simulator that produces the frames of asyncapi.yaml.
 *
 * No sockets and no timers: the caller moves the clock (`MarketFeed.step(nowMs)`) and asks for
 * frames. The same seed and the same clock give the same frames, so tests can replay them and the
 * kline history mock can reuse the candle maths (`buildCandleHistory`).
 *
 * The wire types below mirror asyncapi.yaml by hand (mocks cannot import the generated
 * src/market/generated/frames.ts, which belongs to the app's TypeScript project); the contract
 * test validates thousands of generated frames against the AsyncAPI schemas to keep them honest.
 */
import { MOCK_SYMBOLS, type MockSymbol, type SymbolCategory } from './symbols';

// ---------------------------------------------------------------------------------------------
// Wire shapes (see asyncapi.yaml components/schemas)

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

// ---------------------------------------------------------------------------------------------
// Randomness and time

/** mulberry32: a tiny, fast, seedable PRNG returning floats in [0, 1). */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mixes several integers into one 32-bit seed (for independent, order-free streams). */
function mixSeed(...parts: number[]): number {
  let hash = 0x811c9dc5;
  for (const part of parts) {
    hash = Math.imul(hash ^ (part >>> 0), 0x01000193);
    hash ^= hash >>> 13;
  }
  return hash >>> 0;
}

export type KlinePeriod = '1min' | '5min' | '30min' | '1hour' | '1day' | '1week' | '1mon';

export const KLINE_PERIODS: readonly KlinePeriod[] = [
  '1min',
  '5min',
  '30min',
  '1hour',
  '1day',
  '1week',
  '1mon',
];

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const FIXED_PERIOD_MS: Readonly<Record<Exclude<KlinePeriod, '1mon'>, number>> = {
  '1min': MINUTE,
  '5min': 5 * MINUTE,
  '30min': 30 * MINUTE,
  '1hour': 60 * MINUTE,
  '1day': DAY,
  '1week': 7 * DAY,
};

/** Start (UTC ms) of the candle containing `timeMs`. Weeks start on Monday, months on the 1st. */
export function periodStart(period: KlinePeriod, timeMs: number): number {
  if (period === '1mon') {
    const date = new Date(timeMs);
    return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
  }
  if (period === '1week') {
    const mondayOffset = 4 * DAY; // 1970-01-01 was a Thursday; the first Monday was 1970-01-05
    const week = FIXED_PERIOD_MS['1week'];
    return Math.floor((timeMs - mondayOffset) / week) * week + mondayOffset;
  }
  const length = FIXED_PERIOD_MS[period];
  return Math.floor(timeMs / length) * length;
}

/** Start (UTC ms) of the candle before the one starting at `startMs`. */
function previousPeriodStart(period: KlinePeriod, startMs: number): number {
  if (period === '1mon') {
    const date = new Date(startMs);
    return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - 1, 1);
  }
  return startMs - FIXED_PERIOD_MS[period];
}

// ---------------------------------------------------------------------------------------------
// Market model

/**
 * Volatility per category, as the standard deviation of the relative price move over one second.
 * ONE model for the live walk and the candle history: a move over t seconds has σ·√t, whether it
 * is a 0.5 s step of the socket or a 1-hour candle of the history, so the chart's past and its live
 * edge look alike. Crypto at 1.2e-4/√s moves about 3.5 % a day, stocks 2 %, forex 0.4 %.
 */
export const SIGMA_PER_SQRT_SECOND: Readonly<Record<SymbolCategory, number>> = {
  Crypto: 0.00012,
  Stock: 0.00007,
  Forex: 0.000015,
  Metals: 0.00005,
  Energy: 0.00008,
  Indexes: 0.00005,
};

/** Standard deviation of the relative move over `seconds`. */
export const sigmaOver = (category: SymbolCategory, seconds: number): number => SIGMA_PER_SQRT_SECOND[category] * Math.sqrt(Math.max(0, seconds));

/** A standard normal draw (Box–Muller) from a uniform source. */
export function gaussian(random: () => number): number {
  const u = Math.max(random(), 1e-12);
  const v = random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** Length of a candle period in seconds (a month taken as 30 days). */
const periodSeconds = (period: KlinePeriod): number =>
  period === '1mon' ? 30 * 86_400 : FIXED_PERIOD_MS[period] / 1000;

/** Quote currency traded per second on average (so volumes look alike across prices and periods). */
const NOTIONAL_PER_SECOND = 100_000;
const VOLUME_DECIMALS = 4;
const DEPTH_LEVELS = 10;
/** Pull back towards the base price per second, so a long run does not drift away. */
const MEAN_REVERSION_PER_SECOND = 0.00002;
/** Sub-steps simulated inside one history candle (its high and low come from the path). */
const HISTORY_SUBSTEPS = 16;

interface CandleState {
  start: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

interface SymbolState {
  readonly symbol: MockSymbol;
  readonly base: number;
  readonly tickSize: number;
  /** σ per √second of the symbol's category. */
  readonly sigma: number;
  price: number;
  /** Market time of the last step (ms). */
  lastStepMs: number;
  readonly candles: Map<KlinePeriod, CandleState>;
}

function roundTo(value: number, decimals: number): number {
  return Number(value.toFixed(decimals));
}


function toWireCandle(candle: CandleState, precision: number): WireCandle {
  return {
    timestamp: Math.floor(candle.start / 1000),
    open_price: candle.open.toFixed(precision),
    high_price: candle.high.toFixed(precision),
    low_price: candle.low.toFixed(precision),
    close_price: candle.close.toFixed(precision),
    volume: candle.volume.toFixed(VOLUME_DECIMALS),
  };
}

export interface MarketFeedOptions {
  /** Seed of every random choice; the same seed and clock give the same frames. */
  seed?: number;
  symbols?: ReadonlyArray<MockSymbol>;
  /** Clock at creation (UTC ms). Default: 2026-10-01T10:30:00Z, so tests never depend on now. */
  startMs?: number;
}

export const DEFAULT_START_MS = Date.UTC(2026, 9, 1, 10, 30);

/** The simulated market: one random walk per symbol plus its open candles for every period. */
export class MarketFeed {
  readonly symbols: ReadonlyArray<MockSymbol>;
  readonly #seed: number;
  readonly #random: () => number;
  readonly #states = new Map<string, SymbolState>();
  #now: number;
  #steps = 0;

  constructor(options: MarketFeedOptions = {}) {
    const { seed = 42, symbols = MOCK_SYMBOLS, startMs = DEFAULT_START_MS } = options;
    this.symbols = symbols;
    this.#seed = seed;
    this.#random = createRandom(seed);
    this.#now = startMs;
    for (const symbol of symbols) this.#states.set(symbol.jiaoyidui, this.#initialState(symbol));
  }

  /** The feed's clock (UTC ms). */
  get now(): number {
    return this.#now;
  }

  /** How many steps the feed has taken. */
  get steps(): number {
    return this.#steps;
  }

  /** Moves the clock to `nowMs` (never backwards) and every price by one random step. */
  step(nowMs: number = this.#now + 1000): void {
    this.#now = Math.max(this.#now, nowMs);
    this.#steps += 1;
    for (const state of this.#states.values()) this.#stepSymbol(state);
  }

  /** The last price, rounded to the symbol's precision. */
  price(code: string): number {
    return this.#state(code).price;
  }

  /**
   * Moves a symbol's price to `price` now (the sandbox's control endpoint, for tests and demos
   * that need a take profit or a liquidation to happen); the random walk goes on from there.
   */
  setPrice(code: string, price: number): void {
    const state = this.#state(code);
    if (!(price > 0) || !Number.isFinite(price)) throw new Error(`price must be a positive number, got ${price}`);
    state.price = roundTo(price, state.symbol.precision);
    for (const period of KLINE_PERIODS) this.#updateCandle(state, period, 0);
  }

  candle(code: string, period: KlinePeriod): WireCandle {
    const state = this.#state(code);
    return toWireCandle(this.#candle(state, period), state.symbol.precision);
  }

  priceTick(code: string): PriceTickFrame {
    const state = this.#state(code);
    return { cmd_id: 22998, data: { code: state.symbol.jiaoyidui, price: state.price } };
  }

  /**
   * Ten levels a side around the price. Prices are numeric strings and volumes numbers, like the
   * provider's mix. Depth draws come from their own stream (seed, symbol, step), so asking for
   * depth or not never changes the prices of later steps.
   */
  depth(code: string): DepthFrame {
    const state = this.#state(code);
    const random = createRandom(mixSeed(this.#seed, state.symbol.id, this.#steps));
    const { precision } = state.symbol;
    // levels a few seconds' typical move apart
    const gap = Math.max(state.tickSize, roundTo(state.price * state.sigma * 2, precision));
    const halfSpread = Math.max(state.tickSize, roundTo(gap / 2, precision));
    const level = (price: number, index: number): DepthLevel => {
      const volume = ((random() * 0.2 * NOTIONAL_PER_SECOND) / state.price) * (1 + index * 0.3);
      return {
        price: price.toFixed(precision),
        volume: Math.max(10 ** -VOLUME_DECIMALS, roundTo(volume, VOLUME_DECIMALS)),
      };
    };
    const asks: DepthLevel[] = [];
    const bids: DepthLevel[] = [];
    for (let index = 0; index < DEPTH_LEVELS; index += 1) {
      asks.push(level(state.price + halfSpread + index * gap, index));
      const bid = state.price - halfSpread - index * gap;
      if (bid > 0) bids.push(level(bid, index));
    }
    return { cmd_id: 22999, data: { code: state.symbol.jiaoyidui, asks, bids } };
  }

  klinePush(code: string, period: KlinePeriod = '1min'): KlinePushFrame {
    const state = this.#state(code);
    return { kline_type: 1, code: state.symbol.jiaoyidui, kline_list: [this.candle(code, period)] };
  }

  /** Every symbol's day candle (what the client shows as price, day high/low and volume). */
  tickerContent(): TickerFrameContent {
    return {
      data: this.symbols.map((symbol) => ({
        code: symbol.jiaoyidui,
        kline_data: [this.candle(symbol.jiaoyidui, '1day')],
      })),
    };
  }

  /** The ticker payload: JSON text inside a string (the provider double-encodes this frame). */
  ticker(): TickerFrame {
    return JSON.stringify(this.tickerContent());
  }

  /** The current frames of one kind: one per symbol, or one ticker for all. */
  frames(kind: FrameKind): FeedFrame[] {
    if (kind === 'ticker') return [{ kind, code: null, payload: this.ticker() }];
    return this.symbols.map(({ jiaoyidui: code }): FeedFrame => {
      if (kind === 'priceTick') return { kind, code, payload: this.priceTick(code) };
      if (kind === 'depth') return { kind, code, payload: this.depth(code) };
      return { kind, code, payload: this.klinePush(code) };
    });
  }

  #state(code: string): SymbolState {
    const state = this.#states.get(code.toUpperCase());
    if (state === undefined) throw new Error(`Unknown symbol ${code}`);
    return state;
  }

  #candle(state: SymbolState, period: KlinePeriod): CandleState {
    const candle = state.candles.get(period);
    if (candle === undefined) throw new Error(`No ${period} candle for ${state.symbol.jiaoyidui}`);
    return candle;
  }

  /**
   * Starts near the base price with candles already under way: each longer period opens a bit
   * further away and contains the range and volume of the shorter ones.
   */
  #initialState(symbol: MockSymbol): SymbolState {
    const base = Number(symbol.basePrice);
    const tickSize = 10 ** -symbol.precision;
    const sigma = SIGMA_PER_SQRT_SECOND[symbol.category];
    const price = roundTo(base * (1 + gaussian(this.#random) * sigmaOver(symbol.category, 3600)), symbol.precision);
    const candles = new Map<KlinePeriod, CandleState>();
    let inner: CandleState | undefined;
    for (const period of KLINE_PERIODS) {
      const start = periodStart(period, this.#now);
      const elapsed = Math.max(1, (this.#now - start) / 1000);
      // the period so far moved like the walk would have: σ·√elapsed
      const spread = sigmaOver(symbol.category, elapsed);
      const open = roundTo(price * (1 + gaussian(this.#random) * spread), symbol.precision);
      const highest = Math.max(open, price, inner?.high ?? 0);
      const lowest = Math.min(open, price, inner?.low ?? Infinity);
      const high = roundTo(highest * (1 + Math.abs(gaussian(this.#random)) * spread * 0.3), symbol.precision);
      const low = roundTo(lowest * (1 - Math.abs(gaussian(this.#random)) * spread * 0.3), symbol.precision);
      const added = ((0.5 + this.#random()) * NOTIONAL_PER_SECOND * elapsed) / base;
      const volume = Math.max(inner?.volume ?? 0, added);
      inner = { start, open, high, low, close: price, volume };
      candles.set(period, inner);
    }
    return { symbol, base, tickSize, sigma, price, lastStepMs: this.#now, candles };
  }

  #stepSymbol(state: SymbolState): void {
    const { precision } = state.symbol;
    // the same σ·√t as the history: a step covers the time since the last one
    const seconds = Math.min(60, Math.max(0.001, (this.#now - state.lastStepMs) / 1000));
    state.lastStepMs = this.#now;
    const move = gaussian(this.#random) * state.sigma * Math.sqrt(seconds);
    const reversion = ((state.base - state.price) / state.base) * MEAN_REVERSION_PER_SECOND * seconds;
    const next = roundTo(state.price * (1 + move + reversion), precision);
    state.price = next > 0 ? next : state.tickSize;
    const volume = (this.#random() * 2 * NOTIONAL_PER_SECOND * seconds) / state.base;
    for (const period of KLINE_PERIODS) this.#updateCandle(state, period, volume);
  }

  /** Rolls the candle over when its period ended (the new one opens at the last close). */
  #updateCandle(state: SymbolState, period: KlinePeriod, volume: number): void {
    const start = periodStart(period, this.#now);
    let candle = this.#candle(state, period);
    if (candle.start !== start) {
      const { close } = candle;
      candle = { start, open: close, high: close, low: close, close, volume: 0 };
      state.candles.set(period, candle);
    }
    candle.high = Math.max(candle.high, state.price);
    candle.low = Math.min(candle.low, state.price);
    candle.close = state.price;
    candle.volume += volume;
  }
}

// ---------------------------------------------------------------------------------------------
// Deterministic batches for tests and other mocks

export interface BuildFramesOptions extends MarketFeedOptions {
  /** Which frames to emit each step, in this order. Default: all four kinds. */
  kinds?: readonly FrameKind[];
  /** Clock advance per step (ms). Default 500, the generator's default interval. */
  stepMs?: number;
}

/**
 * The first `count` frames a feed produces when it steps every `stepMs` and emits, per step, the
 * frames of `kinds` for every symbol. Same options, same frames.
 */
export function buildFrames(count: number, options: BuildFramesOptions = {}): FeedFrame[] {
  const { kinds = FRAME_KINDS, stepMs = 500, ...feedOptions } = options;
  if (kinds.length === 0) throw new Error('buildFrames needs at least one frame kind');
  const feed = new MarketFeed(feedOptions);
  const frames: FeedFrame[] = [];
  while (frames.length < count) {
    feed.step(feed.now + stepMs);
    for (const kind of kinds) frames.push(...feed.frames(kind));
  }
  return frames.slice(0, count);
}

export interface CandleHistoryOptions {
  seed?: number;
  /** The history ends with the candle that contains this time (UTC ms). */
  endMs?: number;
  /** Close of the last candle; default the symbol's base price. */
  endPrice?: number;
}

/**
 * `count` consecutive candles of one symbol and period, oldest first, ending at `endMs`. Built
 * backwards from `endPrice` so a history can be made to meet a live feed's current price.
 * Deterministic for a given seed, symbol, period and end.
 */
export function buildCandleHistory(
  symbol: MockSymbol,
  period: KlinePeriod,
  count: number,
  options: CandleHistoryOptions = {},
): WireCandle[] {
  const { seed = 42, endMs = DEFAULT_START_MS, endPrice = Number(symbol.basePrice) } = options;
  const periodIndex = KLINE_PERIODS.indexOf(period);
  const random = createRandom(mixSeed(seed, symbol.id, periodIndex, Math.floor(endMs / MINUTE)));
  const base = Number(symbol.basePrice);
  const seconds = periodSeconds(period);
  // the walk of the live feed, run backwards in sub-steps of the same σ·√t
  const subSigma = sigmaOver(symbol.category, seconds / HISTORY_SUBSTEPS);
  const reversion = MEAN_REVERSION_PER_SECOND * (seconds / HISTORY_SUBSTEPS);
  const candles: WireCandle[] = [];
  let start = periodStart(period, endMs);
  let close = endPrice;
  for (let index = 0; index < count; index += 1) {
    let price = close;
    let high = close;
    let low = close;
    for (let step = 0; step < HISTORY_SUBSTEPS; step += 1) {
      // going back in time, drift towards the base price (earlier candles sit closer to it)
      price = price * (1 + gaussian(random) * subSigma + ((base - price) / base) * reversion);
      if (price <= 0) price = 10 ** -symbol.precision;
      high = Math.max(high, price);
      low = Math.min(low, price);
    }
    const open = price;
    const volume = ((0.5 + random()) * NOTIONAL_PER_SECOND * seconds) / base;
    candles.push(
      toWireCandle(
        {
          start,
          open: roundTo(open, symbol.precision),
          high: roundTo(high, symbol.precision),
          low: roundTo(low, symbol.precision),
          close: roundTo(close, symbol.precision),
          volume,
        },
        symbol.precision,
      ),
    );
    close = open;
    start = previousPeriodStart(period, start);
  }
  return candles.reverse();
}

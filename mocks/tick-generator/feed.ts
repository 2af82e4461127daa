/**
 * A seeded, framework-free market simulator that produces the frames of asyncapi.yaml.
 *
 * No sockets and no timers: the caller moves the clock (`MarketFeed.step(nowMs)`) and asks for
 * frames. The same seed and the same clock give the same frames, so tests can replay them and the
 * kline history mock can reuse the candle maths (`buildCandleHistory`).
 *
 * The frames' wire types are in wire.ts, the random source, periods and volatility in model.ts and
 * the candle history in candle-history.ts.
 */
import {
  DEPTH_LEVELS,
  KLINE_PERIODS,
  MEAN_REVERSION_PER_SECOND,
  NOTIONAL_PER_SECOND,
  SIGMA_PER_SQRT_SECOND,
  VOLUME_DECIMALS,
  createRandom,
  gaussian,
  mixSeed,
  periodStart,
  roundTo,
  sigmaOver,
  toWireCandle,
  type CandleState,
  type KlinePeriod,
} from './model';
import { MOCK_SYMBOLS, type MockSymbol } from './symbols';
import {
  FRAME_KINDS,
  type DepthFrame,
  type DepthLevel,
  type FeedFrame,
  type FrameKind,
  type KlinePushFrame,
  type PriceTickFrame,
  type TickerFrame,
  type TickerFrameContent,
  type WireCandle,
} from './wire';

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

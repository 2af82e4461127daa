import type { Bar } from '../../market/candles';

/**
 * MACD (moving average convergence/divergence) of the closes: the fast EMA minus the slow EMA
 * (the MACD line), an EMA of that line (the signal line) and their difference (the histogram).
 * Each EMA starts from the simple average of its first full window, then moves by
 * α = 2 / (length + 1), as most trading terminals draw it. Numbers are for drawing only (no money
 * is computed from them); double precision keeps them exact to far more digits than the chart shows.
 */
export interface MacdSettings {
  fast: number;
  slow: number;
  signal: number;
}

/** The usual MACD(12, 26, 9). */
const MACD_SETTINGS: MacdSettings = { fast: 12, slow: 26, signal: 9 };

export interface MacdPoint {
  time: number;
  macd: number;
  /** Undefined until the signal line has a full window of MACD values. */
  signal: number | undefined;
  histogram: number | undefined;
}

/** One EMA as it runs: the values of its first window are summed, then it moves by α. */
interface Ema {
  length: number;
  count: number;
  sum: number;
  value: number | undefined;
}

const ema = (length: number): Ema => ({ length, count: 0, sum: 0, value: undefined });

const stepEma = (state: Ema, input: number): Ema => {
  if (state.value !== undefined) {
    const alpha = 2 / (state.length + 1);
    return { ...state, value: state.value + alpha * (input - state.value) };
  }
  const count = state.count + 1;
  const sum = state.sum + input;
  return { ...state, count, sum, value: count === state.length ? sum / state.length : undefined };
};

/** The running state of all three EMAs after some bars. */
interface MacdState {
  fast: Ema;
  slow: Ema;
  signal: Ema;
}

const start = (settings: MacdSettings): MacdState => ({
  fast: ema(settings.fast),
  slow: ema(settings.slow),
  signal: ema(settings.signal),
});

/** Folds one close in; returns the new state and the point of that bar (null before the slow EMA exists). */
const step = (state: MacdState, bar: Bar): { state: MacdState; point: MacdPoint | null } => {
  const fast = stepEma(state.fast, bar.close);
  const slow = stepEma(state.slow, bar.close);
  if (fast.value === undefined || slow.value === undefined) return { state: { ...state, fast, slow }, point: null };
  const line = fast.value - slow.value;
  const signal = stepEma(state.signal, line);
  return {
    state: { fast, slow, signal },
    point: {
      time: bar.time,
      macd: line,
      signal: signal.value,
      histogram: signal.value === undefined ? undefined : line - signal.value,
    },
  };
};

/** The MACD of every bar from the first with a full slow window, oldest first. */
export const macdSeries = (bars: readonly Bar[], settings: MacdSettings = MACD_SETTINGS): MacdPoint[] => {
  const points: MacdPoint[] = [];
  let state = start(settings);
  for (const bar of bars) {
    const next = step(state, bar);
    state = next.state;
    if (next.point) points.push(next.point);
  }
  return points;
};

/** The MACD of the bar starting at `time`, or null (no such bar, or too few bars before it). */
export const macdAt = (
  bars: readonly Bar[],
  time: number,
  settings: MacdSettings = MACD_SETTINGS,
): MacdPoint | null => {
  const index = bars.findIndex((bar) => bar.time === time);
  if (index < 0) return null;
  return macdSeries(bars.slice(0, index + 1), settings).at(-1) ?? null;
};

/**
 * The MACD of live bars: the bars before the newest are folded once and kept; the newest bar (which
 * each live price moves) is worked out from them on every update, so an update costs one step.
 */
export class LiveMacd {
  private readonly settings: MacdSettings;
  private state: MacdState;
  /** How many bars (from the first) the kept state has folded in. */
  private folded = 0;
  private firstTime: number | undefined;

  constructor(settings: MacdSettings = MACD_SETTINGS) {
    this.settings = settings;
    this.state = start(settings);
  }

  /** The point of the newest bar (null while there are too few bars). */
  last(bars: readonly Bar[]): MacdPoint | null {
    // Another history (a new period or symbol): start again.
    if (bars[0]?.time !== this.firstTime || bars.length - 1 < this.folded) {
      this.state = start(this.settings);
      this.folded = 0;
      this.firstTime = bars[0]?.time;
    }
    while (this.folded < bars.length - 1) {
      this.state = step(this.state, bars[this.folded]!).state;
      this.folded += 1;
    }
    const newest = bars[bars.length - 1];
    return newest ? step(this.state, newest).point : null;
  }
}

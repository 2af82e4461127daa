/**
 * The sandbox's clocks. Two readings of one clock object:
 *
 * - `marketNow()`: the time the market and trading run on (prices, candles, option expiries, limit
 *   fills, TP/SL, liquidation). It is the wall clock plus any offset a test or developer added with
 *   `advance()`, so candle times match the browser's clock.
 * - `now()`: business time (deposit and withdrawal reviews, loans, staking accrual, KYC reviews,
 *   record times). It runs `speed` times faster than the wall clock (`--speed 60`: a day in 24
 *   minutes) and includes the same offset.
 *
 * Both are UTC milliseconds. Tests use a manual clock (`createManualClock`) and move it themselves.
 */
export interface SandboxClock {
  /** Business time (UTC ms): sped up by `speed`. */
  now(): number;
  /** Market and trading time (UTC ms): the wall clock plus offsets. */
  marketNow(): number;
  /** How many business milliseconds pass per wall-clock millisecond. */
  readonly speed: number;
  /** Moves both readings forward by `ms` (never backwards). */
  advance(ms: number): void;
}

export interface ClockOptions {
  speed?: number;
  /** The wall clock; default Date.now. */
  wall?: () => number;
}

export function createClock(options: ClockOptions = {}): SandboxClock {
  const { speed = 1, wall = Date.now } = options;
  if (!(speed > 0) || !Number.isFinite(speed)) throw new Error(`speed must be a positive number, got ${speed}`);
  const anchor = wall();
  let offset = 0;
  return {
    speed,
    now: () => anchor + (wall() - anchor) * speed + offset,
    marketNow: () => wall() + offset,
    advance(ms) {
      if (!(ms >= 0) || !Number.isFinite(ms)) throw new Error(`advance needs a non-negative number of ms, got ${ms}`);
      offset += ms;
    },
  };
}

/** A clock that only moves when told to: for the sandbox's unit tests. */
export interface ManualClock extends SandboxClock {
  set(ms: number): void;
}

export function createManualClock(startMs = Date.UTC(2026, 10, 24, 3, 0, 0)): ManualClock {
  let time = startMs;
  return {
    speed: 1,
    now: () => time,
    marketNow: () => time,
    advance(ms) {
      if (!(ms >= 0)) throw new Error('advance needs a non-negative number of ms');
      time += ms;
    },
    set(ms) {
      time = Math.max(time, ms);
    },
  };
}

const pad = (value: number): string => String(value).padStart(2, '0');

/**
 * The provider's time format, `YYYY-MM-DD HH:mm:ss`, in the provider's time zone (Asia/Ho_Chi_Minh,
 * UTC+7, no daylight saving).
 */
export const PROVIDER_UTC_OFFSET_MS = 7 * 3_600_000;

export function formatProviderTime(ms: number): string {
  const date = new Date(ms + PROVIDER_UTC_OFFSET_MS);
  return (
    `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`
  );
}

export function formatProviderDate(ms: number): string {
  return formatProviderTime(ms).slice(0, 10);
}

/** The provider's local calendar parts of a time: for withdrawal hours and daily accrual. */
export function providerLocal(ms: number): { weekday: number; hour: number; minute: number; dayStartMs: number } {
  const local = new Date(ms + PROVIDER_UTC_OFFSET_MS);
  const dayStartLocal = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  return {
    weekday: local.getUTCDay(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    dayStartMs: dayStartLocal - PROVIDER_UTC_OFFSET_MS,
  };
}

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

import Big from 'big.js';
import { toDecimal, type DecimalInput } from './money';

export interface VipThreshold {
  level: number;
  points: DecimalInput;
}

export interface VipProgress {
  /** The next level, or null at the top. */
  next: number | null;
  /** Points still missing for the next level ("0" once reached: the provider upgrades within a day). */
  missing: string | null;
  /** 0–100, from the current level's threshold to the next one's; 100 at the top. */
  percent: number;
}

/**
 * Where the user stands between their level and the next: the level comes from the provider
 * (`vip_level`), the points and thresholds from the proposed fields. Null when either is missing.
 */
export const vipProgress = (
  level: number,
  points: DecimalInput,
  levels: readonly VipThreshold[],
): VipProgress | null => {
  const have = toDecimal(points);
  if (!have || levels.length === 0) return null;
  const sorted = [...levels].sort((a, b) => a.level - b.level);
  const next = sorted.find((item) => item.level > level);
  if (!next) return { next: null, missing: null, percent: 100 };
  const target = toDecimal(next.points);
  if (!target) return null;
  const from = toDecimal(sorted.filter((item) => item.level <= level).at(-1)?.points ?? 0) ?? new Big(0);
  const span = target.minus(from);
  const done = have.minus(from);
  const share = span.lte(0) ? new Big(100) : done.div(span).times(100);
  const percent = Number(
    (share.lt(0) ? new Big(0) : share.gt(100) ? new Big(100) : share).round(0, Big.roundDown).toFixed(0),
  );
  const missing = target.minus(have);
  return { next: next.level, missing: (missing.lt(0) ? new Big(0) : missing).toFixed(0), percent };
};

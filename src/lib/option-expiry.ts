import Big from 'big.js';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from './format';
import { usePersistedState } from './persisted-state';

/**
 * The display units of an option expiry, as `/orderinfo` names them. `trade_time` itself is always
 * in seconds; the unit only says how to show it (300 s with unit `min` is "5 min").
 */
const EXPIRY_UNITS = ['second', 'min', 'hour', 'day', 'week', 'month'] as const;
export type ExpiryUnit = (typeof EXPIRY_UNITS)[number];

const UNIT_SECONDS: Record<ExpiryUnit, number> = {
  second: 1,
  min: 60,
  hour: 3_600,
  day: 86_400,
  week: 604_800,
  // A month has no fixed length; 30 days is what a monthly expiry in seconds can only mean.
  month: 2_592_000,
};

const isUnit = (value: unknown): value is ExpiryUnit => (EXPIRY_UNITS as readonly unknown[]).includes(value);

/** The largest unit that divides the expiry evenly (week, day, hour, min, second). */
const naturalUnit = (seconds: number): ExpiryUnit => {
  for (const unit of ['week', 'day', 'hour', 'min'] as const) {
    if (seconds >= UNIT_SECONDS[unit] && seconds % UNIT_SECONDS[unit] === 0) return unit;
  }
  return 'second';
};

export interface ExpiryParts {
  unit: ExpiryUnit;
  /** How many units, as a decimal string (at most two decimals, e.g. "1.5"). */
  value: string;
}

/**
 * An expiry in its unit: the provider's unit when it sends a known one, otherwise the largest
 * unit that fits evenly (the order records send seconds only).
 */
export const expiryParts = (tradeTime: number, unit?: string | null): ExpiryParts => {
  const shown = isUnit(unit) ? unit : naturalUnit(tradeTime);
  const value = new Big(tradeTime).div(UNIT_SECONDS[shown]).round(2, Big.roundHalfUp);
  return { unit: shown, value: value.toString() };
};

/** "30 s", "1 min", "5 min", "1 h" … in the interface language (keys of the `orders` namespace). */
export const useExpiryLabel = (): ((tradeTime: number, unit?: string | null) => string) => {
  const { t } = useTranslation('orders');
  const language = usePersistedState((state) => state.language);
  return useCallback(
    (tradeTime, unit) => {
      const parts = expiryParts(tradeTime, unit);
      const decimals = (parts.value.split('.')[1] ?? '').length;
      return t(`expiry.${parts.unit}`, { value: formatAmount(parts.value, language, decimals) });
    },
    [t, language],
  );
};

import Big from 'big.js';
import { toDecimal, type DecimalInput } from './money';

/** Coins received for a USDT amount at the issue price (rounded down); null when unusable. */
export const coinQuantity = (amount: DecimalInput, price: DecimalInput, decimals = 4): string | null => {
  const a = toDecimal(amount);
  const p = toDecimal(price);
  if (!a || !p || p.lte(0)) return null;
  return a.div(p).round(decimals, Big.roundDown).toFixed(decimals);
};

/** (current − open) / open × 100, rounded half-up; null without a usable open price. */
export const changePercent = (open: DecimalInput, current: DecimalInput, decimals = 2): string | null => {
  const o = toDecimal(open);
  const c = toDecimal(current);
  if (!o || !c || o.eq(0)) return null;
  return c.minus(o).div(o).times(100).round(decimals, Big.roundHalfUp).toFixed(decimals);
};

/** Share sold in percent (0-100, whole numbers), or null without both figures. */
export const soldPercent = (sold: DecimalInput, total: DecimalInput): number | null => {
  const s = toDecimal(sold);
  const t = toDecimal(total);
  if (!s || !t || t.lte(0)) return null;
  const share = s.div(t).times(100);
  return Number((share.gt(100) ? new Big(100) : share).round(0, Big.roundDown).toString());
};

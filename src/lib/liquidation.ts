import Big from 'big.js';
import { toDecimal, type DecimalInput } from './money';
import { pnlOf, type ContractSide } from './contract-math';
import { ContractTradeType } from '../api/provider-values';

/**
 * Liquidation of perpetual contracts (docs/decisions/0011-liquidation.md), one formula for the
 * app's previews and the sandbox provider's engine:
 *
 * - a position is liquidated when its loss reaches its whole margin: P/L ≤ −margin
 *   (its margin ratio, the share of the margin already lost, reaches 100 %);
 * - so the liquidation price is open − margin / lots for a long and open + margin / lots for a
 *   short; a long whose margin covers the whole price (leverage 1) cannot be liquidated (null);
 * - it closes at the price that triggered it; the trader loses the margin (never more: any loss
 *   beyond it is the provider's), and the lot fee paid at opening is not returned.
 */

const positive = (value: DecimalInput): Big | null => {
  const decimal = toDecimal(value);
  return decimal && decimal.gt(0) ? decimal : null;
};

/** The price at which the position's loss equals its margin; null when it cannot be reached or a value is missing. */
export const liquidationPriceOf = (
  side: ContractSide,
  open: DecimalInput,
  lots: DecimalInput,
  margin: DecimalInput,
): Big | null => {
  const o = positive(open);
  const n = positive(lots);
  const m = positive(margin);
  if (!o || !n || !m) return null;
  const distance = m.div(n);
  if (side === ContractTradeType.short) return o.plus(distance);
  const price = o.minus(distance);
  return price.gt(0) ? price : null;
};

/** True when the live price has reached the liquidation price (the loss has eaten the margin). */
export const isLiquidatedAt = (
  side: ContractSide,
  open: DecimalInput,
  live: DecimalInput,
  lots: DecimalInput,
  margin: DecimalInput,
): boolean => {
  const m = positive(margin);
  const pnl = pnlOf(side, open, live, lots);
  return m !== null && pnl !== null && pnl.lte(m.times(-1));
};

/**
 * A liquidation price for display with `decimals` decimals, rounded towards the open price (up for a
 * long, down for a short), so the price shown is reached no later than the real one: a trader is never
 * told there is more room than there is.
 */
export const liquidationText = (side: ContractSide, price: Big, decimals: number): string =>
  price.round(decimals, side === ContractTradeType.short ? Big.roundDown : Big.roundUp).toFixed(decimals);

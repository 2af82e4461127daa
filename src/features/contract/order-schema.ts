import type Big from 'big.js';
import { z } from 'zod/mini';
import {
  checkStopLoss,
  checkTakeProfit,
  orderQuote,
  parseLots,
  parsePrice,
  type ContractSide,
  type OrderQuote,
} from '../../lib/contract-math';
import { ContractPriceType } from '../../api/provider-values';

export type PriceType = ContractPriceType;
export type PriceProblem = 'required' | 'format' | 'noLivePrice';
export type LotsProblem = 'required' | 'format' | 'shareTooSmall' | 'noPrice';
export type BalanceProblem = 'insufficient' | 'unknown';

/**
 * What the user chose and typed: the fields of the contract order form. The lots are typed (or a
 * preset), or come from a share of the available balance, with what that share gave (too small for
 * one lot, or no price or balance to work it out).
 */
export interface OrderValues {
  side: ContractSide;
  priceType: PriceType;
  limitPrice: string;
  lots: string;
  share: number | null;
  shareNote: 'shareTooSmall' | 'noPrice' | null;
  /** The leverage picked, null for the symbol's first. */
  leverage: number | null;
  takeProfit: string;
  stopLoss: string;
}

/** The figures an order is judged against: what the screen shows now. */
export interface OrderFigures {
  /** The live price while it is fresh, else null. */
  livePrice: Big | null;
  available: Big | null;
  leverages: readonly number[];
  feeRate: Big;
  overnight: Big | null;
}

const priceProblemOf = (market: boolean, live: Big | null, text: string, typed: Big | null): PriceProblem | null => {
  if (market) return live ? null : 'noLivePrice';
  if (text.trim() === '') return 'required';
  return typed ? null : 'format';
};

const lotsProblemOf = (text: string, count: Big | null): LotsProblem | null => {
  if (text.trim() === '') return 'required';
  return count ? null : 'format';
};

const balanceProblemOf = (quote: OrderQuote | null, available: Big | null): BalanceProblem | null => {
  if (!quote) return null;
  if (!available) return 'unknown';
  return quote.total.gt(available) ? 'insufficient' : null;
};

/** Everything worked out from the values: the leverage, the order price, the sums and each problem. */
export const judgeOrder = (values: OrderValues, figures: OrderFigures) => {
  const { leverages, livePrice, available, feeRate, overnight } = figures;
  const leverage =
    values.leverage !== null && leverages.includes(values.leverage) ? values.leverage : (leverages[0] ?? null);
  const market = values.priceType === ContractPriceType.market;
  const typedPrice = parsePrice(values.limitPrice);
  const orderPrice: string | null = market ? (livePrice?.toFixed() ?? null) : (typedPrice?.toFixed() ?? null);
  const lotCount = parseLots(values.lots);
  // "Needs a price" no longer applies once there is one.
  const note = values.shareNote === 'noPrice' && orderPrice && available ? null : values.shareNote;
  const quote =
    orderPrice && lotCount && leverage !== null
      ? orderQuote({ price: orderPrice, lots: lotCount.toFixed(0), leverage, feeRate, overnight })
      : null;
  return {
    leverage,
    orderPrice,
    lotCount,
    /** What the last share of the balance gave, while it still applies. */
    note,
    quote,
    problems: {
      price: priceProblemOf(market, livePrice, values.limitPrice, typedPrice),
      lots: note ?? lotsProblemOf(values.lots, lotCount),
      takeProfit: checkTakeProfit(values.takeProfit, values.side, orderPrice),
      stopLoss: checkStopLoss(values.stopLoss, values.side, orderPrice),
      balance: balanceProblemOf(quote, available),
    },
  };
};

/**
 * The order's rules as a zod schema of the current figures. Each problem is an issue of the field it
 * is about (the price, typed or live, is the limit price's; a total over the balance is the lots'),
 * its message the code the form translates: the confirmation opens only without any.
 */
export const orderSchema = (figures: OrderFigures) =>
  z
    .object({
      side: z.custom<ContractSide>(),
      priceType: z.custom<PriceType>(),
      limitPrice: z.string(),
      lots: z.string(),
      share: z.nullable(z.number()),
      shareNote: z.nullable(z.enum(['shareTooSmall', 'noPrice'])),
      leverage: z.nullable(z.number()),
      takeProfit: z.string(),
      stopLoss: z.string(),
    })
    .check(
      z.superRefine((values, context) => {
        const { problems } = judgeOrder(values, figures);
        const issues: [keyof OrderValues, string | null][] = [
          ['limitPrice', problems.price],
          ['lots', problems.lots],
          ['lots', problems.balance],
          ['takeProfit', problems.takeProfit],
          ['stopLoss', problems.stopLoss],
        ];
        for (const [path, message] of issues)
          if (message !== null) context.addIssue({ code: 'custom', path: [path], message });
      }),
    );

import { useCallback, useState } from 'react';
import type Big from 'big.js';
import { useQueryClient } from '@tanstack/react-query';
import { useCreatePerpetualContract } from '../../../api/generated/endpoints/contract/contract';
import type { CreateContractRequest } from '../../../api/generated/model';
import { contractWriteOptions } from '../../../api/queries/contract';
import { lotsForShare, orderQuote, type ContractSide, type OrderQuote } from '../../../lib/contract-math';
import { liquidationPriceOf, liquidationText } from '../../../lib/liquidation';
import { priceDecimalsOf } from '../../../lib/format';
import { toDecimal } from '../../../lib/money';
import { useReviewedForm } from '../../../lib/use-reviewed-form';
import { ContractPriceType, ContractTradeType } from '../../../api/provider-values';
import { judgeOrder, orderSchema, type OrderFigures, type OrderValues, type PriceType } from '../order-schema';

export type { BalanceProblem, LotsProblem, PriceProblem, PriceType } from '../order-schema';

export const LOT_PRESETS = ['1', '5', '10', '50', '100'] as const;
export const SHARES = [25, 50, 75, 100] as const;

interface OrderFormInput {
  symbol: string;
  /** The symbol's live price (null until one arrives) and whether it is fresh. */
  livePrice: string | null;
  live: boolean;
  leverages: readonly number[];
  feeRate: Big;
  overnight: Big | null;
  available: string | null;
  onPlaced: () => void;
  /** What the form starts with (a signal's side, take profit and stop loss). */
  initial?: { side?: ContractSide; takeProfit?: string; stopLoss?: string };
}

/** What the confirmation shows: the request exactly as it will be sent, and its sums. */
export interface Review {
  body: CreateContractRequest;
  quote: OrderQuote;
  /** Where the position would be liquidated (decision 0011), as shown; null when it cannot be. */
  liquidation: string | null;
}

/** The fields that stay as chosen after an order went through; take profit and stop loss are cleared. */
const KEPT_AFTER_SENT = ['side', 'priceType', 'limitPrice', 'lots', 'share', 'shareNote', 'leverage'] as const;

/**
 * The contract order form: side, market or limit, lots (presets or a share of the available balance),
 * leverage, optional take profit / stop loss; the sums shown before sending; checks with the reasons;
 * a confirmation of the frozen request; one request however often the confirm button is tapped.
 * What the user chose is held by react-hook-form (`useReviewedForm`), judged by a zod schema rebuilt
 * on each render from the live price, the leverages and the balance; prices, sums and problems are
 * worked out from the values on each render.
 */
export const useOrderForm = ({
  symbol,
  livePrice,
  live,
  leverages,
  feeRate,
  overnight,
  available,
  onPlaced,
  initial,
}: OrderFormInput) => {
  const queryClient = useQueryClient();
  const mutation = useCreatePerpetualContract(contractWriteOptions(queryClient));
  const liveDecimal = live ? toDecimal(livePrice) : null;
  const availableDecimal = toDecimal(available);

  const figures: OrderFigures = { livePrice: liveDecimal, available: availableDecimal, leverages, feeRate, overnight };

  // the request as it was reviewed: what the confirmation shows is what is sent, whatever the price does meanwhile
  const [review, setReview] = useState<Review | null>(null);
  const form = useReviewedForm<OrderValues, CreateContractRequest>({
    schema: orderSchema(figures),
    defaultValues: {
      side: initial?.side ?? ContractTradeType.long,
      priceType: ContractPriceType.market,
      limitPrice: '',
      lots: '1',
      share: null,
      shareNote: null,
      leverage: null,
      takeProfit: initial?.takeProfit ?? '',
      stopLoss: initial?.stopLoss ?? '',
    },
    send: (body) => mutation.mutateAsync({ data: body }),
    pending: mutation.isPending,
    keepAfterSent: KEPT_AFTER_SENT,
    // A signal's levels were for one order: the next starts without them.
    defaultsAfterSent: { takeProfit: '', stopLoss: '' },
    onSent: onPlaced,
  });
  const { values, set, tried, control, confirming, cancel } = form;
  const { review: open, confirm: send } = form;
  // The same function from render to render: the order book's levels are drawn again only when they change.
  const pickPrice = useCallback(
    (price: string): void => {
      set('priceType', ContractPriceType.limit);
      set('limitPrice', price);
    },
    [set],
  );

  const { leverage, orderPrice, lotCount, note, quote, problems } = judgeOrder(values, figures);
  const { side, priceType, lots, takeProfit, stopLoss } = values;
  // The same formula the provider (the sandbox) liquidates with: the loss reaches the margin.
  const liquidationPrice =
    quote && orderPrice && lotCount
      ? liquidationPriceOf(side, orderPrice, lotCount.toFixed(0), quote.margin.toFixed())
      : null;
  const liquidation =
    liquidationPrice && orderPrice
      ? liquidationText(side, liquidationPrice, priceDecimalsOf(livePrice ?? orderPrice))
      : null;

  const setLots = (value: string): void => {
    set('lots', value.replace(/\s/g, ''));
    set('share', null);
    set('shareNote', null);
  };

  const applyShare = (percent: number): void => {
    const count =
      orderPrice && leverage !== null
        ? lotsForShare({ available, percent, price: orderPrice, leverage, feeRate })
        : null;
    set('share', percent);
    if (count === null) set('shareNote', 'noPrice');
    else {
      set('lots', count === '0' ? '' : count);
      set('shareNote', count === '0' ? 'shareTooSmall' : null);
    }
  };

  const draft: Review | null =
    quote && orderPrice && lotCount && leverage !== null
      ? {
          body: {
            symbol,
            tradetype: side,
            quantity: lotCount.toFixed(0),
            multiple: leverage,
            pricetype: priceType,
            target_price: orderPrice,
            // Proposed fields: sent only when the user set them (JSON numbers, as setContract takes them).
            ...(takeProfit.trim() !== '' ? { target_profit_price: Number(takeProfit.trim()) } : {}),
            ...(stopLoss.trim() !== '' ? { stop_loss_price: Number(stopLoss.trim()) } : {}),
          },
          quote,
          liquidation,
        }
      : null;

  const show = <T>(problem: T | null): T | null => (tried ? problem : null);
  return {
    side,
    setSide: (next: ContractSide): void => set('side', next),
    priceType,
    /** A limit order starts at the live price (the user edits from there); a typed price is kept. */
    setPriceType: (next: PriceType): void => {
      set('priceType', next);
      if (next === ContractPriceType.limit && values.limitPrice.trim() === '' && liveDecimal)
        set('limitPrice', liveDecimal.toFixed());
    },
    /** react-hook-form's control of the typed fields (limit price, lots, take profit, stop loss). */
    control,
    limitPrice: values.limitPrice,
    setLimitPrice: (value: string): void => set('limitPrice', value),
    /** A price picked in the order book: a limit order at that price. */
    pickPrice,
    lots,
    setLots,
    share: values.share,
    applyShare,
    leverages,
    leverage,
    setLeverage: (value: number): void => set('leverage', value),
    hasOvernightRate: overnight !== null,
    /** What one lot costs at the order price and leverage (lots are whole numbers): what a newcomer needs first. */
    oneLot:
      orderPrice && leverage !== null
        ? orderQuote({ price: orderPrice, lots: '1', leverage, feeRate, overnight })
        : null,
    takeProfit,
    setTakeProfit: (value: string): void => set('takeProfit', value),
    stopLoss,
    setStopLoss: (value: string): void => set('stopLoss', value),
    orderPrice,
    quote,
    /** The liquidation price of the position this order would open, null without one (see Review). */
    liquidation,
    problems: {
      price: show(problems.price),
      // "% of available" explains itself at once; the other checks after the first attempt.
      lots: note ? problems.lots : show(problems.lots),
      takeProfit: takeProfit.trim() !== '' ? problems.takeProfit : null,
      stopLoss: stopLoss.trim() !== '' ? problems.stopLoss : null,
      balance: problems.balance === 'insufficient' ? problems.balance : show(problems.balance),
    },
    /** Checks the order; when it passes, opens the confirmation of the request as it is now. */
    submit: (): void => open(draft !== null, () => setReview(draft)),
    /** The request being confirmed, null while no confirmation is open. */
    review: confirming ? review : null,
    cancelReview: cancel,
    /** Sends the reviewed request once; a refusal (said by the app's error toast) keeps everything typed. */
    confirm: (): void => send(confirming && review ? review.body : null),
    pending: mutation.isPending,
  } as const;
};

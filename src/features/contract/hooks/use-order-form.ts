import { useCallback, useState } from 'react';
import type Big from 'big.js';
import { useQueryClient } from '@tanstack/react-query';
import { useCreatePerpetualContract } from '../../../api/generated/endpoints/contract/contract';
import type { CreateContractRequest } from '../../../api/generated/model';
import { contractWriteOptions } from '../../../api/queries/contract';
import {
  checkStopLoss,
  checkTakeProfit,
  lotsForShare,
  orderQuote,
  parseLots,
  parsePrice,
  type ContractSide,
  type OrderQuote,
  type TpSlProblem,
} from '../../../lib/contract-math';
import { liquidationPriceOf, liquidationText } from '../../../lib/liquidation';
import { priceDecimalsOf } from '../../../lib/format';
import { toDecimal } from '../../../lib/money';
import { useSendOnce } from '../../../lib/use-send-once';
import { ContractPriceType, ContractTradeType } from '../../../api/provider-values';

export type PriceType = ContractPriceType;
export type PriceProblem = 'required' | 'format' | 'noLivePrice';
export type LotsProblem = 'required' | 'format' | 'shareTooSmall' | 'noPrice';
export type BalanceProblem = 'insufficient' | 'unknown';

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

/**
 * The lots field as the user last filled it: typed (or a preset), or from a share of the available
 * balance, with what that share gave (too small for one lot, or no price or balance to work it out).
 */
interface LotsEntry {
  text: string;
  share: number | null;
  shareNote: 'shareTooSmall' | 'noPrice' | null;
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

/**
 * The contract order form: side, market or limit, lots (presets or a share of the available balance),
 * leverage, optional take profit / stop loss; the sums shown before sending; checks with the reasons;
 * a confirmation of the frozen request; one request however often the confirm button is tapped.
 * Only what the user chose is state; prices, sums and problems are worked out from it on each render.
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
  const sendOnce = useSendOnce();
  const [side, setSide] = useState<ContractSide>(initial?.side ?? ContractTradeType.long);
  const [priceType, setPriceType] = useState<PriceType>(ContractPriceType.market);
  const [limitPrice, setLimitPrice] = useState('');
  // The same function from render to render: the order book's levels are drawn again only when they change.
  const pickPrice = useCallback((price: string): void => {
    setPriceType(ContractPriceType.limit);
    setLimitPrice(price);
  }, []);
  const [lotsEntry, setLotsEntry] = useState<LotsEntry>({ text: '1', share: null, shareNote: null });
  const [chosenLeverage, setLeverage] = useState<number | null>(null);
  const [takeProfit, setTakeProfit] = useState(initial?.takeProfit ?? '');
  const [stopLoss, setStopLoss] = useState(initial?.stopLoss ?? '');
  const [checked, setChecked] = useState(false);
  // the request as it was reviewed: what the confirmation shows is what is sent, whatever the price does meanwhile
  const [review, setReview] = useState<Review | null>(null);
  const mutation = useCreatePerpetualContract(contractWriteOptions(queryClient));

  const lots = lotsEntry.text;
  const leverage =
    chosenLeverage !== null && leverages.includes(chosenLeverage) ? chosenLeverage : (leverages[0] ?? null);
  const market = priceType === ContractPriceType.market;
  const typedPrice = parsePrice(limitPrice);
  const liveDecimal = live ? toDecimal(livePrice) : null;
  const orderPrice: string | null = market ? (liveDecimal?.toFixed() ?? null) : (typedPrice?.toFixed() ?? null);

  const priceProblem = priceProblemOf(market, liveDecimal, limitPrice, typedPrice);
  const lotCount = parseLots(lots);
  const availableDecimal = toDecimal(available);
  // "Needs a price" no longer applies once there is one.
  const note = lotsEntry.shareNote === 'noPrice' && orderPrice && availableDecimal ? null : lotsEntry.shareNote;
  const lotsProblem: LotsProblem | null = note ?? lotsProblemOf(lots, lotCount);
  const tpProblem: TpSlProblem | null = checkTakeProfit(takeProfit, side, orderPrice);
  const slProblem: TpSlProblem | null = checkStopLoss(stopLoss, side, orderPrice);
  const quote =
    orderPrice && lotCount && leverage !== null
      ? orderQuote({ price: orderPrice, lots: lotCount.toFixed(0), leverage, feeRate, overnight })
      : null;
  // The same formula the provider (the sandbox) liquidates with: the loss reaches the margin.
  const liquidationPrice =
    quote && orderPrice && lotCount
      ? liquidationPriceOf(side, orderPrice, lotCount.toFixed(0), quote.margin.toFixed())
      : null;
  const liquidation =
    liquidationPrice && orderPrice
      ? liquidationText(side, liquidationPrice, priceDecimalsOf(livePrice ?? orderPrice))
      : null;
  const balanceProblem = balanceProblemOf(quote, availableDecimal);

  const setLots = (value: string): void =>
    setLotsEntry({ text: value.replace(/\s/g, ''), share: null, shareNote: null });

  const applyShare = (percent: number): void => {
    const count =
      orderPrice && leverage !== null
        ? lotsForShare({ available, percent, price: orderPrice, leverage, feeRate })
        : null;
    if (count === null) setLotsEntry((entry) => ({ ...entry, share: percent, shareNote: 'noPrice' }));
    else if (count === '0') setLotsEntry({ text: '', share: percent, shareNote: 'shareTooSmall' });
    else setLotsEntry({ text: count, share: percent, shareNote: null });
  };

  const ready =
    !priceProblem &&
    !lotsProblem &&
    !tpProblem &&
    !slProblem &&
    !balanceProblem &&
    quote &&
    orderPrice &&
    lotCount &&
    leverage !== null;
  const draft: Review | null = ready
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

  const submit = (): void => {
    setChecked(true);
    if (draft) setReview(draft);
  };

  const confirm = (): void => {
    if (!review || mutation.isPending) return;
    void sendOnce(() => mutation.mutateAsync({ data: review.body })).then((sent) => {
      // A refusal is shown by the app's error toast; the form keeps everything that was typed.
      setReview(null);
      if (!sent) return;
      setChecked(false);
      setTakeProfit('');
      setStopLoss('');
      onPlaced();
    });
  };

  const show = <T>(problem: T | null): T | null => (checked ? problem : null);
  return {
    side,
    setSide,
    priceType,
    /** A limit order starts at the live price (the user edits from there); a typed price is kept. */
    setPriceType: (next: PriceType): void => {
      setPriceType(next);
      if (next === ContractPriceType.limit && limitPrice.trim() === '' && liveDecimal)
        setLimitPrice(liveDecimal.toFixed());
    },
    limitPrice,
    setLimitPrice,
    /** A price picked in the order book: a limit order at that price. */
    pickPrice,
    lots,
    setLots,
    share: lotsEntry.share,
    applyShare,
    leverages,
    leverage,
    setLeverage,
    hasOvernightRate: overnight !== null,
    /** What one lot costs at the order price and leverage (lots are whole numbers): what a newcomer needs first. */
    oneLot:
      orderPrice && leverage !== null
        ? orderQuote({ price: orderPrice, lots: '1', leverage, feeRate, overnight })
        : null,
    takeProfit,
    setTakeProfit,
    stopLoss,
    setStopLoss,
    orderPrice,
    quote,
    /** The liquidation price of the position this order would open, null without one (see Review). */
    liquidation,
    problems: {
      price: show(priceProblem),
      // "% of available" explains itself at once; the other checks after the first attempt.
      lots: note ? lotsProblem : show(lotsProblem),
      takeProfit: takeProfit.trim() !== '' ? tpProblem : null,
      stopLoss: stopLoss.trim() !== '' ? slProblem : null,
      balance: balanceProblem === 'insufficient' ? balanceProblem : show(balanceProblem),
    },
    submit,
    review,
    cancelReview: () => setReview(null),
    confirm,
    pending: mutation.isPending,
  } as const;
};

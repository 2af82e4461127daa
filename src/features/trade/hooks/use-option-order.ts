import { useRef, useState } from 'react';
import { z } from 'zod/mini';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCreateOptionOrder } from '../../../api/generated/endpoints/options/options';
import type {
  CreateOptionOrderRequest,
  OptionDirection,
  OptionExpiry,
  OptionOrderTicket,
} from '../../../api/generated/model';
import Big from 'big.js';
import { toDecimal } from '../../../lib/money';
import { useAvailableBalance } from '../../../lib/use-available-balance';
import { useReviewedForm } from '../../../lib/use-reviewed-form';
import { amountForInput, readAmount } from '../../../lib/amount-text';
import { checkStake, estimatedIncome, stakeToSend, type StakeProblem } from '../option-math';
import { optionQueries, optionWrites } from '../../../api/queries/options';
import { invalidate } from '../../../api/queries/invalidate';
import { SymbolStatus } from '../../../api/provider-values';
import { useLiveTickerValue } from '../../../market/market-context';

/** What the user chose and typed: the expiry (its place in the list) and the stake. */
interface OptionValues {
  expiryIndex: number;
  amount: string;
}

/**
 * The option order form of one symbol: expiry, stake and its rules, the estimated income, the
 * confirmation and exactly one `POST /order` per confirmation, on the one form engine
 * (`useReviewedForm`). A refused order keeps the form as it was and says why; one that went through
 * closes the sheet and keeps the expiry and stake for the next.
 */
export const useOptionOrder = ({
  symbol,
  onPlaced,
}: {
  symbol: string;
  onPlaced: (ticket: OptionOrderTicket) => void;
}) => {
  const queryClient = useQueryClient();
  const language = useTranslation().i18n.resolvedLanguage;
  const expiries = useQuery(optionQueries.expiries());
  const quickAmounts = useQuery(optionQueries.quickAmounts());
  const { available } = useAvailableBalance();
  const [direction, setDirection] = useState<OptionDirection | null>(null);
  // The symbol's last price and whether it is fresh, while the sheet is open: an order is judged
  // against the price it is placed at. A closed sheet follows no price, so the buttons beneath the
  // chart are not drawn again on every tick.
  const open = direction !== null;
  const livePrice = useLiveTickerValue(symbol, (ticker) => (open ? (ticker?.price ?? null) : null));
  const live = useLiveTickerValue(symbol, (ticker) => open && ticker?.status === SymbolStatus.live);
  const [sendError, setSendError] = useState<unknown>(null);
  // The ticket of the order that went through, handed on once the form is back to rest.
  const placed = useRef<OptionOrderTicket | null>(null);
  const mutation = useCreateOptionOrder({
    mutation: {
      // The sheet shows the refusal itself; a time-out is never resent (the order may have arrived).
      meta: { noRetry: true, silentErrors: true },
      onSuccess: () => void invalidate(queryClient, optionWrites.orderPlaced),
    },
  });

  const list = expiries.data ?? [];
  const expiryOf = (index: number): OptionExpiry | undefined => list[Math.min(index, list.length - 1)];
  const check = ({ expiryIndex, amount }: OptionValues): StakeProblem | null =>
    checkStake(amount, { min: expiryOf(expiryIndex)?.min_amount, available, language });
  const form = useReviewedForm<OptionValues, CreateOptionOrderRequest>({
    // the stake is judged against the minimum of the expiry chosen now and the balance shown now
    schema: z.object({ expiryIndex: z.number(), amount: z.string() }).check(
      z.superRefine((values, context) => {
        const problem = check(values);
        if (problem !== null) context.addIssue({ code: 'custom', path: ['amount'], message: problem });
      }),
    ),
    defaultValues: { expiryIndex: 0, amount: '' },
    send: async (body) => {
      try {
        placed.current = (await mutation.mutateAsync({ data: body })).result;
      } catch (error) {
        // The sheet stays open with what was typed; the message says why.
        setSendError(error);
        throw error;
      }
    },
    pending: mutation.isPending,
    // the next order starts from the same expiry and stake
    keepAfterSent: ['expiryIndex', 'amount'],
    onSent: () => {
      setDirection(null);
      if (placed.current) onPlaced(placed.current);
      placed.current = null;
    },
  });
  const { values, set, confirming, cancel } = form;
  const { amount, expiryIndex } = values;

  const expiry = expiryOf(expiryIndex);
  const problem = check(values);
  const typed = readAmount(amount, { language }).value;
  const income =
    problem === null && typed && expiry ? estimatedIncome(typed.toFixed(), expiry.profit_loss_ratio) : null;
  // The entry price is the live price at the moment of sending; a stale one is no entry price.
  const entryPrice = live && livePrice !== null ? livePrice : null;

  const request = (): CreateOptionOrderRequest | null =>
    direction !== null && expiry && typed && problem === null && entryPrice !== null
      ? { symbol, currency: 'USDT', amount: stakeToSend(typed), direction, trade_time: expiry.trade_time }
      : null;

  // A confirmation whose request can no longer be sent (the price went stale) is withdrawn, never
  // shown again by itself when prices return: the user reviews the new entry price first.
  if (confirming && !mutation.isPending && request() === null) cancel();

  const setAmount = (value: string): void => {
    set('amount', value);
    setSendError(null);
  };

  return {
    direction,
    /** Opens the order sheet for buy up (1) or buy down (2). */
    open: (next: OptionDirection): void => {
      setDirection(next);
      setSendError(null);
    },
    close: (): void => {
      if (mutation.isPending) return;
      setDirection(null);
      cancel();
      // what was typed stays; its problems show again once typed in or tried
      form.form.reset(undefined, { keepValues: true, keepDefaultValues: true });
    },
    expiries,
    expiry,
    expiryIndex: Math.min(expiryIndex, Math.max(0, list.length - 1)),
    setExpiryIndex: (index: number): void => {
      set('expiryIndex', index);
      setSendError(null);
    },
    quickAmounts,
    /**
     * A share (25, 50, 75, 100 %) of the available balance as the stake, in whole cents rounded down so
     * it never asks for more than there is; nothing while the balance is unknown.
     */
    applyShare: (percent: number): void => {
      const balance = toDecimal(available);
      if (!balance || balance.lte(0)) return;
      setAmount(amountForInput(balance.times(percent).div(100).round(2, Big.roundDown).toFixed(), language));
    },
    available,
    /** react-hook-form's control of the stake field. */
    control: form.control,
    amount,
    setAmount,
    problem: form.problem('amount') as StakeProblem | null,
    income,
    /** The price the order will be judged against (the live price), null while it is stale or unknown. */
    entryPrice,
    /** Why no order can be sent right now whatever is typed: no fresh price. */
    priceProblem: entryPrice === null ? ('stalePrice' as const) : null,
    sendError,
    review: (): void => form.review(request() !== null),
    request: request(),
    confirming,
    cancelConfirm: cancel,
    confirm: (): void => {
      const body = request();
      if (mutation.isPending) return;
      // The price went stale while the confirmation was open: nothing is sent, the sheet says why.
      if (!body) cancel();
      else form.confirm(body);
    },
    pending: mutation.isPending,
  } as const;
};

export type OptionOrderForm = ReturnType<typeof useOptionOrder>;

import { useState } from 'react';
import { z } from 'zod/mini';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSubscribeNewCoin } from '../../../api/generated/endpoints/newcoin/newcoin';
import { invalidate } from '../../../api/queries/invalidate';
import { newCoinWrites } from '../../../api/queries/newcoin';
import type { NewCoin, SubscribeNewCoinRequest } from '../../../api/generated/model';
import { useIsSignedIn } from '../../../lib/session';
import { checkStakingAmount, type StakingAmountProblem } from '../../../lib/staking-math';
import { useAvailableBalance } from '../../../lib/use-available-balance';
import { problemField, useReviewedForm } from '../../../lib/use-reviewed-form';
import { readAmount } from '../../../lib/amount-text';
import { pathOf } from '../../../lib/route-paths';

/**
 * Subscribing to a new coin. A visitor is sent to sign in first and comes back here afterwards;
 * a signed-in user types an amount (within the coin's limits and the available balance), confirms
 * exactly what is sent, and one request goes out however often the button is tapped.
 */
export const useNewCoinSubscribe = ({
  onSignInNeeded,
  onSubmitted,
}: {
  onSignInNeeded: () => void;
  onSubmitted: () => void;
}) => {
  const signedIn = useIsSignedIn();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const language = useTranslation().i18n.resolvedLanguage;
  const { available } = useAvailableBalance();
  const [coin, setCoin] = useState<NewCoin | null>(null);
  const mutation = useSubscribeNewCoin({
    mutation: {
      meta: { noRetry: true },
      onSuccess: () => void invalidate(queryClient, newCoinWrites.subscribed),
    },
  });
  // a refusal brings the amount form back with what was typed
  const judge = (text: string): StakingAmountProblem | null =>
    coin ? checkStakingAmount(text, { min: coin.min_amount, max: coin.max_amount, available, language }) : 'required';
  const form = useReviewedForm<{ amount: string }, SubscribeNewCoinRequest>({
    schema: z.object({ amount: problemField(judge) }),
    defaultValues: { amount: '' },
    send: (body) => mutation.mutateAsync({ data: body }),
    pending: mutation.isPending,
    onSent: () => {
      setCoin(null);
      onSubmitted();
    },
  });
  const { amount } = form.values;
  const problem = judge(amount);
  const typed = readAmount(amount, { language }).value;
  const request: SubscribeNewCoinRequest | null =
    coin && typed && !problem ? { id: coin.id, amount: typed.toFixed() } : null;

  const start = (next: NewCoin): void => {
    if (!signedIn) {
      onSignInNeeded();
      void navigate(pathOf('login'), { state: { from: location } });
      return;
    }
    setCoin(next);
    form.reset();
  };

  return {
    coin,
    step: form.confirming ? ('confirm' as const) : ('form' as const),
    start,
    close: () => setCoin(null),
    back: form.cancel,
    /** react-hook-form's control of the amount field. */
    control: form.control,
    amount,
    /** The typed amount as a decimal, null while it is not one. */
    value: typed?.toFixed() ?? null,
    available,
    problem: form.problem('amount') as StakingAmountProblem | null,
    review: () => form.review(request !== null),
    confirm: () => form.confirm(request),
    pending: mutation.isPending,
  } as const;
};

import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getGetUserDetailQueryKey } from '../../../api/generated/endpoints/profile/profile';
import { getGetStakingHistoryInfiniteQueryKey, useSubmitStaking } from '../../../api/generated/endpoints/staking/staking';
import type { StakingProductDetail, SubmitStakingRequest } from '../../../api/generated/model';
import { checkStakingAmount, stakingPayout, type StakingAmountProblem } from '../../../lib/staking-math';
import { useSendOnce } from '../../../lib/use-send-once';
import { readAmount } from '../../../lib/amount-text';

/** The staking subscription form: amount, its rules, the expected reward, one request per confirmation. */
export const useStakingSubscribe = ({
  product,
  available,
  onSubmitted,
}: {
  product: StakingProductDetail | undefined;
  available: string | null;
  onSubmitted: () => void;
}) => {
  const queryClient = useQueryClient();
  const language = useTranslation().i18n.resolvedLanguage;
  const [amount, setAmount] = useState('');
  const [checked, setChecked] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const sendOnce = useSendOnce();
  const mutation = useSubmitStaking({
    mutation: {
      meta: { noRetry: true },
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: getGetUserDetailQueryKey() });
        void queryClient.invalidateQueries({ queryKey: getGetStakingHistoryInfiniteQueryKey().slice(0, 1) });
      },
    },
  });

  const problem: StakingAmountProblem | null = product
    ? checkStakingAmount(amount, { min: product.min_amount, max: product.max_amount, available, language })
    : 'required';
  const typed = readAmount(amount, { language }).value;
  const payout = product && typed && !problem ? stakingPayout(typed.toFixed(), product.interest, product.day) : null;
  const reward = payout?.total ?? null;
  const request = (): SubmitStakingRequest | null =>
    product && typed && !problem ? { plan_id: String(product.id), amount: typed.toFixed() } : null;

  const review = (): void => {
    setChecked(true);
    if (request()) setConfirming(true);
  };

  const confirm = (): void => {
    const body = request();
    if (!body || mutation.isPending) return;
    void sendOnce(() => mutation.mutateAsync({ data: body })).then((sent) => {
      // On a refusal the toast says why and the form keeps what was typed.
      setConfirming(false);
      if (!sent) return;
      onSubmitted();
    });
  };

  return {
    amount,
    setAmount,
    /** The typed amount as a decimal, null while it is not one. */
    value: typed?.toFixed(2) ?? null,
    problem: checked || amount !== '' ? problem : null,
    reward,
    /** The payout of the typed amount (daily, total, at expiry) while it may be sent. */
    payout,
    review,
    confirming,
    cancel: () => setConfirming(false),
    confirm,
    pending: mutation.isPending,
  } as const;
};

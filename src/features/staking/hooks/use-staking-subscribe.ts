import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { useTranslation } from 'react-i18next';
import { useSubmitStaking } from '../../../api/generated/endpoints/staking/staking';
import { invalidate } from '../../../api/queries/invalidate';
import { stakingWrites } from '../../../api/queries/staking';
import type { StakingProductDetail, SubmitStakingRequest } from '../../../api/generated/model';
import { checkStakingAmount, stakingPayout, type StakingAmountProblem } from '../../../lib/staking-math';
import { problemField, useReviewedForm } from '../../../lib/use-reviewed-form';
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
  const mutation = useSubmitStaking({
    mutation: {
      meta: { noRetry: true },
      onSuccess: () => void invalidate(queryClient, stakingWrites.subscribed),
    },
  });
  const judge = (text: string): StakingAmountProblem | null =>
    product
      ? checkStakingAmount(text, { min: product.min_amount, max: product.max_amount, available, language })
      : 'required';
  const form = useReviewedForm<{ amount: string }, SubmitStakingRequest>({
    schema: z.object({ amount: problemField(judge) }),
    defaultValues: { amount: '' },
    send: (body) => mutation.mutateAsync({ data: body }),
    pending: mutation.isPending,
    onSent: onSubmitted,
  });
  const { amount } = form.values;
  const problem = judge(amount);
  const typed = readAmount(amount, { language }).value;
  const payout = product && typed && !problem ? stakingPayout(typed.toFixed(), product.interest, product.day) : null;
  const reward = payout?.total ?? null;
  const request: SubmitStakingRequest | null =
    product && typed && !problem ? { plan_id: String(product.id), amount: typed.toFixed() } : null;

  return {
    /** react-hook-form's control of the amount field. */
    control: form.control,
    amount,
    /** The typed amount as a decimal, null while it is not one. */
    value: typed?.toFixed(2) ?? null,
    problem: form.problem('amount') as StakingAmountProblem | null,
    reward,
    /** The payout of the typed amount (daily, total, at expiry) while it may be sent. */
    payout,
    review: () => form.review(request !== null),
    confirming: form.confirming,
    cancel: form.cancel,
    confirm: () => form.confirm(request),
    pending: mutation.isPending,
  } as const;
};

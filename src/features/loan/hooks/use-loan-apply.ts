import { useState } from 'react';
import { z } from 'zod/mini';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  getGetLoanHistoryQueryKey,
  getGetLoanInfoQueryKey,
  useSubmitLoan,
} from '../../../api/generated/endpoints/loan/loan';
import type { LoanTerm, SubmitLoanRequest } from '../../../api/generated/model';
import { isRealNameVerified, kycState } from '../../../lib/kyc-status';
import { toDecimal } from '../../../lib/money';
import { availableCredit, checkLoanAmount, totalInterest, type LoanAmountProblem } from '../../../lib/loan-math';
import { useReviewedForm } from '../../../lib/use-reviewed-form';
import { readAmount } from '../../../lib/amount-text';
import { useCurrentUser } from '../../../api/queries/use-current-user';
import { loanQueries } from '../../../api/queries/loan';
import { KycStatus } from '../../../api/provider-values';

export type LoanProblem = LoanAmountProblem | 'termRequired';

/** What is chosen and typed: the loan product (none yet where there are several) and the amount. */
interface LoanValues {
  termId: number | null;
  amount: string;
}

/**
 * The loan application: credit line, the chosen term, the typed amount, the rules it must meet and
 * the interest it will cost; one request per confirmation, however often it is tapped.
 */
export const useLoanApply = ({ onSubmitted }: { onSubmitted: () => void }) => {
  const queryClient = useQueryClient();
  const language = useTranslation().i18n.resolvedLanguage;
  const info = useQuery(loanQueries.info());
  const user = useCurrentUser({ staleTime: 0 });
  // loans need real-name verification first (the provider refuses them otherwise)
  const verified = user.data ? isRealNameVerified(user.data) : null;
  const [kycPrompt, setKycPrompt] = useState(false);
  // when the confirmation was opened: the due date counts the term from then
  const [reviewedAt, setReviewedAt] = useState<number | null>(null);
  const mutation = useSubmitLoan({
    mutation: {
      meta: { noRetry: true },
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: getGetLoanInfoQueryKey() });
        void queryClient.invalidateQueries({ queryKey: getGetLoanHistoryQueryKey() });
      },
    },
  });
  const terms = info.data?.loan_terms ?? [];
  // One product needs no choice; with several the borrower picks one.
  const termOf = (chosenId: number | null): LoanTerm | undefined => {
    const termId = chosenId ?? (terms.length === 1 ? (terms[0]?.id ?? null) : null);
    return terms.find((item) => item.id === termId);
  };
  const available = info.data ? availableCredit(info.data.user_loanall, info.data.user_alreadyloan) : null;
  const judge = (values: LoanValues): LoanProblem | null => {
    const term = termOf(values.termId);
    return term
      ? checkLoanAmount(values.amount, { min: term.min_amount, max: term.max_amount, available, language })
      : 'termRequired';
  };
  const form = useReviewedForm<LoanValues, SubmitLoanRequest>({
    schema: z.object({ termId: z.nullable(z.number()), amount: z.string() }).check(
      z.superRefine((values, context) => {
        const problem = judge(values);
        if (problem !== null) context.addIssue({ code: 'custom', path: ['amount'], message: problem });
      }),
    ),
    defaultValues: { termId: null, amount: '' },
    send: (body) => mutation.mutateAsync({ data: body }),
    pending: mutation.isPending,
    onSent: onSubmitted,
  });
  const { amount } = form.values;
  const term = termOf(form.values.termId);
  const termId = term?.id ?? null;
  const problem = judge(form.values);
  const amountProblem = problem === 'termRequired' ? null : problem;
  const typed = readAmount(amount, { language }).value;
  const interest =
    term && typed && !amountProblem ? totalInterest(typed.toFixed(), term.daily_interest_rate, term.days) : null;

  const request: SubmitLoanRequest | null =
    term && typed && !problem ? { id: term.id, amount: Number(typed.toFixed()) } : null;

  const review = (): void => {
    if (verified === false) {
      setKycPrompt(true);
      return;
    }
    form.review(request !== null, () => setReviewedAt(new Date().valueOf()));
  };

  return {
    info,
    terms,
    term,
    termId,
    setTermId: (id: number | null) => form.set('termId', id),
    /** react-hook-form's control of the amount field. */
    control: form.control,
    amount,
    /** The typed amount as a decimal, null while it is not one. */
    value: typed?.toFixed(2) ?? null,
    available,
    interest,
    /** amount + interest, what is repaid at the end of the term. */
    totalRepay: typed && interest !== null ? typed.plus(toDecimal(interest) ?? 0).toFixed(2) : null,
    /** The last day of the term if the loan is paid out today. */
    dueDate: term && reviewedAt !== null ? new Date(reviewedAt + Number(term.days) * 86_400_000) : null,
    /** "Verify your identity first?" — null when not asked; "pending" while the review runs. */
    kycPrompt: kycPrompt ? (kycState(user.data?.realauth_status) === KycStatus.pending ? 'pending' : 'verify') : null,
    closeKycPrompt: () => setKycPrompt(false),
    /** Shown once the user has tried to continue (or typed an amount). */
    problem: form.problem('amount') as LoanProblem | null,
    review,
    confirming: form.confirming,
    cancel: form.cancel,
    confirm: () => form.confirm(request),
    pending: mutation.isPending,
  } as const;
};

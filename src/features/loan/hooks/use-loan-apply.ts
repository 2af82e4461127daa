import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getGetLoanHistoryQueryKey, getGetLoanInfoQueryKey, useSubmitLoan } from '../../../api/generated/endpoints/loan/loan';
import type { LoanTerm, SubmitLoanRequest } from '../../../api/generated/model';
import { isRealNameVerified, kycState } from '../../../lib/kyc-status';
import { toDecimal } from '../../../lib/money';
import { availableCredit, checkLoanAmount, totalInterest, type LoanAmountProblem } from '../../../lib/loan-math';
import { useMoneyForm } from '../../../lib/use-money-form';
import { readAmount } from '../../../lib/amount-text';
import { useCurrentUser } from '../../../api/queries/use-current-user';
import { loanQueries } from '../../../api/queries/loan';
import { KycStatus } from '../../../api/provider-values';

export type LoanProblem = LoanAmountProblem | 'termRequired';

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
  const [chosenId, setTermId] = useState<number | null>(null);
  const mutation = useSubmitLoan({
    mutation: {
      meta: { noRetry: true },
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: getGetLoanInfoQueryKey() });
        void queryClient.invalidateQueries({ queryKey: getGetLoanHistoryQueryKey() });
      },
    },
  });
  const form = useMoneyForm<SubmitLoanRequest>({
    send: (body) => mutation.mutateAsync({ data: body }),
    pending: mutation.isPending,
    onSent: onSubmitted,
  });
  const { amount } = form;

  const terms = info.data?.loan_terms ?? [];
  // One product needs no choice; with several the borrower picks one.
  const termId = chosenId ?? (terms.length === 1 ? (terms[0]?.id ?? null) : null);
  const term: LoanTerm | undefined = terms.find((item) => item.id === termId);
  const available = info.data ? availableCredit(info.data.user_loanall, info.data.user_alreadyloan) : null;
  const amountProblem = term ? checkLoanAmount(amount, { min: term.min_amount, max: term.max_amount, available, language }) : null;
  const typed = readAmount(amount, { language }).value;
  const problem: LoanProblem | null = term ? amountProblem : 'termRequired';
  const interest = term && typed && !amountProblem ? totalInterest(typed.toFixed(), term.daily_interest_rate, term.days) : null;

  const request: SubmitLoanRequest | null = term && typed && !problem ? { id: term.id, amount: Number(typed.toFixed()) } : null;

  const review = (): void => {
    if (verified === false) {
      setKycPrompt(true);
      return;
    }
    if (form.review(request !== null)) setReviewedAt(new Date().valueOf());
  };

  return {
    info,
    terms,
    term,
    termId,
    setTermId,
    amount,
    setAmount: form.setAmount,
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
    problem: form.shown(problem),
    review,
    confirming: form.confirming,
    cancel: form.cancel,
    confirm: () => form.confirm(request),
    pending: mutation.isPending,
  } as const;
};

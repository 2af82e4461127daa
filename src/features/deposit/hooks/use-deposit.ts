import { z } from 'zod/mini';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useCreateDeposit } from '../../../api/generated/endpoints/deposit/deposit';
import type { CreateDepositRequest } from '../../../api/generated/model';
import { toaster } from '../../../components/ui/toaster';
import { checkAmount, depositConverted, parseAmount } from '../../../lib/wallet-math';
import { problemField, useReviewedForm } from '../../../lib/use-reviewed-form';
import { depositQueries } from '../../../api/queries/deposit';
import { pathTo } from '../../../lib/route-paths';

/**
 * The channel's minimum and suggested amounts (proposed fields of `/deposittype`); until the
 * provider sends them: at least 10 USD (its validation example) and these suggestions.
 */
const DEPOSIT_MIN = '10';
const RECOMMENDED_AMOUNTS: readonly string[] = ['100', '500', '1000', '5000'];

/** What is typed: the amount, and the path of the uploaded transfer voucher ('' until one is uploaded). */
interface DepositValues {
  amount: string;
  voucher: string;
}

/** The deposit form of one channel (a positive id): amount, voucher, estimate, and a send that happens once. */
export const useDeposit = (id: number) => {
  const navigate = useNavigate();
  const language = useTranslation().i18n.resolvedLanguage;
  const detail = useQuery(depositQueries.channel(id));
  const mutation = useCreateDeposit({
    mutation: {
      meta: { noRetry: true },
      onSuccess: (response) => {
        toaster.create({ type: 'success', description: response.message });
        void navigate(pathTo('records', { tab: 'deposit' }), { replace: true });
      },
    },
  });
  const minimum = detail.data?.min_amount !== undefined ? String(detail.data.min_amount) : DEPOSIT_MIN;
  const recommended = detail.data?.recommend_amounts?.length
    ? detail.data.recommend_amounts.map(String)
    : RECOMMENDED_AMOUNTS;
  const maximum = detail.data?.max_amount !== undefined ? String(detail.data.max_amount) : null;
  const judge = (text: string) => {
    const checked = checkAmount(text, { min: minimum, max: maximum, language });
    // the channel's maximum is not the balance: it has its own message
    return checked === 'max' ? 'channelMax' : checked;
  };
  // a refused deposit keeps its confirmation open
  const form = useReviewedForm<DepositValues, CreateDepositRequest>({
    schema: z.object({ amount: problemField(judge), voucher: z.string().check(z.minLength(1, 'voucher.required')) }),
    defaultValues: { amount: '', voucher: '' },
    send: (body) => mutation.mutateAsync({ data: body }),
    pending: mutation.isPending,
    keepConfirmOnRefusal: true,
  });
  const { amount, voucher } = form.values;
  const problem = judge(amount);
  const typed = parseAmount(amount, 2, language);
  const converted =
    detail.data && typed && !problem ? depositConverted(typed.toFixed(), detail.data.rate, detail.data.currency) : null;
  const channel = detail.data;
  const request: CreateDepositRequest | null =
    channel && voucher && typed
      ? {
          id: channel.id,
          amount: typed.toFixed(2),
          currency: channel.currency,
          cryptoprotocol: channel.cryptoprotocol,
          tran_img: voucher,
        }
      : null;

  return {
    detail,
    /** react-hook-form's control of the amount field. */
    control: form.control,
    amount,
    setAmount: (value: string) => form.set('amount', value),
    /** The typed amount as a decimal ("1,5" in vi → "1.50"), null while it is not one. */
    value: typed?.toFixed(2) ?? null,
    problem: form.problem('amount') as ReturnType<typeof judge>,
    setVoucher: (path: string | null) => form.set('voucher', path ?? ''),
    voucherMissing: form.problem('voucher') !== null,
    converted,
    minimum,
    maximum,
    recommended,
    confirming: form.confirming,
    closeConfirm: form.cancel,
    review: () => form.review(detail.data !== undefined),
    send: () => form.confirm(request),
    pending: mutation.isPending,
  } as const;
};

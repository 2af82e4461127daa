import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useCreateDeposit } from '../../../api/generated/endpoints/deposit/deposit';
import { toaster } from '../../../components/ui/toaster';
import { checkAmount, depositConverted, parseAmount } from '../../../lib/wallet-math';
import { useSendOnce } from '../../../lib/use-send-once';
import { depositQueries } from '../../../api/queries/deposit';

/**
 * The channel's minimum and suggested amounts (proposed fields of `/deposittype`); until the
 * provider sends them: at least 10 USD (its validation example) and these suggestions.
 */
export const DEPOSIT_MIN = '10';
export const RECOMMENDED_AMOUNTS: readonly string[] = ['100', '500', '1000', '5000'];

/** The deposit form of one channel (a positive id): amount, voucher, estimate, and a send that happens once. */
export const useDeposit = (id: number) => {
  const navigate = useNavigate();
  const language = useTranslation().i18n.resolvedLanguage;
  const detail = useQuery(depositQueries.channel(id));
  const [amount, setAmount] = useState('');
  const [voucher, setVoucher] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const sendOnce = useSendOnce();

  const minimum = detail.data?.min_amount !== undefined ? String(detail.data.min_amount) : DEPOSIT_MIN;
  const recommended = detail.data?.recommend_amounts?.length ? detail.data.recommend_amounts.map(String) : RECOMMENDED_AMOUNTS;
  const maximum = detail.data?.max_amount !== undefined ? String(detail.data.max_amount) : null;
  const checked = checkAmount(amount, { min: minimum, max: maximum, language });
  // the channel's maximum is not the balance: it has its own message
  const problem = checked === 'max' ? 'channelMax' : checked;
  const typed = parseAmount(amount, 2, language);
  const converted = detail.data && typed && !problem ? depositConverted(typed.toFixed(), detail.data.rate, detail.data.currency) : null;

  const mutation = useCreateDeposit({
    mutation: {
      meta: { noRetry: true },
      onSuccess: (response) => {
        toaster.create({ type: 'success', description: response.message });
        setConfirming(false);
        void navigate('/pages/wallet/record?tab=deposit', { replace: true });
      },
    },
  });

  const review = (): void => {
    setTouched(true);
    if (problem || !voucher || !detail.data) return;
    setConfirming(true);
  };

  const send = (): void => {
    const channel = detail.data;
    const value = parseAmount(amount, 2, language);
    if (mutation.isPending || !channel || !voucher || !value) return;
    void sendOnce(() =>
      mutation.mutateAsync({
        data: {
          id: channel.id,
          amount: value.toFixed(2),
          currency: channel.currency,
          cryptoprotocol: channel.cryptoprotocol,
          tran_img: voucher,
        },
      }),
    );
  };

  return {
    detail,
    amount,
    setAmount,
    /** The typed amount as a decimal ("1,5" in vi → "1.50"), null while it is not one. */
    value: typed?.toFixed(2) ?? null,
    problem: touched || amount !== '' ? problem : null,
    voucher,
    setVoucher,
    voucherMissing: touched && !voucher,
    converted,
    minimum,
    maximum,
    recommended,
    confirming,
    closeConfirm: () => setConfirming(false),
    review,
    send,
    pending: mutation.isPending,
  } as const;
};

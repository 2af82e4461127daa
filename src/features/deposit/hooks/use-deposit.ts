import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCreateDeposit, useGetDepositType } from '../../../api/generated/endpoints/deposit/deposit';
import { toaster } from '../../../components/ui/toaster';
import { checkAmount, depositConverted, parseAmount } from '../../../lib/wallet-math';

/**
 * The contract has no deposit minimum or suggested amounts: the provider refuses less than 10 USD
 * (its validation example), so the screen asks for at least that and suggests these.
 */
export const DEPOSIT_MIN = '10';
export const RECOMMENDED_AMOUNTS = ['100', '500', '1000', '5000'] as const;

/** The deposit form of one channel: amount, voucher, estimate, and a send that happens once. */
export const useDeposit = (id: number) => {
  const navigate = useNavigate();
  const detail = useGetDepositType({ id }, { query: { enabled: Number.isFinite(id), select: (response) => response.result } });
  const [amount, setAmount] = useState('');
  const [voucher, setVoucher] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const sending = useRef(false);

  const problem = checkAmount(amount, { min: DEPOSIT_MIN });
  const converted = detail.data && !problem ? depositConverted(amount, detail.data.rate, detail.data.currency) : null;

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
    const value = parseAmount(amount);
    if (sending.current || mutation.isPending || !channel || !voucher || !value) return;
    sending.current = true;
    mutation.mutate(
      {
        data: {
          id: channel.id,
          amount: value.toFixed(2),
          currency: channel.currency,
          cryptoprotocol: channel.cryptoprotocol,
          tran_img: voucher,
        },
      },
      { onSettled: () => (sending.current = false) },
    );
  };

  return {
    detail,
    amount,
    setAmount,
    problem: touched || amount !== '' ? problem : null,
    voucher,
    setVoucher,
    voucherMissing: touched && !voucher,
    converted,
    confirming,
    closeConfirm: () => setConfirming(false),
    review,
    send,
    pending: mutation.isPending,
  } as const;
};

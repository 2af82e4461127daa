import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useCreateCoinExchange, useGetExchangeRate } from '../../../api/generated/endpoints/exchange/exchange';
import { getGetUserDetailQueryKey, useGetUserDetail } from '../../../api/generated/endpoints/profile/profile';
import { SwapCurrency, type User } from '../../../api/generated/model';
import { toaster } from '../../../components/ui/toaster';
import { availableFunds, checkAmount, exchangeReceived, parseAmount } from '../../../lib/wallet-math';
import { useSendOnce } from '../../../lib/use-send-once';

export const SWAP_CURRENCIES = Object.values(SwapCurrency);

/**
 * The available balance of the source coin. The contract's `balance` is the USDT account, with
 * `froze.usdt` (else `frozen`) held back; it has no balance for BTC or ETH, so those are unknown.
 */
export const availableOf = (user: User | undefined, currency: SwapCurrency): string | null => {
  if (!user || currency !== SwapCurrency.USDT) return null;
  return availableFunds(user.balance, user.froze?.usdt ?? user.frozen);
};

/** From, to, amount (at most the available balance), the live rate, and a swap sent once. */
export const useExchange = () => {
  const queryClient = useQueryClient();
  const user = useGetUserDetail({ query: { select: (response) => response.result } });
  const [from, setFrom] = useState<SwapCurrency>(SwapCurrency.USDT);
  const [to, setTo] = useState<SwapCurrency>(SwapCurrency.BTC);
  const [amount, setAmount] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [touched, setTouched] = useState(false);
  const sendOnce = useSendOnce();
  const rate = useGetExchangeRate({ from, to }, { query: { enabled: from !== to, select: (response) => response.result.rate, refetchInterval: 30_000 } });

  const available = availableOf(user.data, from);
  const problem = checkAmount(amount, available === null ? {} : { max: available });
  const received = !problem && rate.data !== undefined ? exchangeReceived(amount, rate.data, to) : null;

  const mutation = useCreateCoinExchange({
    mutation: {
      meta: { noRetry: true },
      onSuccess: (response) => {
        toaster.create({ type: 'success', description: response.message });
        setConfirming(false);
        setAmount('');
        setTouched(false);
        void queryClient.invalidateQueries({ queryKey: getGetUserDetailQueryKey() });
      },
    },
  });

  const review = (): void => {
    setTouched(true);
    if (problem || available === null || received === null) return;
    setConfirming(true);
  };

  const send = (): void => {
    const value = parseAmount(amount);
    if (mutation.isPending || !value) return;
    void sendOnce(() => mutation.mutateAsync({ data: { from, to, amount: value.toFixed(2) } }));
  };

  const choose = (side: 'from' | 'to', currency: SwapCurrency): void => {
    const other = side === 'from' ? to : from;
    if (currency === other) {
      setFrom(side === 'from' ? currency : to);
      setTo(side === 'from' ? from : currency);
    } else if (side === 'from') setFrom(currency);
    else setTo(currency);
  };

  return {
    user,
    from,
    to,
    choose,
    swap: () => {
      setFrom(to);
      setTo(from);
    },
    rate,
    amount,
    setAmount,
    available,
    fillAll: () => available !== null && setAmount(available),
    problem: touched || amount !== '' ? problem : null,
    received,
    confirming,
    closeConfirm: () => setConfirming(false),
    review,
    send,
    pending: mutation.isPending,
  } as const;
};

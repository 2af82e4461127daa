import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCreateCoinExchange } from '../../../api/generated/endpoints/exchange/exchange';
import { getGetUserDetailQueryKey } from '../../../api/generated/endpoints/profile/profile';
import { SwapCurrency, type User } from '../../../api/generated/model';
import { toaster } from '../../../components/ui/toaster';
import { availableFunds, checkAmount, currencyDecimals, exchangeReceived, parseAmount } from '../../../lib/wallet-math';
import { useSendOnce } from '../../../lib/use-send-once';
import { amountForInput } from '../../../lib/amount-text';
import { useCurrentUser } from '../../../api/queries/use-current-user';
import { exchangeQueries } from '../../../api/queries/exchange';

export const SWAP_CURRENCIES = Object.values(SwapCurrency);

/**
 * The available balance of the source coin: its entry of `balances` (proposed) less its entry of
 * `froze`. Without `balances`, `balance` is the USDT account (less `froze.usdt`, else `frozen`),
 * and BTC or ETH balances are unknown (null): the screen then says they cannot be exchanged from.
 */
export const availableOf = (user: User | undefined, currency: SwapCurrency): string | null => {
  if (!user) return null;
  const code = currency.toLowerCase();
  const usdt = currency === SwapCurrency.USDT;
  const balance = user.balances?.[code] ?? (usdt ? user.balance : undefined);
  if (balance === undefined) return null;
  const frozen = user.froze?.[code] ?? (usdt ? user.frozen : undefined);
  return availableFunds(balance, frozen, currencyDecimals(currency));
};

/** From, to, amount (at most the available balance), the live rate, and a swap sent once. */
export const useExchange = () => {
  const queryClient = useQueryClient();
  const language = useTranslation().i18n.resolvedLanguage;
  const user = useCurrentUser({ staleTime: 0 });
  const [from, setFrom] = useState<SwapCurrency>(SwapCurrency.USDT);
  const [to, setTo] = useState<SwapCurrency>(SwapCurrency.BTC);
  const [amount, setAmount] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [touched, setTouched] = useState(false);
  const sendOnce = useSendOnce();
  const rate = useQuery(exchangeQueries.rate(from, to));

  const decimals = currencyDecimals(from);
  const available = availableOf(user.data, from);
  const problem = checkAmount(amount, available === null ? { decimals, language } : { max: available, decimals, language });
  const typed = parseAmount(amount, decimals, language);
  const received = !problem && typed && rate.data !== undefined ? exchangeReceived(typed.toFixed(), rate.data, to) : null;

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
    const value = parseAmount(amount, decimals, language);
    if (mutation.isPending || !value) return;
    void sendOnce(() => mutation.mutateAsync({ data: { from, to, amount: value.toFixed(decimals) } }));
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
    /** The typed amount as a decimal, null while it is not one. */
    value: typed?.toFixed(decimals) ?? null,
    available,
    decimals,
    fillAll: () => available !== null && setAmount(amountForInput(available, language)),
    problem: touched || amount !== '' ? problem : null,
    received,
    confirming,
    closeConfirm: () => setConfirming(false),
    review,
    send,
    pending: mutation.isPending,
  } as const;
};

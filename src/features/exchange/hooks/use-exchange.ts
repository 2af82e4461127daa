import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCreateCoinExchange } from '../../../api/generated/endpoints/exchange/exchange';
import { getGetUserDetailQueryKey } from '../../../api/generated/endpoints/profile/profile';
import type { CoinExchangeRequest, User } from '../../../api/generated/model';
import { toaster } from '../../../components/ui/toaster';
import { availableFunds, checkAmount, currencyDecimals, exchangeReceived, parseAmount } from '../../../lib/wallet-math';
import { useMoneyForm } from '../../../lib/use-money-form';
import { amountForInput } from '../../../lib/amount-text';
import { useCurrentUser } from '../../../api/queries/use-current-user';
import { exchangeQueries } from '../../../api/queries/exchange';
import { SwapCurrency } from '../../../api/provider-values';

export const SWAP_CURRENCIES = Object.values(SwapCurrency);

/**
 * The available balance of the source coin: its entry of `balances` (proposed) less its entry of
 * `froze`. Without `balances`, `balance` is the USDT account (less `froze.usdt`, else `frozen`),
 * and BTC or ETH balances are unknown (null): the screen then says they cannot be exchanged from.
 */
const availableOf = (user: User | undefined, currency: SwapCurrency): string | null => {
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
  const rate = useQuery(exchangeQueries.rate(from, to));
  const mutation = useCreateCoinExchange({
    mutation: {
      meta: { noRetry: true },
      onSuccess: (response) => {
        toaster.create({ type: 'success', description: response.message });
        void queryClient.invalidateQueries({ queryKey: getGetUserDetailQueryKey() });
      },
    },
  });
  // a refused swap keeps its confirmation open; one that went through clears the form
  const form = useMoneyForm<CoinExchangeRequest>({
    send: (body) => mutation.mutateAsync({ data: body }),
    pending: mutation.isPending,
    keepConfirmOnRefusal: true,
  });
  const { amount, setAmount } = form;

  const decimals = currencyDecimals(from);
  const available = availableOf(user.data, from);
  const problem = checkAmount(amount, available === null ? { decimals, language } : { max: available, decimals, language });
  const typed = parseAmount(amount, decimals, language);
  const received = !problem && typed && rate.data !== undefined ? exchangeReceived(typed.toFixed(), rate.data, to) : null;

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
    problem: form.shown(problem),
    received,
    confirming: form.confirming,
    closeConfirm: form.cancel,
    review: () => void form.review(!problem && available !== null && received !== null),
    send: () => form.confirm(typed ? { from, to, amount: typed.toFixed(decimals) } : null),
    pending: mutation.isPending,
  } as const;
};

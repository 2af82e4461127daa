import { z } from 'zod/mini';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCreateCoinExchange } from '../../../api/generated/endpoints/exchange/exchange';
import { getGetUserDetailQueryKey } from '../../../api/generated/endpoints/profile/profile';
import type { CoinExchangeRequest, User } from '../../../api/generated/model';
import { toaster } from '../../../components/ui/toaster';
import { availableFunds, checkAmount, currencyDecimals, exchangeReceived, parseAmount } from '../../../lib/wallet-math';
import { useReviewedForm } from '../../../lib/use-reviewed-form';
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

/** What is chosen and typed. */
interface ExchangeValues {
  from: SwapCurrency;
  to: SwapCurrency;
  amount: string;
}

/** From, to, amount (at most the available balance), the live rate, and a swap sent once. */
export const useExchange = () => {
  const queryClient = useQueryClient();
  const language = useTranslation().i18n.resolvedLanguage;
  const user = useCurrentUser({ staleTime: 0 });
  const mutation = useCreateCoinExchange({
    mutation: {
      meta: { noRetry: true },
      onSuccess: (response) => {
        toaster.create({ type: 'success', description: response.message });
        void queryClient.invalidateQueries({ queryKey: getGetUserDetailQueryKey() });
      },
    },
  });
  const judge = (values: Pick<ExchangeValues, 'from'>) => {
    const decimals = currencyDecimals(values.from);
    const available = availableOf(user.data, values.from);
    return {
      decimals,
      available,
      check: (text: string) =>
        checkAmount(text, available === null ? { decimals, language } : { max: available, decimals, language }),
    };
  };
  // a refused swap keeps its confirmation open; one that went through clears the form
  const form = useReviewedForm<ExchangeValues, CoinExchangeRequest>({
    // the amount is judged against the balance of the coin chosen now
    schema: z.object({ from: z.enum(SwapCurrency), to: z.enum(SwapCurrency), amount: z.string() }).check(
      z.superRefine((values, context) => {
        const problem = judge(values).check(values.amount);
        if (problem !== null) context.addIssue({ code: 'custom', path: ['amount'], message: problem });
      }),
    ),
    defaultValues: { from: SwapCurrency.USDT, to: SwapCurrency.BTC, amount: '' },
    send: (body) => mutation.mutateAsync({ data: body }),
    pending: mutation.isPending,
    keepConfirmOnRefusal: true,
    keepAfterSent: ['from', 'to'],
  });
  const { from, to, amount } = form.values;
  const setAmount = (value: string): void => form.set('amount', value);
  const setFrom = (value: SwapCurrency): void => form.set('from', value);
  const setTo = (value: SwapCurrency): void => form.set('to', value);
  const rate = useQuery(exchangeQueries.rate(from, to));
  const { decimals, available, check } = judge({ from });
  const problem = check(amount);
  const typed = parseAmount(amount, decimals, language);
  const received =
    !problem && typed && rate.data !== undefined ? exchangeReceived(typed.toFixed(), rate.data, to) : null;

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
    /** react-hook-form's control of the amount field. */
    control: form.control,
    amount,
    /** The typed amount as a decimal, null while it is not one. */
    value: typed?.toFixed(decimals) ?? null,
    available,
    decimals,
    fillAll: () => available !== null && setAmount(amountForInput(available, language)),
    problem: form.problem('amount') as ReturnType<typeof check>,
    received,
    confirming: form.confirming,
    closeConfirm: form.cancel,
    review: () => form.review(available !== null && received !== null),
    send: () => form.confirm(typed ? { from, to, amount: typed.toFixed(decimals) } : null),
    pending: mutation.isPending,
  } as const;
};

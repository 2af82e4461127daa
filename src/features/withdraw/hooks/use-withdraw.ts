import { useMemo, useState } from 'react';
import { z } from 'zod/mini';
import Big from 'big.js';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { getGetUserDetailQueryKey } from '../../../api/generated/endpoints/profile/profile';
import { useWithdrawByWallet, useWithdrawSalary } from '../../../api/generated/endpoints/withdraw/withdraw';
import type { BankWay, MessageResponse, WalletAddress, WalletWay, WithdrawRequest } from '../../../api/generated/model';
import { useCurrentUser } from '../../../api/queries/use-current-user';
import { walletQueries } from '../../../api/queries/wallet';
import { BANK_CURRENCY, KycStatus, PayPasswordStatus } from '../../../api/provider-values';
import { toaster } from '../../../components/ui/toaster';
import { amountForInput } from '../../../lib/amount-text';
import { isRealNameVerified, kycState } from '../../../lib/kyc-status';
import {
  availableFunds,
  checkAmount,
  maxWithdrawal,
  parseAmount,
  withdrawalQuote,
  type AmountProblem,
} from '../../../lib/wallet-math';
import { problemField, useReviewedForm } from '../../../lib/use-reviewed-form';
import type { WithdrawalKind } from '../../../lib/withdrawal-hours';
import { pathOf, pathTo } from '../../../lib/route-paths';

export type WithdrawMethod = 'wallet' | 'bank';
/** A missing step before a withdrawal: real-name verification (or its review), the withdrawal password, a bank card. */
export type Prompt = 'kyc' | 'kycPending' | 'password' | 'bank' | null;

/**
 * A bank channel of `/bankway` with the terms a withdrawal needs. The provider documents only the
 * label; the proposed `currency`, `rate`, `min_amont` and `fee` fall back to USD at rate 1, minimum 1
 * (the contract's floor), no fee.
 */
const bankChannel = (way: BankWay): WalletWay & { payout: string } => ({
  currency: BANK_CURRENCY,
  cryptoprotocol: way.cryptoprotocol,
  rate: way.rate ?? '1',
  min_amont: way.min_amont ?? '1',
  fee: way.fee ?? '0',
  payout: way.currency ?? 'USD',
});

/** What is typed: the amount on the screen, the withdrawal password in the confirmation. */
export interface WithdrawValues {
  amount: string;
  password: string;
}

/** What a confirmed withdrawal sends, and which balance it is paid from. */
interface WithdrawBody {
  kind: WithdrawalKind;
  data: WithdrawRequest;
}

const sameChannel = (wallet: WalletAddress, way: WalletWay): boolean =>
  wallet.currency === way.currency && wallet.cryptoprotocol === way.cryptoprotocol;

/**
 * Everything the withdrawal screen decides: what is withdrawn from (the balance, or the salary balance
 * where the provider sends the proposed `salary`), the setup prompts, the channel and destination, the
 * amount rules (minimum ≤ amount ≤ available), the quote, and a send that cannot happen twice.
 */
export const useWithdraw = () => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const language = useTranslation().i18n.resolvedLanguage;
  const user = useCurrentUser({ staleTime: 0 });
  const ways = useQuery(walletQueries.walletWays());
  const wallets = useQuery(walletQueries.wallets());
  const banks = useQuery(walletQueries.banks());
  const bankWays = useQuery(walletQueries.bankWays());

  // a setup screen (bind a card, set the password) comes back to the draft it was left with
  const [params] = useSearchParams();
  const [chosenKind, setKind] = useState<WithdrawalKind>(params.get('kind') === 'salary' ? 'salary' : 'ordinary');
  const [method, setMethod] = useState<WithdrawMethod>(params.get('method') === 'bank' ? 'bank' : 'wallet');
  const [channelIndex, setChannelIndex] = useState(() => Math.max(0, Number(params.get('channel')) || 0));
  const [walletIndex, setWalletIndex] = useState(0);
  const [dismissed, setDismissed] = useState<{ kyc: boolean; password: boolean; bank: boolean }>({
    kyc: false,
    password: false,
    bank: false,
  });

  const sent = {
    meta: { noRetry: true },
    onSuccess: (response: MessageResponse) => {
      toaster.create({ type: 'success', description: response.message });
      void queryClient.invalidateQueries({ queryKey: getGetUserDetailQueryKey() });
      void navigate(pathTo('records', { tab: 'withdraw' }), { replace: true });
    },
  };
  const ordinary = useWithdrawByWallet({ mutation: sent });
  // the same body, to the proposed call that pays from the salary balance
  const salary = useWithdrawSalary({ mutation: sent });
  const pending = ordinary.isPending || salary.isPending;
  // withdrawals need real-name verification first (docs/decisions/0019-real-name-first.md)
  const verified = user.data ? isRealNameVerified(user.data) : null;
  const passwordSet = user.data ? user.data.moneypssd_status === PayPasswordStatus.set : null;
  const bank = banks.data?.[0] ?? null;
  // salary withdrawals (proposed, docs/decisions/0013-salary-withdrawal.md) only where the provider sends the salary balance
  const salaryOffered = user.data?.salary !== undefined;
  const kind: WithdrawalKind = salaryOffered ? chosenKind : 'ordinary';
  const balanceAvailable = availableFunds(user.data?.balance, user.data?.frozen);
  const salaryAvailable = salaryOffered ? availableFunds(user.data?.salary, 0) : null;
  const available = kind === 'salary' ? (salaryAvailable ?? '0.00') : balanceAvailable;

  const bankWay = bankWays.data?.[channelIndex] ?? bankWays.data?.[0];
  const bankTerms = bankWay ? bankChannel(bankWay) : null;
  const channel: WalletWay | null =
    method === 'bank' ? bankTerms : (ways.data?.[channelIndex] ?? ways.data?.[0] ?? null);
  const destinations = useMemo(
    () => (method === 'wallet' && channel ? (wallets.data ?? []).filter((wallet) => sameChannel(wallet, channel)) : []),
    [method, channel, wallets.data],
  );
  const destination =
    method === 'bank'
      ? (bank?.cardno ?? null)
      : ((destinations[walletIndex] ?? destinations[0])?.wallet_address ?? null);

  /** What is wrong with an amount against the chosen source and channel, and its quote when nothing is. */
  const judge = (text: string) => {
    const amountProblem: AmountProblem | null = checkAmount(text, {
      min: channel?.min_amont,
      max: available,
      language,
    });
    const typed = parseAmount(text, 2, language);
    const priced =
      channel && typed && !amountProblem
        ? withdrawalQuote(typed.toFixed(), channel.fee, channel.rate, channel.currency)
        : null;
    // the amount alone may fit while amount + fee + tax does not: that is what leaves the balance
    const shortBy = priced ? new Big(priced.total).minus(available) : null;
    const problem: AmountProblem | 'overTotal' | null = amountProblem ?? (shortBy?.gt(0) ? 'overTotal' : null);
    return { priced, shortBy, problem };
  };
  // the password is typed in the confirmation and checked there; a refusal (a wrong password, outside
  // the hours) keeps the confirmation open to correct it
  const form = useReviewedForm<WithdrawValues, WithdrawBody>({
    schema: z.object({ amount: problemField((text) => judge(text).problem), password: z.string() }),
    defaultValues: { amount: params.get('amount') ?? '', password: '' },
    send: (body) => (body.kind === 'salary' ? salary : ordinary).mutateAsync({ data: body.data }),
    pending,
    keepConfirmOnRefusal: true,
  });
  const { amount, password } = form.values;
  const { priced, shortBy, problem } = judge(amount);
  const quote = problem ? null : priced;
  const payoutCurrency = method === 'bank' ? (bankTerms?.payout ?? '') : (channel?.currency ?? '');
  const draft = new URLSearchParams({
    ...(kind === 'salary' ? { kind } : {}),
    method,
    channel: String(channelIndex),
    ...(amount === '' ? {} : { amount }),
  });

  let prompt: Prompt = null;
  if (verified === false) {
    // one step at a time: the later prompts wait until the identity is verified
    if (!dismissed.kyc) prompt = kycState(user.data?.realauth_status) === KycStatus.pending ? 'kycPending' : 'kyc';
  } else if (passwordSet === false && !dismissed.password) prompt = 'password';
  else if (method === 'bank' && banks.isSuccess && !bank && !dismissed.bank) prompt = 'bank';

  /** Checks everything, then opens the confirmation (or the setup prompt that is missing). */
  const review = (): void => {
    const missing: Array<keyof typeof dismissed> = [];
    if (verified === false) missing.push('kyc');
    else if (passwordSet === false) missing.push('password');
    else if (method === 'bank' && !bank) missing.push('bank');
    const step = missing[0];
    if (step) {
      form.touch();
      return setDismissed((d) => ({ ...d, [step]: false }));
    }
    form.set('password', '');
    form.review(!!quote && !!channel && !!destination);
  };

  const send = (): void =>
    form.confirm(
      !channel || !destination || !quote || password === ''
        ? null
        : {
            kind,
            data: {
              address: destination,
              amount: quote.amount,
              pay_password: password,
              currency: channel.currency,
              cryptoprotocol: channel.cryptoprotocol,
            },
          },
    );

  return {
    loading: user.isPending || ways.isPending || wallets.isPending || banks.isPending || bankWays.isPending,
    error: user.error ?? ways.error ?? wallets.error ?? banks.error ?? bankWays.error,
    retry: () => {
      void user.refetch();
      void ways.refetch();
      void wallets.refetch();
      void banks.refetch();
      void bankWays.refetch();
    },
    /** The channels of the chosen method, as the picker labels them. */
    channels:
      method === 'bank'
        ? (bankWays.data ?? []).map((way) => way.cryptoprotocol)
        : (ways.data ?? []).map((way) => `${way.currency} (${way.cryptoprotocol})`),
    /** This screen with what was typed, for a setup screen to come back to. */
    returnTo: `${pathOf('withdraw')}?${draft.toString()}`,
    /** Whether the provider offers salary withdrawals (it sends the salary balance). */
    salaryOffered,
    kind,
    setKind: (next: WithdrawalKind) => {
      setKind(next);
      form.cancel();
    },
    balanceAvailable,
    salaryAvailable,
    method,
    setMethod: (next: WithdrawMethod) => {
      setMethod(next);
      setChannelIndex(0);
      setWalletIndex(0);
      setDismissed((d) => ({ ...d, bank: false }));
    },
    channelIndex,
    setChannelIndex: (index: number) => {
      setChannelIndex(index);
      setWalletIndex(0);
    },
    channel,
    payoutCurrency,
    bank,
    destinations,
    walletIndex,
    setWalletIndex,
    destination,
    available,
    /** react-hook-form's control of the amount and password fields. */
    control: form.control,
    amount,
    fillAll: () => form.set('amount', amountForInput(maxWithdrawal(available, channel?.fee), language)),
    total: priced?.total ?? null,
    shortBy: shortBy?.gt(0) ? shortBy.toFixed(2) : null,
    problem: form.problem('amount') as AmountProblem | 'overTotal' | null,
    quote,
    prompt,
    dismissPrompt: () => setDismissed((d) => (prompt ? { ...d, [prompt === 'kycPending' ? 'kyc' : prompt]: true } : d)),
    confirming: form.confirming,
    closeConfirm: form.cancel,
    password,
    review,
    send,
    pending,
  } as const;
};
